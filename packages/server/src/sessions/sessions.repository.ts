import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql, type Table } from 'drizzle-orm';
import { type FacetDb, PREPARED } from '../db/database';
import { assets, type AssetRow, isActiveJob, jobs, sessions, type JobRow, type SessionRow } from '../db/schema';

export type NewSession = typeof sessions.$inferInsert;
export type NewJob = typeof jobs.$inferInsert;
export type JobPatch = Partial<Pick<JobRow, 'status' | 'progress' | 'stage' | 'error' | 'engine' | 'report' | 'assetIds' | 'startedAt' | 'finishedAt' | 'refunded'>>;

/** A charged tool run to start: who pays, the ledger row's id, and the session and job to file. */
export interface ChargedRun {
  payerId: string;
  /** Credits taken from the payer; 0 writes no ledger row. */
  cost: number;
  session: { id: string; ownerId: string; organizationId: string | null; type: string; input: Record<string, unknown> };
  job: { id: string; assetIds: string[]; engine: string };
  /** The queue's insert of the job's message, guarded on the `job` query (`JobQueue.sendStatement`). */
  queued: SQL;
  /** A query announcing the job on commit, guarded the same way (`JobQueue.announceStatement`). */
  announced?: SQL;
}

/** Sessions and their jobs: SQL only; who may see what is the service's business. */
export class SessionsRepository {
  constructor(private readonly db: FacetDb) {}

  /** The connection or transaction this repository runs on, for the queue to send on it too. */
  get database(): FacetDb {
    return this.db;
  }

  async insertSession(session: NewSession): Promise<SessionRow> {
    const [row] = await this.db.insert(sessions).values(session).returning();
    if (!row) throw new Error('The session insert returned no row');
    return row;
  }

  /**
   * Starts a charged run in one statement, atomic without a transaction around it and one round trip
   * to the database: the payer's balance debited only if it covers the cost, with its ledger row
   * (`tool_run`, the job's id; the rule `CreditsService.applyWithin` keeps for every other change,
   * here with the balance after read from the debit itself, and the row's id made once the payer's
   * row is taken), the session, its job, and the queue's message. Each insert reads from the one before it, so a short balance (or a payer gone) writes
   * nothing and answers undefined. The debit is the statement's first write: it takes the payer's
   * row lock before the inserts' key-share locks, so concurrent starts queue on it, not deadlock.
   */
  async insertChargedRun(run: ChargedRun): Promise<{ session: SessionRow; job: JobRow } | undefined> {
    const { session, job } = run;
    const result = (await this.db.execute(sql`${PREPARED}
      WITH debit AS (
        UPDATE users SET credits = credits - ${run.cost}::int
         WHERE id = ${run.payerId}::uuid AND deleted_at IS NULL AND credits >= ${run.cost}::int
        RETURNING credits
      ), ledger AS (
        INSERT INTO credit_ledger (id, user_id, amount, reason, reference, balance_after)
        SELECT ${ledgerIdSql}, ${run.payerId}::uuid, -${run.cost}::int, 'tool_run', ${job.id}::text, credits
          FROM debit WHERE ${run.cost}::int > 0
        RETURNING id
      ), session AS (
        INSERT INTO sessions (id, owner_id, organization_id, type, input)
        SELECT ${session.id}::uuid, ${session.ownerId}::uuid, ${session.organizationId}::uuid, ${session.type}::text, ${JSON.stringify(session.input)}::jsonb
          FROM debit
        RETURNING *
      ), job AS (
        INSERT INTO jobs (id, session_id, owner_id, type, credits, asset_ids, engine)
        SELECT ${job.id}::uuid, session.id, ${session.ownerId}::uuid, ${session.type}::text, ${run.cost}::int, ${sql.param(job.assetIds)}::uuid[], ${job.engine}::text
          FROM session
        RETURNING *
      ), queued AS (${run.queued})${run.announced ? sql`, announced AS (${run.announced})` : sql``}
      SELECT to_jsonb(session) AS session, to_jsonb(job) AS job FROM session, job${run.announced ? sql`, announced` : sql``}
    `)) as unknown as { rows: { session: Record<string, unknown>; job: Record<string, unknown> }[] };
    const [row] = result.rows;
    if (!row) return undefined;
    return { session: fromJson(sessions, row.session), job: fromJson(jobs, row.job) };
  }

