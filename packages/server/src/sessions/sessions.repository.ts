import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { jobs, sessions, type JobRow, type SessionRow } from '../db/schema';

export type NewSession = typeof sessions.$inferInsert;
export type NewJob = typeof jobs.$inferInsert;
export type JobPatch = Partial<Pick<JobRow, 'status' | 'progress' | 'stage' | 'error' | 'engine' | 'report' | 'assetIds' | 'startedAt' | 'finishedAt' | 'refunded'>>;

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

  /** Marks a queued (or re-queued) job running and counts the attempt; undefined when it is settled. */
  async startJob(id: string): Promise<JobRow | undefined> {
    const [row] = await this.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
        error: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running'])))
      .returning();
    return row;
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
      .where(and(eq(jobs.ownerId, ownerId), inArray(jobs.status, ['queued', 'running'])))
      .orderBy(desc(jobs.id))
      .limit(limit);
  }

  /**
   * The queued and running jobs touching any of these assets, for the asset cards' badges: the
   * owner's, or anyone's (`ownerId` null) for the assets of an organization's library.
   */
  async activeJobsOfAssets(ownerId: string | null, assetIds: readonly string[]): Promise<JobRow[]> {
    if (assetIds.length === 0) return [];
    return this.db
      .select()
      .from(jobs)
      .where(
        and(
          ownerId === null ? undefined : eq(jobs.ownerId, ownerId),
          inArray(jobs.status, ['queued', 'running']),
          sql`${jobs.assetIds} && ${sql.param([...assetIds])}::uuid[]`,
        ),
      )
      .orderBy(asc(jobs.id));
  }
}
