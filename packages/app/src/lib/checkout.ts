import type { CreditPackId, PaidTier, StartCheckoutRequest } from '@facet/contract';
import { errorText, useStartCheckout } from '@facet/data';
import { useState } from 'react';

export type CheckoutItem = { kind: 'plan'; tier: PaidTier } | { kind: 'pack'; packId: string };

/**
 * Buying a pack or a plan from a button: the server starts the checkout at its price, and the browser
 * leaves for the checkout page. `pending` stays set until the page is gone, so a second click waits.
 */
export function useCheckout() {
  const start = useStartCheckout();
  const [pending, setPending] = useState<CheckoutItem>();

  const buy = (item: CheckoutItem) => {
    const body: StartCheckoutRequest =
      item.kind === 'plan' ? { kind: 'plan', tier: item.tier } : { kind: 'pack', pack_id: item.packId as CreditPackId };
    setPending(item);
    start.trigger(body).then(
      (checkout) => window.location.assign(checkout.url),
      () => setPending(undefined),
    );
  };

  return { buy, pending, error: pending ? undefined : errorText(start.error) };
}
