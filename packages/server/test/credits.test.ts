import type { CreditHistoryResponse, TokenResponse } from '@facet/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../src/db/schema';
import { createStore } from '../src/db/store';
import { CreditsService } from '../src/credits/credits.service';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';

describe.each(databaseTargets())('credits on $kind', (target) => {
  let server: TestServer;
  let credits: CreditsService;
  let ada: TokenResponse;
  let bob: TokenResponse;
  beforeAll(async () => {
    server = await startTestServer(target, NO_AUTH_LIMIT);
    credits = new CreditsService(createStore(server.database.db));
    ada = await register(server, 'ada@example.com');
    bob = await register(server, 'bob@example.com');
  });
  afterAll(() => server.close());

  async function balanceAndLedger(userId: string) {
    const [user] = await server.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    const [ledger] = await server.database.db
      .select({ sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int`, rows: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    return { balance: user?.credits, sum: ledger?.sum, rows: ledger?.rows };
  }

  it('keeps the balance equal to the sum of the ledger through grants, charges, replays, refusals and races', async () => {
    const userId = ada.user.id;
    expect(await credits.apply({ userId, amount: 500, reason: 'purchase', reference: 'pay-1' })).toEqual({ balance: 600, applied: true });
    expect(await credits.apply({ userId, amount: 500, reason: 'purchase', reference: 'pay-1' })).toEqual({ balance: 600, applied: false });
    expect(await credits.apply({ userId, amount: -30, reason: 'tool_run', reference: 'job-1' })).toEqual({ balance: 570, applied: true });
    expect(await credits.apply({ userId, amount: 30, reason: 'refund', reference: 'job-1' })).toEqual({ balance: 600, applied: true });
    expect(await credits.apply({ userId, amount: 30, reason: 'refund', reference: 'job-1' })).toEqual({ balance: 600, applied: false });
    await expect(credits.apply({ userId, amount: -601, reason: 'tool_run', reference: 'job-2' })).rejects.toMatchObject({
      statusCode: 402,
      code: 'INSUFFICIENT_CREDITS',
      data: { required_credits: 601, current_credits: 600 },
    });

    // 70 charges of 10 against 600 credits at once: exactly 60 go through, and the same job twice counts once.
    const results = await Promise.allSettled(
      Array.from({ length: 70 }, (_, i) => credits.apply({ userId, amount: -10, reason: 'tool_run', reference: `race-${i % 65}` })),
    );
    const applied = results.filter((result) => result.status === 'fulfilled' && result.value.applied);
    expect(applied).toHaveLength(60);
    expect(results.filter((result) => result.status === 'rejected').every((result) => (result.reason as { code: string }).code === 'INSUFFICIENT_CREDITS')).toBe(true);

    const state = await balanceAndLedger(userId);
    expect(state.balance).toBe(0);
    expect(state.sum).toBe(state.balance);
    const [lowest] = await server.database.db
      .select({ balanceAfter: sql<number>`min(${creditLedger.balanceAfter})::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    expect(lowest?.balanceAfter).toBe(0);
  });

  it('lets the CHECK refuse a negative balance written past the service', async () => {
    await expect(server.database.db.update(users).set({ credits: -1 }).where(eq(users.id, bob.user.id))).rejects.toThrow();
  });

  describe('GET /v3/credit-history/user/:user_id', () => {
    it("answers 404 for someone else's id", async () => {
      const response = await call(server, 'GET', `/v3/credit-history/user/${bob.user.id}`, { token: ada.token });
      expect(await json(response, 404)).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('answers 400 naming a malformed id, limit or cursor', async () => {
      for (const [path, field] of [
        ['/v3/credit-history/user/nope', 'user_id'],
        [`/v3/credit-history/user/${ada.user.id}?limit=0`, 'limit'],
        [`/v3/credit-history/user/${ada.user.id}?cursor=garbage`, 'cursor'],
      ] as const) {
        const body = await json(await call(server, 'GET', path, { token: ada.token }), 400);
        expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
      }
    });

    it('pages your own ledger newest first with an opaque cursor', async () => {
      const pages: CreditHistoryResponse[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?limit=25&cursor=${encodeURIComponent(cursor)}` : '?limit=25';
        const page: CreditHistoryResponse = await json<CreditHistoryResponse>(await call(server, 'GET', `/v3/credit-history/user/${ada.user.id}${query}`, { token: ada.token }), 200);
        expect(page.items).toEqual(page.results);
        pages.push(page);
        cursor = page.nextCursor;
      } while (cursor);
      const entries = pages.flatMap((page) => page.results);
      const state = await balanceAndLedger(ada.user.id);
      expect(entries).toHaveLength(state.rows ?? -1);
      expect(pages.map((page) => page.results.length)).toEqual([25, 25, 14]);
      expect(entries.at(-1)).toMatchObject({ reason: 'sign_up', reference: ada.user.id, amount: 100, balance_after: 100 });
      const ids = entries.map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort().reverse());
    });

    it("lets an admin read anyone's history", async () => {
      const admin = await adminSignIn(server);
      const page = await json<CreditHistoryResponse>(await call(server, 'GET', `/v3/credit-history/user/${bob.user.id}`, { token: admin.token }), 200);
      expect(page).toEqual({ results: [expect.objectContaining({ reason: 'sign_up', amount: 100 })], items: page.results, nextCursor: null });
    });
  });
});