  /**
   * Settles a running job as succeeded in one statement: the job (only while it is still running,
   * which its row lock decides against a concurrent fail), then, only if it was, its session's
   * status and output and its reserved outputs shown (each write of a WITH runs whether or not the
   * query reads it). Answers undefined, with nothing written, for a job no longer running.
   */
  async settleSucceeded(
    job: Pick<JobRow, 'id' | 'sessionId'>,
    outcome: { sessionOutput: Record<string, unknown>; report: Record<string, unknown> | null; assetIds: string[] },
  ): Promise<{ job: JobRow; shown: AssetRow[] } | undefined> {
    const result = (await this.db.execute(sql`${PREPARED}
      WITH job AS (
        UPDATE jobs SET status = 'succeeded', progress = 1, stage = 'Done', error = NULL,
               report = ${outcome.report === null ? null : JSON.stringify(outcome.report)}::jsonb,
               asset_ids = ${sql.param(outcome.assetIds)}::uuid[], finished_at = now(), updated_at = now()
         WHERE id = ${job.id}::uuid AND status = 'running'
        RETURNING *
      ), session AS (
        UPDATE sessions SET status = 'succeeded', output = ${JSON.stringify(outcome.sessionOutput)}::jsonb, updated_at = now()
         WHERE id = ${job.sessionId}::uuid AND EXISTS (SELECT 1 FROM job)
        RETURNING id
      ), shown AS (
        UPDATE assets SET is_deleted = false, updated_at = now()
         WHERE source_job_id = ${job.id}::uuid AND is_deleted AND EXISTS (SELECT 1 FROM job)
        RETURNING *
      )
      SELECT to_jsonb(job) AS job,
             (SELECT coalesce(jsonb_agg(to_jsonb(shown) ORDER BY shown.id), '[]'::jsonb) FROM shown) AS shown
        FROM job
    `)) as unknown as { rows: { job: Record<string, unknown>; shown: Record<string, unknown>[] }[] };
    const [row] = result.rows;
    if (!row) return undefined;
    return { job: fromJson(jobs, row.job), shown: row.shown.map((asset) => fromJson(assets, asset)) };
  }

  async insertJob(job: NewJob): Promise<JobRow> {
    const [row] = await this.db.insert(jobs).values(job).returning();
    if (!row) throw new Error('The job insert returned no row');
    return row;
  }

