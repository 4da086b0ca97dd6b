import { toast } from '@facet/ui';

/** Payments are not part of this build yet: say so instead of pretending to take money. */
export function checkoutNotYet(): void {
  toast.info('Checkout is not open yet', { description: 'Nothing was charged. Plans and credit packs can be bought once billing launches.' });
}
