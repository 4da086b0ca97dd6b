/** The catalogue's payments endpoints (listed in order in index.ts): buying packs and plans, the plan a person is on, checking a coupon, and invoices. */
import type { Endpoint } from './endpoint';
import { invoicesResponseSchema } from '../account';
import { exampleCheckout, exampleInvoices, exampleStartCheckoutRequest } from '../examples';
import { pageQuerySchema } from '../paging';
import {
  billingPortalResponseSchema,
  checkoutSchema,
  couponCheckSchema,
  couponParamsSchema,
  startCheckoutRequestSchema,
  stripeWebhookResponseSchema,
  subscriptionSchema,
} from '../payments';

export const paymentsEndpoints = {
  invoices: {
    method: 'GET',
    path: '/user/invoices',
    summary: 'Invoices of the signed-in user, newest first: one per paid checkout.',
    tag: 'user',
    auth: 'user',
    query: pageQuerySchema,
    response: invoicesResponseSchema,
    examples: { response: exampleInvoices },
  },
  startCheckout: {
    method: 'POST',
    path: '/payments/checkout',
    summary:
      'Start buying a credit pack or a plan: the server sets the price (with the welcome offer inside 2 hours of sign-up, on the first purchase) and answers it with the address of the checkout page that charges exactly that.',
    tag: 'payments',
    auth: 'user',
    body: startCheckoutRequestSchema,
    response: checkoutSchema,
    status: 201,
    errors: {
      400: 'Not a credit pack or plan this server sells (`VALIDATION_FAILED`); nothing is written.',
      404: 'The coupon does not exist or has expired (`NOT_FOUND`).',
      409: 'You are already on this plan, or the coupon is used up, disabled or already used by you (`CONFLICT`).',
    },
    examples: { body: exampleStartCheckoutRequest, response: exampleCheckout },
  },
  stripeWebhook: {
    method: 'POST',
    path: '/payments/stripe/webhook',
    summary:
      "Stripe's webhook: a checkout session completed, expired or whose payment failed. The body is Stripe's event as sent, checked against the Stripe-Signature header with the webhook signing secret before anything is read; each event is applied once however often it is delivered.",
    tag: 'payments',
    auth: 'none',
    response: stripeWebhookResponseSchema,
    errors: {
      400: 'The Stripe-Signature header is missing or does not match the body (`INVALID_SIGNATURE`); nothing is recorded.',
      404: 'This server takes no payments through Stripe, or the event names a checkout it does not have (`NOT_FOUND`).',
    },
    examples: { response: { received: true, processed: true } },
  },
  subscription: {
    method: 'GET',
    path: '/user/subscription',
    summary: "The signed-in user's plan: whether it renews, when, at what price, or when it ends after a cancellation.",
    tag: 'payments',
    auth: 'user',
    response: subscriptionSchema,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/user/subscription/cancel',
    summary:
      'Cancel the plan at the end of the paid month: nothing renews, and the tier and its flags stay until `current_period_end`, then drop to free. Cancelling again changes nothing.',
    tag: 'payments',
    auth: 'user',
    response: subscriptionSchema,
    errors: { 409: 'There is no plan to cancel (`CONFLICT`).' },
  },
  resumeSubscription: {
    method: 'POST',
    path: '/user/subscription/resume',
    summary: 'Undo a cancellation before the paid month ends: the plan renews again as before. Resuming a plan that renews changes nothing.',
    tag: 'payments',
    auth: 'user',
    response: subscriptionSchema,
    errors: { 409: 'There is no plan to resume, or it has already ended (`CONFLICT`).' },
  },
  billingPortal: {
    method: 'POST',
    path: '/user/billing-portal',
    summary: "A link to the payment provider's billing portal, where the card on file and the plan are managed (Stripe only).",
    tag: 'payments',
    auth: 'user',
    response: billingPortalResponseSchema,
    errors: { 409: 'This server has no provider portal (the built-in test checkout), or you have never paid through the provider (`CONFLICT`).' },
  },
  checkCoupon: {
    method: 'GET',
    path: '/payments/coupons/:code',
    summary: 'What a coupon gives the signed-in person, before a checkout: refused when unknown, expired, used up, or already used by them.',
    tag: 'payments',
    auth: 'user',
    params: couponParamsSchema,
    response: couponCheckSchema,
    errors: {
      404: 'No coupon has this code, or it has expired (`NOT_FOUND`).',
      409: 'The coupon is used up, an admin has disabled it, or you have already used it (`CONFLICT`).',
    },
  },
} as const satisfies Record<string, Endpoint>;
