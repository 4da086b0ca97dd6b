import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, discountedCents, formatUsdCents, TIERS, WELCOME_OFFER_PERCENT_OFF } from '../src';

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