  async findSession(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, id));
    return row;
  }

  async updateSession(
    id: string,
    patch: Partial<Pick<SessionRow, 'name' | 'status' | 'output' | 'messages'>>,
  ): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(sessions.id, id))
      .returning();
    return row;
  }

  /** An owner's latest sessions, newest first. */
  async recentOfOwner(ownerId: string, limit: number): Promise<SessionRow[]> {
    return this.db.select().from(sessions).where(eq(sessions.ownerId, ownerId)).orderBy(desc(sessions.id)).limit(limit);
  }

  async jobsOfSession(sessionId: string): Promise<JobRow[]> {
    return this.db.select().from(jobs).where(eq(jobs.sessionId, sessionId)).orderBy(asc(jobs.id));
  }

  async jobsOfSessions(sessionIds: readonly string[]): Promise<JobRow[]> {
    if (sessionIds.length === 0) return [];
    return this.db
      .select()
      .from(jobs)
      .where(inArray(jobs.sessionId, [...sessionIds]))
      .orderBy(asc(jobs.id));
  }

  async findJob(id: string): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  }

  /** The job, locked until the transaction ends, so two workers cannot settle it both. */
  async lockJob(id: string): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id)).for('update');
    return row;
  }

  async updateJob(id: string, patch: JobPatch): Promise<JobRow | undefined> {
    const [row] = await this.db
      .update(jobs)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(jobs.id, id))
      .returning();
    return row;
  }

  /**
   * Marks a queued or running job running (one more attempt; its first start time kept), answering
   * with the job, its session and its first input asset while live (the asset whatever library it
   * is in: the caller checks that), in one round trip; undefined for a job already settled.
   */
  async startJobWithInput(id: string): Promise<{ job: JobRow; session: SessionRow | undefined; input: AssetRow | undefined } | undefined> {
    const result = (await this.db.execute(sql`${PREPARED}
      WITH started AS (
        UPDATE jobs SET status = 'running', attempts = attempts + 1, started_at = coalesce(started_at, now()), error = NULL, updated_at = now()
         WHERE id = ${id}::uuid AND status IN ('queued', 'running')
        RETURNING *
      )
      SELECT to_jsonb(started.*) AS job, to_jsonb(session.*) AS session, to_jsonb(first_input.*) AS input
        FROM started
        LEFT JOIN sessions session ON session.id = started.session_id
        LEFT JOIN assets first_input ON first_input.id = started.asset_ids[1] AND NOT first_input.is_deleted
    `)) as unknown as { rows: { job: Record<string, unknown>; session: Record<string, unknown> | null; input: Record<string, unknown> | null }[] };
    const [row] = result.rows;
    if (!row) return undefined;
    return {
      job: fromJson(jobs, row.job),
      session: row.session ? fromJson(sessions, row.session) : undefined,
      input: row.input ? fromJson(assets, row.input) : undefined,
    };
  }

  /** Progress only moves forward and only while running, so a late write cannot undo a result. */
  async reportProgress(id: string, progress: number, stage: string): Promise<JobRow | undefined> {
    const [row] = await this.db
      .update(jobs)
      .set({ progress: sql`greatest(${jobs.progress}, ${progress})`, stage, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
      .returning();
    return row;
  }

  /** The owner's queued and running jobs, newest first (on the owner's partial index of active jobs). */
  async activeJobsOfOwner(ownerId: string, limit: number): Promise<JobRow[]> {
    return this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.ownerId, ownerId), isActiveJob(jobs.status)))
      .orderBy(desc(jobs.id))
      .limit(limit);
  }

  /**
   * The queued and running jobs touching any of these assets, for the asset cards' badges: the
   * owner's, or anyone's (`ownerId` null) for the assets of an organization's library.
   */
  async activeJobsOfAssets(ownerId: string | null, assetIds: readonly string[]): Promise<JobRow[]> {
    if (assetIds.length === 0) return [];
    // Asked for with every list page: built once, prepared on each connection.
    if (ownerId === null) {
      this.activeJobsQuery ??= this.activeJobsStatement(false);
      return this.activeJobsQuery.execute({ assets: [...assetIds] });
    }
    this.ownActiveJobsQuery ??= this.activeJobsStatement(true);
    return this.ownActiveJobsQuery.execute({ owner: ownerId, assets: [...assetIds] });
  }

  private activeJobsQuery?: ReturnType<SessionsRepository['activeJobsStatement']>;
  private ownActiveJobsQuery?: ReturnType<SessionsRepository['activeJobsStatement']>;

  private activeJobsStatement(owned: boolean) {
    return this.db
      .select()
      .from(jobs)
      .where(
        and(
          owned ? eq(jobs.ownerId, sql.placeholder('owner')) : undefined,
          isActiveJob(jobs.status),
          sql`${jobs.assetIds} && ${sql.placeholder('assets')}::uuid[]`,
        ),
      )
      .orderBy(asc(jobs.id))
      .prepare(owned ? 'active_jobs_of_own_assets' : 'active_jobs_of_assets');
  }
}

/**
 * A ledger row's id made by the database, for rows written where the application cannot make one
 * after taking the payer's row: a UUIDv7 of the database's clock (milliseconds) and, in place of its
 * random bits, the next number of `credit_ledger_order`. Evaluated per row once the debit has the
 * payer's row, so of two charges to one account the later has the greater id, within one millisecond
 * too. (An id the application makes has random bits there, so it sorts among the milliseconds' own.)
 */
const ledgerIdSql = sql.raw(`(
  lpad(to_hex(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0')
  || '7000' || '8' || lpad(to_hex(nextval('credit_ledger_order') % 1152921504606846976), 15, '0')
)::uuid`);

/** A row read as JSON (`to_jsonb`) into the table's row type, each column mapped as Drizzle maps it. */
function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
