/**
 * The billing page (`/dashboard/profile/billing`): the plan and whether it renews, cancelling and
 * resuming it, the provider's portal for the card on file, and the invoices with their receipts.
 */
import { endpointRoutes, type Invoice, type InvoicesResponse, type Subscription } from '@facet/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import useSWRMutation from 'swr/mutation';
import { useState } from 'react';
import { billingKeys, userKeys } from './keys';
import { apiErrorFromText, call, getApiBaseUrl, productHeaders } from './request';
import { cursorPages } from './cursor-pages';
import { queryStatus, withMutationRetry } from './swr-config';

/** Invoices a page: a year of monthly renewals with a few packs fits on the first. */
export const INVOICES_PAGE_SIZE = 20;

export const fetchSubscription = () => call(endpointRoutes.subscription);
export const cancelSubscription = () => call(endpointRoutes.cancelSubscription);
export const resumeSubscription = () => call(endpointRoutes.resumeSubscription);
export const openBillingPortal = () => call(endpointRoutes.billingPortal);
export const fetchInvoicePage = (cursor: string | undefined, limit: number = INVOICES_PAGE_SIZE) =>
  call(endpointRoutes.invoices, { query: { cursor, limit } });

/**
 * Fetches an invoice's PDF receipt as the signed-in person (the API reads the bearer token, which a
 * plain link would not send) and hands it to the browser as a download under the server's file name.
 */
export async function downloadReceipt(invoice: Pick<Invoice, 'id' | 'receipt_url'>): Promise<void> {
  const response = await fetch(new URL(invoice.receipt_url, getApiBaseUrl()), { headers: productHeaders() });
  if (!response.ok) throw apiErrorFromText(response.status, await response.text());
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `receipt-${invoice.id}.pdf`;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has surely taken the file.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** A receipt download at a time: which invoice's is on its way, and why the last one failed. */
export function useReceiptDownload() {
  const [pendingId, setPendingId] = useState<string>();
  const [error, setError] = useState<unknown>();
  return {
    pendingId,
    error,
    download(invoice: Pick<Invoice, 'id' | 'receipt_url'>) {
      if (pendingId) return;
      setPendingId(invoice.id);
      setError(undefined);
      downloadReceipt(invoice).then(
        () => setPendingId(undefined),
        (failure: unknown) => {
          setError(failure);
          setPendingId(undefined);
        },
      );
    },
  };
}

export function useSubscription() {
  const result = useSWR(billingKeys.subscription, fetchSubscription);
  return { subscription: result.data, error: result.error as unknown, status: queryStatus(result), refresh: () => void result.mutate() };
}

/**
 * Cancel or resume: the answer is the plan as it now stands, put straight into the subscription
 * cache; the user is read again, since the tier and its flags follow the plan.
 */
function useSubscriptionChange(key: readonly string[], run: () => Promise<Subscription>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(key, async () => {
    const subscription = await withMutationRetry(run);
    void mutate(billingKeys.subscription, subscription, { revalidate: false });
    void mutate(userKeys.current);
    return subscription;
  });
}

/** Cancels the plan at the end of the paid month; the tier stays until then. */
export function useCancelSubscription() {
  return useSubscriptionChange(billingKeys.cancel, cancelSubscription);
}

/** Undoes a cancellation before the paid month ends. */
export function useResumeSubscription() {
  return useSubscriptionChange(billingKeys.resume, resumeSubscription);
}

/** Resolves to the provider's portal address (valid a few minutes), for the browser to go to. */
export function useBillingPortal() {
  return useSWRMutation(billingKeys.portal, () => openBillingPortal());
}

/** The invoices, newest first, a page at a time. */
export function useInvoices(pageSize: number = INVOICES_PAGE_SIZE) {
  const result = useSWRInfinite(
    (index: number, previous: InvoicesResponse | null) =>
      previous && !previous.nextCursor ? null : billingKeys.invoicesPage(index === 0 ? undefined : (previous?.nextCursor ?? undefined)),
    ([, , cursor]) => fetchInvoicePage(cursor || undefined, pageSize),
    { revalidateFirstPage: false },
  );
  const { items, ...paging } = cursorPages(result);
  return { invoices: items, ...paging };
}
