import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, discountedCents, formatUsdCents, TIERS, WELCOME_OFFER_PERCENT_OFF, WELCOME_OFFER_WINDOW_MS, welcomeOfferMsLeft } from '../src';

describe('discountedCents', () => {
  it('takes the welcome offer off every pack and plan in whole cents', () => {
    expect(CREDIT_PACKS.map((pack) => discountedCents(pack.priceUsd * 100, WELCOME_OFFER_PERCENT_OFF))).toEqual([400, 1600, 5600]);
    expect(discountedCents(TIERS.pro.monthlyPriceUsd * 100, WELCOME_OFFER_PERCENT_OFF)).toBe(2400);
  });

  it('rounds to the nearest cent', () => {
    expect(discountedCents(999, 15)).toBe(849);
    expect(discountedCents(1001, 50)).toBe(501);
  });
});

describe('formatUsdCents', () => {
  it('always shows the cents', () => {
    expect([formatUsdCents(1600), formatUsdCents(849), formatUsdCents(5)]).toEqual(['$16.00', '$8.49', '$0.05']);
  });
});

describe('welcomeOfferMsLeft', () => {
  const signedUpAt = Date.UTC(2026, 0, 1, 12);

  it('runs for 2 hours from sign-up, to the millisecond', () => {
    expect(welcomeOfferMsLeft({ signedUpAt, hasPurchased: false }, signedUpAt)).toBe(2 * 60 * 60 * 1000);
    expect(welcomeOfferMsLeft({ signedUpAt: new Date(signedUpAt), hasPurchased: false }, new Date(signedUpAt + WELCOME_OFFER_WINDOW_MS - 1))).toBe(1);
    expect(welcomeOfferMsLeft({ signedUpAt, hasPurchased: false }, signedUpAt + WELCOME_OFFER_WINDOW_MS)).toBe(0);
    expect(welcomeOfferMsLeft({ signedUpAt, hasPurchased: false }, signedUpAt + 5 * WELCOME_OFFER_WINDOW_MS)).toBe(0);
  });

  it('is over once anything was bought', () => {
    expect(welcomeOfferMsLeft({ signedUpAt, hasPurchased: true }, signedUpAt + 1000)).toBe(0);
  });
});
