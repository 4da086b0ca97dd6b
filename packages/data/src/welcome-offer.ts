import { welcomeOfferMsLeft } from '@facet/contract';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { fetchInvoicePage } from './billing';
import { billingKeys } from './keys';
import { msLeftInWindow } from './time-window';

/** The countdown shows seconds. */
const TICK_MS = 1000;

/**
 * Milliseconds left of the welcome offer of someone who signed up at `createdAt` (0 once they have
 * bought anything), ticking once a second while it runs.
 */
export function useWelcomeOfferMsLeft(createdAt: string | undefined, hasPurchased = false): number {
  const [now, setNow] = useState(() => Date.now());
  const msLeft = createdAt ? welcomeOfferMsLeft({ signedUpAt: Date.parse(createdAt), hasPurchased }, now) : 0;
  useEffect(() => {
    if (msLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [msLeft]);
  return msLeft;
}

/**
 * The welcome offer as the server prices it: time left in the 2-hour window of the signed-in `user`,
 * and 0 once they have bought anything (an invoice of theirs exists) or while that is not yet known.
 * The invoices are read only while the window is open, as the billing page's first page.
 */
export function useWelcomeOffer(user: { created_at: string } | null | undefined): number {
  const windowOpen = user ? msLeftInWindow(Date.parse(user.created_at)) > 0 : false;
  const { data } = useSWR(windowOpen ? billingKeys.invoicesPage(undefined) : null, () => fetchInvoicePage(undefined));
  // Not known yet counts as bought: the offer shows only once it surely applies.
  return useWelcomeOfferMsLeft(user?.created_at, data === undefined || data.items.length > 0);
}
