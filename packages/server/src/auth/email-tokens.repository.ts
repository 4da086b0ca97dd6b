import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { emailTokens } from '../db/schema';

export type EmailTokenPurpose = 'verify' | 'reset';
export type NewEmailToken = typeof emailTokens.$inferInsert;

export class EmailTokensRepository {
  constructor(private readonly db: FacetDb) {}

  async insert(token: NewEmailToken): Promise<void> {
    await this.db.insert(emailTokens).values(token);
  }

  /**
   * Marks an unused, unexpired token as used and answers its user id; one statement, so two requests
   * with the same token cannot both succeed.
   */
  async consume(tokenHash: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
    const [row] = await this.db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailTokens.userId });
    return row?.userId;
  }

  /** Ends every open token of a purpose, e.g. the other reset links once a password is reset. */
  async expireAll(userId: string, purpose: EmailTokenPurpose): Promise<void> {
    await this.db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  }
}
