import { eq, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { checkouts, invoices, subscriptions, users } from '../db/schema';

/** What a receipt prints: the invoice, who it was billed to, and who took the payment. */
export interface ReceiptRow {
  invoiceId: string;
  /** The account the invoice belongs to. */
  ownerId: string;
  amountCents: number;
  currency: string;
  status: string;
  description: string;
  paidAt: Date;
  billedToName: string;
  billedToEmail: string;
  /** The checkout's provider, or for a renewal with no checkout its plan's; null when neither is known. */
  provider: string | null;
}

export class ReceiptsRepository {
  constructor(private readonly db: FacetDb) {}

  /** The invoice `invoiceId`, whoever owns it. */
  async invoice(invoiceId: string): Promise<ReceiptRow | undefined> {
    const [row] = await this.db
      .select({
        invoiceId: invoices.id,
        ownerId: invoices.userId,
        amountCents: invoices.amountCents,
        currency: invoices.currency,
        status: invoices.status,
        description: invoices.description,
        paidAt: invoices.createdAt,
        billedToName: users.name,
        billedToEmail: users.email,
        provider: sql<string | null>`coalesce(${checkouts.provider}, ${subscriptions.provider})`,
      })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .leftJoin(checkouts, eq(checkouts.id, invoices.checkoutId))
      .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
      .where(eq(invoices.id, invoiceId));
    return row;
  }
}
