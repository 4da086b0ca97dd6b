import { type Checkout, formatUsdCents, SOCKET_EVENTS, type StartCheckoutRequest } from '@facet/contract';
import type { CheckoutRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { uuidv7 } from '../lib/ids';
import { hashSecretToken } from '../lib/secret-tokens';
import type { Realtime } from '../realtime/socket';
import type { Repositories, Store } from '../db/store';
import type { Caller } from '../access/access';
import type { CreditsService } from '../credits/credits.service';
import { planName } from './billing-period';
import type { CouponsService } from './coupons.service';
import type { InvoicesService } from './invoices.service';
import type { PlansService } from './plans.service';
import type { FulfilmentEvent, FulfilmentResult, PaymentProvider } from './port';
import { priceOf } from './prices';
import { paymentTime } from './test-clock';

/** Starts checkouts at the server's prices, and fulfils what providers report: once per event, whatever the order. */
export class CheckoutService {
  constructor(
    private readonly store: Store,
    private readonly credits: CreditsService,
    private readonly coupons: CouponsService,
    private readonly plans: PlansService,
    private readonly invoices: InvoicesService,
    private readonly realtime: Realtime,
    private readonly provider: PaymentProvider,
  ) {}

  /**
   * Prices the pack or plan for this buyer, has the provider open a checkout for that amount, and
   * records it as pending. `origin`: where the buyer reaches this server (see `lib/link-origin.ts`).
   */
  async startCheckout(caller: Caller, request: StartCheckoutRequest, origin: string, now = new Date()): Promise<Checkout> {
    if (request.kind === 'plan' && caller.user.tier === request.tier) {
      throw new HttpError(409, 'CONFLICT', `You are already on the ${request.tier} plan.`);
    }
    const coupon = request.coupon_code === undefined ? undefined : await this.coupons.usableCoupon(caller, request.coupon_code, now);
    const hasPurchased = await this.store.payments.hasCompletedCheckout(caller.user.id);
    const priced = priceOf(
      request,
      { createdAt: caller.user.createdAt, hasPurchased },
      now,
      coupon && { code: coupon.code, percentOff: coupon.percentOff },
    );
    const id = uuidv7();
    const opened = await this.provider.startCheckout({
      id,
      userId: caller.user.id,
      description: priced.description,
      listPriceCents: priced.listPriceCents,
      amountCents: priced.amountCents,
      discountName: priced.coupon ? `Coupon ${priced.coupon.code}` : priced.welcomeOfferPercentOff === null ? null : 'Welcome offer',
      currency: 'usd',
      kind: priced.kind,
      origin,
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
      couponCode: priced.coupon?.code ?? null,
      couponPercentOff: priced.coupon?.percentOff ?? null,
    });
    return toCheckout(row, opened.url);
  }

  /**
   * What every provider calls when something happened to a checkout. In one transaction: the event is
   * recorded once per `(provider, eventId)`; a completion of a checkout not yet paid is held to the
   * rules of its price (see `claimPrice`), then marks it paid, grants its credits as a ledger row
   * referencing the checkout, moves a plan's buyer to its tier, writes the invoice, and declines the
   * buyer's other open checkouts whose price it used up; a decline of a pending checkout marks it
   * declined and nothing else. A replay, a second completion, or a decline arriving after the
   * completion changes nothing.
   */
  async fulfil(event: FulfilmentEvent): Promise<FulfilmentResult> {
    // Its owner never changes, so it is read without a lock: the buyer's row is locked before the checkout's.
    const owner = await this.store.payments.checkout(event.checkoutId);
    if (!owner) throw new HttpError(404, 'NOT_FOUND', `No checkout ${event.checkoutId}.`);
    const outcome = await this.store.transaction(async (repositories) => {
      await repositories.payments.lockBuyer(owner.userId);
      // Locked too: concurrent deliveries of one event queue here, and the later ones then find it recorded.
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
      const unchanged = {
        processed: fresh,
        status: checkout.status,
        creditsGranted: 0,
        balance: undefined,
        ...(checkout.refundReason !== null && { refundReason: checkout.refundReason }),
      };
      if (!fresh) return unchanged;
      if (event.type === 'checkout.declined') {
        if (checkout.status !== 'pending') return unchanged;
        await repositories.payments.setCheckoutStatus(checkout.id, 'declined', new Date());
        return { ...unchanged, status: 'declined' as const };
      }
      // A completion wins over an earlier decline (the provider says the money was taken), though the
      // rules of its price still hold: a checkout declined because another purchase used up its offer
      // is refunded here.
      if (checkout.status === 'completed' || checkout.status === 'refunded') return unchanged;
      const at = await paymentTime(repositories, checkout.provider);
      const refusal = await this.claimPrice(repositories, checkout);
      if (refusal !== null) {
        const refundReason = `${refusal} Your payment of ${formatUsdCents(checkout.amountCents)} was refunded in full and nothing was granted.`;
        await repositories.payments.markRefunded(checkout.id, refundReason, at);
        return { ...unchanged, status: 'refunded' as const, refundReason };
      }
      await repositories.payments.setCheckoutStatus(checkout.id, 'completed', at);
      const { balance, applied } = await this.credits.applyWithin(repositories, {
        userId: checkout.userId,
        amount: checkout.credits,
        reason: checkout.kind === 'pack' ? 'purchase' : 'subscription',
        reference: checkout.id,
        createdAt: at,
      });
      const replaced =
        checkout.kind === 'plan' ? await this.plans.startWithin(repositories, checkout, event.providerSubscription, at) : undefined;
      await this.invoices.recordCheckoutWithin(repositories, checkout, at);
      // This was the first purchase (it took the welcome offer, or a later one could not have): no other
      // open checkout keeps the offer; nor this coupon, once per person; nor this plan, now in force.
      const expired = await repositories.payments.expireOpenCheckouts(checkout.userId, checkout.id, {
        welcomeOffer: true,
        couponCode: checkout.couponCode,
        planTier: checkout.kind === 'plan' ? checkout.item : null,
      });
      return {
        processed: true,
        status: 'completed' as const,
        creditsGranted: applied ? checkout.credits : 0,
        balance,
        userId: checkout.userId,
        replaced,
        expired,
      };
    });
    if ('replaced' in outcome && outcome.replaced && outcome.replaced.provider === this.provider.name) {
      await this.provider.cancelNow(outcome.replaced.providerSubscriptionId);
    }
    if ('expired' in outcome) {
      for (const other of outcome.expired) {
        if (other.providerCheckoutId === null || other.provider !== this.provider.name) continue;
        // Closed at the provider so that it cannot be paid; if that fails (or the buyer paid it just
        // before), its payment arrives here and is refunded by the rules of its price.
        await this.provider.expireCheckout(other.providerCheckoutId).catch(() => undefined);
      }
    }
    // Given back at the provider once the refusal is committed; a redelivered completion asks again,
    // which the provider answers once, so a refund that failed here is retried by the provider's retry.
    if (outcome.status === 'refunded' && event.type === 'checkout.completed' && event.provider === this.provider.name) {
      await this.provider.refund({
        checkoutId: event.checkoutId,
        paymentIntentId: event.providerPayment?.paymentIntentId ?? null,
        invoiceId: event.providerPayment?.invoiceId ?? null,
        providerSubscriptionId: event.providerSubscription?.id ?? null,
      });
    }
    // Sent once the grant is committed, so a browser that refetches on it sees the new balance.
    if (outcome.creditsGranted > 0 && 'userId' in outcome) {
      this.realtime.toUser(outcome.userId, SOCKET_EVENTS.creditsUpdate, { credits: outcome.balance });
    }
    return {
      processed: outcome.processed,
      status: outcome.status,
      creditsGranted: outcome.creditsGranted,
      ...('refundReason' in outcome && outcome.refundReason !== undefined && { refundReason: outcome.refundReason }),
    };
  }

  /**
   * The rules of a checkout's price, held when it is paid, under the buyer's lock: null when they
   * hold, else why not. The price was fixed when the checkout started; what it rested on may have been
   * used up since by another payment (two checkouts opened side by side, a coupon's last use). Such a
   * payment is refused and refunded in full, with nothing granted, rather than repriced: the buyer
   * agreed to one price for one thing, and can start again at the price that holds now.
   * - A plan is bought once: not while the same plan is in force.
   * - The welcome offer is for the first purchase: not once another purchase is paid.
   * - A coupon is used once per person and at most its cap in all (see `CouponsService.claimWithin`).
   */
  private async claimPrice(repositories: Repositories, checkout: CheckoutRow): Promise<string | null> {
    if (checkout.kind === 'plan') {
      const live = await repositories.payments.liveSubscription(checkout.userId);
      if (live?.tier === checkout.item) return `You are already on the ${planName(checkout.item)} plan, paid by an earlier checkout.`;
    }
    if (checkout.welcomeOfferPercentOff !== null && (await repositories.payments.hasCompletedCheckout(checkout.userId, checkout.id))) {
      return 'The welcome offer is for your first purchase, and an earlier purchase has used it.';
    }
    return this.coupons.claimWithin(repositories, checkout);
  }

  /** The checkout the test checkout's page token opens; 404 for a token that opens none. */
  async checkoutByToken(token: string): Promise<CheckoutRow> {
    const checkout = await this.store.payments.checkoutByTokenHash(hashSecretToken(token));
    if (!checkout) throw new HttpError(404, 'NOT_FOUND', 'No such checkout. Start the purchase again from the pricing page.');
    return checkout;
  }
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
    discount:
      row.couponCode !== null && row.couponPercentOff !== null
        ? { kind: 'coupon', percent_off: row.couponPercentOff, code: row.couponCode }
        : row.welcomeOfferPercentOff === null
          ? null
          : { kind: 'welcome_offer', percent_off: row.welcomeOfferPercentOff },
    url,
    created_at: row.createdAt.toISOString(),
  };
}
