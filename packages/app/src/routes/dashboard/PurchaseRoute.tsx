import { CREDIT_PACKS, WELCOME_OFFER_PERCENT_OFF } from '@facet/contract';
import { useCredits, useUser, useWelcomeOffer } from '@facet/data';
import { PurchaseScreen } from '@facet/ui';
import { useCheckout } from '../../lib/checkout';
import { pricingHref } from '../auth/paths';

/** `/dashboard/profile/purchase`: the balance and the credit packs (at the welcome price while it runs), reached from the credits dialog. */
export function PurchaseRoute() {
  const { credits } = useCredits();
  const checkout = useCheckout();
  const { user } = useUser();
  const welcomeOfferMsLeft = useWelcomeOffer(user);
  return (
    <PurchaseScreen
      credits={credits}
      creditPacks={CREDIT_PACKS}
      onBuyPack={(packId) => checkout.buy({ kind: 'pack', packId })}
      pendingPackId={checkout.pending?.kind === 'pack' ? checkout.pending.packId : undefined}
      checkoutError={checkout.error}
      plansHref={pricingHref('purchase_page')}
      welcomeOfferMsLeft={welcomeOfferMsLeft}
      welcomeOfferPercentOff={WELCOME_OFFER_PERCENT_OFF}
    />
  );
}
