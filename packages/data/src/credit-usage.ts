/**
 * The usage page (`/dashboard/profile/usage`): credits spent per day and tool over a range of days,
 * and the credit history, narrowed by kind of change and tool, a page at a time.
 */
import { endpointRoutes, type CreditHistoryResponse, type CreditKind, type SessionType } from '@facet/contract';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useUser } from './account-hooks';
import { cursorPages } from './cursor-pages';
import { creditKeys } from './keys';
import { call } from './request';
import { queryStatus } from './swr-config';

/** History rows a page. */
export const CREDIT_HISTORY_PAGE_SIZE = 20;

/** The ranges the page offers, in days ending today. */
export const usageRanges = [7, 30, 90] as const;
export type UsageRange = (typeof usageRanges)[number];

export interface CreditHistoryFilter {
  kind?: CreditKind | undefined;
  tool?: SessionType | undefined;
}

/** The browser's time zone, so a day on the chart is the person's own day. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** `YYYY-MM-DD` of an instant in a time zone. */
function dateIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The last `days` days up to and including today in `timeZone`, as the API's `from` and `to`. */
export function usageRangeDates(days: number, now: Date, timeZone: string): { from: string; to: string } {
  const to = dateIn(now, timeZone);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

export const fetchCreditUsage = (query: { from: string; to: string; time_zone: string }) => call(endpointRoutes.creditUsage, { query });
export const fetchCreditHistoryPage = (userId: string, filter: CreditHistoryFilter, cursor: string | undefined, limit: number = CREDIT_HISTORY_PAGE_SIZE) =>
  call(endpointRoutes.creditHistory, { params: { user_id: userId }, query: { ...filter, cursor, limit } });

/** Credits the signed-in user spent per day and tool over the last `days` days. */
export function useCreditUsage(days: number, timeZone: string = localTimeZone()) {
  const { user } = useUser();
  const { from, to } = usageRangeDates(days, new Date(), timeZone);
  const result = useSWR(user ? creditKeys.usage(from, to, timeZone) : null, ([, , from, to, time_zone]) => fetchCreditUsage({ from, to, time_zone }), {
    keepPreviousData: true,
  });
  return { usage: result.data, error: result.error as unknown, status: queryStatus(result), refresh: () => void result.mutate() };
}

/** The signed-in user's credit history, newest first, a page at a time. */
export function useCreditHistory(filter: CreditHistoryFilter = {}, pageSize: number = CREDIT_HISTORY_PAGE_SIZE) {
  const { user } = useUser();
  const normalized = { kind: filter.kind, tool: filter.tool };
  const result = useSWRInfinite(
    (index: number, previous: CreditHistoryResponse | null) =>
      !user || (previous && !previous.nextCursor)
        ? null
        : creditKeys.historyPage(user.id, normalized, index === 0 ? undefined : (previous?.nextCursor ?? undefined)),
    ([, , userId, filter, cursor]) => fetchCreditHistoryPage(userId, filter, cursor || undefined, pageSize),
    { revalidateFirstPage: false },
  );
  const { items, isLoading, ...paging } = cursorPages(result);
  return { entries: items, ...paging, isLoading: isLoading || (user === undefined && !result.data?.length) };
}
