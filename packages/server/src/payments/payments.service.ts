import {
  type Checkout,
  type Coupon,
  type CouponCheck,
  type CreateCouponRequest,
  createCouponRequestSchema,
  formatUsdCents,
  type InvoicesResponse,
  type PaidTier,
  type PaymentProviderName,
  SOCKET_EVENTS,
  type StartCheckoutRequest,
  type Subscription,
  TIERS,
  type TestClockResponse,
} from '@facet/contract';
import type { CheckoutRow, CouponRow, SubscriptionRow } from '../db/schema';
import { decodeCursor, pageOf } from '../lib/cursor';
import { HttpError } from '../lib/http-error';
import { uuidv7 } from '../lib/ids';
import { hashSecretToken } from '../lib/secret-tokens';
import type { Realtime } from '../realtime/socket';
import type { Repositories, Store } from '../repositories/store';
import { type Caller, scopeOf } from '../access/access';
import type { CreditsService } from '../services/credits.service';
import type { FulfilmentEvent, FulfilmentResult, PaymentProvider, RenewalEvent, SubscriptionEndedEvent } from './port';
import { planListPriceCents, priceOf } from './prices';
import type { StripeWebhookEvent } from './stripe';

/** The same day of the next month, or its last day when it has fewer (31 January → 28 February), in UTC. */
export function addMonth(date: Date): Date {
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const planName = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);

