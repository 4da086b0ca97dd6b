import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/request';
import { isRetryable, retryDelayMs, swrConfig, withMutationRetry } from '../src/swr-config';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/**
 * Drives `onErrorRetry` the way SWR does (use-swr: each failed revalidation calls it again with
 * retryCount + 1) for a query that always fails, and records when each retry runs.
 */
function failingQuery(error: Error): number[] {
  const retriedAt: number[] = [];
  const start = Date.now();
  const fail = (retryCount: number) =>
    swrConfig.onErrorRetry(error, 'USER', swrConfig as never, (opts) => {
      retriedAt.push(Date.now() - start);
      fail((opts?.retryCount ?? 0) + 1);
    }, { retryCount, dedupe: true });
  fail(1);
  return retriedAt;
}

describe('query retries', () => {
  it('retries twice, after 1 s and then 2 s more', () => {
    const retriedAt = failingQuery(new Error('network down'));
    vi.advanceTimersByTime(999);
    expect(retriedAt).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(retriedAt).toEqual([1000]);
    vi.advanceTimersByTime(1999);
    expect(retriedAt).toEqual([1000]);
    vi.advanceTimersByTime(1);
    expect(retriedAt).toEqual([1000, 3000]);
    vi.advanceTimersByTime(60_000);
    expect(retriedAt).toEqual([1000, 3000]);
  });

  it('retries a server error but not a client error', () => {
    const serverError = failingQuery(new ApiError('boom', 500, 500));
    vi.advanceTimersByTime(10_000);
    expect(serverError).toHaveLength(2);
    const notFound = failingQuery(new ApiError('Not found', 'NOT_FOUND', 404));
    vi.advanceTimersByTime(10_000);
    expect(notFound).toEqual([]);
    expect(isRetryable(new ApiError('Slow down', 'RATE_LIMITED', 429))).toBe(true);
  });

  it('doubles the back-off from 1 s and caps it at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('keeps data fresh 5 minutes and does not refetch on focus or reconnect', () => {
    expect(swrConfig).toMatchObject({ dedupingInterval: 300_000, revalidateOnFocus: false, revalidateOnReconnect: false });
  });
});

describe('withMutationRetry', () => {
  it('retries a failed mutation once, after 1 s', async () => {
    const calls: number[] = [];
    const start = Date.now();
    const result = withMutationRetry(async () => {
      calls.push(Date.now() - start);
      throw new Error('network down');
    });
    const settled = expect(result).rejects.toThrow('network down');
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    expect(calls).toEqual([0, 1000]);
  });

  it('answers the retry when it succeeds', async () => {
    let calls = 0;
    const result = withMutationRetry(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError('Bad gateway', 502, 502);
      return 'saved';
    });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('saved');
  });

  it('does not retry a client error such as a wrong password', async () => {
    let calls = 0;
    await expect(
      withMutationRetry(async () => {
        calls += 1;
        throw new ApiError('Wrong email or password', 'UNAUTHENTICATED', 401);
      }),
    ).rejects.toThrow('Wrong email or password');
    expect(calls).toBe(1);
  });
});
