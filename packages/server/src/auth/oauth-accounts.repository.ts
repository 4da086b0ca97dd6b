import { and, eq, isNull } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { oauthAccounts, type UserRow, users } from '../db/schema';

export type NewOAuthAccount = typeof oauthAccounts.$inferInsert;

export class OAuthAccountsRepository {
  constructor(private readonly db: FacetDb) {}

  /** The live user a provider identity is linked to. */
  async findUser(provider: string, providerUserId: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId), isNull(users.deletedAt)));
    return row?.user;
  }

  async insert(account: NewOAuthAccount): Promise<void> {
    await this.db.insert(oauthAccounts).values(account);
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  }
}
