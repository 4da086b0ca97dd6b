import type { CreditKind } from '@facet/contract';
import { and, desc, eq, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FacetDb } from '../db/database';
import { creditLedger, jobs, users } from '../db/schema';

export type CreditLedgerRow = typeof creditLedger.$inferSelect;
export type NewCreditLedgerRow = typeof creditLedger.$inferInsert;
/** A ledger row with the session type of the run it charged or refunded, if any. */
export type CreditLedgerRowWithTool = CreditLedgerRow & { tool: string | null };

export interface CreditLedgerFilter {
  kind?: CreditKind | undefined;
  /** A session type: only the charges and refunds of its runs. */
  tool?: string | undefined;
}

/** Credits a tool spent on one day (net of refunds). */
export interface CreditUsageRow {
  date: string;
  tool: string;
  credits: number;
}

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * The job a tool run's charge or refund was for: such a row's reference is the job's id. The cast
 * is guarded so that other references (a payment id, a user id) never reach it, and the job is
 * looked up by its primary key.
 */
function jobOf(row: typeof creditLedger) {
  return and(
    eq(jobs.ownerId, row.userId),
    sql`${jobs.id} = CASE WHEN ${row.reason} IN ('tool_run', 'refund') AND ${row.reference} ~ ${UUID_PATTERN} THEN ${row.reference}::uuid END`,
  );
}

function kindCondition(kind: CreditKind): SQL | undefined {
  if (kind === 'refunded') return eq(creditLedger.reason, 'refund');
  return and(ne(creditLedger.reason, 'refund'), kind === 'spent' ? lt(creditLedger.amount, 0) : gte(creditLedger.amount, 0));
}

export class CreditLedgerRepository {
  constructor(private readonly db: FacetDb) {}

  /**
   * The live user's balance, with the row locked until the transaction ends, so the ledger row
   * written next records the balance that the update then produces.
   */
  async lockBalance(userId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ credits: users.credits })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    return row?.credits;
  }

  /** The user's balance now, without a lock; undefined for an account that is gone. */
  async balanceOf(userId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ credits: users.credits })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return row?.credits;
  }

  /** Inserts the row unless `(reason, reference)` is already there; answers whether it did. */
  async insertOnce(entry: NewCreditLedgerRow): Promise<boolean> {
    const rows = await this.db
      .insert(creditLedger)
      .values(entry)
      .onConflictDoNothing({ target: [creditLedger.reason, creditLedger.reference] })
      .returning({ id: creditLedger.id });
    return rows.length > 0;
  }

  async find(reason: string, reference: string): Promise<CreditLedgerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, reason), eq(creditLedger.reference, reference)));
    return row;
  }

  /** The conditional update: answers the new balance, or undefined when it would go below zero. */
  async addToBalance(userId: string, amount: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ credits: sql`${users.credits} + ${amount}` })
      .where(and(eq(users.id, userId), sql`${users.credits} + ${amount} >= 0`))
      .returning({ credits: users.credits });
    return row?.credits;
  }

  /** A user's rows, newest first (UUIDv7 ids sort by creation), starting after the id `before`. */
  async page(userId: string, before: string | undefined, limit: number, filter: CreditLedgerFilter = {}): Promise<CreditLedgerRowWithTool[]> {
    const rows = await this.db
      .select({ row: creditLedger, tool: jobs.type })
      .from(creditLedger)
      .leftJoin(jobs, jobOf(creditLedger))
      .where(
        and(
          eq(creditLedger.userId, userId),
          before ? lt(creditLedger.id, before) : undefined,
          filter.kind ? kindCondition(filter.kind) : undefined,
          filter.tool ? eq(jobs.type, filter.tool) : undefined,
        ),
      )
      .orderBy(desc(creditLedger.id))
      .limit(limit);
    return rows.map(({ row, tool }) => ({ ...row, tool }));
  }

  /**
   * Credits a user spent per day and tool from `from` to `to` (both counted), days in `timeZone`:
   * each charge less its refund, on the charge's day.
   */
  async usage(userId: string, from: string, to: string, timeZone: string): Promise<CreditUsageRow[]> {
    const refund = alias(creditLedger, 'refund');
    const day = sql<string>`to_char(${creditLedger.createdAt} AT TIME ZONE ${timeZone}::text, 'YYYY-MM-DD')`;
    const credits = sql<number>`sum(-${creditLedger.amount} - coalesce(${refund.amount}, 0))::int`;
    const rows = await this.db
      .select({ date: day, tool: jobs.type, credits })
      .from(creditLedger)
      .innerJoin(jobs, jobOf(creditLedger))
      .leftJoin(refund, and(eq(refund.reason, 'refund'), eq(refund.reference, creditLedger.reference), eq(refund.userId, creditLedger.userId)))
      .where(
        and(
          eq(creditLedger.userId, userId),
          eq(creditLedger.reason, 'tool_run'),
          sql`${creditLedger.createdAt} >= (${from}::date)::timestamp AT TIME ZONE ${timeZone}::text`,
          sql`${creditLedger.createdAt} < (${to}::date + 1)::timestamp AT TIME ZONE ${timeZone}::text`,
        ),
      )
      // By position: the day's expression carries its own parameter, so it cannot be repeated here.
      .groupBy(sql`1`, sql`2`);
    return rows;
  }
}
