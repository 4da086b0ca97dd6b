import { type PaidTier, SOCKET_EVENTS, type Subscription, TIERS } from '@facet/contract';
import type { CheckoutRow, SubscriptionRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { Realtime } from '../realtime/socket';
import type { Repositories, Store } from '../db/store';
import type { Caller } from '../access/access';
import type { CreditsService } from '../credits/credits.service';
import { addMonth } from './billing-period';
import type { InvoicesService } from './invoices.service';
import type { FulfilmentEvent, PaymentProvider, RenewalEvent, SubscriptionEndedEvent } from './port';
import { planListPriceCents } from './prices';

/** The plan lifecycle: a plan starts when its checkout is paid, renews each month, can be cancelled and resumed, and ends. */
export class PlansService {
  constructor(
    private readonly store: Store,
    private readonly credits: CreditsService,
    private readonly invoices: InvoicesService,
    private readonly realtime: Realtime,
    private readonly provider: PaymentProvider,
  ) {}

  /**
   * Starts the plan a paid checkout bought, inside its payment's transaction: an upgrade (or a change
   * of plan) takes effect at once, so the plan it replaces ends now; the buyer moves to its tier.
   * Answers the plan it replaced, for the provider to stop charging once the payment is committed.
   */
  async startWithin(
    repositories: Repositories,
    checkout: CheckoutRow,
    providerSubscription: FulfilmentEvent['providerSubscription'],
    at: Date,
  ): Promise<SubscriptionRow | undefined> {
    const replaced = await repositories.payments.liveSubscription(checkout.userId, true);
    if (replaced) await repositories.payments.updateSubscription(replaced.id, { status: 'ended', endedAt: at });
    await repositories.payments.insertSubscription({
      userId: checkout.userId,
      provider: checkout.provider,
      providerSubscriptionId: providerSubscription?.id ?? null,
      providerCustomerId: providerSubscription?.customerId ?? null,
      tier: checkout.item,
      checkoutId: checkout.id,
      currentPeriodStart: at,
      currentPeriodEnd: addMonth(at),
    });
    await repositories.users.update(checkout.userId, { tier: checkout.item });
    return replaced;
  }

  /** The caller's plan as the billing page shows it. */
  async subscription(caller: Caller): Promise<Subscription> {
    return this.subscriptionOf(caller.user.id);
  }

  /** Any account's plan, as its owner sees it (for the admin area). */
  async subscriptionOf(userId: string): Promise<Subscription> {
    return this.subscriptionView(await this.store.payments.liveSubscription(userId));
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
    const outcome = await this.onPlanEvent(event, 'subscription.renewed', async (repositories, subscription, fresh) => {
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
    const invoiced = await this.invoices.recordRenewalWithin(repositories, subscription, { periodStart, periodEnd, amountCents, credits, at });
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
    return this.onPlanEvent(event, 'subscription.ended', async (repositories, subscription, fresh) => {
      if (!fresh || subscription.status === 'ended') return { processed: fresh };
      await this.endWithin(repositories, subscription);
      return { processed: true };
    });
  }

  /**
   * A provider's event about a plan, in one transaction: the buyer locked before the plan (the order a
   * payment takes them, so the two never wait on each other), the event recorded once (`fresh` is
   * false for a repeat), then `apply`.
   */
  private async onPlanEvent<T>(
    event: { provider: SubscriptionRow['provider']; eventId: string; subscriptionId: string },
    type: 'subscription.renewed' | 'subscription.ended',
    apply: (repositories: Repositories, subscription: SubscriptionRow, fresh: boolean) => Promise<T>,
  ): Promise<T> {
    const owner = await this.store.payments.subscription(event.subscriptionId);
    if (!owner) throw new HttpError(404, 'NOT_FOUND', `No subscription ${event.subscriptionId}.`);
    return this.store.transaction(async (repositories) => {
      await repositories.payments.lockBuyer(owner.userId);
      const subscription = await repositories.payments.lockSubscription(event.subscriptionId);
      if (!subscription) throw new HttpError(404, 'NOT_FOUND', `No subscription ${event.subscriptionId}.`);
      const fresh = await repositories.payments.recordEventOnce({ provider: event.provider, eventId: event.eventId, type, subscriptionId: subscription.id });
      return apply(repositories, subscription, fresh);
    });
  }

  private async endWithin(repositories: Repositories, subscription: SubscriptionRow): Promise<void> {
    // On the test checkout's clock a cancelled plan ends when its month does, however far the clock moved past it.
    const endedAt = subscription.provider === 'test' ? subscription.currentPeriodEnd : new Date();
    await repositories.payments.updateSubscription(subscription.id, { status: 'ended', endedAt });
    const owner = await repositories.users.findById(subscription.userId);
    if (owner?.tier === subscription.tier) await repositories.users.update(subscription.userId, { tier: 'free' });
  }

  /** The provider says a plan will, or will again, renew (`cancel` false) or stop at its month's end: applied once per event. */
  async setCancelAtPeriodEnd(event: { provider: 'stripe'; eventId: string; subscriptionId: string; cancel: boolean }): Promise<{ processed: boolean }> {
    return this.store.transaction(async (repositories) => {
      const locked = await repositories.payments.lockSubscription(event.subscriptionId);
      const fresh = await repositories.payments.recordEventOnce({
        provider: event.provider,
        eventId: event.eventId,
        type: 'subscription.updated',
        subscriptionId: event.subscriptionId,
      });
      if (!fresh || !locked || locked.status === 'ended') return { processed: fresh };
      await repositories.payments.updateSubscription(locked.id, { status: event.cancel ? 'canceling' : 'active' });
      return { processed: true };
    });
  }
}
