import { and, eq, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { checkouts, invoices, subscriptions, users } from '../db/schema';

/** What a receipt prints: the invoice, who it was billed to, and who took the payment. */
export interface ReceiptRow {
  invoiceId: string;
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

  /** The invoice `invoiceId` if `userId` owns it. */
  async ownedInvoice(invoiceId: string, userId: string): Promise<ReceiptRow | undefined> {
    const [row] = await this.db
      .select({
        invoiceId: invoices.id,
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
      .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
    return row;
  }
}
