import { and, eq, lt } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { oauthStates } from '../db/schema';

export interface OAuthStateRow {
  provider: string;
  codeVerifier: string;
  redirectTo: string | null;
  expiresAt: Date;
}

export class OAuthStatesRepository {
  constructor(private readonly db: FacetDb) {}

  async create(stateHash: string, row: OAuthStateRow): Promise<void> {
    // Abandoned sign-ins would pile up otherwise; starting a new one sweeps the expired ones.
    await this.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
    await this.db.insert(oauthStates).values({ state: stateHash, ...row });
  }

  /** Removes and returns the state in one statement, so a state can be used once only. */
  async take(stateHash: string, provider: string): Promise<OAuthStateRow | undefined> {
    const [row] = await this.db
      .delete(oauthStates)
      .where(and(eq(oauthStates.state, stateHash), eq(oauthStates.provider, provider)))
      .returning();
    return row;
  }
}
