/**
 * Prices, set here and nowhere else on the way to a charge: the packs and plans of PRODUCT.md (their
 * numbers in the contract) and the welcome offer, 20% off the first purchase within 2 hours of sign-up.
 */
import {
  CREDIT_PACKS,
  type PaidTier,
  type StartCheckoutRequest,
  TIER_NAMES,
  TIERS,
  WELCOME_OFFER_PERCENT_OFF,
  welcomeOfferMsLeft,
  discountedCents,
} from '@facet/contract';

export interface PricedItem {
  kind: 'pack' | 'plan';
  /** The pack id or the tier. */
  item: string;
  description: string;
  credits: number;
  listPriceCents: number;
  amountCents: number;
  /** The welcome offer's percentage when it applies, else null. */
  welcomeOfferPercentOff: number | null;
  /** The coupon that applies instead (when larger than the welcome offer), else null. */
  coupon: { code: string; percentOff: number } | null;
}

export interface Buyer {
  createdAt: Date;
  /** Whether they have paid for anything before. */
  hasPurchased: boolean;
}

const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** What a plan's month costs before any offer: its first month's list price, and every renewal's. */
export const planListPriceCents = (tier: PaidTier) => dollarsToCents(TIERS[tier].monthlyPriceUsd);

/** The offer holds while less than 2 hours have passed since sign-up, for someone who has bought nothing. */
export function welcomeOfferApplies(buyer: Buyer, now: Date): boolean {
  return welcomeOfferMsLeft({ signedUpAt: buyer.createdAt, hasPurchased: buyer.hasPurchased }, now) > 0;
}

/**
 * The price of `request` for `buyer` at `now`: the list price less the welcome offer or a valid
 * `coupon`, whichever takes more off (never both).
 */
export function priceOf(request: StartCheckoutRequest, buyer: Buyer, now: Date, coupon?: { code: string; percentOff: number }): PricedItem {
  const base =
    request.kind === 'pack'
      ? packItem(request.pack_id)
      : {
          kind: 'plan' as const,
          item: request.tier,
          description: `${TIER_NAMES[request.tier]} plan, one month (${TIERS[request.tier].credits.toLocaleString('en-US')} credits)`,
          credits: TIERS[request.tier].credits,
          listPriceCents: planListPriceCents(request.tier),
        };
  const welcome = welcomeOfferApplies(buyer, now) ? WELCOME_OFFER_PERCENT_OFF : null;
  const useCoupon = coupon !== undefined && coupon.percentOff > (welcome ?? 0);
  const percentOff = useCoupon ? coupon.percentOff : welcome;
  const amountCents = percentOff === null ? base.listPriceCents : discountedCents(base.listPriceCents, percentOff);
  return {
    ...base,
    amountCents,
    welcomeOfferPercentOff: useCoupon ? null : welcome,
    coupon: useCoupon ? { code: coupon.code, percentOff: coupon.percentOff } : null,
  };
}

function packItem(packId: string) {
  const pack = CREDIT_PACKS.find((candidate) => candidate.id === packId);
  // The request schema admits only these ids; a caller past it is a bug, not a customer.
  if (!pack) throw new Error(`No credit pack ${packId}`);
  return {
    kind: 'pack' as const,
    item: pack.id,
    description: `${pack.credits.toLocaleString('en-US')} credits`,
    credits: pack.credits,
    listPriceCents: dollarsToCents(pack.priceUsd),
  };
}
