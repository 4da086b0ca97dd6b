/** The payments port and its providers; which provider runs is chosen from the configuration. */
import type { Config } from '../config';
import type { PaymentProvider } from './port';
import { StripeProvider } from './stripe';
import { TestCheckoutProvider } from './test-checkout';

export { PaymentsService } from './payments.service';
export type { FulfilmentEvent, FulfilmentResult, PaymentProvider } from './port';
export { StripeProvider, WebhookSignatureError } from './stripe';
export { TestCheckoutProvider, testCheckoutRoutes, TEST_CHECKOUT_PATH, TEST_CHECKOUT_TITLE } from './test-checkout';

/** Stripe when its secret key is set; otherwise the built-in test checkout, the embedded default. */
export function createPaymentProvider(config: Pick<Config, 'stripe'>): PaymentProvider {
  return config.stripe ? new StripeProvider(config.stripe) : new TestCheckoutProvider();
}
