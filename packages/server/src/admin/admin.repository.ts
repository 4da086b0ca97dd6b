/** The admin area's reads across every account: counts for the overview, the user search and each account's first session. */
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { type CouponRow, coupons, jobs, pricingClickEvents, sessions, type UserRow, users } from '../db/schema';

/** `[from, to]` in whole UTC days, as the instants that bound it. */
export function dayBounds(from: string, to: string): { start: Date; end: Date } {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start, end };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `text` as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export interface FirstSessionRow {
  sessionId: string;
  userId: string;
  email: string;
  type: string;
  status: string;
  createdAt: Date;
}

export class AdminRepository {
  constructor(private readonly db: FacetDb) {}

  async countUsers(): Promise<number> {
    const [row] = await this.db.select({ count: count() }).from(users).where(isNull(users.deletedAt));
    return row?.count ?? 0;
  }

  async countSessions(): Promise<number> {
    const [row] = await this.db.select({ count: count() }).from(sessions);
    return row?.count ?? 0;
  }

  async countRunningJobs(): Promise<number> {
    const [row] = await this.db.select({ count: count() }).from(jobs).where(eq(jobs.status, 'running'));
    return row?.count ?? 0;
  }

  /** Accounts made per UTC day in `[start, end)`, deleted ones included (they signed up); a day with none is absent. */
  async signupsByDay(start: Date, end: Date): Promise<{ date: string; count: number }[]> {
    return this.db
      .select({ date: sql<string>`to_char(${users.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`, count: count() })
      .from(users)
      .where(and(gte(users.createdAt, start), lt(users.createdAt, end)))
      .groupBy(sql`1`);
  }

  async sessionsByType(start: Date, end: Date): Promise<{ type: string; count: number }[]> {
    return this.db
      .select({ type: sessions.type, count: count() })
      .from(sessions)
      .where(and(gte(sessions.createdAt, start), lt(sessions.createdAt, end)))
      .groupBy(sessions.type)
      .orderBy(desc(count()), asc(sessions.type));
  }

  async jobsByState(start: Date, end: Date): Promise<{ state: string; count: number }[]> {
    return this.db
      .select({ state: jobs.status, count: count() })
      .from(jobs)
      .where(and(gte(jobs.createdAt, start), lt(jobs.createdAt, end)))
      .groupBy(jobs.status)
      .orderBy(desc(count()), asc(jobs.status));
  }

  async pricingClicksBySource(start: Date, end: Date): Promise<{ upgrade_source: string; count: number }[]> {
    return this.db
      .select({ upgrade_source: pricingClickEvents.upgradeSource, count: count() })
      .from(pricingClickEvents)
      .where(and(gte(pricingClickEvents.createdAt, start), lt(pricingClickEvents.createdAt, end)))
      .groupBy(pricingClickEvents.upgradeSource)
      .orderBy(desc(count()), asc(pricingClickEvents.upgradeSource));
  }

  /**
   * Organizations in all. Their table comes with the organizations migration: until a database has it,
   * there are none.
   */
  async countOrganizations(): Promise<number> {
    const rowsOf = async <Row>(query: SQL) => ((await this.db.execute(query)) as unknown as { rows: Row[] }).rows;
    const [table] = await rowsOf<{ present: boolean }>(sql`SELECT to_regclass('public.organizations') IS NOT NULL AS present`);
    if (!table?.present) return 0;
    const [counted] = await rowsOf<{ count: number }>(sql`SELECT count(*)::int AS count FROM organizations`);
    return counted?.count ?? 0;
  }

  /** Live accounts, newest first, before the id `before`: `q` matches the email or name anywhere (any case) or the exact id. */
  async searchUsers(filter: { q?: string | undefined; before?: string | undefined; limit: number }): Promise<UserRow[]> {
    const conditions: SQL[] = [isNull(users.deletedAt)];
    const q = filter.q?.trim();
    if (q) {
      const matches = [ilike(users.email, containing(q)), ilike(users.name, containing(q))];
      if (UUID.test(q)) matches.push(eq(users.id, q.toLowerCase()));
      conditions.push(or(...matches) as SQL);
    }
    if (filter.before) conditions.push(lt(users.id, filter.before));
    return this.db
      .select()
      .from(users)
      .where(and(...conditions))
      .orderBy(desc(users.id))
      .limit(filter.limit);
  }

  /**
   * Each account's first session (ids are UUIDv7, so the lowest is the first), newest first, before
   * the session id `before`, started in `[start, end)` when given.
   */
  async firstSessions(filter: { start?: Date | undefined; end?: Date | undefined; before?: string | undefined; limit: number }): Promise<FirstSessionRow[]> {
    const firsts = this.db
      .selectDistinctOn([sessions.ownerId], {
        sessionId: sessions.id,
        userId: sessions.ownerId,
        type: sessions.type,
        status: sessions.status,
        createdAt: sessions.createdAt,
      })
      .from(sessions)
      .orderBy(sessions.ownerId, asc(sessions.id))
      .as('firsts');
    const conditions: SQL[] = [];
    if (filter.start) conditions.push(gte(firsts.createdAt, filter.start));
    if (filter.end) conditions.push(lt(firsts.createdAt, filter.end));
    if (filter.before) conditions.push(lt(firsts.sessionId, filter.before));
    return this.db
      .select({
        sessionId: firsts.sessionId,
        userId: firsts.userId,
        email: users.email,
        type: firsts.type,
        status: firsts.status,
        createdAt: firsts.createdAt,
      })
      .from(firsts)
      .innerJoin(users, eq(users.id, firsts.userId))
      .where(and(...conditions))
      .orderBy(desc(firsts.sessionId))
      .limit(filter.limit);
  }

  /** Every coupon, newest first. */
  async coupons(): Promise<CouponRow[]> {
    return this.db.select().from(coupons).orderBy(desc(coupons.createdAt), asc(coupons.code));
  }

  async setCouponDisabled(code: string, disabled: boolean): Promise<CouponRow | undefined> {
    const [row] = await this.db.update(coupons).set({ disabled }).where(eq(coupons.code, code)).returning();
    return row;
  }
}
