/**
 * Starting tools and reading their sessions and jobs (ARCHITECTURE.md, The spine, step 2). A start
 * is one transaction: access flag, price, conditional debit with its ledger row, session, job and
 * queue message; any refusal leaves nothing written.
 */
import {
  type CreateSessionRequest,
  type Job,
  type JobListResponse,
  type MonetizationFlag,
  monetizationConfigFor,
  type Session,
  SOCKET_EVENTS,
  sessionAccessFlags,
  sessionCost,
} from '@facet/contract';
import type { JobRow, SessionRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { uuidv7 } from '../lib/ids';
import type { JobQueue } from '../queue/job-queue';
import type { Realtime } from '../realtime/socket';
import type { Repositories, Store } from '../repositories/store';
import type { Caller } from './auth.service';
import type { CreditsService } from './credits.service';

/** The session types a built-in engine runs here; the others answer `TOOL_UNAVAILABLE`. */
export const RUNNABLE_SESSION_TYPES: ReadonlySet<CreateSessionRequest['type']> = new Set(['retopology']);

/** What the people see as the engine of a built-in run. */
export const BUILT_IN_ENGINE = 'Built-in CPU engine';

const noSuchSession = () => new HttpError(404, 'NOT_FOUND', 'No such session.');

export function jobToApi(row: JobRow): Job {
  return {
    _id: row.id,
    id: row.id,
    session_id: row.sessionId,
    type: row.type as Job['type'],
    assets: row.assetIds,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    error: row.error,
    credits: row.credits,
    refunded: row.refunded,
    engine: row.engine,
    report: row.report ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export function sessionToApi(row: SessionRow, jobs: readonly JobRow[]): Session {
  return {
    _id: row.id,
    id: row.id,
    type: row.type as Session['type'],
    status: row.status,
    name: row.name,
    input: row.input,
    output: row.output,
    messages: row.messages,
    owner_id: row.ownerId,
    jobs: jobs.map(jobToApi),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export class SessionsService {
  constructor(
    private readonly store: Store,
    private readonly credits: CreditsService,
    private readonly realtime: Realtime,
    /** Resolves once the queue has started; starts wait for it. */
    private readonly queue: () => Promise<JobQueue>,
  ) {}

  async create(caller: Caller, request: CreateSessionRequest): Promise<Session> {
    const needed = sessionAccessFlags(request);
    const flags = monetizationConfigFor(caller.user.tier) as Record<MonetizationFlag, boolean>;
    if (needed.length > 0 && !needed.some((flag) => flags[flag])) {
      throw new HttpError(403, 'TOOL_LOCKED', 'Your plan does not include this tool. Upgrade your plan to use it.', {
        required_flags: needed,
      });
    }
    if (request.type === 'upload') return this.createUploadSession(caller, request.input.assets);
    if (!RUNNABLE_SESSION_TYPES.has(request.type)) {
      throw new HttpError(501, 'TOOL_UNAVAILABLE', 'This tool cannot run on this server yet. Nothing was charged.');
    }
    const inputAssets = await this.checkInputs(caller, request);
    const cost = sessionCost(request);
    const queue = await this.queue();
    const jobId = uuidv7();
    const { session, job } = await this.store.transaction(async (repositories) => {
      // The debit comes first: it locks the user's row before the inserts below take their key-share
      // locks on it, so concurrent starts queue up on the lock instead of deadlocking. A short
      // balance throws 402 with the counts, and nothing of this transaction stays.
      if (cost > 0) await this.credits.applyWithin(repositories, { userId: caller.user.id, amount: -cost, reason: 'tool_run', reference: jobId });
      const session = await repositories.sessions.insertSession({ ownerId: caller.user.id, type: request.type, input: request.input });
      const job = await repositories.sessions.insertJob({
        id: jobId,
        sessionId: session.id,
        ownerId: caller.user.id,
        type: request.type,
        credits: cost,
        assetIds: inputAssets,
        engine: BUILT_IN_ENGINE,
      });
      await queue.send({ jobId: job.id }, txOf(repositories));
      return { session, job };
    });
    queue.wake();
    this.publishJob(job);
    return sessionToApi(session, [job]);
  }

  async get(caller: Caller, id: string): Promise<Session> {
    const session = await this.store.sessions.findOwnedSession(caller.user.id, id);
    if (!session) throw noSuchSession();
    return sessionToApi(session, await this.store.sessions.jobsOfSession(session.id));
  }

  async rename(caller: Caller, id: string, name: string | null): Promise<Session> {
    const session = await this.store.sessions.findOwnedSession(caller.user.id, id);
    if (!session) throw noSuchSession();
    const updated = await this.store.sessions.updateSession(id, { name });
    if (!updated) throw noSuchSession();
    return sessionToApi(updated, await this.store.sessions.jobsOfSession(id));
  }

  async sendChatMessage(caller: Caller, sessionId: string): Promise<Session> {
    const session = await this.store.sessions.findOwnedSession(caller.user.id, sessionId);
    if (!session || session.type !== 'chat_to_3d') throw noSuchSession();
    throw new HttpError(501, 'TOOL_UNAVAILABLE', 'Magic edit cannot run on this server yet. Nothing was charged.');
  }

  async jobs(caller: Caller, sessionId: string): Promise<JobListResponse> {
    const session = await this.store.sessions.findOwnedSession(caller.user.id, sessionId);
    if (!session) throw noSuchSession();
    const results = (await this.store.sessions.jobsOfSession(sessionId)).map(jobToApi);
    return { results, items: results, nextCursor: null };
  }

  /** Sends the job to its owner's sockets (`job_update`). */
  publishJob(row: JobRow): void {
    this.realtime.toUser(row.ownerId, SOCKET_EVENTS.jobUpdate, jobToApi(row));
  }

  private async createUploadSession(caller: Caller, assetIds: readonly string[]): Promise<Session> {
    const owned = await this.store.assets.findManyOwned(caller.user.id, assetIds);
    if (owned.length !== new Set(assetIds).size) throw new HttpError(404, 'NOT_FOUND', 'No such asset.');
    const session = await this.store.sessions.insertSession({
      ownerId: caller.user.id,
      type: 'upload',
      status: 'succeeded',
      input: { assets: assetIds },
      output: { assets: assetIds },
    });
    return sessionToApi(session, []);
  }

  /** The input asset ids, after checking each is the caller's and of the kind the tool reads. */
  private async checkInputs(caller: Caller, request: CreateSessionRequest): Promise<string[]> {
    if (request.type !== 'retopology') return [];
    const mesh = await this.store.assets.findOwned(caller.user.id, request.input.mesh);
    if (!mesh || mesh.isDeleted) throw new HttpError(404, 'NOT_FOUND', 'No such asset.');
    if (mesh.type !== 'mesh') throw new HttpError(409, 'CONFLICT', `Retopology needs a mesh; "${mesh.name}" is a ${mesh.type}.`);
    const triangles = mesh.data.triangle_count;
    const target = request.input.target_triangles;
    if (typeof triangles === 'number' && target !== undefined && target >= triangles) {
      throw new HttpError(400, 'VALIDATION_FAILED', `The target must be below the mesh's ${triangles.toLocaleString('en-US')} triangles.`, {
        fields: { 'input.target_triangles': `Choose fewer than ${triangles} triangles.` },
      });
    }
    return [mesh.id];
  }
}

/** The transaction's Drizzle handle, which the repositories were built on. */
function txOf(repositories: Repositories) {
  return repositories.sessions.database;
}