/** How far past the real time the test checkout's clock may be moved. */
const TEST_CLOCK_MAX_AHEAD_YEARS = 10;
const TEST_CLOCK_MAX_AHEAD_MS = TEST_CLOCK_MAX_AHEAD_YEARS * 366 * 24 * 60 * 60 * 1000;

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

  /**
   * Prices the pack or plan for this buyer, has the provider open a checkout for that amount, and
   * records it as pending. `origin`: where the buyer reaches this server (see `lib/link-origin.ts`).
   */
  async startCheckout(caller: Caller, request: StartCheckoutRequest, origin: string, now = new Date()): Promise<Checkout> {
    if (request.kind === 'plan' && caller.user.tier === request.tier) {
      throw new HttpError(409, 'CONFLICT', `You are already on the ${request.tier} plan.`);
    }
    const coupon = request.coupon_code === undefined ? undefined : await this.usableCoupon(caller, request.coupon_code, now);
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

  /** The coupon `code` as the caller may use it now: 404 when unknown or expired, 409 when used up or used by them. */
  private async usableCoupon(caller: Caller, code: string, now: Date): Promise<CouponRow> {
    const coupon = await this.store.payments.coupon(code);
    if (!coupon || (coupon.expiresAt !== null && coupon.expiresAt <= now)) {
      throw new HttpError(404, 'NOT_FOUND', `The coupon ${code} is not valid: it does not exist or has expired.`);
    }
    if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
      throw new HttpError(409, 'CONFLICT', `The coupon ${code} has been used up.`);
    }
    if (await this.store.payments.hasRedeemed(code, caller.user.id)) {
      throw new HttpError(409, 'CONFLICT', `You have already used the coupon ${code}.`);
    }
    return coupon;
  }

  async checkCoupon(caller: Caller, code: string, now = new Date()): Promise<CouponCheck> {
    const coupon = await this.usableCoupon(caller, code, now);
    return { code: coupon.code, percent_off: coupon.percentOff };
  }

  async createCoupon(request: CreateCouponRequest): Promise<Coupon> {
    const parsed = createCouponRequestSchema.parse(request);
    const row = await this.store.payments.insertCoupon({
      code: parsed.code,
      percentOff: parsed.percent_off,
      maxRedemptions: parsed.max_redemptions,
      expiresAt: parsed.expires_at === null ? null : new Date(parsed.expires_at),
    });
    if (!row) throw new HttpError(409, 'CONFLICT', `A coupon with the code ${parsed.code} exists.`);
    return {
      code: row.code,
      percent_off: row.percentOff,
      max_redemptions: row.maxRedemptions,
      redemptions: row.redemptions,
      expires_at: row.expiresAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
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
      const at = await this.paymentTime(repositories, checkout.provider);
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
      let replaced: SubscriptionRow | undefined;
      if (checkout.kind === 'plan') {
        // An upgrade (or a change of plan) takes effect at once: the plan it replaces ends now.
        replaced = await repositories.payments.liveSubscription(checkout.userId, true);
        if (replaced) await repositories.payments.updateSubscription(replaced.id, { status: 'ended', endedAt: at });
        await repositories.payments.insertSubscription({
          userId: checkout.userId,
          provider: checkout.provider,
          providerSubscriptionId: event.providerSubscription?.id ?? null,
          providerCustomerId: event.providerSubscription?.customerId ?? null,
          tier: checkout.item,
          checkoutId: checkout.id,
          currentPeriodStart: at,
          currentPeriodEnd: addMonth(at),
        });
        await repositories.users.update(checkout.userId, { tier: checkout.item });
      }
      await repositories.payments.insertInvoiceOnce({
        userId: checkout.userId,
        checkoutId: checkout.id,
        amountCents: checkout.amountCents,
        currency: checkout.currency,
        status: 'paid',
        description: invoiceDescription(checkout),
        createdAt: at,
      });
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
   * - A coupon is used once per person and at most its cap in all: its use is counted here, by a
   *   conditional update, so of the payments racing for its last use one wins. (Its expiry is judged
   *   when the checkout starts: the price quoted then holds for that checkout.)
   */
  private async claimPrice(repositories: Repositories, checkout: CheckoutRow): Promise<string | null> {
    if (checkout.kind === 'plan') {
      const live = await repositories.payments.liveSubscription(checkout.userId);
      if (live?.tier === checkout.item) return `You are already on the ${planName(checkout.item)} plan, paid by an earlier checkout.`;
    }
    if (checkout.welcomeOfferPercentOff !== null && (await repositories.payments.hasCompletedCheckout(checkout.userId, checkout.id))) {
      return 'The welcome offer is for your first purchase, and an earlier purchase has used it.';
    }
    if (checkout.couponCode !== null) {
      const code = checkout.couponCode;
      if (await repositories.payments.hasRedeemed(code, checkout.userId)) return `You have already used the coupon ${code} on an earlier purchase.`;
      if (!(await repositories.payments.countCouponUse(code))) return `The coupon ${code} was used up by other buyers before this payment arrived.`;
      if (!(await repositories.payments.recordRedemption(code, checkout.userId, checkout.id))) {
        throw new Error(`Coupon ${code} was redeemed for ${checkout.userId} under their lock`);
      }
    }
    return null;
  }

  /**
   * When a payment through `provider` happens: the test checkout's clock for its payments (so a plan
   * bought after the clock moved starts at the clock's time, and its invoice and ledger row carry that
   * date), the real time otherwise. Offers (the welcome window, a coupon's expiry) are judged by the
   * real time: they are about when people really signed up and really bought.
   */
  private async paymentTime(repositories: Repositories, provider: PaymentProviderName): Promise<Date> {
    const wall = Date.now();
    return new Date(provider === 'test' ? wall + (await repositories.payments.testClockOffsetMs()) : wall);
  }

  /** The caller's plan as the billing page shows it. */
  async subscription(caller: Caller): Promise<Subscription> {
    return this.subscriptionView(await this.store.payments.liveSubscription(caller.user.id));
  }

  private subscriptionView(row: SubscriptionRow | undefined): Subscription {
    const portal = this.provider.name === 'stripe';
    if (!row) {
      return {
        status: 'none',
        plan: null,
        provider: null,
        current_period_end: null,
        renewal_price_cents: null,
        renewal_credits: null,
        portal_available: false,
      };
    }
    const tier = row.tier as PaidTier;
    const renews = row.status === 'active';
    return {
      status: row.status === 'canceling' ? 'canceling' : 'active',
      plan: tier,
      provider: row.provider,
      current_period_end: row.currentPeriodEnd.toISOString(),
      renewal_price_cents: renews ? planListPriceCents(tier) : null,
      renewal_credits: renews ? TIERS[tier].credits : null,
      portal_available: portal && row.providerCustomerId !== null,
    };
  }

  /** Stops the caller's plan renewing; it keeps its tier until the month it paid for ends. */
  async cancel(caller: Caller): Promise<Subscription> {
    return this.setCanceling(caller, true);
  }

  /** Undoes a cancellation before the month ends. */
  async resume(caller: Caller): Promise<Subscription> {
    return this.setCanceling(caller, false);
  }

  private async setCanceling(caller: Caller, cancel: boolean): Promise<Subscription> {
    const live = await this.store.payments.liveSubscription(caller.user.id);
    if (!live) throw new HttpError(409, 'CONFLICT', cancel ? 'You have no plan to cancel.' : 'You have no plan to resume; choose one on the pricing page.');
    const wanted = cancel ? 'canceling' : 'active';
    if (live.status === wanted) return this.subscriptionView(live);
    // The provider first: if it refuses, nothing here changes and the person sees why.
    await this.provider.setCancelAtPeriodEnd(live.providerSubscriptionId, cancel);
    const updated = await this.store.transaction(async (repositories) => {
      const locked = await repositories.payments.lockSubscription(live.id);
      if (!locked || locked.status === 'ended') throw new HttpError(409, 'CONFLICT', 'This plan has already ended.');
      return repositories.payments.updateSubscription(live.id, { status: wanted });
    });
    return this.subscriptionView(updated);
  }

  /** Whether the caller has a plan that will charge again. */
  async hasRenewingPlan(caller: Caller): Promise<boolean> {
    return (await this.store.payments.liveSubscription(caller.user.id))?.status === 'active';
  }

  /** Ends the caller's plan at once, at its provider too: the account is being deleted. */
  async endForDeletedAccount(caller: Caller): Promise<void> {
    const live = await this.store.payments.liveSubscription(caller.user.id);
    if (!live) return;
    await this.provider.cancelNow(live.providerSubscriptionId);
    await this.store.payments.updateSubscription(live.id, { status: 'ended', endedAt: new Date() });
  }

  /** A link to the provider's billing portal (Stripe only). */
  async billingPortal(caller: Caller, returnUrl: string): Promise<{ url: string }> {
    const customer = await this.store.payments.latestProviderCustomer(caller.user.id, this.provider.name);
    const url = customer === undefined ? null : await this.provider.portalUrl(customer, returnUrl);
    if (url === null) {
      throw new HttpError(
        409,
        'CONFLICT',
        this.provider.name === 'test'
          ? 'This server uses the built-in test checkout, which keeps no card and has no billing portal.'
          : 'You have not paid for a plan through Stripe yet, so there is nothing to manage there.',
      );
    }
    return { url };
  }

  /**
   * A renewal the provider charged: once per event and per month, the month's credits are granted,
   * the period moves on and an invoice is written. A renewal of a plan that has ended changes nothing.
   */
  async renew(event: RenewalEvent): Promise<{ processed: boolean; creditsGranted: number }> {
    const owner = await this.store.payments.subscription(event.subscriptionId);
    if (!owner) throw new HttpError(404, 'NOT_FOUND', `No subscription ${event.subscriptionId}.`);
    const outcome = await this.store.transaction(async (repositories) => {
      // The buyer before the plan, in the order a payment takes them, so the two never wait on each other.
      await repositories.payments.lockBuyer(owner.userId);
      const subscription = await repositories.payments.lockSubscription(event.subscriptionId);
      if (!subscription) throw new HttpError(404, 'NOT_FOUND', `No subscription ${event.subscriptionId}.`);
      const fresh = await repositories.payments.recordEventOnce({
        provider: event.provider,
        eventId: event.eventId,
        type: 'subscription.renewed',
        subscriptionId: subscription.id,
      });
      if (!fresh || subscription.status === 'ended') return { processed: fresh, creditsGranted: 0 };
      return this.renewWithin(repositories, subscription, event.periodStart, event.periodEnd, event.amountCents);
    });
    if (outcome.creditsGranted > 0 && outcome.userId !== undefined) {
      this.realtime.toUser(outcome.userId, SOCKET_EVENTS.creditsUpdate, { credits: outcome.balance });
    }
    return { processed: outcome.processed, creditsGranted: outcome.creditsGranted };
  }

  private async renewWithin(
    repositories: Repositories,
    subscription: SubscriptionRow,
    periodStart: Date,
    periodEnd: Date,
    amountCents: number,
  ): Promise<{ processed: boolean; creditsGranted: number; balance?: number; userId?: string }> {
    const tier = subscription.tier as PaidTier;
    const credits = TIERS[tier].credits;
    // The test checkout charges a renewal when its clock reaches the month's start, however far it was
    // moved at once: its invoice and ledger row carry that date. Stripe's is recorded when it reports it.
    const at = subscription.provider === 'test' ? periodStart : new Date();
    const invoiced = await repositories.payments.insertInvoiceOnce({
      userId: subscription.userId,
      subscriptionId: subscription.id,
      periodStart,
      amountCents,
      currency: 'usd',
      status: 'paid',
      description: `${planName(tier)} plan, renewed for ${monthDay.format(periodStart)} to ${fullDate.format(periodEnd)} (${credits.toLocaleString('en-US')} credits)`,
      createdAt: at,
    });
    if (periodEnd > subscription.currentPeriodEnd) {
      await repositories.payments.updateSubscription(subscription.id, { currentPeriodStart: periodStart, currentPeriodEnd: periodEnd });
    }
    if (!invoiced) return { processed: true, creditsGranted: 0 };
    const { balance, applied } = await this.credits.applyWithin(repositories, {
      userId: subscription.userId,
      amount: credits,
      reason: 'subscription',
      reference: `${subscription.id}:${periodStart.toISOString()}`,
      createdAt: at,
    });
    return { processed: true, creditsGranted: applied ? credits : 0, balance, userId: subscription.userId };
  }

  /** A plan ended at the provider: its owner goes back to free, unless they are on another plan since. */
  async end(event: SubscriptionEndedEvent): Promise<{ processed: boolean }> {
    const owner = await this.store.payments.subscription(event.subscriptionId);
    if (!owner) throw new HttpError(404, 'NOT_FOUND', `No subscription ${event.subscriptionId}.`);
    return this.store.transaction(async (repositories) => {
      await repositories.payments.lockBuyer(owner.userId);
      const subscription = await repositories.payments.lockSubscription(event.subscriptionId);
      if (!subscription) throw new HttpError(404, 'NOT_FOUND', `No subscription ${event.subscriptionId}.`);
      const fresh = await repositories.payments.recordEventOnce({
        provider: event.provider,
        eventId: event.eventId,
        type: 'subscription.ended',
        subscriptionId: subscription.id,
      });
      if (!fresh || subscription.status === 'ended') return { processed: fresh };
      await this.endWithin(repositories, subscription);
      return { processed: true };
    });
  }

  private async endWithin(repositories: Repositories, subscription: SubscriptionRow): Promise<void> {
    // On the test checkout's clock a cancelled plan ends when its month does, however far the clock moved past it.
    const endedAt = subscription.provider === 'test' ? subscription.currentPeriodEnd : new Date();
    await repositories.payments.updateSubscription(subscription.id, { status: 'ended', endedAt });
    const owner = await repositories.users.findById(subscription.userId);
    if (owner?.tier === subscription.tier) await repositories.users.update(subscription.userId, { tier: 'free' });
  }

  /**
   * The test checkout's clock, moved to `requested` (never back: an earlier time leaves it where it is)
   * and kept in the database, so it runs on from there for every server and every later payment:
   * every one of its plans due by the clock's time renews at its list price, month after month until
   * it runs past it, or, when cancelled, ends. Each renewal is an event of its own
   * (`<plan>:renewal:<month>`), so running this twice, or at once from two servers, renews once.
   */
  async settleDue(requested: Date): Promise<TestClockResponse> {
    if (this.provider.name !== 'test') throw new HttpError(404, 'NOT_FOUND', "This server's payments run on a real provider's clock.");
    const wall = Date.now();
    const ahead = requested.getTime() - wall;
    // The clock stays where it is moved and every plan renews month by month up to it: a bound keeps
    // that walk (and every later minute's check) to at most a few hundred months per plan.
    if (ahead > TEST_CLOCK_MAX_AHEAD_MS) {
      throw new HttpError(400, 'VALIDATION_FAILED', `Invalid request body. now: the test clock moves at most ${TEST_CLOCK_MAX_AHEAD_YEARS} years past today.`);
    }
    // The minute's check asks for the real time, which moves nothing: only read.
    const offsetMs = ahead > 0 ? await this.store.payments.advanceTestClock(ahead) : await this.store.payments.testClockOffsetMs();
    const now = new Date(wall + offsetMs);
    const counts = { renewed: 0, ended: 0 };
    for (const id of await this.store.payments.dueSubscriptionIds('test', now)) {
      for (;;) {
        // Read, not locked: `renew` and `end` lock it in their own transactions and apply each event once.
        const subscription = await this.store.payments.subscription(id);
        if (!subscription || subscription.status === 'ended' || subscription.currentPeriodEnd > now) break;
        if (subscription.status === 'canceling') {
          const { processed } = await this.end({ provider: 'test', eventId: `${id}:end`, subscriptionId: id });
          if (processed) counts.ended += 1;
          break;
        }
        const periodStart = subscription.currentPeriodEnd;
        const tier = subscription.tier as PaidTier;
        const { processed } = await this.renew({
          provider: 'test',
          eventId: `${id}:renewal:${periodStart.toISOString()}`,
          subscriptionId: id,
          periodStart,
          periodEnd: addMonth(periodStart),
          amountCents: planListPriceCents(tier),
        });
        if (!processed) break;
        counts.renewed += 1;
      }
    }
    return counts;
  }

  /**
   * A verified Stripe event: a checkout's goes to `fulfil`; a plan's is matched to our subscription
   * by Stripe's id (an unknown one changes nothing: a plan this server did not sell) and applied once.
   */
  async applyStripeEvent(event: StripeWebhookEvent): Promise<{ processed: boolean }> {
    if (event.kind === 'checkout') return this.fulfil(event.event);
    const subscription = await this.store.payments.subscriptionByProviderId('stripe', event.providerSubscriptionId);
    if (!subscription) return { processed: false };
    switch (event.kind) {
      case 'renewal':
        return this.renew({ provider: 'stripe', subscriptionId: subscription.id, ...event });
      case 'ended':
        return this.end({ provider: 'stripe', eventId: event.eventId, subscriptionId: subscription.id });
      case 'cancel_at_period_end':
        return this.store.transaction(async (repositories) => {
          const locked = await repositories.payments.lockSubscription(subscription.id);
          const fresh = await repositories.payments.recordEventOnce({
            provider: 'stripe',
            eventId: event.eventId,
            type: 'subscription.updated',
            subscriptionId: subscription.id,
          });
          if (!fresh || !locked || locked.status === 'ended') return { processed: fresh };
          await repositories.payments.updateSubscription(locked.id, { status: event.cancel ? 'canceling' : 'active' });
          return { processed: true };
        });
    }
  }

  /** The checkout the test checkout's page token opens; 404 for a token that opens none. */
  async checkoutByToken(token: string): Promise<CheckoutRow> {
    const checkout = await this.store.payments.checkoutByTokenHash(hashSecretToken(token));
    if (!checkout) throw new HttpError(404, 'NOT_FOUND', 'No such checkout. Start the purchase again from the pricing page.');
    return checkout;
  }

  async invoices(caller: Caller, query: { cursor?: string | undefined; limit: number }): Promise<InvoicesResponse> {
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const { rows, nextCursor } = pageOf(await this.store.payments.invoicePage(scopeOf(caller).ownerId, before, query.limit + 1), query.limit);
    const results = rows.map((row) => ({
      _id: row.id,
      id: row.id,
      checkout_id: row.checkoutId,
      amount_cents: row.amountCents,
      currency: row.currency,
      status: row.status,
      description: row.description,
      created_at: row.createdAt.toISOString(),
      receipt_url: `/user/invoices/${row.id}/receipt`,
    }));
    return { results, items: results, nextCursor };
  }
}

function invoiceDescription(checkout: CheckoutRow): string {
  if (checkout.couponCode !== null) return `${checkout.description} (coupon ${checkout.couponCode}, ${checkout.couponPercentOff}% off)`;
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
