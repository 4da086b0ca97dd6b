import { useCreditsDialog } from '@facet/data';
import { InsufficientCreditsDialog } from '@facet/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from './auth/paths';

/** The insufficient-credits dialog, opened by any request that answers INSUFFICIENT_CREDITS. */
export function CreditsDialog() {
  const dialog = useCreditsDialog();
  const navigate = useNavigate();
  return (
    <InsufficientCreditsDialog
      isOpen={dialog.isOpen}
      requiredCredits={dialog.requiredCredits}
      currentCredits={dialog.currentCredits}
      onPurchase={() => {
        // Credit packs are on the pricing page until the purchase page comes with billing.
        navigate(`${paths.pricing}?upgrade_source=credits_dialog_purchase`);
        dialog.close();
      }}
      onUpgrade={() => {
        navigate(`${paths.pricing}?upgrade_source=credits_dialog`);
        dialog.close();
      }}
      onClose={dialog.close}
    />
  );
}
