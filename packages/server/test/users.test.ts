import { type TokenResponse, type UserProfile, userProfileSchema } from '@facet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, errorReports, pricingClickEvents, problemReports, users } from '../src/db/schema';
import { adminSignIn, call, json, NO_AUTH_LIMIT, PASSWORD, register } from './accounts-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

const report = { userEmail: 'me@example.com', errorUrl: 'http://localhost/x', errorInfo: { message: 'boom', componentStack: 'at X' } };

describe.each([embeddedTarget])('user calls on $kind', (target) => {
  let server: TestServer;
  let ada: TokenResponse;
  let bob: TokenResponse;
  beforeAll(async () => {
    server = await startTestServer(target, NO_AUTH_LIMIT);
    ada = await register(server, 'ada@example.com');
    bob = await register(server, 'bob@example.com');
  });
  afterAll(() => server.close());

  it('answers 401 UNAUTHENTICATED without a token, or with a made-up one, on every signed-in call', async () => {
    const signedIn: [string, string][] = [
      ['GET', '/user/profile'],
      ['PATCH', `/user/${ada.user.id}`],
      ['GET', '/user/credits'],
      ['GET', '/user/invoices'],
      ['POST', '/user/send-verification-email'],
      ['PUT', '/user/update-tier'],
      ['POST', '/user/login-as'],
      ['GET', '/user/delete-flow'],
      ['DELETE', '/user'],
      ['POST', '/user/onboarding/skip'],
      ['POST', '/user/onboarding/update'],
      ['GET', `/v3/credit-history/user/${ada.user.id}`],
      ['POST', '/report-error-slack'],
      ['POST', '/auth/logout'],
    ];
    for (const [method, path] of signedIn) {
      for (const token of [undefined, 'not-a-real-token']) {
        const response = await call(server, method, path, { token, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
      }
    }
  });

  describe('GET /user/profile', () => {
    it('answers the signed-in user in the contract shape', async () => {
      const profile = userProfileSchema.parse(await json(await call(server, 'GET', '/user/profile', { token: ada.token }), 200));
      expect(profile).toEqual(ada.user);
    });
  });

  describe('PATCH /user/:id', () => {
    it("answers 404 for someone else's id", async () => {
      const response = await call(server, 'PATCH', `/user/${bob.user.id}`, { token: ada.token, body: { name: 'Mallory' } });
      expect(await json(response, 404)).toMatchObject({ code: 'NOT_FOUND' });
      const [row] = await server.database.db.select().from(users).where(eq(users.id, bob.user.id));
      expect(row?.name).toBe('bob');
    });

    it('answers 400 naming a malformed field', async () => {
      const response = await call(server, 'PATCH', `/user/${ada.user.id}`, { token: ada.token, body: { name: '' } });
      expect(await json(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('name') });
      const badId = await call(server, 'PATCH', '/user/123', { token: ada.token, body: { name: 'A' } });
      expect(await json(badId, 400)).toMatchObject({ message: expect.stringContaining('id') });
    });

    it('changes your own name', async () => {
      const profile = await json<UserProfile>(await call(server, 'PATCH', `/user/${ada.user.id}`, { token: ada.token, body: { name: '  Ada Lovelace ' } }), 200);
      expect(profile.name).toBe('Ada Lovelace');
      expect((await json<UserProfile>(await call(server, 'GET', '/user/profile', { token: ada.token }), 200)).name).toBe('Ada Lovelace');
    });
  });

  describe('GET /user/credits and /user/invoices', () => {
    it('answers the balance and an empty invoice list', async () => {
      expect(await json(await call(server, 'GET', '/user/credits', { token: ada.token }), 200)).toEqual({ credits: 100 });
      expect(await json(await call(server, 'GET', '/user/invoices', { token: ada.token }), 200)).toEqual({ results: [], items: [], nextCursor: null });
    });
  });

  describe('POST /user/send-verification-email', () => {
    it('mails a new link to an unverified user, and answers 409 once verified', async () => {
      const sent = await json(await call(server, 'POST', '/user/send-verification-email', { token: ada.token }), 200);
      expect(sent).toEqual({ message: 'We sent a verification link to ada@example.com.' });
      await server.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, ada.user.id));
      expect(await json(await call(server, 'POST', '/user/send-verification-email', { token: ada.token }), 409)).toMatchObject({ code: 'CONFLICT' });
    });
  });

  describe('PUT /user/update-tier (admin)', () => {
    let admin: TokenResponse;
    beforeAll(async () => {
      admin = await adminSignIn(server);
    });

    it('refuses a user token with 403 FORBIDDEN', async () => {
      const response = await call(server, 'PUT', '/user/update-tier', { token: ada.token, body: { user_id: ada.user.id, tier: 'studio' } });
      expect(await json(response, 403)).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('answers 404 for an id that is nobody, and 400 naming a bad tier', async () => {
      const nobody = await call(server, 'PUT', '/user/update-tier', { token: admin.token, body: { user_id: '01890000-0000-7000-8000-000000000000', tier: 'pro' } });
      expect(nobody.status).toBe(404);
      const bad = await call(server, 'PUT', '/user/update-tier', { token: admin.token, body: { user_id: ada.user.id, tier: 'gold' } });
      expect(await json(bad, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('tier') });
    });

    it('changes the tier, and with it the monetization flags', async () => {
      const pro = await json<UserProfile>(await call(server, 'PUT', '/user/update-tier', { token: admin.token, body: { user_id: bob.user.id, tier: 'pro' } }), 200);
      expect(pro.tier).toBe('pro');
      expect(pro.monetization_config).toEqual({
        can_access_retopo_swift: true,
        can_access_retopo_precision: true,
        can_access_retexturing: true,
        can_access_chat_to_3d: true,
        can_access_animate: true,
        can_access_ai_video_to_video: false,
      });
      const seen = await json<UserProfile>(await call(server, 'GET', '/user/profile', { token: bob.token }), 200);
      expect(seen.monetization_config).toEqual(pro.monetization_config);
    });
  });

  describe('POST /user/onboarding/update and /skip', () => {
    it('answers 400 naming an unknown step', async () => {
      const response = await call(server, 'POST', '/user/onboarding/update', { token: ada.token, body: { step: 'fly' } });
      expect(await json(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('step') });
    });

    it('records each step once, in checklist order, and done when all are', async () => {
      const steps = ['run_tool', 'upload_asset', 'run_tool', 'create_folder'];
      let profile: UserProfile | undefined;
      for (const step of steps) profile = await json<UserProfile>(await call(server, 'POST', '/user/onboarding/update', { token: ada.token, body: { step } }), 200);
      expect(profile?.onboarding).toEqual({ skipped: false, completed_steps: ['upload_asset', 'create_folder', 'run_tool'], done: true });
    });

    it('skips the checklist', async () => {
      const profile = await json<UserProfile>(await call(server, 'POST', '/user/onboarding/skip', { token: bob.token }), 200);
      expect(profile.onboarding).toEqual({ skipped: true, completed_steps: [], done: true });
    });
  });

  describe('POST /report-error-slack, /support/report-problem, /events/pricing-click', () => {
    it('stores an error report with its user; 400 names a missing field', async () => {
      expect(await json(await call(server, 'POST', '/report-error-slack', { token: ada.token, body: report }), 200)).toEqual({ statusCode: 200 });
      const rows = await server.database.db.select().from(errorReports);
      expect(rows).toEqual([expect.objectContaining({ userId: ada.user.id, message: 'boom', errorUrl: report.errorUrl })]);
      const bad = await call(server, 'POST', '/report-error-slack', { token: ada.token, body: { errorInfo: { message: 'x' } } });
      expect(await json(bad, 400)).toMatchObject({ message: expect.stringContaining('errorUrl') });
    });

    it('names the reporter of a problem when a valid token comes along, and takes it anonymously otherwise', async () => {
      await json(await call(server, 'POST', '/support/report-problem', { token: bob.token, body: report }), 200);
      await json(await call(server, 'POST', '/support/report-problem', { token: 'expired-or-made-up', body: report }), 200);
      const rows = await server.database.db.select({ userId: problemReports.userId }).from(problemReports);
      expect(rows.map((row) => row.userId).sort()).toEqual([bob.user.id, null].sort());
    });

    it('stores pricing clicks, with the user when signed in; 400 names a missing field', async () => {
      expect((await call(server, 'POST', '/events/pricing-click', { token: ada.token, body: { upgrade_source: 'credits_dialog' } })).status).toBe(204);
      expect((await call(server, 'POST', '/events/pricing-click', { body: { upgrade_source: 'home' } })).status).toBe(204);
      const rows = await server.database.db.select().from(pricingClickEvents);
      expect(rows.map((row) => [row.upgradeSource, row.userId])).toEqual(
        expect.arrayContaining([
          ['credits_dialog', ada.user.id],
          ['home', null],
        ]),
      );
      const bad = await call(server, 'POST', '/events/pricing-click', { body: {} });
      expect(await json(bad, 400)).toMatchObject({ message: expect.stringContaining('upgrade_source') });
    });
  });

  describe('GET /user/delete-flow and DELETE /user', () => {
    it('says what deletion removes, then deletes, revoking every token and freeing the email', async () => {
      const doomed = await register(server, 'doomed@example.com');
      const other = await json<TokenResponse>(await call(server, 'POST', '/auth/login', { body: { email: 'doomed@example.com', password: PASSWORD } }), 200);
      expect(await json(await call(server, 'GET', '/user/delete-flow', { token: doomed.token }), 200)).toEqual({
        email: 'doomed@example.com',
        credits: 100,
        asset_count: 0,
        has_active_subscription: false,
      });
      expect((await call(server, 'DELETE', '/user', { token: doomed.token })).status).toBe(204);
      for (const token of [doomed.token, other.token]) expect((await call(server, 'GET', '/user/profile', { token })).status).toBe(401);
      const tokens = await server.database.db.select().from(authTokens).where(eq(authTokens.userId, doomed.user.id));
      expect(tokens.every((token) => token.revokedAt instanceof Date)).toBe(true);
      expect((await call(server, 'POST', '/auth/login', { body: { email: 'doomed@example.com', password: PASSWORD } })).status).toBe(401);
      const again = await register(server, 'doomed@example.com');
      expect(again.user.id).not.toBe(doomed.user.id);
    });
  });
});
