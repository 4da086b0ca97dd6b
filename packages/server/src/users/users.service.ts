import {
  type CreditsResponse,
  type DeleteFlowResponse,
  type OnboardingStep,
  SIGN_UP_CREDITS,
  type Tier,
  type UserProfile,
} from '@facet/contract';
import { type Caller, reachAccount } from '../access/access';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { Repositories, Store } from '../db/store';
import type { CreditsService } from '../credits/credits.service';
import { toProfile } from './profile';

export interface NewAccount {
  email: string;
  name: string;
  /** argon2id, or null for an account that signs in through a provider only. */
  passwordHash: string | null;
  emailVerified: boolean;
  role?: string;
}

const noSuchUser = () => new HttpError(404, 'NOT_FOUND', 'No such user.');

/** The account itself: creating, reading, changing and deleting it. */
export class UsersService {
  constructor(
    private readonly store: Store,
    private readonly ledger: CreditsService,
  ) {}

  /** Inserts the user and grants the sign-up credits through the ledger, in the caller's transaction. */
  async createAccountWithin(repositories: Repositories, account: NewAccount): Promise<UserRow> {
    const user = await repositories.users.insert({
      email: account.email,
      name: account.name,
      passwordHash: account.passwordHash,
      role: account.role ?? 'user',
      emailVerifiedAt: account.emailVerified ? new Date() : null,
    });
    const { balance } = await this.ledger.applyWithin(repositories, {
      userId: user.id,
      amount: SIGN_UP_CREDITS,
      reason: 'sign_up',
      reference: user.id,
    });
    return { ...user, credits: balance };
  }

  createAccount(account: NewAccount): Promise<UserRow> {
    return this.store.transaction((repositories) => this.createAccountWithin(repositories, account));
  }

  /** The caller's profile; with a login-as token, it names the admin signed in as them. */
  async profile(caller: Caller): Promise<UserProfile> {
    const adminId = caller.token.impersonatedBy;
    const admin = adminId ? await this.store.users.findById(adminId) : undefined;
    return toProfile(caller.user, adminId ? { email: admin?.email ?? '' } : null);
  }

  /** Only your own account: another id answers 404 like an id that does not exist. */
  async update(caller: Caller, id: string, patch: { name: string }): Promise<UserProfile> {
    await reachAccount(this.store, caller, id, 'change');
    const user = await this.store.users.update(id, { name: patch.name });
    if (!user) throw noSuchUser();
    return toProfile(user);
  }

  credits(caller: Caller): CreditsResponse {
    return { credits: caller.user.credits };
  }

  async deleteFlow(caller: Caller): Promise<DeleteFlowResponse> {
    // Whether a plan renews is the payments service's to say (the route asks it).
    const assetCount = await this.store.assets.countLive(caller.user.id);
    return { email: caller.user.email, credits: caller.user.credits, asset_count: assetCount, has_active_subscription: false };
  }

  /** Deletes the account and ends every way into it: tokens, provider links, mailed links. */
  async deleteAccount(caller: Caller): Promise<void> {
    await this.store.transaction(async (repositories) => {
      const deleted = await repositories.users.markDeleted(caller.user.id);
      if (!deleted) throw noSuchUser();
      await repositories.authTokens.revokeAllForUser(caller.user.id);
      await repositories.oauthAccounts.deleteForUser(caller.user.id);
      await repositories.emailTokens.expireAll(caller.user.id, 'verify');
      await repositories.emailTokens.expireAll(caller.user.id, 'reset');
    });
  }

  /** An admin's operation: sets any account's plan tier. */
  async updateTier(caller: Caller, userId: string, tier: Tier): Promise<UserProfile> {
    await reachAccount(this.store, caller, userId, 'administer');
    const user = await this.store.users.update(userId, { tier });
    if (!user) throw noSuchUser();
    return toProfile(user);
  }

  async skipOnboarding(caller: Caller): Promise<UserProfile> {
    const user = await this.store.users.skipOnboarding(caller.user.id);
    if (!user) throw noSuchUser();
    return toProfile(user);
  }

  async completeOnboardingStep(caller: Caller, step: OnboardingStep): Promise<UserProfile> {
    const user = await this.store.users.completeOnboardingStep(caller.user.id, step);
    if (!user) throw noSuchUser();
    return toProfile(user);
  }
}
