import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { creditLedger, invoices } from '../db/schema';

/** One UTC day's sums; a day with nothing is absent. */
export interface LedgerDayRow {
  date: string;
  sold: number;
  spent: number;
  refunded: number;
}
export interface RevenueDayRow {
  date: string;
  cents: number;
}

/** `[from, to]` in whole UTC days, as the instants that bound it. */
function bounds(from: string, to: string): { start: Date; end: Date } {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start, end };
}

const utcDay = (column: typeof creditLedger.createdAt | typeof invoices.createdAt) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Sums across everyone's ledger and invoices, per UTC day, for the admin reports. */
export class ReportsRepository {
  constructor(private readonly db: FacetDb) {}

  async ledgerByDay(from: string, to: string): Promise<LedgerDayRow[]> {
    const { start, end } = bounds(from, to);
    return this.db
      .select({
        date: utcDay(creditLedger.createdAt),
        sold: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.reason} in ('purchase', 'subscription') and ${creditLedger.amount} > 0), 0)::int`,
        spent: sql<number>`coalesce(-sum(${creditLedger.amount}) filter (where ${creditLedger.reason} = 'tool_run'), 0)::int`,
        refunded: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.reason} = 'refund'), 0)::int`,
      })
      .from(creditLedger)
      .where(and(gte(creditLedger.createdAt, start), lt(creditLedger.createdAt, end)))
      .groupBy(sql`1`);
  }

  async revenueByDay(from: string, to: string): Promise<RevenueDayRow[]> {
    const { start, end } = bounds(from, to);
    return this.db
      .select({ date: utcDay(invoices.createdAt), cents: sql<number>`sum(${invoices.amountCents})::int` })
      .from(invoices)
      .where(and(eq(invoices.status, 'paid'), gte(invoices.createdAt, start), lt(invoices.createdAt, end)))
      .groupBy(sql`1`);
  }
}
