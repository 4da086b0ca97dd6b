import { hash, verify } from '@node-rs/argon2';
import { AUTH, isAdminRole, oauthProviderNames, pages, type MessageResponse, type OAuthProviderId, type TokenResponse, type UserProfile } from '@facet/contract';
import type { AuthTokenRow, UserRow } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import { hashSecretToken, newSecretToken } from '../lib/secret-tokens';
import type { Repositories, Store } from '../db/store';
import { type Caller, reachAccount } from '../access/access';
import type { MailService } from '../mail/mail.service';
import type { OAuthIdentity } from './oauth-providers';
import { toProfile } from '../users/profile';
import { recordAdminAction } from '../admin/audit';
import type { UsersService } from '../users/users.service';

/** Who the provider says signed in, and which provider said it. */
export type OAuthSignInIdentity = OAuthIdentity & { provider: OAuthProviderId };

export type TokenKind = AuthTokenRow['kind'];

// argon2id (algorithm 2) with the library's defaults: 19 MiB, 2 passes, as OWASP recommends.
const ARGON2ID = { algorithm: 2 } as const;

/** How often a token's last use is written; matches the guard in `AuthTokensRepository.touch`. */
const TOKEN_TOUCH_EVERY_MS = 60_000;
const wrongCredentials = () => new HttpError(401, 'UNAUTHENTICATED', 'The email or password is wrong.');
const signInRequired = () => new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue.');

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that address, we sent it a link to reset the password.';

/** Signing in and out, tokens, and the mailed verification and reset links. */
export class AuthService {
  // Verified against when the email is unknown, so a login takes as long whether or not it exists.
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly store: Store,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  hashPassword(password: string): Promise<string> {
    return hash(password, ARGON2ID);
  }

