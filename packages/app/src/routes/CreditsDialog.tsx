import { useCreditsDialog } from '@facet/data';
import { InsufficientCreditsDialog } from '@facet/ui';
import { useNavigate } from 'react-router-dom';
import { paths, pricingHref } from './auth/paths';

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
        navigate(paths.purchase);
        dialog.close();
      }}
      onUpgrade={() => {
        navigate(pricingHref('credits_dialog'));
        dialog.close();
      }}
      onClose={dialog.close}
    />
  );
}
