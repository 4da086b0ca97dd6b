import { useCredits, useUser } from '@facet/data';
import { PaymentResultScreen, type PaymentOutcome } from '@facet/ui';
import { paths } from '../auth/paths';

/** `/payment/success` and `/payment/failed`: where a checkout comes back to, with the balance and plan live. */
export function PaymentResultRoute({ outcome }: { outcome: PaymentOutcome }) {
  const { user } = useUser();
  const { credits } = useCredits();
  return (
    <PaymentResultScreen
      outcome={outcome}
      credits={credits}
      tier={user?.tier}
      assetsHref={paths.assets}
      purchaseHref={paths.purchase}
    />
  );
}
