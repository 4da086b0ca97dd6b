/** Small helpers of SPEC.md section 9: the 2-hour offer window, its countdown, and short random ids. */

import { WELCOME_OFFER_WINDOW_MS, welcomeOfferMsLeft } from '@facet/contract';

/** The server prices the welcome offer with the same window. */
export const OFFER_WINDOW_MS = WELCOME_OFFER_WINDOW_MS;

/** Milliseconds left of the 2 hours from `start` for someone who has bought nothing yet; 0 once at least 2 hours have passed. */
export function msLeftInWindow(start: Date | number, now: Date | number = Date.now()): number {
  return welcomeOfferMsLeft({ signedUpAt: start, hasPurchased: false }, now);
}


/** A short base-36 random id for client-side keys (not a secret, not unique across users). */
export function randomId(length = 8): string {
  let id = '';
  while (id.length < length) id += Math.random().toString(36).slice(2);
  return id.slice(0, length);
}
