import type { Invoice, InvoicesResponse, PaidTier } from '@facet/contract';
import type { CheckoutRow, InvoiceRow, SubscriptionRow } from '../db/schema';
import { decodeCursor, pageOf } from '../lib/cursor';
import { type Caller, scopeOf } from '../access/access';
import type { Repositories, Store } from '../db/store';
import { planName } from './billing-period';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** An invoice as the API shows it; its receipt is for its owner. */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    _id: row.id,
    id: row.id,
    checkout_id: row.checkoutId,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    receipt_url: `/user/invoices/${row.id}/receipt`,
  };
}

/** Invoices: one per paid checkout and one per renewed month, written in the payment's transaction, and listed to their owner. */
export class InvoicesService {
  constructor(private readonly store: Store) {}

  async invoices(caller: Caller, query: { cursor?: string | undefined; limit: number }): Promise<InvoicesResponse> {
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const { rows, nextCursor } = pageOf(await this.store.payments.invoicePage(scopeOf(caller).ownerId, before, query.limit + 1), query.limit);
    const results = rows.map(toInvoice);
    return { results, items: results, nextCursor };
  }

  /** The invoice of a paid checkout, once per checkout, dated `at`. */
  async recordCheckoutWithin(repositories: Repositories, checkout: CheckoutRow, at: Date): Promise<void> {
    await repositories.payments.insertInvoiceOnce({
      userId: checkout.userId,
      checkoutId: checkout.id,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      status: 'paid',
      description: checkoutDescription(checkout),
      createdAt: at,
    });
  }

  /** The invoice of a plan's month, once per plan and month: false when that month was invoiced already. */
  async recordRenewalWithin(
    repositories: Repositories,
    subscription: SubscriptionRow,
    renewal: { periodStart: Date; periodEnd: Date; amountCents: number; credits: number; at: Date },
  ): Promise<boolean> {
    const { periodStart, periodEnd, credits } = renewal;
    return repositories.payments.insertInvoiceOnce({
      userId: subscription.userId,
      subscriptionId: subscription.id,
      periodStart,
      amountCents: renewal.amountCents,
      currency: 'usd',
      status: 'paid',
      description: `${planName(subscription.tier as PaidTier)} plan, renewed for ${monthDay.format(periodStart)} to ${fullDate.format(periodEnd)} (${credits.toLocaleString('en-US')} credits)`,
      createdAt: renewal.at,
    });
  }
}

function checkoutDescription(checkout: CheckoutRow): string {
  if (checkout.couponCode !== null) return `${checkout.description} (coupon ${checkout.couponCode}, ${checkout.couponPercentOff}% off)`;
  return checkout.welcomeOfferPercentOff === null
    ? checkout.description
    : `${checkout.description} (welcome offer, ${checkout.welcomeOfferPercentOff}% off)`;
}
