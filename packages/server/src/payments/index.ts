/** Payments: the port and its providers, and the services that follow their events. Which provider runs is chosen from the configuration. */
import type { Config } from '../config';
import type { Realtime } from '../realtime/socket';
import type { Store } from '../db/store';
import type { CreditsService } from '../credits/credits.service';
import { CheckoutService } from './checkout.service';
import { CouponsService } from './coupons.service';
import { InvoicesService } from './invoices.service';
import { PlansService } from './plans.service';
import type { PaymentProvider } from './port';
import { StripeProvider } from './stripe';
import { StripeEventsService } from './stripe-events';
import { TestCheckoutProvider } from './test-checkout';
import { TestClock } from './test-clock';

export type { FulfilmentEvent, FulfilmentResult, PaymentProvider } from './port';
export { StripeProvider, WebhookSignatureError } from './stripe';
export { TestCheckoutProvider, testCheckoutRoutes, TEST_CHECKOUT_PATH, TEST_CHECKOUT_TITLE } from './test-checkout';

/** Stripe when its secret key is set; otherwise the built-in test checkout, the embedded default. */
export function createPaymentProvider(config: Pick<Config, 'stripe'>): PaymentProvider {
  return config.stripe ? new StripeProvider(config.stripe) : new TestCheckoutProvider();
}

/** The payments services, each by what it does, over one provider. */
export interface Payments {
  /** Read by the routes of a provider that has its own (the test checkout's page, Stripe's webhook). */
  provider: PaymentProvider;
  checkout: CheckoutService;
  coupons: CouponsService;
  plans: PlansService;
  invoices: InvoicesService;
  testClock: TestClock;
  stripeEvents: StripeEventsService;
}

export function createPayments(store: Store, credits: CreditsService, realtime: Realtime, provider: PaymentProvider): Payments {
  const coupons = new CouponsService(store);
  const invoices = new InvoicesService(store);
  const plans = new PlansService(store, credits, invoices, realtime, provider);
  const checkout = new CheckoutService(store, credits, coupons, plans, invoices, realtime, provider);
  return {
    provider,
    checkout,
    coupons,
    plans,
    invoices,
    testClock: new TestClock(store, plans, provider),
    stripeEvents: new StripeEventsService(store, checkout, plans),
  };
}
