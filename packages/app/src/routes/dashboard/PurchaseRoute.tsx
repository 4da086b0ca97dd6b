import { CREDIT_PACKS } from '@facet/contract';
import { useCredits } from '@facet/data';
import { PurchaseScreen } from '@facet/ui';
import { useCheckout } from '../../lib/checkout';
import { paths } from '../auth/paths';

/** `/dashboard/profile/purchase`: the balance and the credit packs, reached from the credits dialog. */
export function PurchaseRoute() {
  const { credits } = useCredits();
  const checkout = useCheckout();
  return (
    <PurchaseScreen
      credits={credits}
      creditPacks={CREDIT_PACKS}
      onBuyPack={(packId) => checkout.buy({ kind: 'pack', packId })}
      pendingPackId={checkout.pending?.kind === 'pack' ? checkout.pending.packId : undefined}
      checkoutError={checkout.error}
      plansHref={`${paths.pricing}?upgrade_source=purchase_page`}
    />
  );
}
