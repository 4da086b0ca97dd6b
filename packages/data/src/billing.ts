/**
 * The billing page (`/dashboard/profile/billing`): the plan and whether it renews, cancelling and
 * resuming it, the provider's portal for the card on file, and the invoices with their receipts.
 */
import { endpoints, type Invoice, type InvoicesResponse, type Subscription } from '@facet/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import useSWRMutation from 'swr/mutation';
import { billingKeys, userKeys } from './keys';
import { call, getApiBaseUrl } from './request';
import { queryStatus, withMutationRetry } from './swr-config';

/** Invoices a page: a year of monthly renewals with a few packs fits on the first. */
export const INVOICES_PAGE_SIZE = 20;

export const fetchSubscription = () => call(endpoints.subscription);
export const cancelSubscription = () => call(endpoints.cancelSubscription);
export const resumeSubscription = () => call(endpoints.resumeSubscription);
export const openBillingPortal = () => call(endpoints.billingPortal);
export const fetchInvoicePage = (cursor: string | undefined, limit: number = INVOICES_PAGE_SIZE) =>
  call(endpoints.invoices, { query: { cursor, limit } });

/**
 * Where an invoice's PDF receipt downloads from: its path when the API is on the page's own origin,
 * else the API's full address of it. A path, because the app's links resolve an href through the
 * router, which would read a full address on the page's own origin as a path under the current page.
 */
export function receiptHref(invoice: Pick<Invoice, 'receipt_url'>): string {
  const url = new URL(invoice.receipt_url, getApiBaseUrl());
  const pageOrigin = typeof window === 'undefined' ? undefined : window.location.origin;
  return url.origin === pageOrigin ? `${url.pathname}${url.search}` : url.toString();
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
  const pages = result.data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = last ? last.nextCursor !== null : false;
  const isLoadingMore = result.size > pages.length && result.error === undefined;
  return {
    invoices: pages.flatMap((page) => page.items),
    hasMore,
    isLoading: result.isLoading,
    isLoadingMore: isLoadingMore && pages.length > 0,
    error: result.error as unknown,
    status: queryStatus(result),
    /** The next page; after a failed page, that page again. */
    loadMore: () => {
      if (result.error !== undefined) void result.mutate();
      else if (hasMore && !isLoadingMore) void result.setSize(result.size + 1);
    },
    refresh: () => void result.mutate(),
  };
}