  /** `origin`: where the mail's link points, the origin the person signed up on (see `lib/link-origin.ts`). */
  async register(input: { email: string; password: string; name?: string | undefined }, origin: string): Promise<TokenResponse> {
    const passwordHash = await this.hashPassword(input.password);
    let user: UserRow;
    try {
      user = await this.users.createAccount({
        email: input.email,
        name: input.name ?? input.email.split('@')[0] ?? '',
        passwordHash,
        emailVerified: false,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_unique')) {
        throw new HttpError(409, 'CONFLICT', 'An account with this email already exists. Sign in instead.');
      }
      throw error;
    }
    // The account exists either way; a mail failure is logged and the user can ask for another link.
    await this.mailVerificationLink(user, 'try', origin);
    return this.signIn(user, 'user');
  }

  async login(input: { email: string; password: string }): Promise<TokenResponse> {
    return this.signIn(await this.checkPassword(input), 'user');
  }

  /** Admin tokens come only from here, and only for accounts whose role is an admin role. */
  async adminLogin(input: { email: string; password: string }): Promise<TokenResponse> {
    const user = await this.checkPassword(input);
    if (!isAdminRole(user.role)) throw new HttpError(403, 'FORBIDDEN', 'This account is not an admin.');
    return this.signIn(user, 'admin');
  }

  /**
   * The caller of a request from its Authorization header. `admin` needs an admin token whose user is
   * still an admin; `user` takes any valid token and acts as its user.
   */
  async authenticate(authorization: string | undefined, level: 'user' | 'admin'): Promise<Caller> {
    const caller = await this.callerOf(authorization);
    if (!caller) throw signInRequired();
    if (level === 'admin' && (caller.token.kind !== 'admin' || !isAdminRole(caller.user.role))) {
      throw new HttpError(403, 'FORBIDDEN', 'This needs an admin token. Sign in at the admin login.');
    }
    return caller;
  }

  /** The caller when the request carries a valid token, for calls that anyone may make. */
  async optionalCaller(authorization: string | undefined): Promise<Caller | undefined> {
    return this.callerOf(authorization);
  }

  async logout(caller: Caller): Promise<void> {
    await this.store.authTokens.revoke(caller.token.id);
  }

  /** Ends a login-as: revokes its token (409 for any other token) and logs it in the admin audit log. */
  async endImpersonation(caller: Caller, ip: string): Promise<void> {
    const adminId = caller.token.impersonatedBy;
    if (!adminId) throw new HttpError(409, 'CONFLICT', 'You are not signed in as another user.');
    await this.store.transaction(async (repositories) => {
      await repositories.authTokens.revoke(caller.token.id);
      const admin = await repositories.users.findById(adminId);
      // An admin whose account has since been deleted leaves no one to name.
      if (admin) {
        await recordAdminAction(repositories, { admin: { user: admin }, action: 'end_impersonation', targetUserId: caller.user.id, targetLabel: caller.user.email, ip });
      }
    });
  }

  async verifyEmail(token: string): Promise<UserProfile> {
    const user = await this.store.transaction(async (repositories) => {
      const userId = await repositories.emailTokens.consume(hashSecretToken(token), 'verify');
      if (!userId) throw new HttpError(400, 'INVALID_TOKEN', 'This verification link is invalid, used or expired. Ask for a new one.');
      const current = await repositories.users.findById(userId);
      if (!current) throw new HttpError(400, 'INVALID_TOKEN', 'This verification link is for an account that no longer exists.');
      return current.emailVerifiedAt ? current : await repositories.users.update(userId, { emailVerifiedAt: new Date() });
    });
    if (!user) throw new HttpError(400, 'INVALID_TOKEN', 'This verification link is for an account that no longer exists.');
    return toProfile(user);
  }

  async sendVerificationEmail(caller: Caller, origin: string): Promise<MessageResponse> {
    if (caller.user.emailVerifiedAt) throw new HttpError(409, 'CONFLICT', 'Your email address is already verified.');
    await this.mailVerificationLink(caller.user, 'must', origin);
    return { message: `We sent a verification link to ${caller.user.email}.` };
  }

  /** Answers the same whether or not the account exists, so it cannot be used to find accounts. */
  async forgotPassword(email: string, origin: string): Promise<MessageResponse> {
    const user = await this.store.users.findByEmail(email);
    if (user) {
      const token = await this.createEmailToken(this.store, user.id, 'reset');
      const link = `${origin}${pages.authResetPassword.href({ resetToken: token })}`;
      // A mail error is logged, not answered: the answer must not differ from an unknown address.
      await this.mail.trySend({
        to: user.email,
        subject: 'Reset your Facet password',
        text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Facet account. If it was you, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.\n`,
        link,
      });
    }
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  /** Sets the password, ends every session and other reset link, and signs in afresh. */
  async resetPassword(resetToken: string, password: string): Promise<TokenResponse> {
    const passwordHash = await this.hashPassword(password);
    return this.store.transaction(async (repositories) => {
      const userId = await repositories.emailTokens.consume(hashSecretToken(resetToken), 'reset');
      if (!userId) throw new HttpError(400, 'INVALID_TOKEN', 'This reset link is invalid, used or expired. Ask for a new one.');
      const existing = await repositories.users.findById(userId);
      if (!existing) throw new HttpError(400, 'INVALID_TOKEN', 'This reset link is for an account that no longer exists.');
      // Opening the mailed link proves the address, so it counts as verified.
      const user = await repositories.users.update(userId, { passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() });
      if (!user) throw new HttpError(400, 'INVALID_TOKEN', 'This reset link is for an account that no longer exists.');
      await repositories.authTokens.revokeAllForUser(userId);
      await repositories.emailTokens.expireAll(userId, 'reset');
      const issued = await this.issueToken(repositories, user, 'user');
      return { token: issued.token, user: issued.user };
    });
  }

  /** An admin signs in as `userId`: a user token marked with the admin, logged with its token and in the audit log. */
  async loginAs(admin: Caller, userId: string, ip: string): Promise<TokenResponse> {
    return this.store.transaction(async (repositories) => {
      const user = await reachAccount(repositories, admin, userId, 'administer');
      const issued = await this.issueToken(repositories, user, 'user', admin.user.id);
      await repositories.activity.recordImpersonation({ adminId: admin.user.id, userId, tokenId: issued.tokenId });
      await recordAdminAction(repositories, { admin, action: 'login_as', targetUserId: user.id, targetLabel: user.email, ip });
      return { token: issued.token, user: { ...issued.user, impersonated_by: { email: admin.user.email } } };
    });
  }

  /**
   * Signs in with a provider identity: the linked account; else the account with the same email when
   * the provider has verified it (then linked); else a new account with the sign-up credits. Answers a
   * user token like a password login.
   */
  async signInWithOAuth(identity: OAuthSignInIdentity): Promise<TokenResponse> {
    try {
      return await this.signInWithOAuthOnce(identity);
    } catch (error) {
      // Two callbacks for the same new person at once: one created the account; the other finds it.
      if (isUniqueViolation(error)) return this.signInWithOAuthOnce(identity);
      throw error;
    }
  }

  private async signInWithOAuthOnce(identity: OAuthSignInIdentity): Promise<TokenResponse> {
    const { provider, providerUserId } = identity;
    const user = await this.store.transaction(async (repositories) => {
      const linked = await repositories.oauthAccounts.findUser(provider, providerUserId);
      if (linked) return linked;
      if (!identity.email) {
        throw new HttpError(400, 'OAUTH_FAILED', `Your ${oauthProviderNames[provider]} account did not share an email address, which a Facet account needs. Allow access to your email and try again.`);
      }
      const link = (userId: string) => repositories.oauthAccounts.insert({ provider, providerUserId, userId, email: identity.email });
      const sameEmail = await repositories.users.findByEmail(identity.email);
      if (sameEmail) {
        // Linking on an address the provider has not checked would hand the account to whoever typed it.
        if (!identity.emailVerified) {
          throw new HttpError(409, 'CONFLICT', 'An account with this email already exists. Sign in with your password.');
        }
        await link(sameEmail.id);
        if (sameEmail.emailVerifiedAt) return sameEmail;
        return (await repositories.users.update(sameEmail.id, { emailVerifiedAt: new Date() })) ?? sameEmail;
      }
      const created = await this.users.createAccountWithin(repositories, {
        email: identity.email,
        name: identity.name?.trim() || identity.email.split('@')[0] || '',
        passwordHash: null,
        emailVerified: identity.emailVerified,
      });
      await link(created.id);
      return created;
    });
    return this.signIn(user, 'user');
  }

  private async signIn(user: UserRow, kind: TokenKind): Promise<TokenResponse> {
    const issued = await this.issueToken(this.store, user, kind);
    return { token: issued.token, user: issued.user };
  }

  private async issueToken(
    repositories: Pick<Repositories, 'authTokens'>,
    user: UserRow,
    kind: TokenKind,
    impersonatedBy?: string,
  ): Promise<TokenResponse & { tokenId: string }> {
    const token = newSecretToken();
    const ttl = impersonatedBy ? AUTH.impersonationTokenTtlMs : kind === 'admin' ? AUTH.adminTokenTtlMs : AUTH.userTokenTtlMs;
    const row = await repositories.authTokens.insert({
      userId: user.id,
      kind,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + ttl),
      impersonatedBy: impersonatedBy ?? null,
    });
    return { token, tokenId: row.id, user: toProfile(user) };
  }

  private async checkPassword(input: { email: string; password: string }): Promise<UserRow> {
    const user = await this.store.users.findByEmail(input.email);
    const stored = user?.passwordHash ?? (await this.decoy());
    const matches = await verify(stored, input.password);
    if (!user || !user.passwordHash || !matches) throw wrongCredentials();
    return user;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hashPassword(newSecretToken());
    return this.decoyHash;
  }

  private async callerOf(authorization: string | undefined): Promise<Caller | undefined> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) return undefined;
    const found = await this.store.authTokens.findCaller(hashSecretToken(match[1]));
    if (!found) return undefined;
    // Use is recorded at most once a minute (as `touch` itself checks): a token used within the
    // minute costs no write, and no second round trip to the database.
    const lastUsed = found.token.lastUsedAt?.getTime();
    if (lastUsed === undefined || Date.now() - lastUsed >= TOKEN_TOUCH_EVERY_MS) await this.store.authTokens.touch(found.token.id);
    return { token: found.token, user: found.user, organizations: new Map(found.memberships) };
  }

  private async mailVerificationLink(user: UserRow, delivery: 'must' | 'try', origin: string): Promise<void> {
    const token = await this.createEmailToken(this.store, user.id, 'verify');
    const link = `${origin}${pages.authVerify.href({ token })}`;
    const mail = {
      to: user.email,
      subject: 'Confirm your email address for Facet',
      text: `Hello ${user.name},\n\nWelcome to Facet. Confirm your email address by opening this link within 48 hours:\n\n${link}\n\nIf you did not sign up, ignore this mail.\n`,
      link,
    };
    if (delivery === 'must') await this.mail.send(mail);
    else await this.mail.trySend(mail);
  }

  private async createEmailToken(repositories: Pick<Repositories, 'emailTokens'>, userId: string, purpose: 'verify' | 'reset'): Promise<string> {
    const token = newSecretToken();
    const ttl = purpose === 'verify' ? AUTH.verifyTokenTtlMs : AUTH.resetTokenTtlMs;
    await repositories.emailTokens.insert({ userId, purpose, tokenHash: hashSecretToken(token), expiresAt: new Date(Date.now() + ttl) });
    return token;
  }
}
