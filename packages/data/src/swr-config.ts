/**
 * The request cache rules of SPEC.md section 9: fresh 5 minutes, 2 query retries and 1 mutation retry
 * with back-off from 1 s doubling up to 30 s, no refetch on focus or reconnect.
 */
import type { SWRConfiguration } from 'swr';
import { ApiError } from './request';

export const CACHE_FRESH_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 2;
export const MUTATION_RETRIES = 1;
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** Wait before retry number `retryCount` (1 for the first): 1 s, 2 s, 4 s ... at most 30 s. */
export function retryDelayMs(retryCount: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, retryCount - 1), MAX_RETRY_DELAY_MS);
}

/**
 * A client error (4xx other than time-out and rate limit) answers the same the second time, so it is
 * not retried: retrying a wrong password or a short balance would only delay the message.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Offline: requests wait instead of failing, shown as the paused state (SPEC.md section 4). */
export function isPaused(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export const swrConfig = {
  dedupingInterval: CACHE_FRESH_MS,
  focusThrottleInterval: CACHE_FRESH_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: true,
  isPaused,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (retryCount > QUERY_RETRIES || !isRetryable(error)) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
  },
} satisfies SWRConfiguration;

/** Runs a mutation, and once more after the first back-off step if it failed in a retryable way. */
export async function withMutationRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= MUTATION_RETRIES || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt + 1)));
    }
  }
}

export type QueryStatus = 'loading' | 'success' | 'error' | 'paused';

/** The four states of SPEC.md section 4 from an SWR result. */
export function queryStatus(result: { error?: unknown; isLoading: boolean }): QueryStatus {
  if (result.error !== undefined) return 'error';
  if (result.isLoading) return isPaused() ? 'paused' : 'loading';
  return 'success';
}
