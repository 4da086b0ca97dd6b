import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUPON_STORAGE_KEY,
  parseAuthParams,
  readDefaultCoupon,
  readReferredBy,
  rememberAuthParams,
  safeCallbackUrl,
  takeCallbackUrl,
} from '../src/auth-params';
import { MemoryStorage } from './memory-storage';

describe('/auth params', () => {
  it('reads coupon_code, referred_by and callbackUrl', () => {
    expect(parseAuthParams('?coupon_code=WELCOME10&referred_by=u42&callbackUrl=%2Fdashboard%2Fprofile%2Faccount')).toEqual({
      couponCode: 'WELCOME10',
      referredBy: 'u42',
      callbackUrl: '/dashboard/profile/account',
    });
  });

  it('stores coupon_code in session storage as the default coupon', () => {
    const storage = new MemoryStorage();
    rememberAuthParams('?coupon_code=WELCOME10', storage);
    expect(storage.getItem(DEFAULT_COUPON_STORAGE_KEY)).toBe('WELCOME10');
    expect(readDefaultCoupon(storage)).toBe('WELCOME10');
  });

  it('keeps referred_by and callbackUrl through sign-in, the callback used once', () => {
    const storage = new MemoryStorage();
    rememberAuthParams('?referred_by=u42&callbackUrl=/dashboard/assets%3Fparent_id%3Df1', storage);
    // The login screen itself carries no params: what /auth stored stays.
    rememberAuthParams('', storage);
    expect(readReferredBy(storage)).toBe('u42');
    expect(takeCallbackUrl(storage)).toBe('/dashboard/assets?parent_id=f1');
    expect(takeCallbackUrl(storage)).toBe('/dashboard/assets');
  });

  it('accepts only paths of this app as callbacks', () => {
    expect(safeCallbackUrl('/pricing')).toBe('/pricing');
    expect(safeCallbackUrl('//evil.example/x')).toBeUndefined();
    expect(safeCallbackUrl('/\\evil.example')).toBeUndefined();
    expect(safeCallbackUrl('https://evil.example')).toBeUndefined();
    expect(parseAuthParams('?callbackUrl=https://evil.example').callbackUrl).toBeUndefined();
  });
});
