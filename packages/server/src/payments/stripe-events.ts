import type { Store } from '../db/store';
import type { CheckoutService } from './checkout.service';
import type { PlansService } from './plans.service';
import type { StripeWebhookEvent } from './stripe';

/** Stripe's webhook events, each handed to the service whose rules it follows. */
export class StripeEventsService {
  constructor(
    private readonly store: Store,
    private readonly checkout: CheckoutService,
    private readonly plans: PlansService,
  ) {}

  /**
   * A verified Stripe event: a checkout's goes to `fulfil`; a plan's is matched to our subscription
   * by Stripe's id (an unknown one changes nothing: a plan this server did not sell) and applied once.
   */
  async apply(event: StripeWebhookEvent): Promise<{ processed: boolean }> {
    if (event.kind === 'checkout') return this.checkout.fulfil(event.event);
    const subscription = await this.store.payments.subscriptionByProviderId('stripe', event.providerSubscriptionId);
    if (!subscription) return { processed: false };
    switch (event.kind) {
      case 'renewal':
        return this.plans.renew({ provider: 'stripe', subscriptionId: subscription.id, ...event });
      case 'ended':
        return this.plans.end({ provider: 'stripe', eventId: event.eventId, subscriptionId: subscription.id });
      case 'cancel_at_period_end':
        return this.plans.setCancelAtPeriodEnd({ provider: 'stripe', eventId: event.eventId, subscriptionId: subscription.id, cancel: event.cancel });
    }
  }
}
