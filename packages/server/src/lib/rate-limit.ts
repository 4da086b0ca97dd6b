/**
 * Per-IP limits on the calls a script could abuse (sign-in, sign-up, reports), counted by
 * @fastify/rate-limit in fixed windows that start at a caller's first request. A lone server counts in
 * memory; API nodes that share a PostgreSQL database count in it, so N nodes do not allow N times the
 * limit.
 */
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { RateLimitsRepository } from './rate-limits.repository';
import { HttpError } from './http-error';

export interface IpRateLimit {
  /** Names the count in the store; every route given the same name shares one count. */
  name: string;
  /** Requests allowed per IP in one window. */
  limit: number;
  windowMs: number;
}

/**
 * Registers the limiter: with `shared`, counts are kept in the database for every node to see;
 * without, in this process's memory. Limits apply only where a route asks with `rateLimitByIp`.
 */
export async function registerRateLimits(app: FastifyInstance, shared: RateLimitsRepository | undefined): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(shared ? { store: sharedStore(shared) } : {}),
    // A refused caller learns when to come back; one under the limit is told nothing.
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, { ttl }) => {
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      return new HttpError(429, 'RATE_LIMITED', `Too many requests. Try again in ${seconds} seconds.`);
    },
  });
}

const limitsByApp = new WeakMap<FastifyInstance, Map<string, { limit: IpRateLimit; hook: onRequestHookHandler }>>();

/**
 * An onRequest hook that answers 429 `RATE_LIMITED` with a `retry-after` once the caller's IP (its
 * /64 for IPv6) is over `limit` in the window. The same name always gives the same hook, so the
 * count is shared alike in memory and in the database.
 */
export function rateLimitByIp(app: FastifyInstance, limit: IpRateLimit): onRequestHookHandler {
  const limits = limitsByApp.get(app) ?? new Map<string, { limit: IpRateLimit; hook: onRequestHookHandler }>();
  limitsByApp.set(app, limits);
  const known = limits.get(limit.name);
  if (known) {
    if (known.limit.limit !== limit.limit || known.limit.windowMs !== limit.windowMs) {
      throw new Error(`rate limit ${limit.name}: already defined with another limit or window`);
    }
    return known.hook;
  }
  const hook: onRequestHookHandler = app.rateLimit({
    max: limit.limit,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${limit.name}:${normalizeIP(request.ip)}`,
  });
  limits.set(limit.name, { limit, hook });
  return hook;
}

// Expired rows are deleted at most this often by each node; a key whose window ended starts afresh
// on its next request whether or not its row is gone.
const SWEEP_EVERY_MS = 60_000;

/** A store over the database. Keys carry their limit's name, so every route shares one store. */
function sharedStore(repository: RateLimitsRepository): FastifyRateLimitStoreCtor {
  let nextSweep = 0;
  const count = async (key: string, windowMs: number) => {
    if (Date.now() >= nextSweep) {
      nextSweep = Date.now() + SWEEP_EVERY_MS;
      await repository.sweep();
    }
    const { hits, msLeft } = await repository.hit(key, windowMs);
    return { current: hits, ttl: msLeft };
  };
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
