/**
 * Buying credits and plans (PRODUCT.md, Tiers and credit packs; SPEC.md section 2, /payment). Prices
 * live on the server: the browser names what it wants and the server answers the price it will charge,
 * welcome offer included, with the address of the checkout page that charges exactly that.
 */
import { z } from 'zod';
import { CREDIT_PACKS, tiers } from './tiers';

export const creditPackIds = CREDIT_PACKS.map((pack) => pack.id) as [
  (typeof CREDIT_PACKS)[number]['id'],
  ...(typeof CREDIT_PACKS)[number]['id'][],
];
export type CreditPackId = (typeof creditPackIds)[number];

/** The tiers one can buy: every tier but free. */
export const paidTiers = tiers.filter((tier) => tier !== 'free') as ['starter', 'pro', 'studio'];
export type PaidTier = (typeof paidTiers)[number];

/** The two 2-hour windows of SPEC.md section 9 are one: the welcome offer's, counted from sign-up. */
export const WELCOME_OFFER_WINDOW_MS = 2 * 60 * 60 * 1000;

/** Where the browser lands after a checkout (SPEC.md section 2). */
export const PAYMENT_RESULT_ROUTES = { success: '/payment/success', failed: '/payment/failed' } as const;

/** Who takes the money: Stripe, or the built-in test checkout where no money moves. */
export const paymentProviders = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const checkoutStatuses = ['pending', 'completed', 'declined'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

export const startCheckoutRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pack'),
    pack_id: z.enum(creditPackIds, { error: `expected one of the credit packs ${creditPackIds.join(', ')}` }),
  }),
  z.object({
    kind: z.literal('plan'),
    tier: z.enum(paidTiers, { error: `expected one of the plans ${paidTiers.join(', ')}` }),
  }),
]);
export type StartCheckoutRequest = z.input<typeof startCheckoutRequestSchema>;

export const checkoutSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  provider: z.enum(paymentProviders),
  status: z.enum(checkoutStatuses),
  kind: z.enum(['pack', 'plan']),
  /** The pack id or the tier. */
  item: z.string(),
  /** What the buyer gets, in words, e.g. `2,500 credits`. */
  description: z.string(),
  /** Credits granted when it is paid: the pack's, or the plan's first month. */
  credits: z.number().int(),
  /** The price before any offer, in cents. */
  list_price_cents: z.number().int(),
  /** The price charged, in cents: the one shown is the one charged. */
  amount_cents: z.number().int(),
  currency: z.literal('usd'),
  /** The welcome offer, when it applied at the start of this checkout. */
  discount: z.object({ kind: z.literal('welcome_offer'), percent_off: z.number().int() }).nullable(),
  /** Where to send the browser to pay. */
  url: z.url(),
  created_at: z.iso.datetime(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** What a Stripe webhook delivery is answered once its signature is checked; Stripe only reads the 2xx. */
export const stripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  /** False for an event already processed (a replay) or one that changes no checkout. */
  processed: z.boolean(),
});
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;
