import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { creditLedger, users } from '../db/schema';

export type CreditLedgerRow = typeof creditLedger.$inferSelect;
export type NewCreditLedgerRow = typeof creditLedger.$inferInsert;

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
  async page(userId: string, before: string | undefined, limit: number): Promise<CreditLedgerRow[]> {
    return this.db
      .select()
      .from(creditLedger)
      .where(before ? and(eq(creditLedger.userId, userId), lt(creditLedger.id, before)) : eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.id))
      .limit(limit);
  }
}
