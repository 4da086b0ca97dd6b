import type { CreditHistoryResponse, CreditUsage, SessionType, TokenResponse } from '@facet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../src/db/schema';
import { createStore, type Store } from '../src/db/store';
import { CreditsService } from '../src/credits/credits.service';
import { call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

describe.each([embeddedTarget])('credit usage and history filters on $kind', (target) => {
  let server: TestServer;
  let store: Store;
  let credits: CreditsService;
  let ada: TokenResponse;
  let bob: TokenResponse;

  /** A run of `type` charged `cost` at `at`, refunded when `refunded`: rows as a start and a failed job write them. */
  async function run(user: TokenResponse, type: SessionType, cost: number, at: string, refunded = false): Promise<string> {
    const session = await store.sessions.insertSession({ ownerId: user.user.id, type, input: {} });
    const job = await store.sessions.insertJob({ sessionId: session.id, ownerId: user.user.id, type, credits: cost });
    await credits.apply({ userId: user.user.id, amount: -cost, reason: 'tool_run', reference: job.id });
    await server.database.db.update(creditLedger).set({ createdAt: new Date(at) }).where(eq(creditLedger.reference, job.id));
    if (refunded) await credits.apply({ userId: user.user.id, amount: cost, reason: 'refund', reference: job.id });
    return job.id;
  }

  const usage = async (user: TokenResponse, query: string) => json<CreditUsage>(await call(server, 'GET', `/user/credit-usage?${query}`, { token: user.token }), 200);
  const history = async (user: TokenResponse, query = '') =>
    json<CreditHistoryResponse>(await call(server, 'GET', `/v3/credit-history/user/${user.user.id}${query}`, { token: user.token }), 200);

  beforeAll(async () => {
    server = await startTestServer(target, NO_AUTH_LIMIT);
    store = createStore(server.database.db);
    credits = new CreditsService(store);
    ada = await register(server, 'ada@example.com');
    bob = await register(server, 'bob@example.com');
    await credits.apply({ userId: ada.user.id, amount: 500, reason: 'purchase', reference: 'pay-ada' });
    await run(ada, 'retopology', 10, '2026-11-20T09:00:00Z');
    await run(ada, 'retopology', 25, '2026-11-20T23:30:00Z');
    await run(ada, 'segmentation', 10, '2026-11-22T12:00:00Z');
    await run(ada, 'texture', 20, '2026-11-22T13:00:00Z', true);
    await run(ada, 'print_3d', 10, '2026-11-10T12:00:00Z');
    await run(bob, 'retopology', 40, '2026-11-20T12:00:00Z');
  });
  afterAll(() => server.close());

  describe('GET /user/credit-usage', () => {
    it('requires authentication', async () => {
      const response = await call(server, 'GET', '/user/credit-usage?from=2026-11-01&to=2026-11-02');
      expect(await json(response, 401)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });

    it('answers 400 in words for a bad range', async () => {
      for (const [query, words] of [
        ['from=2026-11-22&to=2026-11-20', 'to must be on or after from'],
        ['from=2025-01-01&to=2026-11-20', 'at most 366 days'],
        ['from=yesterday&to=2026-11-20', 'from'],
        ['to=2026-11-20', 'from'],
        ['from=2026-11-20&to=2026-11-21&time_zone=Mars/Olympus', 'time_zone'],
      ] as const) {
        const body = await json(await call(server, 'GET', `/user/credit-usage?${query}`, { token: ada.token }), 400);
        expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(words) });
      }
    });

    it('sums your spend per day and tool, a refunded run costing nothing, every day listed', async () => {
      const week = await usage(ada, 'from=2026-11-19&to=2026-11-23');
      expect(week).toEqual({
        from: '2026-11-19',
        to: '2026-11-23',
        time_zone: 'UTC',
        total: 45,
        tools: [
          { tool: 'retopology', credits: 35 },
          { tool: 'segmentation', credits: 10 },
        ],
        days: [
          { date: '2026-11-19', total: 0, tools: {} },
          { date: '2026-11-20', total: 35, tools: { retopology: 35 } },
          { date: '2026-11-21', total: 0, tools: {} },
          { date: '2026-11-22', total: 10, tools: { segmentation: 10 } },
          { date: '2026-11-23', total: 0, tools: {} },
        ],
      });
    });

    it("counts days in the caller's time zone", async () => {
      // 23:30 UTC on the 20th is already the 21st in Paris (UTC+1 in November).
      const paris = await usage(ada, 'from=2026-11-20&to=2026-11-21&time_zone=Europe/Paris');
      expect(paris.days).toEqual([
        { date: '2026-11-20', total: 10, tools: { retopology: 10 } },
        { date: '2026-11-21', total: 25, tools: { retopology: 25 } },
      ]);
    });

    it("never shows another person's spend", async () => {
      const bobs = await usage(bob, 'from=2026-11-01&to=2026-11-30');
      expect(bobs.total).toBe(40);
      expect(bobs.tools).toEqual([{ tool: 'retopology', credits: 40 }]);
      const adas = await usage(ada, 'from=2026-11-01&to=2026-11-30');
      expect(adas.total).toBe(55);
      expect(adas.days.find((day) => day.date === '2026-11-20')?.total).toBe(35);
    });
  });

  describe('GET /v3/credit-history/user/:user_id filters', () => {
    it('names the tool of each charge and refund, and none for other changes', async () => {
      const page = await history(ada);
      expect(page.results.map((entry) => [entry.reason, entry.tool])).toEqual([
        ['tool_run', 'print_3d'],
        ['refund', 'texture'],
        ['tool_run', 'texture'],
        ['tool_run', 'segmentation'],
        ['tool_run', 'retopology'],
        ['tool_run', 'retopology'],
        ['purchase', null],
        ['sign_up', null],
      ]);
    });

    it('keeps one kind of change', async () => {
      expect((await history(ada, '?kind=spent')).results.map((entry) => entry.amount)).toEqual([-10, -20, -10, -25, -10]);
      expect((await history(ada, '?kind=refunded')).results.map((entry) => [entry.amount, entry.tool])).toEqual([[20, 'texture']]);
      expect((await history(ada, '?kind=added')).results.map((entry) => entry.reason)).toEqual(['purchase', 'sign_up']);
    });

    it("keeps one tool's charges and refunds, and pages through them", async () => {
      const first = await history(ada, '?tool=retopology&limit=1');
      expect(first.results).toEqual([expect.objectContaining({ tool: 'retopology', amount: -25 })]);
      const second = await history(ada, `?tool=retopology&limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
      expect(second).toMatchObject({ results: [expect.objectContaining({ tool: 'retopology', amount: -10 })], nextCursor: null });
      expect((await history(ada, '?tool=texture&kind=refunded')).results).toHaveLength(1);
      expect((await history(ada, '?tool=animation')).results).toEqual([]);
    });

    it("filters only the caller's own rows", async () => {
      expect((await history(bob, '?tool=retopology')).results.map((entry) => entry.amount)).toEqual([-40]);
      const response = await call(server, 'GET', `/v3/credit-history/user/${ada.user.id}?tool=retopology`, { token: bob.token });
      expect(await json(response, 404)).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('answers 400 naming a kind or tool that does not exist', async () => {
      for (const [query, field] of [
        ['?kind=stolen', 'kind'],
        ['?tool=hammer', 'tool'],
      ] as const) {
        const body = await json(await call(server, 'GET', `/v3/credit-history/user/${ada.user.id}${query}`, { token: ada.token }), 400);
        expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
      }
    });
  });
});
