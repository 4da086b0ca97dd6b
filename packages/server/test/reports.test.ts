import type { CreditsReport, TokenResponse } from '@facet/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, invoices } from '../src/db/schema';
import { createStore, type Store } from '../src/db/store';
import { CreditsService } from '../src/credits/credits.service';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';
import { buyPack } from './payments-helpers';

describe.each([embeddedTarget])('the admin credits report on $kind', (target) => {
  let server: TestServer;
  let admin: TokenResponse;
  let ada: TokenResponse;
  let store: Store;
  let credits: CreditsService;

  const report = (query: string, token = admin.token) => call(server, 'GET', `/admin/reports/credits?${query}`, { token });

  /** Moves a user's ledger rows with these references, and the invoices of these checkouts, to `at`. */
  async function movedTo(at: string, references: string[], checkoutIds: string[] = []): Promise<void> {
    const db = server.database.db;
    await db.update(creditLedger).set({ createdAt: new Date(at) }).where(inArray(creditLedger.reference, references));
    if (checkoutIds.length) await db.update(invoices).set({ createdAt: new Date(at) }).where(inArray(invoices.checkoutId, checkoutIds));
  }

  /** A tool run's charge, refunded when `refunded`, as a start and a failed job write them. */
  async function run(user: TokenResponse, cost: number, refunded: boolean): Promise<string> {
    const session = await store.sessions.insertSession({ ownerId: user.user.id, type: 'retopology', input: {} });
    const job = await store.sessions.insertJob({ sessionId: session.id, ownerId: user.user.id, type: 'retopology', credits: cost });
    await credits.apply({ userId: user.user.id, amount: -cost, reason: 'tool_run', reference: job.id });
    if (refunded) await credits.apply({ userId: user.user.id, amount: cost, reason: 'refund', reference: job.id });
    return job.id;
  }

  beforeAll(async () => {
    server = await startTestServer(target, NO_AUTH_LIMIT);
    store = createStore(server.database.db);
    credits = new CreditsService(store);
    admin = await adminSignIn(server);
    ada = await register(server, 'ada@example.com');
    const bob = await register(server, 'bob@example.com');

    // 2026-03-02: Ada buys 2,500 credits at the welcome price and spends 30 on a run; a 10-credit run fails and is refunded.
    const first = await buyPack(server, ada.token, 'pack_2500');
    await movedTo('2026-03-02T09:00:00Z', [first.checkout.id, await run(ada, 30, false), await run(ada, 10, true)], [first.checkout.id]);
    // 2026-03-04, just before midnight UTC: Bob buys 500 credits.
    const second = await buyPack(server, bob.token, 'pack_500');
    await movedTo('2026-03-04T23:59:30Z', [second.checkout.id], [second.checkout.id]);
    // Not counted: a run on 2026-03-05, after the range, and the sign-up grants, which are not sales.
    await movedTo('2026-03-05T00:00:10Z', [await run(bob, 5, false)]);
    await server.database.db.update(creditLedger).set({ createdAt: new Date('2026-03-03T12:00:00Z') }).where(eq(creditLedger.reason, 'sign_up'));
  });
  afterAll(() => server.close());

  it('requires authentication', async () => {
    expect(await json(await call(server, 'GET', '/admin/reports/credits?from=2026-03-01&to=2026-03-04'), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("refuses a user's token", async () => {
    expect(await json(await report('from=2026-03-01&to=2026-03-04', ada.token), 403)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('counts each UTC day: credits sold, spent and refunded, revenue; quiet days as zeros; totals', async () => {
    const body = await json<CreditsReport>(await report('from=2026-03-01&to=2026-03-04'), 200);
    const [firstInvoice, secondInvoice] = await Promise.all(
      ['2026-03-02T09:00:00Z', '2026-03-04T23:59:30Z'].map(async (at) => {
        const [row] = await server.database.db.select({ cents: invoices.amountCents }).from(invoices).where(eq(invoices.createdAt, new Date(at)));
        return row!.cents;
      }),
    );
    const none = { credits_sold: 0, credits_spent: 0, credits_refunded: 0, revenue_cents: 0 };
    expect(body).toEqual({
      from: '2026-03-01',
      to: '2026-03-04',
      days: [
        { date: '2026-03-01', ...none },
        { date: '2026-03-02', credits_sold: 2500, credits_spent: 40, credits_refunded: 10, revenue_cents: firstInvoice },
        { date: '2026-03-03', ...none },
        { date: '2026-03-04', credits_sold: 500, credits_spent: 0, credits_refunded: 0, revenue_cents: secondInvoice },
      ],
      totals: { credits_sold: 3000, credits_spent: 40, credits_refunded: 10, revenue_cents: firstInvoice! + secondInvoice! },
    });
    expect(firstInvoice).toBe(1600);
  });

  it('refuses a range that ends before it starts, is over 366 days, or has no dates', async () => {
    for (const query of ['from=2026-03-04&to=2026-03-01', 'from=2025-01-01&to=2026-01-02', 'from=2026-03-01', 'from=March&to=2026-03-04']) {
      expect(await json(await report(query), 400), query).toEqual({ message: expect.any(String), code: 'VALIDATION_FAILED', data: expect.anything() });
    }
    expect((await json<CreditsReport>(await report('from=2025-01-01&to=2026-01-01'), 200)).days).toHaveLength(366);
  });
});
