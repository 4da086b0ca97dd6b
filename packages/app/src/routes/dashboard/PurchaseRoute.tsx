import { CREDIT_PACKS } from '@facet/contract';
import { useCredits } from '@facet/data';
import { PurchaseScreen } from '@facet/ui';
import { checkoutNotYet } from '../../lib/checkout';
import { paths } from '../auth/paths';

/** `/dashboard/profile/purchase`: the balance and the credit packs, reached from the credits dialog. */
export function PurchaseRoute() {
  const { credits } = useCredits();
  return (
    <PurchaseScreen
      credits={credits}
      creditPacks={CREDIT_PACKS}
      onBuyPack={checkoutNotYet}
      plansHref={`${paths.pricing}?upgrade_source=purchase_page`}
    />
  );
}
