/**
 * Buying credits and plans (PRODUCT.md, Tiers and credit packs; SPEC.md section 2, /payment). Prices
 * live on the server: the browser names what it wants and the server answers the price it will charge,
 * welcome offer included, with the address of the checkout page that charges exactly that.
 */
import { z } from 'zod';
import { requestDateTime, storedInteger } from './bounds';
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

/**
 * Milliseconds left of the welcome offer (the first purchase within 2 hours of sign-up), 0 once the
 * window has closed or anything was bought: the server prices by it and the pages count down by it.
 */
export function welcomeOfferMsLeft(buyer: { signedUpAt: Date | number; hasPurchased: boolean }, now: Date | number): number {
  if (buyer.hasPurchased) return 0;
  const left = new Date(buyer.signedUpAt).getTime() + WELCOME_OFFER_WINDOW_MS - new Date(now).getTime();
  return left > 0 ? left : 0;
}

/** Who takes the money: Stripe, or the built-in test checkout where no money moves. */
export const paymentProviders = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** `refunded`: a payment arrived for a price that no longer held (an offer or a coupon already used, the plan already bought). */
export const checkoutStatuses = ['pending', 'completed', 'declined', 'refunded'] as const;
/** What a checkout buys: a credit pack, or a plan's first month. */
export const checkoutKinds = ['pack', 'plan'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/** A coupon's code as people type it: letters, digits, `-` and `_`; compared without case. */
export const couponCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/, { error: 'A coupon code is 3 to 40 letters, digits, - or _.' })
  .transform((code) => code.toUpperCase());

/** The coupon a checkout should use (from `/auth?coupon_code=`); refused before any checkout when unknown, expired or used. */
const couponField = { coupon_code: couponCodeSchema.optional() };

export const startCheckoutRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pack'),
    pack_id: z.enum(creditPackIds, { error: `expected one of the credit packs ${creditPackIds.join(', ')}` }),
    ...couponField,
  }),
  z.object({
    kind: z.literal('plan'),
    tier: z.enum(paidTiers, { error: `expected one of the plans ${paidTiers.join(', ')}` }),
    ...couponField,
  }),
]);
export type StartCheckoutRequest = z.input<typeof startCheckoutRequestSchema>;

export const checkoutSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  provider: z.enum(paymentProviders),
  status: z.enum(checkoutStatuses),
  kind: z.enum(checkoutKinds),
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
  /** The welcome offer or the coupon that applied at the start of this checkout (the larger, never both). */
  discount: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('welcome_offer'), percent_off: z.number().int() }),
      z.object({ kind: z.literal('coupon'), percent_off: z.number().int(), code: z.string() }),
    ])
    .nullable(),
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

/**
 * A plan's standing: `none` (on free, or on a tier an admin set with nothing to renew), `active`
 * (renews at `current_period_end`), or `canceling` (keeps its tier and flags until
 * `current_period_end`, then drops to free; `POST /user/subscription/resume` undoes it before then).
 */
export const subscriptionStatuses = ['none', 'active', 'canceling'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptionSchema = z.object({
  status: z.enum(subscriptionStatuses),
  /** The plan paid for; null with status `none`. */
  plan: z.enum(paidTiers).nullable(),
  /** Who charges the renewals; null with status `none`. */
  provider: z.enum(paymentProviders).nullable(),
  /** When the paid month ends: the renewal date while active, the last day of the plan while canceling. */
  current_period_end: z.iso.datetime().nullable(),
  /** What the next renewal charges, in cents (the list price); null when nothing renews. */
  renewal_price_cents: z.number().int().nullable(),
  /** Credits each renewal grants; null when nothing renews. */
  renewal_credits: z.number().int().nullable(),
  /** Whether `POST /user/billing-portal` can open the provider's portal (Stripe only). */
  portal_available: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const billingPortalResponseSchema = z.object({
  /** The provider's page where the card and the plan are managed; valid for a few minutes. */
  url: z.url(),
});
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;

/** Moves the built-in test checkout's clock to `now`: renewals and ends due by then happen (admin, test checkout only). */
export const testClockRequestSchema = z.object({ now: requestDateTime() });
export type TestClockRequest = z.input<typeof testClockRequestSchema>;

export const testClockResponseSchema = z.object({
  /** Plans renewed (charged their month, credits granted, invoice written). */
  renewed: z.number().int(),
  /** Plans that ended after a cancellation, their owners back on free. */
  ended: z.number().int(),
});
export type TestClockResponse = z.infer<typeof testClockResponseSchema>;

/** A coupon an admin makes: `percent_off` of any pack or a plan's first month, used at most `max_redemptions` times in all, once per person. */
export const createCouponRequestSchema = z.object({
  code: couponCodeSchema,
  percent_off: storedInteger('percent_off').min(1).max(100),
  // Counted in a 32-bit integer column, as is the percentage.
  max_redemptions: storedInteger('max_redemptions').min(1, 'max_redemptions must be at least 1.').nullable().default(null),
  expires_at: requestDateTime().nullable().default(null),
});
export type CreateCouponRequest = z.input<typeof createCouponRequestSchema>;

export const couponSchema = z.object({
  code: z.string(),
  percent_off: z.number().int(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  expires_at: z.iso.datetime().nullable(),
  /** A disabled coupon is refused at check and at checkout until an admin enables it again. */
  disabled: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponParamsSchema = z.object({ code: couponCodeSchema });

/** What a coupon gives the signed-in person, checked before they pick a pack or a plan. */
export const couponCheckSchema = z.object({ code: z.string(), percent_off: z.number().int() });
export type CouponCheck = z.infer<typeof couponCheckSchema>;
