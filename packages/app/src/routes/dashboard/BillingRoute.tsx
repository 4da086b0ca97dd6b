import {
  errorText,
  useBillingPortal,
  useCancelSubscription,
  useInvoices,
  useReceiptDownload,
  useResumeSubscription,
  useSubscription,
  useUser,
} from '@facet/data';
import { BillingScreen } from '@facet/ui';
import { useState } from 'react';
import { pricingHref } from '../auth/paths';

/** `/dashboard/profile/billing`: the plan, cancelling and resuming it, the provider's portal and the invoices. */
export function BillingRoute() {
  const { user } = useUser();
  const { subscription, error: subscriptionError, refresh } = useSubscription();
  const invoices = useInvoices();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useBillingPortal();
  const receipt = useReceiptDownload();
  const [isCancelOpen, setCancelOpen] = useState(false);
  // Stays set until the browser has left for the portal, so the button keeps spinning.
  const [isLeaving, setLeaving] = useState(false);

  return (
    <BillingScreen
      subscription={subscription}
      subscriptionError={errorText(subscriptionError)}
      onRetrySubscription={refresh}
      tier={user?.tier}
      pricingHref={pricingHref('billing_page')}
      isCancelOpen={isCancelOpen}
      onOpenCancel={() => {
        cancel.reset();
        setCancelOpen(true);
      }}
      onCloseCancel={() => setCancelOpen(false)}
      onConfirmCancel={() => {
        cancel.trigger().then(
          () => setCancelOpen(false),
          () => undefined,
        );
      }}
      isCanceling={cancel.isMutating}
      cancelError={errorText(cancel.error)}
      onResume={() => void resume.trigger().catch(() => undefined)}
      isResuming={resume.isMutating}
      resumeError={errorText(resume.error)}
      onOpenPortal={() => {
        setLeaving(true);
        portal.trigger().then(
          ({ url }) => window.location.assign(url),
          () => setLeaving(false),
        );
      }}
      isOpeningPortal={portal.isMutating || isLeaving}
      portalError={portal.error && !isLeaving ? errorText(portal.error) : undefined}
      invoices={invoices.status === 'loading' || invoices.status === 'paused' ? undefined : invoices.invoices}
      invoicesError={errorText(invoices.error)}
      hasMoreInvoices={invoices.hasMore}
      isLoadingMoreInvoices={invoices.isLoadingMore}
      onLoadMoreInvoices={invoices.loadMore}
      onDownloadReceipt={receipt.download}
      downloadingReceiptId={receipt.pendingId}
      receiptError={receipt.error ? errorText(receipt.error) : undefined}
    />
  );
}
