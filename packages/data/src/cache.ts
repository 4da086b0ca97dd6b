/**
 * The garbage collection of SPEC.md section 9: a cached answer that no mounted hook has used for
 * 5 minutes is dropped, so a long session does not keep every page it ever visited in memory. A key
 * stays while any hook using it is mounted, however long; the 5 minutes start when the last one goes.
 */
import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { Cache, Middleware, State } from 'swr';

export const CACHE_GC_MS = 5 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;
// useSWRInfinite keeps its pages under this prefix plus the first page's key.
const INFINITE_PREFIX = '$inf$';

export class CollectedCache extends Map<string, State> implements Cache {
  private readonly users = new Map<string, number>();
  /** When each key was last set, read while unused, or let go by its last hook. */
  private readonly lastUsed = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly gcMs = CACHE_GC_MS,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  override get(key: string): State | undefined {
    if (super.has(key)) this.lastUsed.set(key, this.now());
    return super.get(key);
  }

  override set(key: string, value: State): this {
    this.lastUsed.set(key, this.now());
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    this.lastUsed.delete(key);
    return super.delete(key);
  }

  /** A hook using `key` mounted; the returned function is its unmount. */
  retain(key: string): () => void {
    this.users.set(key, (this.users.get(key) ?? 0) + 1);
    return () => {
      const left = (this.users.get(key) ?? 1) - 1;
      if (left > 0) this.users.set(key, left);
      else this.users.delete(key);
      this.lastUsed.set(key, this.now());
    };
  }

  /** Drops every unused key idle for the collection time; returns the keys dropped. */
  sweep(): string[] {
    const dropped: string[] = [];
    const now = this.now();
    for (const key of [...this.keys()]) {
      if (this.users.has(key)) continue;
      if (now - (this.lastUsed.get(key) ?? 0) >= this.gcMs) {
        this.delete(key);
        dropped.push(key);
      }
    }
    return dropped;
  }

  /** Sweeps every minute until `stop`. */
  start(everyMs = SWEEP_EVERY_MS): this {
    this.stop();
    this.timer = setInterval(() => this.sweep(), everyMs);
    return this;
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** The cache keys a hook's key stands for: itself, and for an infinite list its page store too. */
function cacheKeys(key: unknown): string[] {
  let resolved = key;
  if (typeof key === 'function') {
    try {
      resolved = (key as (index: number, previous: null) => unknown)(0, null);
    } catch {
      return [];
    }
  }
  const serialized = unstable_serialize(resolved as Parameters<typeof unstable_serialize>[0]);
  if (!serialized) return [];
  return typeof key === 'function' ? [serialized, INFINITE_PREFIX + serialized] : [serialized];
}

/** SWR middleware: keeps a key in the cache while a hook using it is mounted. */
export const retainWhileMounted: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const { cache } = useSWRConfig();
  const keys = cacheKeys(key);
  const id = keys.join('\u0000');
  useEffect(() => {
    if (!(cache instanceof CollectedCache) || keys.length === 0) return;
    const releases = keys.map((item) => cache.retain(item));
    return () => releases.forEach((release) => release());
  }, [cache, id]); // eslint-disable-line react-hooks/exhaustive-deps -- `id` stands for `keys`
  return useSWRNext(key, fetcher, config);
};
