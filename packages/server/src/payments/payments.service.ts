import { type Checkout, type InvoicesResponse, SOCKET_EVENTS, type StartCheckoutRequest } from '@facet/contract';
import type { CheckoutRow } from '../db/schema';
import { decodeCursor, pageOf } from '../lib/cursor';
import { HttpError } from '../lib/http-error';
import { uuidv7 } from '../lib/ids';
import { hashSecretToken } from '../lib/secret-tokens';
import type { Realtime } from '../realtime/socket';
import type { Store } from '../repositories/store';
import type { Caller } from '../services/access';
import type { CreditsService } from '../services/credits.service';
import type { FulfilmentEvent, FulfilmentResult, PaymentProvider } from './port';
import { priceOf } from './prices';

/** Starts checkouts at the server's prices, and fulfils what providers report: once per event, whatever the order. */
export class PaymentsService {
  constructor(
    private readonly store: Store,
    private readonly credits: CreditsService,
    private readonly realtime: Realtime,
    /** Read by the routes of a provider that has its own (the test checkout's page, Stripe's webhook). */
    readonly provider: PaymentProvider,
  ) {}

  get providerName() {
    return this.provider.name;
  }

  /** Prices the pack or plan for this buyer, has the provider open a checkout for that amount, and records it as pending. */
  async startCheckout(caller: Caller, request: StartCheckoutRequest, now = new Date()): Promise<Checkout> {
    if (request.kind === 'plan' && caller.user.tier === request.tier) {
      throw new HttpError(409, 'CONFLICT', `You are already on the ${request.tier} plan.`);
    }
    const hasPurchased = await this.store.payments.hasCompletedCheckout(caller.user.id);
    const priced = priceOf(request, { createdAt: caller.user.createdAt, hasPurchased }, now);
    const id = uuidv7();
    const opened = await this.provider.startCheckout({
      id,
      userId: caller.user.id,
      description: priced.description,
      listPriceCents: priced.listPriceCents,
      amountCents: priced.amountCents,
      currency: 'usd',
      kind: priced.kind,
    });
    const row = await this.store.payments.insertCheckout({
      id,
      userId: caller.user.id,
      provider: this.provider.name,
      providerCheckoutId: opened.providerCheckoutId,
      tokenHash: opened.tokenHash,
      kind: priced.kind,
      item: priced.item,
      description: priced.description,
      credits: priced.credits,
      listPriceCents: priced.listPriceCents,
      amountCents: priced.amountCents,
      currency: 'usd',
      welcomeOfferPercentOff: priced.welcomeOfferPercentOff,
    });
    return toCheckout(row, opened.url);
  }

  /**
   * What every provider calls when something happened to a checkout. In one transaction: the event is
   * recorded once per `(provider, eventId)`; a completion of a checkout not yet paid marks it paid,
   * grants its credits as a ledger row referencing the checkout, moves a plan's buyer to its tier and
   * writes the invoice; a decline of a pending checkout marks it declined and nothing else. A replay,
   * a second completion, or a decline arriving after the completion changes nothing.
   */
  async fulfil(event: FulfilmentEvent): Promise<FulfilmentResult> {
    const outcome = await this.store.transaction(async (repositories) => {
      // Locked first: concurrent deliveries of one event queue here, and the later ones then find it recorded.
      const checkout = await repositories.payments.lockCheckout(event.checkoutId);
      if (!checkout) throw new HttpError(404, 'NOT_FOUND', `No checkout ${event.checkoutId}.`);
      if (checkout.provider !== event.provider) {
        throw new HttpError(409, 'CONFLICT', `Checkout ${checkout.id} is paid through ${checkout.provider}, not ${event.provider}.`);
      }
      const fresh = await repositories.payments.recordEventOnce({
        provider: event.provider,
        eventId: event.eventId,
        type: event.type,
        checkoutId: checkout.id,
      });
      const unchanged = { processed: fresh, status: checkout.status, creditsGranted: 0, balance: undefined };
      if (!fresh) return unchanged;
      if (event.type === 'checkout.declined') {
        if (checkout.status !== 'pending') return unchanged;
        await repositories.payments.setCheckoutStatus(checkout.id, 'declined');
        return { ...unchanged, status: 'declined' as const };
      }
      // A completion wins over an earlier decline: the provider says the money was taken.
      if (checkout.status === 'completed') return unchanged;
      await repositories.payments.setCheckoutStatus(checkout.id, 'completed');
      const { balance, applied } = await this.credits.applyWithin(repositories, {
        userId: checkout.userId,
        amount: checkout.credits,
        reason: checkout.kind === 'pack' ? 'purchase' : 'subscription',
        reference: checkout.id,
      });
      if (checkout.kind === 'plan') await repositories.users.update(checkout.userId, { tier: checkout.item });
      await repositories.payments.insertInvoiceOnce({
        userId: checkout.userId,
        checkoutId: checkout.id,
        amountCents: checkout.amountCents,
        currency: checkout.currency,
        status: 'paid',
        description: invoiceDescription(checkout),
      });
      return { processed: true, status: 'completed' as const, creditsGranted: applied ? checkout.credits : 0, balance, userId: checkout.userId };
    });
    // Sent once the grant is committed, so a browser that refetches on it sees the new balance.
    if (outcome.creditsGranted > 0 && 'userId' in outcome) {
      this.realtime.toUser(outcome.userId, SOCKET_EVENTS.creditsUpdate, { credits: outcome.balance });
    }
    return { processed: outcome.processed, status: outcome.status, creditsGranted: outcome.creditsGranted };
  }

  /** The checkout the test checkout's page token opens; 404 for a token that opens none. */
  async checkoutByToken(token: string): Promise<CheckoutRow> {
    const checkout = await this.store.payments.checkoutByTokenHash(hashSecretToken(token));
    if (!checkout) throw new HttpError(404, 'NOT_FOUND', 'No such checkout. Start the purchase again from the pricing page.');
    return checkout;
  }

  async invoices(caller: Caller, query: { cursor?: string | undefined; limit: number }): Promise<InvoicesResponse> {
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const { rows, nextCursor } = pageOf(await this.store.payments.invoicePage(caller.user.id, before, query.limit + 1), query.limit);
    const results = rows.map((row) => ({
      _id: row.id,
      id: row.id,
      checkout_id: row.checkoutId,
      amount_cents: row.amountCents,
      currency: row.currency,
      status: row.status,
      description: row.description,
      created_at: row.createdAt.toISOString(),
    }));
    return { results, items: results, nextCursor };
  }
}

function invoiceDescription(checkout: CheckoutRow): string {
  return checkout.welcomeOfferPercentOff === null
    ? checkout.description
    : `${checkout.description} (welcome offer, ${checkout.welcomeOfferPercentOff}% off)`;
}

export function toCheckout(row: CheckoutRow, url: string): Checkout {
  return {
    _id: row.id,
    id: row.id,
    provider: row.provider,
    status: row.status,
    kind: row.kind,
    item: row.item,
    description: row.description,
    credits: row.credits,
    list_price_cents: row.listPriceCents,
    amount_cents: row.amountCents,
    currency: 'usd',
    discount: row.welcomeOfferPercentOff === null ? null : { kind: 'welcome_offer', percent_off: row.welcomeOfferPercentOff },
    url,
    created_at: row.createdAt.toISOString(),
  };
}
