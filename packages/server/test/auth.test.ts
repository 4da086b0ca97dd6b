import { type TokenResponse, tokenResponseSchema, type UserProfile, userProfileSchema } from '@facet/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, emailTokens, impersonationLog, users } from '../src/db/schema';
import { adminSignIn, call, json, lastMailToken, NO_AUTH_LIMIT, PASSWORD, register } from './accounts-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';

describe.each(databaseTargets())('sign-in on $kind', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { ...NO_AUTH_LIMIT, PUBLIC_URL: 'https://facet.example' });
  });
  afterAll(() => server.close());

  describe('POST /auth/register', () => {
    it('answers 400 VALIDATION_FAILED naming a malformed field', async () => {
      const bad = await json(await call(server, 'POST', '/auth/register', { body: { email: 'not-an-email', password: PASSWORD } }), 400);
      expect(bad).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('email') });
      const short = await json(await call(server, 'POST', '/auth/register', { body: { email: 'a@example.com', password: 'short' } }), 400);
      expect(short).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('password') });
    });

    it('creates the user with the free tier and 100 credits through the ledger, signed in, unverified', async () => {
      const { token, user } = tokenResponseSchema.parse(await register(server, 'Ada@Example.com'));
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(user).toMatchObject({ email: 'Ada@Example.com', name: 'Ada', role: 'user', tier: 'free', credits: 100, email_verified: false });
      expect(user._id).toBe(user.id);
      expect(Object.values(user.monetization_config).every((flag) => flag === false)).toBe(true);
      expect(user.onboarding).toEqual({ skipped: false, completed_steps: [], done: false });

      const [stored] = await server.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(stored).toMatchObject({ kind: 'user', impersonatedBy: null, revokedAt: null });
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.tokenHash).not.toContain(token);
      const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      const mailToken = await lastMailToken(server, 'Ada@Example.com', `${server.url}/auth/verify`, 'token');
      expect(mailToken.length).toBeGreaterThan(20);
    });

    it('refuses the same email in another case with 409 CONFLICT', async () => {
      const body = await json(await call(server, 'POST', '/auth/register', { body: { email: 'ada@example.COM', password: PASSWORD } }), 409);
      expect(body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('already exists') });
    });

    it('creates exactly one user from 50 concurrent registrations of one email; the others get 409', async () => {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => call(server, 'POST', '/auth/register', { body: { email: 'race@example.com', password: PASSWORD } })),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      const bodies = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
      expect(bodies.every((body) => (body as { code: string }).code === 'CONFLICT')).toBe(true);
      const [row] = await server.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`lower(${users.email}) = 'race@example.com'`);
      expect(row?.count).toBe(1);
    });
  });

  describe('POST /auth/verify', () => {
    it('answers 400 naming the token field when it is missing', async () => {
      expect(await json(await call(server, 'POST', '/auth/verify', { body: {} }), 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('token'),
      });
    });

    it('verifies the email once with the mailed token', async () => {
      await register(server, 'verify@example.com');
      const token = await lastMailToken(server, 'verify@example.com', '/auth/verify', 'token');
      const profile = userProfileSchema.parse(await json(await call(server, 'POST', '/auth/verify', { body: { token } }), 200));
      expect(profile).toMatchObject({ email: 'verify@example.com', email_verified: true });
      expect(await json(await call(server, 'POST', '/auth/verify', { body: { token } }), 400)).toMatchObject({ code: 'INVALID_TOKEN' });
      expect(await json(await call(server, 'POST', '/auth/verify', { body: { token: 'made-up' } }), 400)).toMatchObject({ code: 'INVALID_TOKEN' });
    });
  });

  describe('POST /auth/login', () => {
    it('answers 400 naming a missing field', async () => {
      expect(await json(await call(server, 'POST', '/auth/login', { body: { email: 'x@example.com' } }), 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('password'),
      });
    });

    it('signs in an unverified user with the right password, case-insensitively by email', async () => {
      await register(server, 'login@example.com');
      const { user, token } = await json<TokenResponse>(await call(server, 'POST', '/auth/login', { body: { email: 'LOGIN@example.com', password: PASSWORD } }), 200);
      expect(user).toMatchObject({ email: 'login@example.com', email_verified: false });
      expect(await json(await call(server, 'GET', '/user/profile', { token }), 200)).toMatchObject({ id: user.id });
    });

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      const wrong = await json(await call(server, 'POST', '/auth/login', { body: { email: 'login@example.com', password: 'wrong password' } }), 401);
      const unknown = await json(await call(server, 'POST', '/auth/login', { body: { email: 'nobody@example.com', password: PASSWORD } }), 401);
      expect(wrong).toEqual({ code: 'UNAUTHENTICATED', message: 'The email or password is wrong.' });
      expect(unknown).toEqual(wrong);
    });
  });

  describe('POST /auth/logout', () => {
    it('requires authentication', async () => {
      expect(await json(await call(server, 'POST', '/auth/logout'), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('revokes the token it was called with, and only that one', async () => {
      const first = await register(server, 'logout@example.com');
      const second = await json<TokenResponse>(await call(server, 'POST', '/auth/login', { body: { email: 'logout@example.com', password: PASSWORD } }), 200);
      expect((await call(server, 'POST', '/auth/logout', { token: first.token })).status).toBe(204);
      expect((await call(server, 'GET', '/user/profile', { token: first.token })).status).toBe(401);
      expect((await call(server, 'GET', '/user/profile', { token: second.token })).status).toBe(200);
    });
  });

  describe('POST /auth/admin/login', () => {
    it('answers 400 naming a malformed field', async () => {
      expect(await json(await call(server, 'POST', '/auth/admin/login', { body: { email: 'nope', password: 'x' } }), 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('email'),
      });
    });

    it('gives a 12-hour admin token to an admin, and 403 to anyone else', async () => {
      const { user, token } = await adminSignIn(server);
      expect(user.role).toBe('admin');
      const [stored] = await server.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, sql`encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`));
      expect(stored?.kind).toBe('admin');
      const hours = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.9);
      expect(hours).toBeLessThanOrEqual(12);

      await register(server, 'notadmin@example.com');
      expect(await json(await call(server, 'POST', '/auth/admin/login', { body: { email: 'notadmin@example.com', password: PASSWORD } }), 403)).toMatchObject({
        code: 'FORBIDDEN',
      });
    });

    it('treats any role containing "admin" in any case as admin', async () => {
      const { user } = await register(server, 'superadmin@example.com');
      await server.database.db.update(users).set({ role: 'Super-ADMIN' }).where(eq(users.id, user.id));
      const signedIn = await json<TokenResponse>(await call(server, 'POST', '/auth/admin/login', { body: { email: 'superadmin@example.com', password: PASSWORD } }), 200);
      expect(signedIn.user.role).toBe('Super-ADMIN');
    });
  });

  describe('POST /user/forgot-password and /user/reset-password/:resetToken', () => {
    it('answers 400 naming the field', async () => {
      expect(await json(await call(server, 'POST', '/user/forgot-password', { body: { email: 'x' } }), 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('email'),
      });
      expect(await json(await call(server, 'POST', '/user/reset-password/abc', { body: { password: 'short' } }), 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('password'),
      });
    });

    it('answers the same whether or not the account exists', async () => {
      await register(server, 'forgot@example.com');
      const known = await call(server, 'POST', '/user/forgot-password', { body: { email: 'forgot@example.com' } });
      const unknown = await call(server, 'POST', '/user/forgot-password', { body: { email: 'ghost@example.com' } });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
    });

    it('resets the password once with a 1-hour token, revoking every existing token', async () => {
      const { token: oldToken } = await register(server, 'reset@example.com');
      await call(server, 'POST', '/user/forgot-password', { body: { email: 'reset@example.com' } });
      const resetToken = await lastMailToken(server, 'reset@example.com', '/auth/reset-password', 'resetToken');
      const [row] = await server.database.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'reset')).orderBy(sql`${emailTokens.createdAt} desc`).limit(1);
      const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);

      const reset = await json<TokenResponse>(await call(server, 'POST', `/user/reset-password/${resetToken}`, { body: { password: 'a brand new password' } }), 200);
      expect(reset.user).toMatchObject({ email: 'reset@example.com', email_verified: true });
      expect((await call(server, 'GET', '/user/profile', { token: oldToken })).status).toBe(401);
      expect((await call(server, 'GET', '/user/profile', { token: reset.token })).status).toBe(200);

      const again = await call(server, 'POST', `/user/reset-password/${resetToken}`, { body: { password: 'yet another password' } });
      expect(await json(again, 400)).toMatchObject({ code: 'INVALID_TOKEN' });
      expect((await call(server, 'POST', '/auth/login', { body: { email: 'reset@example.com', password: PASSWORD } })).status).toBe(401);
      expect((await call(server, 'POST', '/auth/login', { body: { email: 'reset@example.com', password: 'a brand new password' } })).status).toBe(200);
    });

    it('refuses an expired reset token', async () => {
      await call(server, 'POST', '/user/forgot-password', { body: { email: 'reset@example.com' } });
      const resetToken = await lastMailToken(server, 'reset@example.com', '/auth/reset-password', 'resetToken');
      await server.database.db
        .update(emailTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailTokens.tokenHash, sql`encode(sha256(convert_to(${resetToken}, 'UTF8')), 'hex')`));
      const response = await call(server, 'POST', `/user/reset-password/${resetToken}`, { body: { password: 'expired attempt' } });
      expect(await json(response, 400)).toMatchObject({ code: 'INVALID_TOKEN' });
    });
  });

  describe('POST /user/login-as (admin)', () => {
    let admin: TokenResponse;
    let target: TokenResponse;
    beforeAll(async () => {
      admin = await adminSignIn(server);
      target = await register(server, 'target@example.com');
    });

    it('requires authentication', async () => {
      expect((await call(server, 'POST', '/user/login-as', { body: { user_id: target.user.id } })).status).toBe(401);
    });

    it('refuses a user token, even an admin user’s', async () => {
      const asUser = await json<TokenResponse>(await call(server, 'POST', '/auth/login', { body: { email: 'root@example.com', password: 'admin password 1' } }), 200);
      for (const token of [target.token, asUser.token]) {
        expect(await json(await call(server, 'POST', '/user/login-as', { token, body: { user_id: target.user.id } }), 403)).toMatchObject({ code: 'FORBIDDEN' });
      }
    });

    it('answers 404 for an id that is nobody, and 400 naming a malformed one', async () => {
      expect((await call(server, 'POST', '/user/login-as', { token: admin.token, body: { user_id: '01890000-0000-7000-8000-000000000000' } })).status).toBe(404);
      expect(await json(await call(server, 'POST', '/user/login-as', { token: admin.token, body: { user_id: 'x' } }), 400)).toMatchObject({
        message: expect.stringContaining('user_id'),
      });
    });

    it('gives a 7-day user token marked as impersonated, logs it, and the token can be revoked', async () => {
      const { token, user } = await json<TokenResponse>(await call(server, 'POST', '/user/login-as', { token: admin.token, body: { user_id: target.user.id } }), 200);
      expect(user.id).toBe(target.user.id);
      const profile = await json<UserProfile>(await call(server, 'GET', '/user/profile', { token }), 200);
      expect(profile.email).toBe('target@example.com');

      const [stored] = await server.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, sql`encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`));
      expect(stored).toMatchObject({ kind: 'user', userId: target.user.id, impersonatedBy: admin.user.id });
      const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      const log = await server.database.db.select().from(impersonationLog).where(eq(impersonationLog.tokenId, stored?.id ?? ''));
      expect(log).toEqual([expect.objectContaining({ adminId: admin.user.id, userId: target.user.id, createdAt: expect.any(Date) })]);

      expect((await call(server, 'POST', '/auth/logout', { token })).status).toBe(204);
      expect((await call(server, 'GET', '/user/profile', { token })).status).toBe(401);
    });
  });
});

describe.each(databaseTargets())('auth rate limit on $kind', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => server.close());

  it('allows AUTH_RATE_LIMIT_PER_MINUTE logins a minute per IP, then answers 429 RATE_LIMITED', async () => {
    const login = () => call(server, 'POST', '/auth/login', { body: { email: 'x@example.com', password: PASSWORD } });
    for (let i = 0; i < 3; i++) expect((await login()).status).toBe(401);
    const refused = await login();
    expect(await json(refused, 429)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits register, admin login, forgot and reset the same way', async () => {
    const calls = [
      () => call(server, 'POST', '/auth/register', { body: {} }),
      () => call(server, 'POST', '/auth/admin/login', { body: {} }),
      () => call(server, 'POST', '/user/forgot-password', { body: {} }),
      () => call(server, 'POST', '/user/reset-password/abc', { body: {} }),
    ];
    for (const make of calls) {
      for (let i = 0; i < 3; i++) expect((await make()).status).toBe(400);
      expect((await make()).status).toBe(429);
    }
  });
});
