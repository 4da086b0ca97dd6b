/**
 * The Stripe adapter, the provider when `STRIPE_SECRET_KEY` is set: a Checkout Session per checkout,
 * in payment mode for a pack and subscription mode for a plan, priced inline from our own prices (so
 * the price shown is the price charged), and the webhook events that report what happened to it,
 * verified with the signing secret and handed to the same `fulfil` the test checkout's buttons drive.
 */
import { pages } from '@facet/contract';
import type Stripe from 'stripe';
import type { StripeSettings } from '../config';
import { HttpError } from '../lib/http-error';
import type { CheckoutToCharge, FulfilmentEvent, PaymentProvider, ProviderCheckout, RefundRequest } from './port';

/** What a verified Stripe event asks of us, with Stripe's subscription ids still to be matched to ours. */
export type StripeWebhookEvent =
  | { kind: 'checkout'; event: FulfilmentEvent }
  | { kind: 'renewal'; eventId: string; providerSubscriptionId: string; periodStart: Date; periodEnd: Date; amountCents: number }
  | { kind: 'cancel_at_period_end'; eventId: string; providerSubscriptionId: string; cancel: boolean }
  | { kind: 'ended'; eventId: string; providerSubscriptionId: string };

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** The metadata key of our checkout id, on the session (and on a plan's subscription, for its renewals). */
export const CHECKOUT_ID_METADATA = 'checkout_id';

/** A webhook delivery refused for its signature; `reason` (Stripe's own words) is for the log, not the caller. */
export class WebhookSignatureError extends HttpError {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(400, 'INVALID_SIGNATURE', message);
    this.name = 'WebhookSignatureError';
  }
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  /**
   * Stripe's SDK and its client. The SDK is loaded when the provider is made, not by every start (a
   * server on the test checkout never needs it); every call waits for it.
   */
  private readonly sdk: Promise<{ Stripe: typeof Stripe; stripe: Stripe }>;

  constructor(private readonly settings: StripeSettings) {
    this.sdk = import('stripe').then(({ default: StripeSdk }) => ({ Stripe: StripeSdk, stripe: StripeProvider.client(StripeSdk, settings) }));
    // A failed load is the first call's error, not an unhandled rejection.
    this.sdk.catch(() => undefined);
  }

  /** Resolves once the SDK is loaded; rejects as every call would when it cannot be. */
  async loaded(): Promise<void> {
    await this.sdk;
  }

  private static client(StripeSdk: typeof Stripe, settings: StripeSettings): Stripe {
    const api = settings.apiUrl === undefined ? undefined : new URL(settings.apiUrl);
    return new StripeSdk(settings.secretKey, {
      // Another API address (stripe-mock, a test server) when configured; Stripe's own otherwise.
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
      appInfo: { name: 'facet' },
    });
  }

  async startCheckout(checkout: CheckoutToCharge): Promise<ProviderCheckout> {
    const { stripe } = await this.sdk;
    const metadata = { [CHECKOUT_ID_METADATA]: checkout.id };
    const productData = { name: checkout.description };
    const common = {
      client_reference_id: checkout.id,
      metadata,
      success_url: `${checkout.origin}${pages.paymentSuccess.href({ checkout_id: checkout.id })}`,
      cancel_url: `${checkout.origin}${pages.paymentFailed.href({ checkout_id: checkout.id })}`,
    };
    // A retried request (a timeout on our side) opens the same session rather than a second one.
    const requestOptions = { idempotencyKey: `checkout-${checkout.id}` };

    let session: Stripe.Checkout.Session;
    if (checkout.kind === 'pack') {
      session = await stripe.checkout.sessions.create(
        {
          ...common,
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: checkout.currency, unit_amount: checkout.amountCents, product_data: productData } }],
          payment_intent_data: { metadata },
        },
        requestOptions,
      );
    } else {
      // The plan renews at its list price; an offer on the first month is a coupon used once, so the
      // first charge is the discounted amount and the later ones are not.
      const discountCents = checkout.listPriceCents - checkout.amountCents;
      const coupon =
        discountCents > 0
          ? await stripe.coupons.create(
              { amount_off: discountCents, currency: checkout.currency, duration: 'once', max_redemptions: 1, name: checkout.discountName ?? 'Discount' },
              { idempotencyKey: `coupon-${checkout.id}` },
            )
          : undefined;
      session = await stripe.checkout.sessions.create(
        {
          ...common,
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: checkout.currency,
                unit_amount: checkout.listPriceCents,
                recurring: { interval: 'month' },
                product_data: productData,
              },
            },
          ],
          ...(coupon && { discounts: [{ coupon: coupon.id }] }),
          subscription_data: { metadata },
        },
        requestOptions,
      );
    }
    if (!session.url) throw new Error(`Stripe opened checkout session ${session.id} without a URL to send the buyer to`);
    return { url: session.url, providerCheckoutId: session.id, tokenHash: null };
  }

  async setCancelAtPeriodEnd(providerSubscriptionId: string | null, cancel: boolean): Promise<void> {
    if (providerSubscriptionId === null) return;
    const { stripe } = await this.sdk;
    await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
  }

  async cancelNow(providerSubscriptionId: string | null): Promise<void> {
    if (providerSubscriptionId === null) return;
    const { stripe } = await this.sdk;
    await stripe.subscriptions.cancel(providerSubscriptionId);
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    const { stripe } = await this.sdk;
    const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  async expireCheckout(providerCheckoutId: string): Promise<void> {
    const { stripe } = await this.sdk;
    await stripe.checkout.sessions.expire(providerCheckoutId);
  }

  /**
   * A plan's subscription ends at once (it must not renew), then the payment is refunded: a pack's
   * PaymentIntent is on its session; a plan's is that of the subscription's first invoice. The
   * idempotency key makes a redelivered event's second refund the first one.
   */
  async refund(payment: RefundRequest): Promise<void> {
    const { Stripe: StripeSdk, stripe } = await this.sdk;
    if (payment.providerSubscriptionId !== null) {
      try {
        await stripe.subscriptions.cancel(payment.providerSubscriptionId);
      } catch (error) {
        // Cancelled by the first attempt of a redelivered event.
        if (!(error instanceof StripeSdk.errors.StripeInvalidRequestError)) throw error;
      }
    }
    let paymentIntent = payment.paymentIntentId;
    if (paymentIntent === null && payment.invoiceId !== null) {
      const paid = await stripe.invoicePayments.list({ invoice: payment.invoiceId, limit: 1 });
      paymentIntent = idOf(paid.data[0]?.payment.payment_intent);
    }
    if (paymentIntent === null) throw new Error(`Stripe reported no payment to refund for checkout ${payment.checkoutId}`);
    await stripe.refunds.create(
      { payment_intent: paymentIntent, metadata: { [CHECKOUT_ID_METADATA]: payment.checkoutId } },
      { idempotencyKey: `refund-${payment.checkoutId}` },
    );
  }

  /**
   * The event a webhook delivery reports, once its signature is checked against the raw bytes Stripe
   * signed: a 400 `INVALID_SIGNATURE` when it is missing, forged, or too old. Null for an event that
   * changes nothing here (another type, a session not opened by this server, a payment still pending,
   * a plan's first invoice, which its checkout already paid).
   */
  async webhookEvent(rawBody: Buffer, signature: string | undefined): Promise<StripeWebhookEvent | null> {
    const event = await this.verified(rawBody, signature);
    switch (event.type) {
      case 'invoice.paid': {
        const invoice = event.data.object;
        if (invoice.billing_reason !== 'subscription_cycle') return null;
        const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
        const providerSubscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? legacy.subscription);
        const period = invoice.lines.data[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
        if (providerSubscriptionId === null) return null;
        return {
          kind: 'renewal',
          eventId: event.id,
          providerSubscriptionId,
          periodStart: fromUnix(period.start),
          periodEnd: fromUnix(period.end),
          amountCents: invoice.amount_paid,
        };
      }
      case 'customer.subscription.updated':
        return { kind: 'cancel_at_period_end', eventId: event.id, providerSubscriptionId: event.data.object.id, cancel: event.data.object.cancel_at_period_end };
      case 'customer.subscription.deleted':
        return { kind: 'ended', eventId: event.id, providerSubscriptionId: event.data.object.id };
      default: {
        const fulfilment = this.fulfilmentOf(event);
        return fulfilment === null ? null : { kind: 'checkout', event: fulfilment };
      }
    }
  }

  /** The checkout event a webhook delivery reports (see `webhookEvent`); null for any other event. */
  async eventFromWebhook(rawBody: Buffer, signature: string | undefined): Promise<FulfilmentEvent | null> {
    return this.fulfilmentOf(await this.verified(rawBody, signature));
  }

  private fulfilmentOf(event: Stripe.Event): FulfilmentEvent | null {
    const type = fulfilmentTypeOf(event);
    if (type === null) return null;
    const session = event.data.object as Stripe.Checkout.Session;
    const checkoutId = session.metadata?.[CHECKOUT_ID_METADATA];
    if (!checkoutId) return null;
    const subscriptionId = idOf(session.subscription);
    return {
      provider: 'stripe',
      eventId: event.id,
      type,
      checkoutId,
      ...(subscriptionId !== null && { providerSubscription: { id: subscriptionId, customerId: idOf(session.customer) } }),
      providerPayment: { paymentIntentId: idOf(session.payment_intent), invoiceId: idOf(session.invoice) },
    };
  }

  private async verified(rawBody: Buffer, signature: string | undefined): Promise<Stripe.Event> {
    if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing; nothing was recorded.', 'no Stripe-Signature header');
    const { Stripe: StripeSdk, stripe } = await this.sdk;
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      if (error instanceof StripeSdk.errors.StripeSignatureVerificationError) {
        throw new WebhookSignatureError('The Stripe-Signature header does not match the body, or is too old; nothing was recorded.', error.message);
      }
      throw error;
    }
    return event;
  }
}

/**
 * What a Stripe event means for a checkout. A completed session is paid unless its payment method
 * settles later (a bank debit): then `async_payment_succeeded` or `_failed` tells. An expired session
 * (the buyer left) is a decline, which changes nothing but the status.
 */
function fulfilmentTypeOf(event: Stripe.Event): FulfilmentEvent['type'] | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'unpaid' ? null : 'checkout.completed';
    case 'checkout.session.async_payment_succeeded':
      return 'checkout.completed';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'checkout.declined';
    default:
      return null;
  }
}
