import { lte, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { rateLimitHits } from '../db/schema';

export interface RateLimitCount {
  /** Requests counted in the window in force, this one included. */
  hits: number;
  /** Milliseconds until that window ends. */
  msLeft: number;
}

// The database's clock, not each node's, starts and ends windows, so nodes whose clocks differ agree.
const windowHasEnded = sql`${rateLimitHits.resetsAt} <= now()`;

export class RateLimitsRepository {
  constructor(private readonly db: FacetDb) {}

  /**
   * Counts one request under `key` in one statement: in the window in force, or as the first of a new
   * window of `windowMs` when there is none, so concurrent requests on several nodes are all counted.
   */
  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const newWindowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, hits: 1, resetsAt: newWindowEnd })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`CASE WHEN ${windowHasEnded} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
          resetsAt: sql`CASE WHEN ${windowHasEnded} THEN excluded.resets_at ELSE ${rateLimitHits.resetsAt} END`,
        },
      })
      .returning({
        hits: rateLimitHits.hits,
        msLeft: sql<number>`ceil(extract(epoch FROM ${rateLimitHits.resetsAt} - now()) * 1000)::float8`,
      });
    if (!row) throw new Error(`rate limit: no count returned for ${key}`);
    return row;
  }

  /** Removes the counts of windows that have ended; their keys start afresh on their next request. */
  async sweep(): Promise<void> {
    await this.db.delete(rateLimitHits).where(lte(rateLimitHits.resetsAt, sql`now()`));
  }
}
