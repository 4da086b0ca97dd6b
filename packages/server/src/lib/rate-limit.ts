import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error';

export interface FixedWindowOptions {
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Milliseconds until the current window ends. */
  retryAfterMs: number;
}

/**
 * Counts hits per key in fixed windows that start at a key's first hit. Expired windows are swept at
 * most once a window, so memory stays bounded by one window's callers. In memory: per process.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;
  private readonly now: () => number;

  constructor(private readonly options: FixedWindowOptions) {
    this.now = options.now ?? Date.now;
  }

  hit(key: string): LimitDecision {
    const now = this.now();
    if (now >= this.nextSweep) {
      for (const [other, window] of this.windows) if (window.resetAt <= now) this.windows.delete(other);
      this.nextSweep = now + this.options.windowMs;
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.options.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= this.options.limit, retryAfterMs: window.resetAt - now };
  }
}

/** An onRequest hook that answers 429 `RATE_LIMITED` once a caller's IP is over the limit. */
export function rateLimitByIp(options: FixedWindowOptions): onRequestAsyncHookHandler {
  const limiter = new FixedWindowLimiter(options);
  return async function rateLimit(request: FastifyRequest, reply) {
    const decision = limiter.hit(request.ip);
    if (decision.allowed) return;
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, 'RATE_LIMITED', `Too many requests. Try again in ${seconds} seconds.`);
  };
}
