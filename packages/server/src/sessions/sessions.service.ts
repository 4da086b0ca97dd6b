/**
 * Starting tools and reading their sessions and jobs (ARCHITECTURE.md, The spine, step 2). A start
 * checks the access flag, the price and the input, then writes in one statement: conditional debit
 * with its ledger row, session, job and queue message; any refusal leaves nothing written.
 */
import {
  ACTIVE_JOBS_LIMIT,
  type AssetType,
  type CreateSessionRequest,
  inputAssetId,
  magicEditTool,
  referenceAssetIds,
  type Job,
  type JobListResponse,
  type MonetizationFlag,
  monetizationConfigFor,
  type Session,
  SOCKET_EVENTS,
  sessionAccessFlags,
  sessionCost,
  type ToolDefinitionOf,
} from '@facet/contract';
import { type Caller, reachAsset, reachAssets, reachSession, scopeOf } from '../access/access';
import type { AssetRow, JobRow, SessionRow } from '../db/schema';
import { sql } from 'drizzle-orm';
import { HttpError } from '../lib/http-error';
import { uuidv7 } from '../lib/ids';
import type { JobQueue } from '../queue/job-queue';
import type { Realtime } from '../realtime/socket';
import type { Store } from '../db/store';
import type { CreditsService } from '../credits/credits.service';
import { toolPipelineOf } from './tool-pipelines';

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
    organization_id: row.organizationId,
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
    const pipeline = toolPipelineOf(request.type);
    if (!pipeline) throw new HttpError(501, 'TOOL_UNAVAILABLE', 'This tool cannot run on this server yet. Nothing was charged.');
    const input = await this.checkInput(caller, pipeline.definition, request.input);
    const inputAssets = [input.id];
    const cost = sessionCost(request);
    const queue = await this.queue();
    const jobId = uuidv7();
    // The runner owns the session and pays for it; it is filed in the input's library, so the
    // organization's members read it and its outputs land there.
    const { ownerId, organizationId } = scopeOf(caller, input.organizationId);
    const guard = sql`job`;
    const started = await this.store.sessions.insertChargedRun({
      payerId: caller.user.id,
      cost,
      session: { id: uuidv7(), ownerId, organizationId, type: request.type, input: request.input },
      job: { id: jobId, assetIds: inputAssets, engine: BUILT_IN_ENGINE },
      queued: await queue.sendStatement({ jobId }, guard),
      announced: queue.announceStatement(guard),
    });
    // Nothing was written: the balance is short (the answer says by how much), or the account is gone.
    if (!started) throw await this.credits.shortOf(caller.user.id, cost);
    const { session, job } = started;
    queue.wake();
    this.publishJob(job, session.organizationId);
    return sessionToApi(session, [job]);
  }

  async get(caller: Caller, id: string): Promise<Session> {
    const session = await reachSession(this.store, caller, id);
    return sessionToApi(session, await this.store.sessions.jobsOfSession(session.id));
  }

  async rename(caller: Caller, id: string, name: string | null): Promise<Session> {
    await reachSession(this.store, caller, id, 'change');
    const updated = await this.store.sessions.updateSession(id, { name });
    if (!updated) throw noSuchSession();
    return sessionToApi(updated, await this.store.sessions.jobsOfSession(id));
  }

  async sendChatMessage(caller: Caller, sessionId: string): Promise<Session> {
    const session = await reachSession(this.store, caller, sessionId, 'change');
    if (session.type !== magicEditTool.sessionType) throw noSuchSession();
    throw new HttpError(501, 'TOOL_UNAVAILABLE', `${magicEditTool.name} cannot run on this server yet. Nothing was charged.`);
  }

  /** The caller's jobs still queued or running, newest first: the runs in progress the home page lists. */
  async activeJobs(caller: Caller): Promise<JobListResponse> {
    const results = (await this.store.sessions.activeJobsOfOwner(scopeOf(caller).ownerId, ACTIVE_JOBS_LIMIT)).map(jobToApi);
    return { results, items: results, nextCursor: null };
  }

  async jobs(caller: Caller, sessionId: string): Promise<JobListResponse> {
    await reachSession(this.store, caller, sessionId);
    const results = (await this.store.sessions.jobsOfSession(sessionId)).map(jobToApi);
    return { results, items: results, nextCursor: null };
  }

  /**
   * Sends the job to its owner's sockets (`job_update`), and when its session is in an organization's
   * library, to that organization's room (`organizationId`, looked up when not given).
   */
  publishJob(row: JobRow, organizationId?: string | null): void {
    const job = jobToApi(row);
    this.realtime.toUser(row.ownerId, SOCKET_EVENTS.jobUpdate, job);
    const toOrganization = (id: string | null | undefined) => {
      if (id) this.realtime.toOrganization(id, SOCKET_EVENTS.jobUpdate, job);
    };
    if (organizationId !== undefined) toOrganization(organizationId);
    else void this.store.sessions.findSession(row.sessionId).then((session) => toOrganization(session?.organizationId), () => undefined);
  }

  private async createUploadSession(caller: Caller, assetIds: readonly string[]): Promise<Session> {
    const rows = await reachAssets(this.store, caller, assetIds);
    const organizations = new Set(rows.map((row) => row.organizationId));
    const session = await this.store.sessions.insertSession({
      ownerId: scopeOf(caller).ownerId,
      organizationId: organizations.size === 1 ? (rows[0]?.organizationId ?? null) : null,
      type: 'upload',
      status: 'succeeded',
      input: { assets: assetIds },
      output: { assets: assetIds },
    });
    return sessionToApi(session, []);
  }

  /** The input asset's id, after checking it is the caller's, of a type the tool reads, and fits the options. */
  private async checkInput(caller: Caller, definition: ToolDefinitionOf, input: Record<string, unknown>): Promise<AssetRow> {
    const asset = await reachAsset(this.store, caller, inputAssetId(definition, input));
    if (!definition.inputTypes.includes(asset.type as AssetType)) {
      throw new HttpError(409, 'CONFLICT', `${definition.name} needs ${anyOf(definition.inputTypes)}; "${asset.name}" is ${anyOf([asset.type])}.`);
    }
    const misfit = definition.checkAgainstAsset?.(input, asset);
    if (misfit) throw new HttpError(400, 'VALIDATION_FAILED', misfit.message, { fields: { [misfit.field]: misfit.message } });
    for (const { reference, id } of referenceAssetIds(definition, input)) {
      const referenced = await reachAsset(this.store, caller, id, 'read', `No such ${reference.label}.`);
      if (!reference.types.includes(referenced.type as AssetType)) {
        throw new HttpError(409, 'CONFLICT', `The ${reference.label} must be ${anyOf(reference.types)}; "${referenced.name}" is ${anyOf([referenced.type])}.`);
      }
    }
    return asset;
  }
}

/** Asset types in words, each with its article: "a mesh or an image". */
function anyOf(types: readonly string[]): string {
  return types.map((type) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`).join(' or ');
}
