/**
 * The payments port. A provider (the built-in test checkout, Stripe) takes the money; what a payment
 * does (credits, tier, invoice) happens in one place, `CheckoutService.fulfil`, which every provider
 * calls with what happened, whether from a button on its page or from a webhook.
 */
import type { PaymentProviderName } from '@facet/contract';
import type { CheckoutRow } from '../db/schema';

export type FulfilmentEventType = 'checkout.completed' | 'checkout.declined';

/** Something a provider says happened to a checkout; `(provider, eventId)` identifies it across replays. */
export interface FulfilmentEvent {
  provider: PaymentProviderName;
  /** The provider's id of this event (a Stripe event id); a replay carries the same one. */
  eventId: string;
  type: FulfilmentEventType;
  /** Our checkout's id. */
  checkoutId: string;
  /** For a plan paid through a provider that keeps its own subscription (Stripe): its ids there. */
  providerSubscription?: { id: string; customerId: string | null };
  /** The provider's ids of the payment itself (Stripe's PaymentIntent, or a plan's first invoice), to refund it by. */
  providerPayment?: { paymentIntentId: string | null; invoiceId: string | null };
}

/** A payment to give back in full: it arrived for a price that no longer held. */
export interface RefundRequest {
  /** Our checkout's id. */
  checkoutId: string;
  paymentIntentId: string | null;
  invoiceId: string | null;
  /** The plan the payment opened at the provider, to end at once; null for a pack. */
  providerSubscriptionId: string | null;
}

/** A provider says a plan renewed: the month from `periodStart` to `periodEnd` is paid. */
export interface RenewalEvent {
  provider: PaymentProviderName;
  eventId: string;
  /** Our subscription's id. */
  subscriptionId: string;
  periodStart: Date;
  periodEnd: Date;
  /** What the provider charged for it, in cents. */
  amountCents: number;
}

/** A provider says a plan ended (after a cancellation at the period's end, or a failed renewal). */
export interface SubscriptionEndedEvent {
  provider: PaymentProviderName;
  eventId: string;
  subscriptionId: string;
}

export interface FulfilmentResult {
  /** False when the event was processed before: a replay that changed nothing. */
  processed: boolean;
  /** The checkout's status after the event. */
  status: CheckoutRow['status'];
  /** Credits granted by this event (0 for a replay, a decline, a refund, or a checkout already paid). */
  creditsGranted: number;
  /** With status `refunded`: why, in the words the buyer is shown. */
  refundReason?: string;
}

/** The priced checkout a provider is asked to charge: the row is written once the provider answers. */
export interface CheckoutToCharge {
  id: string;
  userId: string;
  description: string;
  /** The price before any offer: what a plan renews at. */
  listPriceCents: number;
  /** What this checkout charges. */
  amountCents: number;
  /** What takes the difference off, in words (`Welcome offer`, `Coupon SPRING`); null at list price. */
  discountName: string | null;
  currency: 'usd';
  kind: 'pack' | 'plan';
  /**
   * The origin the buyer reaches this server at, without a trailing slash: the checkout's page and the
   * pages it returns to are on it, so the browser keeps its sign-in (see `lib/link-origin.ts`).
   */
  origin: string;
}

/** What a provider answers when a checkout starts. */
export interface ProviderCheckout {
  /** Where the browser goes to pay. */
  url: string;
  /** The provider's own id of the checkout (a Stripe Checkout Session id); null for the test checkout. */
  providerCheckoutId: string | null;
  /** SHA-256 of the secret in `url` that opens the test checkout's page; null for other providers. */
  tokenHash: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(checkout: CheckoutToCharge): Promise<ProviderCheckout>;
  /**
   * Tells the provider whether the plan stops renewing at the end of its month. The test checkout has
   * nothing to tell: its renewals are ours to make.
   */
  setCancelAtPeriodEnd(providerSubscriptionId: string | null, cancel: boolean): Promise<void>;
  /** Ends a plan at once at the provider (it was replaced by another). */
  cancelNow(providerSubscriptionId: string | null): Promise<void>;
  /** The provider's billing portal for a customer, or null when it has none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** Closes a checkout that was not paid, so it can no longer be (another purchase used up its price). */
  expireCheckout(providerCheckoutId: string): Promise<void>;
  /** Gives a payment back in full; called again for a redelivered event, so it must act once. */
  refund(payment: RefundRequest): Promise<void>;
}
