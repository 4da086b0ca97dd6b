import { useCreditsDialog } from '@facet/data';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, pricingHref } from './auth/paths';

// Fetched the first time a request answers INSUFFICIENT_CREDITS: most visits never open it, so the
// first load does not carry the dialog.
const InsufficientCreditsDialog = lazy(() => import('@facet/ui/insufficient-credits-dialog').then(({ InsufficientCreditsDialog }) => ({ default: InsufficientCreditsDialog })));

/** The insufficient-credits dialog, opened by any request that answers INSUFFICIENT_CREDITS. */
export function CreditsDialog() {
  const dialog = useCreditsDialog();
  const navigate = useNavigate();
  // Once opened it stays mounted, so closing it animates like any other dialog.
  const [wanted, setWanted] = useState(false);
  if (dialog.isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
