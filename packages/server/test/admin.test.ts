import {
  type AdminAuditResponse,
  type AdminFirstSessionsResponse,
  type AdminOverview,
  type AdminShowcaseResponse,
  type AdminUserDetail,
  type AdminUsersResponse,
  type Asset,
  type Coupon,
  type CreditHistoryResponse,
  type ShowcaseResponse,
  type TokenResponse,
  type UserProfile,
} from '@facet/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, pricingClickEvents, sessions, users } from '../src/db/schema';
import { adminSignIn, ADMIN, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { png, uploadAsset } from './assets-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';
import { buyPack } from './payments-helpers';

/** Every admin endpoint this area added, with a request that would succeed for an admin. */
const ADMIN_CALLS: [method: string, path: (userId: string) => string, body?: unknown][] = [
  ['GET', () => '/admin/overview?from=2026-01-01&to=2026-01-02'],
  ['GET', () => '/admin/users'],
  ['GET', (id) => `/admin/users/${id}`],
  ['POST', (id) => `/admin/users/${id}/credits`, { amount: 1, reason: 'Probe' }],
  ['GET', () => '/admin/first-sessions'],
  ['GET', () => '/admin/showcase'],
  ['PUT', () => '/admin/showcase/order', { ids: [] }],
  ['GET', () => '/admin/coupons'],
  ['PUT', () => '/admin/coupons/NOSUCH/disabled', { disabled: true }],
  ['GET', () => '/admin/audit'],
];

describe.each([embeddedTarget])('the admin area on $kind', (target) => {
  let server: TestServer;
  let admin: TokenResponse;
  let ada: TokenResponse;
  let bob: TokenResponse;

  const get = <T>(path: string, status = 200, token = admin.token) => call(server, 'GET', path, { token }).then((response) => json<T>(response, status));
  const send = <T>(method: string, path: string, body: unknown, status = 200, token = admin.token) =>
    call(server, method, path, { token, body }).then((response) => json<T>(response, status));
  const auditOf = (query = '') => get<AdminAuditResponse>(`/admin/audit${query}`);

  beforeAll(async () => {
    server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off' });
    admin = await adminSignIn(server);
    ada = await register(server, 'ada.lovelace@example.com');
    bob = await register(server, 'bob@example.com');
    await call(server, 'PATCH', `/user/${ada.user.id}`, { token: ada.token, body: { name: 'Ada Lovelace' } });
  });
  afterAll(() => server?.close());

  describe('who may call it', () => {
    it('answers 401 without a token and 403 to a user token, on every endpoint', async () => {
      for (const [method, path, body] of ADMIN_CALLS) {
        const url = path(ada.user.id);
        expect(await json(await call(server, method, url, { body }), 401), `${method} ${url}`).toMatchObject({ code: 'UNAUTHENTICATED' });
        expect(await json(await call(server, method, url, { body, token: ada.token }), 403), `${method} ${url}`).toMatchObject({ code: 'FORBIDDEN' });
      }
    });

    it("refuses the admin's own user token: the admin area takes an admin token", async () => {
      const adminAsUser = await json<TokenResponse>(await call(server, 'POST', '/auth/login', { body: ADMIN }), 200);
      expect(await json(await call(server, 'GET', '/admin/users', { token: adminAsUser.token }), 403)).toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  describe('GET /admin/overview', () => {
    it('counts sign-ups per day, sessions by type, jobs by state and pricing clicks by source in the range, with the totals now', async () => {
      const db = server.database.db;
      const carol = await register(server, 'carol@example.com');
      await db.update(users).set({ createdAt: new Date('2025-06-02T10:00:00Z') }).where(eq(users.id, carol.user.id));
      const store = server.app.services.store;
      const made = await Promise.all(
        (['retopology', 'retopology', 'texture'] as const).map((type) => store.sessions.insertSession({ ownerId: carol.user.id, type, input: {} })),
      );
      const madeJobs = await Promise.all(
        made.map((session, index) =>
          store.sessions.insertJob({ sessionId: session.id, ownerId: carol.user.id, type: session.type, credits: 1, status: index === 0 ? 'running' : 'succeeded' }),
        ),
      );
      await db.update(sessions).set({ createdAt: new Date('2025-06-03T08:00:00Z') }).where(inArray(sessions.id, made.map((row) => row.id)));
      await db.update(jobs).set({ createdAt: new Date('2025-06-03T08:00:00Z') }).where(inArray(jobs.id, madeJobs.map((row) => row.id)));
      for (const source of ['credits_dialog', 'credits_dialog', 'pricing_page']) {
        await call(server, 'POST', '/events/pricing-click', { token: carol.token, body: { upgrade_source: source } });
      }
      await db.update(pricingClickEvents).set({ createdAt: new Date('2025-06-03T09:00:00Z') }).where(eq(pricingClickEvents.userId, carol.user.id));
      // Outside the range: a session the day after.
      const later = await store.sessions.insertSession({ ownerId: carol.user.id, type: 'texture', input: {} });
      await db.update(sessions).set({ createdAt: new Date('2025-06-04T00:00:01Z') }).where(eq(sessions.id, later.id));

      const overview = await get<AdminOverview>('/admin/overview?from=2025-06-01&to=2025-06-03');
      expect(overview.signups).toEqual([
        { date: '2025-06-01', count: 0 },
        { date: '2025-06-02', count: 1 },
        { date: '2025-06-03', count: 0 },
      ]);
      expect(overview.sessions_by_type).toEqual([
        { type: 'retopology', count: 2 },
        { type: 'texture', count: 1 },
      ]);
      expect(overview.jobs_by_state).toEqual([
        { state: 'succeeded', count: 2 },
        { state: 'running', count: 1 },
      ]);
      expect(overview.pricing_clicks).toEqual([
        { upgrade_source: 'credits_dialog', count: 2 },
        { upgrade_source: 'pricing_page', count: 1 },
      ]);
      const [userCount] = (await server.database.executeSql('SELECT count(*)::int AS count FROM users WHERE deleted_at IS NULL')).rows;
      const [sessionCount] = (await server.database.executeSql('SELECT count(*)::int AS count FROM sessions')).rows;
      expect(overview.totals).toMatchObject({ users: userCount?.count, sessions: sessionCount?.count });
      expect(overview.totals.jobs_running).toBeGreaterThanOrEqual(1);
    });

    it('refuses a range that ends before it starts, or a missing day (400)', async () => {
      expect(await get('/admin/overview?from=2025-06-03&to=2025-06-01', 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await get('/admin/overview?to=2025-06-01', 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('GET /admin/users', () => {
    it('finds accounts by part of the email or name in any case, or by exact id', async () => {
      const byEmail = await get<AdminUsersResponse>('/admin/users?q=LOVELACE@');
      expect(byEmail.items.map((user) => user.id)).toEqual([ada.user.id]);
      expect(byEmail.items[0]).toMatchObject({ email: 'ada.lovelace@example.com', name: 'Ada Lovelace', tier: 'free', credits: ada.user.credits, email_verified: false });
      expect((await get<AdminUsersResponse>('/admin/users?q=ada%20love')).items.map((user) => user.id)).toEqual([ada.user.id]);
      expect((await get<AdminUsersResponse>(`/admin/users?q=${bob.user.id}`)).items.map((user) => user.id)).toEqual([bob.user.id]);
      // LIKE's wildcards are taken as the characters they are.
      expect((await get<AdminUsersResponse>('/admin/users?q=%25')).items).toEqual([]);
      expect((await get<AdminUsersResponse>('/admin/users?q=_')).items).toEqual([]);
    });

    it('pages newest first with a cursor, each account once', async () => {
      const all = await get<AdminUsersResponse>('/admin/users?limit=100');
      expect(all.next_cursor).toBeNull();
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminUsersResponse = await get<AdminUsersResponse>(`/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((user) => user.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual(all.items.map((user) => user.id));
      expect([...seen].sort().reverse()).toEqual(seen);
    });

    it('refuses a bad limit or cursor (400)', async () => {
      expect(await get('/admin/users?limit=0', 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await get('/admin/users?limit=101', 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await get('/admin/users?cursor=nonsense', 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('GET /admin/users/:id', () => {
    it("shows an account's credits, tier, plan, sessions, ledger and invoices", async () => {
      const dan = await register(server, 'dan@example.com');
      const { invoice } = await buyPack(server, dan.token, 'pack_500');
      const session = await server.app.services.store.sessions.insertSession({ ownerId: dan.user.id, type: 'retopology', input: {} });
      const detail = await get<AdminUserDetail>(`/admin/users/${dan.user.id}`);
      expect(detail.user).toMatchObject({ id: dan.user.id, email: 'dan@example.com', tier: 'free' });
      expect(detail.user.credits).toBe(detail.ledger[0]?.balance_after);
      expect(detail.subscription).toMatchObject({ status: 'none', plan: null });
      expect(detail.sessions.map((row) => row.id)).toEqual([session.id]);
      expect(detail.ledger.map((row) => row.reason)).toEqual(['purchase', 'sign_up']);
      expect(detail.invoices.map((row) => row.id)).toEqual([invoice.id]);
    });

    it('answers 404 for an id nobody has, and 400 for one that is not an id', async () => {
      expect(await get(`/admin/users/${crypto.randomUUID()}`, 404)).toMatchObject({ code: 'NOT_FOUND', message: 'No such user.' });
      expect(await get('/admin/users/ada', 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('POST /admin/users/:id/credits', () => {
    it('adds credits with a ledger row (admin_grant, the reason as its reference) and an audit row, and the same reason twice is two grants', async () => {
      const before = (await get<AdminUserDetail>(`/admin/users/${bob.user.id}`)).user.credits;
      expect(await send(`POST`, `/admin/users/${bob.user.id}/credits`, { amount: 250, reason: 'Make up for a failed run' })).toEqual({ balance: before + 250 });
      expect(await send(`POST`, `/admin/users/${bob.user.id}/credits`, { amount: 5, reason: 'Make up for a failed run' })).toEqual({ balance: before + 255 });
      const { results } = await get<CreditHistoryResponse>(`/v3/credit-history/user/${bob.user.id}`, 200, bob.token);
      expect(results.slice(0, 2)).toMatchObject([
        { amount: 5, reason: 'admin_grant', reference: expect.stringMatching(/^Make up for a failed run \(/), balance_after: before + 255 },
        { amount: 250, reason: 'admin_grant', reference: expect.stringMatching(/^Make up for a failed run \(/), balance_after: before + 250 },
      ]);
      const profile = await get<UserProfile>('/user/profile', 200, bob.token);
      expect(profile.credits).toBe(before + 255);
      const { items } = await auditOf(`?user_id=${bob.user.id}`);
      expect(items.find((row) => row.action === 'grant_credits' && row.detail.amount === 250)).toMatchObject({
        admin_email: ADMIN.email,
        target_user_id: bob.user.id,
        target_label: 'bob@example.com',
        detail: { amount: 250, reason: 'Make up for a failed run' },
      });
    });

    it('refuses an amount outside 1 to 100000, a fraction or an empty reason (400), and an unknown account (404), changing nothing', async () => {
      const before = (await get<AdminUserDetail>(`/admin/users/${bob.user.id}`)).user.credits;
      for (const body of [{ amount: 0, reason: 'x' }, { amount: 100_001, reason: 'x' }, { amount: 1.5, reason: 'x' }, { amount: -5, reason: 'x' }, { amount: 5, reason: '  ' }, { amount: 5 }, { amount: 5, reason: 'x'.repeat(201) }]) {
        expect(await send('POST', `/admin/users/${bob.user.id}/credits`, body, 400), JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      expect(await send('POST', `/admin/users/${crypto.randomUUID()}/credits`, { amount: 5, reason: 'x' }, 404)).toMatchObject({ code: 'NOT_FOUND' });
      expect((await get<AdminUserDetail>(`/admin/users/${bob.user.id}`)).user.credits).toBe(before);
    });
  });

  describe('GET /admin/first-sessions', () => {
    it("lists each account's first session, newest first, within the days asked, paged", async () => {
      const store = server.app.services.store;
      const db = server.database.db;
      const erin = await register(server, 'erin@example.com');
      const fay = await register(server, 'fay@example.com');
      const erinFirst = await store.sessions.insertSession({ ownerId: erin.user.id, type: 'texture', input: {} });
      await store.sessions.insertSession({ ownerId: erin.user.id, type: 'retopology', input: {} });
      const fayFirst = await store.sessions.insertSession({ ownerId: fay.user.id, type: 'segmentation', input: {} });
      await db.update(sessions).set({ createdAt: new Date('2024-02-10T12:00:00Z') }).where(eq(sessions.ownerId, erin.user.id));
      await db.update(sessions).set({ createdAt: new Date('2024-02-11T12:00:00Z') }).where(eq(sessions.ownerId, fay.user.id));

      const both = await get<AdminFirstSessionsResponse>('/admin/first-sessions?from=2024-02-10&to=2024-02-11');
      expect(both.items).toEqual([
        { user_id: fay.user.id, email: 'fay@example.com', session_id: fayFirst.id, type: 'segmentation', status: 'active', created_at: '2024-02-11T12:00:00.000Z' },
        { user_id: erin.user.id, email: 'erin@example.com', session_id: erinFirst.id, type: 'texture', status: 'active', created_at: '2024-02-10T12:00:00.000Z' },
      ]);
      expect((await get<AdminFirstSessionsResponse>('/admin/first-sessions?from=2024-02-11&to=2024-02-11')).items.map((row) => row.user_id)).toEqual([fay.user.id]);
      expect((await get<AdminFirstSessionsResponse>('/admin/first-sessions?to=2024-02-10')).items.map((row) => row.user_id)).toEqual([erin.user.id]);

      const first = await get<AdminFirstSessionsResponse>('/admin/first-sessions?from=2024-02-10&to=2024-02-11&limit=1');
      expect(first.items.map((row) => row.user_id)).toEqual([fay.user.id]);
      const second = await get<AdminFirstSessionsResponse>(`/admin/first-sessions?from=2024-02-10&to=2024-02-11&limit=1&cursor=${first.next_cursor}`);
      expect(second.items.map((row) => row.user_id)).toEqual([erin.user.id]);
      expect(second.next_cursor).toBeNull();
    });

    it('refuses days out of order or not days (400)', async () => {
      expect(await get('/admin/first-sessions?from=2024-02-11&to=2024-02-10', 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await get('/admin/first-sessions?from=yesterday', 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('the showcase order', () => {
    const showcase = () => get<AdminShowcaseResponse>('/admin/showcase').then(({ items }) => items.map((asset) => asset.id));
    const publicShowcase = async (limit = 50) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page: ShowcaseResponse = await json<ShowcaseResponse>(await call(server, 'GET', `/v3/assets/public/showcase?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`), 200);
        ids.push(...page.items.map((asset) => asset.id));
        cursor = page.nextCursor;
      } while (cursor);
      return ids;
    };
    const show = (asset: Asset, isShowcase = true) => send<Asset>('PUT', `/admin/assets/${asset.id}/showcase`, { is_showcase: isShowcase });

    it('puts a newly shown asset last, keeps the order set by an admin, and the public showcase follows it, page by page', async () => {
      const [a, b, c, d] = await Promise.all(['A', 'B', 'C', 'D'].map((name) => uploadAsset(server, ada.token, name, png(2, 2), `${name}.png`)));
      for (const asset of [a!, b!, c!]) await show(asset);
      expect(await showcase()).toEqual([a!.id, b!.id, c!.id]);
      expect(await publicShowcase()).toEqual([a!.id, b!.id, c!.id]);

      const reordered = await send<AdminShowcaseResponse>('PUT', '/admin/showcase/order', { ids: [c!.id, a!.id, b!.id] });
      expect(reordered.items.map((asset) => asset.id)).toEqual([c!.id, a!.id, b!.id]);
      expect(await publicShowcase()).toEqual([c!.id, a!.id, b!.id]);
      expect(await publicShowcase(1)).toEqual([c!.id, a!.id, b!.id]);

      // Shown again while in it: keeps its place. Newly shown: last.
      await show(a!);
      await show(d!);
      expect(await publicShowcase()).toEqual([c!.id, a!.id, b!.id, d!.id]);
      // Taken out and put back: last.
      await show(c!, false);
      expect(await publicShowcase(2)).toEqual([a!.id, b!.id, d!.id]);
      await show(c!);
      expect(await showcase()).toEqual([a!.id, b!.id, d!.id, c!.id]);

      const { items } = await auditOf();
      expect(items.find((row) => row.action === 'order_showcase')).toMatchObject({ admin_email: ADMIN.email, detail: { ids: [c!.id, a!.id, b!.id] } });
      expect(items.find((row) => row.action === 'set_showcase')).toMatchObject({
        target_user_id: ada.user.id,
        target_label: 'ada.lovelace@example.com',
        detail: { asset_id: c!.id, is_showcase: true },
      });
    });

    it('refuses an order that is not exactly the showcase (409) or not ids (400), and keeps the order', async () => {
      const current = await showcase();
      expect(current.length).toBeGreaterThan(1);
      for (const ids of [current.slice(1), [...current, current[0]], [...current.slice(1), crypto.randomUUID()], []]) {
        expect(await send('PUT', '/admin/showcase/order', { ids }, 409), JSON.stringify(ids)).toMatchObject({ code: 'CONFLICT' });
      }
      expect(await send('PUT', '/admin/showcase/order', { ids: ['chair'] }, 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await send('PUT', '/admin/showcase/order', {}, 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await showcase()).toEqual(current);
    });
  });

  describe('coupons', () => {
    it('lists coupons with their use, and a disabled one is refused at check and at checkout until enabled again', async () => {
      await send('POST', '/admin/coupons', { code: 'autumn-10', percent_off: 10, max_redemptions: 5 }, 201);
      const listed = await get<{ items: Coupon[] }>('/admin/coupons');
      expect(listed.items.find((coupon) => coupon.code === 'AUTUMN-10')).toMatchObject({ percent_off: 10, max_redemptions: 5, redemptions: 0, disabled: false });

      expect(await send<Coupon>('PUT', '/admin/coupons/autumn-10/disabled', { disabled: true })).toMatchObject({ code: 'AUTUMN-10', disabled: true });
      expect((await get<{ items: Coupon[] }>('/admin/coupons')).items.find((coupon) => coupon.code === 'AUTUMN-10')?.disabled).toBe(true);
      const refused = { code: 'CONFLICT', message: 'The coupon AUTUMN-10 is no longer offered.' };
      expect(await get('/payments/coupons/AUTUMN-10', 409, ada.token)).toMatchObject(refused);
      expect(await send('POST', '/payments/checkout', { kind: 'pack', pack_id: 'pack_500', coupon_code: 'autumn-10' }, 409, ada.token)).toMatchObject(refused);

      await send('PUT', '/admin/coupons/AUTUMN-10/disabled', { disabled: false });
      expect(await get('/payments/coupons/AUTUMN-10', 200, ada.token)).toEqual({ code: 'AUTUMN-10', percent_off: 10 });

      const { items } = await auditOf();
      expect(items.filter((row) => row.action === 'set_coupon_disabled').map((row) => row.detail)).toEqual([
        { code: 'AUTUMN-10', disabled: false },
        { code: 'AUTUMN-10', disabled: true },
      ]);
      expect(items.find((row) => row.action === 'create_coupon')).toMatchObject({ target_label: 'AUTUMN-10', detail: { percent_off: 10 } });
    });

    it('answers 404 for a code nobody made and 400 for a malformed one or body', async () => {
      expect(await send('PUT', '/admin/coupons/NOSUCHCODE/disabled', { disabled: true }, 404)).toMatchObject({ code: 'NOT_FOUND' });
      expect(await send('PUT', '/admin/coupons/a%20b/disabled', { disabled: true }, 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await send('PUT', '/admin/coupons/AUTUMN-10/disabled', { disabled: 'yes' }, 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('login-as and its end', () => {
    it('marks the profile while impersonating, and ending it revokes the token and is audited', async () => {
      expect((await get<UserProfile>('/user/profile', 200, ada.token)).impersonated_by).toBeNull();
      const as = await send<TokenResponse>('POST', '/user/login-as', { user_id: ada.user.id });
      expect(as.user.impersonated_by).toEqual({ email: ADMIN.email });
      expect((await get<UserProfile>('/user/profile', 200, as.token)).impersonated_by).toEqual({ email: ADMIN.email });

      expect((await call(server, 'POST', '/auth/impersonation/end', { token: as.token })).status).toBe(204);
      expect(await get('/user/profile', 401, as.token)).toMatchObject({ code: 'UNAUTHENTICATED' });
      // Ada's own token still works.
      expect((await get<UserProfile>('/user/profile', 200, ada.token)).id).toBe(ada.user.id);

      const { items } = await auditOf(`?user_id=${ada.user.id}`);
      expect(items.map((row) => row.action).slice(0, 2)).toEqual(['end_impersonation', 'login_as']);
      expect(items[1]).toMatchObject({ admin_email: ADMIN.email, target_label: 'ada.lovelace@example.com' });
    });

    it('answers 409 to a token that is not a login-as token, and 401 without one', async () => {
      expect(await json(await call(server, 'POST', '/auth/impersonation/end', { token: ada.token }), 409)).toMatchObject({ code: 'CONFLICT' });
      expect(await json(await call(server, 'POST', '/auth/impersonation/end'), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });

  describe('GET /admin/audit', () => {
    it('records every admin action with who, what, whom, when and the address, and keeps them after the account is deleted', async () => {
      const gone = await register(server, 'gone@example.com');
      await send('PUT', '/user/update-tier', { user_id: gone.user.id, tier: 'pro' });
      await send('POST', '/user/login-as', { user_id: gone.user.id });
      await send('POST', `/admin/users/${gone.user.id}/credits`, { amount: 3, reason: 'Thanks' });
      await send('POST', '/admin/payments/test-clock', { now: new Date().toISOString() });

      const named = await auditOf(`?user_id=${gone.user.id}`);
      expect(named.items.map((row) => row.action)).toEqual(['grant_credits', 'login_as', 'update_tier']);
      for (const row of named.items) {
        expect(row).toMatchObject({ admin_email: ADMIN.email, target_user_id: gone.user.id, target_label: 'gone@example.com' });
        expect(row.ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
        expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
      }
      expect(named.items[2]?.detail).toEqual({ from: 'free', to: 'pro' });
      expect((await auditOf()).items.find((row) => row.action === 'test_clock')).toMatchObject({ target_user_id: null, detail: { renewed: 0, ended: 0 } });

      expect((await call(server, 'DELETE', '/user', { token: gone.token })).status).toBe(204);
      const kept = await auditOf(`?user_id=${gone.user.id}`);
      expect(kept.items).toEqual(named.items);
      // The account itself is gone from the admin area.
      expect(await get(`/admin/users/${gone.user.id}`, 404)).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('pages newest first with a cursor, and refuses a bad user_id or cursor (400)', async () => {
      const all = await auditOf('?limit=100');
      expect(all.items.length).toBeGreaterThan(3);
      const first = await auditOf('?limit=2');
      const second = await auditOf(`?limit=2&cursor=${first.next_cursor}`);
      expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 4));
      expect(await get('/admin/audit?user_id=ada', 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await get('/admin/audit?cursor=nonsense', 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });
});
