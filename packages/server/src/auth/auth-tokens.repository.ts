import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { type AuthTokenRow, authTokens, type UserRow, users } from '../db/schema';

export type NewAuthToken = typeof authTokens.$inferInsert;

export class AuthTokensRepository {
  constructor(private readonly db: FacetDb) {}

  async insert(token: NewAuthToken): Promise<AuthTokenRow> {
    const [row] = await this.db.insert(authTokens).values(token).returning();
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return row;
  }

  /** The token with this hash if it is unrevoked, unexpired and its user not deleted, with the user. */
  async findActive(tokenHash: string): Promise<{ token: AuthTokenRow; user: UserRow } | undefined> {
    const [row] = await this.db
      .select({ token: authTokens, user: users })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(
        and(
          eq(authTokens.tokenHash, tokenHash),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, sql`now()`),
          isNull(users.deletedAt),
        ),
      );
    return row;
  }

  /** Records use at most once a minute, so reading a token does not mean a write per request. */
  async touch(id: string): Promise<void> {
    await this.db
      .update(authTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(authTokens.id, id), or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, sql`now() - interval '1 minute'`))));
  }

  async revoke(id: string): Promise<void> {
    await this.db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
  }

  async revokeAllForUser(userId: string): Promise<void> {
    await this.db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  }
}
