import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { type CheckoutRow, checkouts, type InvoiceRow, invoices, paymentEvents } from '../db/schema';

export type NewCheckoutRow = typeof checkouts.$inferInsert;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** Checkouts, the payment events processed for them, and the invoices they leave. */
export class PaymentsRepository {
  constructor(private readonly db: FacetDb) {}

  async insertCheckout(row: NewCheckoutRow): Promise<CheckoutRow> {
    const [inserted] = await this.db.insert(checkouts).values(row).returning();
    if (!inserted) throw new Error('Inserting a checkout returned no row');
    return inserted;
  }

  async checkoutByTokenHash(tokenHash: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.tokenHash, tokenHash));
    return row;
  }

  /** The checkout, locked until the transaction ends, so two events for it are acted on one after the other. */
  async lockCheckout(id: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
    return row;
  }

  async setCheckoutStatus(id: string, status: 'completed' | 'declined'): Promise<void> {
    await this.db
      .update(checkouts)
      .set({ status, completedAt: status === 'completed' ? sql`now()` : null })
      .where(eq(checkouts.id, id));
  }

  /** Whether the user has paid for anything yet (the welcome offer is for the first purchase). */
  async hasCompletedCheckout(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'completed')))
      .limit(1);
    return row !== undefined;
  }

  /** Records `(provider, eventId)` unless it is there already; answers whether it was new. */
  async recordEventOnce(event: { provider: string; eventId: string; type: string; checkoutId: string }): Promise<boolean> {
    const rows = await this.db
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  }

  /** Writes the checkout's invoice unless it has one; answers whether it did. */
  async insertInvoiceOnce(row: NewInvoiceRow): Promise<boolean> {
    const rows = await this.db
      .insert(invoices)
      .values(row)
      .onConflictDoNothing({ target: invoices.checkoutId })
      .returning({ id: invoices.id });
    return rows.length > 0;
  }

  /** A user's invoices, newest first (UUIDv7 ids sort by creation), starting after the id `before`. */
  async invoicePage(userId: string, before: string | undefined, limit: number): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(invoices)
      .where(before ? and(eq(invoices.userId, userId), lt(invoices.id, before)) : eq(invoices.userId, userId))
      .orderBy(desc(invoices.id))
      .limit(limit);
  }
}
