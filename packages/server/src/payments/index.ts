/** The payments port and its providers; which provider runs is chosen from the configuration. */
import type { Config } from '../config';
import type { PaymentProvider } from './port';
import { TestCheckoutProvider } from './test-checkout';

export { PaymentsService } from './payments.service';
export type { FulfilmentEvent, FulfilmentResult, PaymentProvider } from './port';
export { TestCheckoutProvider, testCheckoutRoutes, TEST_CHECKOUT_PATH, TEST_CHECKOUT_TITLE } from './test-checkout';

/** The built-in test checkout until the Stripe adapter is added; it will be chosen when a Stripe secret key is set. */
export function createPaymentProvider(config: Pick<Config, 'publicUrl'>): PaymentProvider {
  return new TestCheckoutProvider(config.publicUrl);
}
