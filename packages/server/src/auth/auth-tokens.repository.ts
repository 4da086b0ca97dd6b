import type { OrganizationRole } from '@facet/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { type AuthTokenRow, authTokens, organizationMembers, organizations, type UserRow, users } from '../db/schema';

export type NewAuthToken = typeof authTokens.$inferInsert;

export class AuthTokensRepository {
  private callerQuery?: ReturnType<typeof callerStatement>;

  constructor(private readonly db: FacetDb) {}

  async insert(token: NewAuthToken): Promise<AuthTokenRow> {
    const [row] = await this.db.insert(authTokens).values(token).returning();
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return row;
  }

  /**
   * What a request's token says about its caller, in one statement: the token if it is unrevoked and
   * unexpired, its user if not deleted, and the organizations (not disabled) the user is a member of
   * with their role in each. The memberships are read with the token on every request, never kept
   * between requests, so a member removed now is refused from the next request on.
   */
  async findCaller(tokenHash: string): Promise<{ token: AuthTokenRow; user: UserRow; memberships: [string, OrganizationRole][] } | undefined> {
    this.callerQuery ??= callerStatement(this.db);
    const [row] = await this.callerQuery.execute({ tokenHash });
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

/**
 * The statement of `findCaller`: named, so each connection parses and plans it once, as it runs for
 * every signed-in request.
 */
function callerStatement(db: FacetDb) {
  return db
    .select({
      token: authTokens,
      user: users,
      memberships: sql<[string, OrganizationRole][]>`(
        SELECT coalesce(json_agg(json_build_array(${organizationMembers.organizationId}, ${organizationMembers.role})), '[]'::json)
        FROM ${organizationMembers} JOIN ${organizations} ON ${organizations.id} = ${organizationMembers.organizationId}
        WHERE ${organizationMembers.userId} = ${users.id} AND NOT ${organizations.disabled}
      )`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, sql`now()`), isNull(users.deletedAt)))
    .prepare('find_caller');
}
