import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { fetchInvoicePage } from './billing';
import { billingKeys } from './keys';
import { msLeftInWindow } from './time-window';

/** The countdown shows seconds. */
const TICK_MS = 1000;

/** Milliseconds left of the welcome offer of someone who signed up at `createdAt`, ticking once a second while it runs. */
export function useWelcomeOfferMsLeft(createdAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const msLeft = createdAt ? msLeftInWindow(Date.parse(createdAt), now) : 0;
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
  const msLeft = useWelcomeOfferMsLeft(user?.created_at);
  const { data } = useSWR(msLeft > 0 ? billingKeys.invoicesPage(undefined) : null, () => fetchInvoicePage(undefined));
  return data !== undefined && data.items.length === 0 ? msLeft : 0;
}
