/**
 * The `/auth` page's params (SPEC.md section 2): `coupon_code` becomes the default coupon for this tab;
 * `referred_by` and `callbackUrl` are kept in session storage so they survive the sign-in round trip,
 * including a provider redirect.
 */
import { SIGNED_IN_HOME } from '@facet/contract';
import { readItem, session, writeItem } from './storage';
import type { KeyValueStorage } from './storage';

export const DEFAULT_COUPON_STORAGE_KEY = 'default_coupon';
export const REFERRED_BY_STORAGE_KEY = 'referred_by';
export const CALLBACK_URL_STORAGE_KEY = 'callback_url';

export interface AuthParams {
  couponCode?: string;
  referredBy?: string;
  callbackUrl?: string;
}

/**
 * Only a path of this app is a callback: `//evil.example` and `https://...` would turn the sign-in page
 * into an open redirect.
 */
export function safeCallbackUrl(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

export function parseAuthParams(search: string | URLSearchParams): AuthParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return { couponCode: text('coupon_code'), referredBy: text('referred_by'), callbackUrl: safeCallbackUrl(text('callbackUrl')) };
}

/** Keeps what the `/auth` URL carried; a param that is absent leaves an earlier value alone. */
export function rememberAuthParams(search: string | URLSearchParams, storage: KeyValueStorage | undefined = session()): AuthParams {
  const params = parseAuthParams(search);
  if (params.couponCode) writeItem(storage, DEFAULT_COUPON_STORAGE_KEY, params.couponCode);
  if (params.referredBy) writeItem(storage, REFERRED_BY_STORAGE_KEY, params.referredBy);
  if (params.callbackUrl) writeItem(storage, CALLBACK_URL_STORAGE_KEY, params.callbackUrl);
  return params;
}

export function readDefaultCoupon(storage: KeyValueStorage | undefined = session()): string | undefined {
  return readItem(storage, DEFAULT_COUPON_STORAGE_KEY) ?? undefined;
}

/** Forgets the default coupon: it was used, or the server refused it. */
export function forgetDefaultCoupon(storage: KeyValueStorage | undefined = session()): void {
  writeItem(storage, DEFAULT_COUPON_STORAGE_KEY, null);
}

export function readReferredBy(storage: KeyValueStorage | undefined = session()): string | undefined {
  return readItem(storage, REFERRED_BY_STORAGE_KEY) ?? undefined;
}

/** Where to go after signing in, used once: the stored callback is forgotten as it is taken. */
export function takeCallbackUrl(storage: KeyValueStorage | undefined = session(), fallback = SIGNED_IN_HOME): string {
  const stored = safeCallbackUrl(readItem(storage, CALLBACK_URL_STORAGE_KEY));
  writeItem(storage, CALLBACK_URL_STORAGE_KEY, null);
  return stored ?? fallback;
}
