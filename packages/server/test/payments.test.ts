import type { Checkout, InvoicesResponse, TokenResponse, UserProfile } from '@facet/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, creditLedger, invoices, paymentEvents, users } from '../src/db/schema';
import { TEST_CHECKOUT_TITLE } from '../src/payments';
import { CHECKOUT_STYLE } from '../src/payments/test-checkout';
import { call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';
import { connected, socketFor, waitForSocketEvent } from './socket-helpers';

const HOUR_MS = 60 * 60 * 1000;

describe.each(databaseTargets())('payments on $kind', (target) => {
  let server: TestServer;
  let accounts = 0;
  beforeAll(async () => {
    server = await startTestServer(target, NO_AUTH_LIMIT);
  });
  afterAll(() => server.close());

  /** A new account, signed up `ageMs` ago (the welcome offer runs for 2 hours from sign-up). */
  async function buyer(ageMs = 0): Promise<TokenResponse> {
    const account = await register(server, `buyer-${++accounts}@example.com`);
    if (ageMs > 0) {
      await server.database.db.update(users).set({ createdAt: new Date(Date.now() - ageMs) }).where(eq(users.id, account.user.id));
    }
    return account;
  }

  async function startCheckout(token: string, body: unknown): Promise<Checkout> {
    return json<Checkout>(await call(server, 'POST', '/payments/checkout', { token, body }), 201);
  }

  /** The checkout's page (its URL is on the origin the checkout was started from: the test server's own). */
  const pageOf = (checkout: Checkout) => checkout.url;

  /** Presses a button of the test checkout's page as the browser does: an empty form, the redirect not followed. */
  function press(checkout: Checkout, button: 'pay' | 'decline'): Promise<Response> {
    return fetch(`${pageOf(checkout)}/${button}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
  }

  /** Everything a payment can change, for one user and one checkout. */
  async function state(userId: string, checkoutId: string) {
    const db = server.database.db;
    const [user] = await db.select({ credits: users.credits, tier: users.tier }).from(users).where(eq(users.id, userId));
    const ledger = await db.select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reference, checkoutId)));
    const [invoiceCount] = await db.select({ n: count() }).from(invoices).where(eq(invoices.checkoutId, checkoutId));
    const [checkout] = await db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.id, checkoutId));
    return { credits: user?.credits, tier: user?.tier, ledger, invoices: invoiceCount?.n, status: checkout?.status };
  }

  it('buys a pack through the built-in test checkout: the page, Pay, the credits, one ledger row, one invoice, the socket', async () => {
    const ada = await buyer(3 * HOUR_MS);
    const checkout = await startCheckout(ada.token, { kind: 'pack', pack_id: 'pack_2500' });
    expect(checkout).toMatchObject({
      provider: 'test',
      status: 'pending',
      kind: 'pack',
      item: 'pack_2500',
      credits: 2500,
      list_price_cents: 2000,
      amount_cents: 2000,
      currency: 'usd',
      discount: null,
    });
    expect(checkout.url).toMatch(new RegExp(`^${server.url}/payments/test-checkout/[A-Za-z0-9_-]{43}$`));

    const page = await fetch(pageOf(checkout), { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(page.status, html).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain(TEST_CHECKOUT_TITLE);
    // Its own inline style, which the security headers let apply: light or dark as the device prefers.
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(html).toContain(`<style>\n  ${CHECKOUT_STYLE}\n</style>`);
    expect(CHECKOUT_STYLE).toContain('@media (prefers-color-scheme: dark)');
    expect(html).not.toMatch(/<script|<link /);
    expect(html).toContain('2,500 credits');
    expect(html).toContain('$20.00');
    expect(html).toMatch(/<form method="post" action="\/payments\/test-checkout\/[A-Za-z0-9_-]+\/pay">/);
    expect(html).toMatch(/<form method="post" action="\/payments\/test-checkout\/[A-Za-z0-9_-]+\/decline">/);

    const socket = socketFor(server, ada.token);
    try {
      await connected(socket);
      const update = waitForSocketEvent<{ credits: number }>(socket, 'credits_update');
      const paid = await press(checkout, 'pay');
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`${server.url}/payment/success?checkout_id=${checkout.id}`);
      expect(await update).toEqual({ credits: 100 + 2500 });
    } finally {
      socket.close();
    }

    const after = await state(ada.user.id, checkout.id);
    expect(after).toMatchObject({ credits: 2600, invoices: 1, status: 'completed' });
    expect(after.ledger).toHaveLength(1);
    expect(after.ledger[0]).toMatchObject({ amount: 2500, reason: 'purchase', reference: checkout.id, balanceAfter: 2600 });
    expect(await json(await call(server, 'GET', '/user/credits', { token: ada.token }), 200)).toEqual({ credits: 2600 });

    const listed = await json<InvoicesResponse>(await call(server, 'GET', '/user/invoices', { token: ada.token }), 200);
    expect(listed.results).toEqual([
      expect.objectContaining({ checkout_id: checkout.id, amount_cents: 2000, currency: 'usd', status: 'paid', description: '2,500 credits' }),
    ]);
    expect(listed.items).toEqual(listed.results);
    expect(listed.nextCursor).toBeNull();

    // Pay again (a second tab, the back button): refused, and nothing more is granted.
    expect(await json(await press(checkout, 'pay'), 409)).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('already paid') });
    expect(await state(ada.user.id, checkout.id)).toEqual(after);
    expect(await (await fetch(pageOf(checkout))).text()).toContain('This checkout is paid.');
  });

  it('credits once for the same completion replayed 10 times, with a late decline and a second completion in between', async () => {
    const bob = await buyer(3 * HOUR_MS);
    const checkout = await startCheckout(bob.token, { kind: 'pack', pack_id: 'pack_500' });
    const payments = server.app.services.payments.checkout;
    const completed = { provider: 'test', eventId: 'evt_completed', type: 'checkout.completed', checkoutId: checkout.id } as const;

    expect(await payments.fulfil(completed)).toEqual({ processed: true, status: 'completed', creditsGranted: 500 });
    const results = [];
    for (let i = 0; i < 10; i++) {
      results.push(await payments.fulfil(completed));
      // Out of order: a decline sent before the payment went through, and the provider's other completion event.
      if (i === 3) results.push(await payments.fulfil({ ...completed, eventId: 'evt_declined_earlier', type: 'checkout.declined' }));
      if (i === 6) results.push(await payments.fulfil({ ...completed, eventId: 'evt_async_succeeded' }));
    }
    expect(results.every((result) => result.status === 'completed' && result.creditsGranted === 0)).toBe(true);
    expect(results.filter((result) => result.processed)).toHaveLength(2);

    const after = await state(bob.user.id, checkout.id);
    expect(after).toMatchObject({ credits: 600, invoices: 1, status: 'completed' });
    expect(after.ledger).toHaveLength(1);
    const [events] = await server.database.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.checkoutId, checkout.id));
    expect(events?.n).toBe(3);
  });

  it('credits once for 20 concurrent deliveries of one event', async () => {
    const cy = await buyer(3 * HOUR_MS);
    const checkout = await startCheckout(cy.token, { kind: 'pack', pack_id: 'pack_10000' });
    const event = { provider: 'test', eventId: 'evt_concurrent', type: 'checkout.completed', checkoutId: checkout.id } as const;
    const results = await Promise.all(Array.from({ length: 20 }, () => server.app.services.payments.checkout.fulfil(event)));
    expect(results.filter((result) => result.processed)).toHaveLength(1);
    expect(results.reduce((sum, result) => sum + result.creditsGranted, 0)).toBe(10_000);
    const after = await state(cy.user.id, checkout.id);
    expect(after).toMatchObject({ credits: 10_100, invoices: 1, status: 'completed' });
    expect(after.ledger).toHaveLength(1);
  });

  it('changes nothing but the status on Decline, and then refuses Pay', async () => {
    const dee = await buyer(3 * HOUR_MS);
    const checkout = await startCheckout(dee.token, { kind: 'pack', pack_id: 'pack_500' });
    const declined = await press(checkout, 'decline');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`${server.url}/payment/failed?checkout_id=${checkout.id}`);
    const after = await state(dee.user.id, checkout.id);
    expect(after).toEqual({ credits: 100, tier: 'free', ledger: [], invoices: 0, status: 'declined' });

    expect(await json(await press(checkout, 'pay'), 409)).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('declined') });
    expect(await state(dee.user.id, checkout.id)).toEqual(after);
    const listed = await json<InvoicesResponse>(await call(server, 'GET', '/user/invoices', { token: dee.token }), 200);
    expect(listed.results).toEqual([]);
  });

  it('refuses an unknown pack or plan with 400 before anything is written', async () => {
    const eve = await buyer();
    const rowsBefore = await server.database.db.select({ n: count() }).from(checkouts);
    for (const [body, field] of [
      [{ kind: 'pack', pack_id: 'pack_7' }, 'pack_id: expected one of the credit packs pack_500, pack_2500, pack_10000'],
      [{ kind: 'plan', tier: 'platinum' }, 'tier: expected one of the plans starter, pro, studio'],
      [{ kind: 'plan', tier: 'free' }, 'tier: expected one of the plans'],
      [{ kind: 'coupon' }, 'kind'],
    ] as const) {
      const answer = await json(await call(server, 'POST', '/payments/checkout', { token: eve.token, body }), 400);
      expect(answer).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
    }
    expect(await server.database.db.select({ n: count() }).from(checkouts)).toEqual(rowsBefore);
  });

  it('refuses a page token that opens no checkout, and an event from another provider', async () => {
    expect(await json(await fetch(`${server.url}/payments/test-checkout/${'A'.repeat(43)}`), 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(`${server.url}/payments/test-checkout/${'A'.repeat(43)}/pay`, { method: 'POST' })).status).toBe(404);
    const fay = await buyer(3 * HOUR_MS);
    const checkout = await startCheckout(fay.token, { kind: 'pack', pack_id: 'pack_500' });
    expect((await fetch(`${pageOf(checkout)}/refund`, { method: 'POST' })).status).toBe(404);
    await expect(
      server.app.services.payments.checkout.fulfil({ provider: 'stripe', eventId: 'evt_x', type: 'checkout.completed', checkoutId: checkout.id }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(await state(fay.user.id, checkout.id)).toMatchObject({ credits: 100, ledger: [], invoices: 0, status: 'pending' });
  });

  it('charges the welcome-offer price on the first purchase inside 2 hours of sign-up, and the full price after', async () => {
    const fresh = await buyer(2 * HOUR_MS - 60_000);
    const discounted = await startCheckout(fresh.token, { kind: 'pack', pack_id: 'pack_2500' });
    expect(discounted).toMatchObject({ list_price_cents: 2000, amount_cents: 1600, discount: { kind: 'welcome_offer', percent_off: 20 } });
    const page = await (await fetch(pageOf(discounted))).text();
    expect(page).toContain('$16.00');
    expect(page).toContain('Pay $16.00');
    expect((await press(discounted, 'pay')).status).toBe(303);
    const listed = await json<InvoicesResponse>(await call(server, 'GET', '/user/invoices', { token: fresh.token }), 200);
    expect(listed.results).toEqual([
      expect.objectContaining({ amount_cents: 1600, description: '2,500 credits (welcome offer, 20% off)' }),
    ]);
    // Still inside the window, but no longer the first purchase.
    expect(await startCheckout(fresh.token, { kind: 'pack', pack_id: 'pack_2500' })).toMatchObject({ amount_cents: 2000, discount: null });

    const late = await buyer(2 * HOUR_MS + 1000);
    expect(await startCheckout(late.token, { kind: 'pack', pack_id: 'pack_2500' })).toMatchObject({ amount_cents: 2000, discount: null });
  });

  it('gives the welcome offer once: of three discounted checkouts paid at once one is granted, the others refunded; paying one closes the others', async () => {
    const hana = await buyer(60_000);
    const packs = ['pack_500', 'pack_2500', 'pack_10000'] as const;
    const opened = await Promise.all(packs.map((pack_id) => startCheckout(hana.token, { kind: 'pack', pack_id })));
    expect(opened.map((checkout) => checkout.discount?.kind)).toEqual(['welcome_offer', 'welcome_offer', 'welcome_offer']);
    const answers = await Promise.all(opened.map((checkout) => press(checkout, 'pay')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409, 409]);
    const won = opened[answers.findIndex((answer) => answer.status === 303)]!;
    // A loser is either refused at its page (the winner closed it first) or paid and refunded (it got past the page first).
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(await json(answer, 409)).toEqual({
        code: 'CONFLICT',
        message: expect.stringMatching(
          /^(The welcome offer is for your first purchase, and an earlier purchase has used it\. Your payment of \$\d+\.00 was refunded in full and nothing was granted\.|This checkout was declined, or closed when another purchase used up its price\. .*)$/,
        ),
      });
    }
    const db = server.database.db;
    const rows = await db.select().from(checkouts).where(eq(checkouts.userId, hana.user.id));
    expect(rows.filter((row) => row.status === 'completed').map((row) => row.id)).toEqual([won.id]);
    expect(rows.filter((row) => row.id !== won.id).every((row) => row.status === 'declined' || row.status === 'refunded')).toBe(true);
    const listed = await json<InvoicesResponse>(await call(server, 'GET', '/user/invoices', { token: hana.token }), 200);
    expect(listed.results).toEqual([expect.objectContaining({ checkout_id: won.id, amount_cents: won.amount_cents })]);
    const ledger = await db.select().from(creditLedger).where(and(eq(creditLedger.userId, hana.user.id), eq(creditLedger.reason, 'purchase')));
    expect(ledger).toEqual([expect.objectContaining({ reference: won.id, amount: won.credits })]);
    expect(await json(await call(server, 'GET', '/user/credits', { token: hana.token }), 200)).toEqual({ credits: 100 + won.credits });

    // One at a time: paying the first closes the other discounted one, whose page then takes no payment.
    const ivo = await buyer(60_000);
    const [first, second] = await Promise.all(packs.slice(0, 2).map((pack_id) => startCheckout(ivo.token, { kind: 'pack', pack_id })));
    expect((await press(first!, 'pay')).status).toBe(303);
    expect(await state(ivo.user.id, second!.id)).toMatchObject({ status: 'declined', invoices: 0, ledger: [] });
    expect(await json(await press(second!, 'pay'), 409)).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('closed when another purchase used up its price') });
    // A provider that took the money before the checkout closed reports it: refunded, nothing granted, and the page says why.
    const late = { provider: 'test', eventId: 'evt_paid_before_closed', type: 'checkout.completed', checkoutId: second!.id } as const;
    expect(await server.app.services.payments.checkout.fulfil(late)).toEqual({
      processed: true,
      status: 'refunded',
      creditsGranted: 0,
      refundReason: 'The welcome offer is for your first purchase, and an earlier purchase has used it. Your payment of $16.00 was refunded in full and nothing was granted.',
    });
    expect(await state(ivo.user.id, second!.id)).toMatchObject({ credits: 100 + 500, status: 'refunded', invoices: 0, ledger: [] });
    expect(await (await fetch(pageOf(second!))).text()).toContain('This checkout is refunded. The welcome offer is for your first purchase');
    expect(await json(await press(second!, 'pay'), 409)).toMatchObject({ message: expect.stringContaining('was refunded in full') });
  });

  it('buys a plan: the tier and its flags, its month of credits as a subscription ledger row, one invoice', async () => {
    const gus = await buyer(3 * HOUR_MS);
    const checkout = await startCheckout(gus.token, { kind: 'plan', tier: 'pro' });
    expect(checkout).toMatchObject({ kind: 'plan', item: 'pro', credits: 4000, amount_cents: 3000, description: 'Pro plan, one month (4,000 credits)' });
    expect((await press(checkout, 'pay')).status).toBe(303);
    const after = await state(gus.user.id, checkout.id);
    expect(after).toMatchObject({ credits: 4100, tier: 'pro', invoices: 1, status: 'completed' });
    expect(after.ledger).toEqual([expect.objectContaining({ amount: 4000, reason: 'subscription' })]);
    const profile = await json<UserProfile>(await call(server, 'GET', '/user/profile', { token: gus.token }), 200);
    expect(profile.monetization_config).toMatchObject({ can_access_chat_to_3d: true, can_access_ai_video_to_video: false });
    expect(await json(await call(server, 'POST', '/payments/checkout', { token: gus.token, body: { kind: 'plan', tier: 'pro' } }), 409)).toMatchObject({
      code: 'CONFLICT',
    });
  });
});
