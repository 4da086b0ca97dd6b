import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from '../src/lib/rate-limit';

describe('FixedWindowLimiter', () => {
  it('allows `limit` hits per key in a window from its first hit, then refuses until it ends', () => {
    let now = 5_000;
    const limiter = new FixedWindowLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit('a')).toEqual({ allowed: true, retryAfterMs: 60_000 });
    now += 10_000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(limiter.hit('b')).toEqual({ allowed: true, retryAfterMs: 60_000 });
    now = 65_000;
    expect(limiter.hit('a')).toEqual({ allowed: true, retryAfterMs: 60_000 });
    expect(limiter.hit('b')).toEqual({ allowed: true, retryAfterMs: 10_000 });
    expect(limiter.hit('b')).toEqual({ allowed: false, retryAfterMs: 10_000 });
  });
});
