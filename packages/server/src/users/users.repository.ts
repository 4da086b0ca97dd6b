import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { type OnboardingState, type UserRow, users } from '../db/schema';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Pick<UserRow, 'name' | 'passwordHash' | 'role' | 'tier' | 'emailVerifiedAt' | 'onboarding' | 'email'>>;

const live = isNull(users.deletedAt);

export class UsersRepository {
  constructor(private readonly db: FacetDb) {}

  async insert(user: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(and(eq(users.id, id), live));
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, live));
    return row;
  }

  async update(id: string, patch: UserPatch): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set(patch)
      .where(and(eq(users.id, id), live))
      .returning();
    return row;
  }

  /** Adds `step` to the completed steps once, in one statement, so two updates at once both count. */
  async completeOnboardingStep(id: string, step: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({
        onboarding: sql<OnboardingState>`jsonb_set(${users.onboarding}, '{completed_steps}',
          CASE WHEN ${users.onboarding}->'completed_steps' ? ${step} THEN ${users.onboarding}->'completed_steps'
          ELSE coalesce(${users.onboarding}->'completed_steps', '[]'::jsonb) || to_jsonb(${step}::text) END)`,
      })
      .where(and(eq(users.id, id), live))
      .returning();
    return row;
  }

  async skipOnboarding(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ onboarding: sql<OnboardingState>`jsonb_set(${users.onboarding}, '{skipped}', 'true'::jsonb)` })
      .where(and(eq(users.id, id), live))
      .returning();
    return row;
  }

  async anyAdmin(): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`${users.role} ilike '%admin%'`, live))
      .limit(1);
    return row !== undefined;
  }

  /** Removes what identifies the person; the row stays because the ledger refers to it. */
  async markDeleted(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({
        email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
        name: '',
        passwordHash: null,
        deletedAt: sql`now()`,
      })
      .where(and(eq(users.id, id), live))
      .returning();
    return row;
  }
}
