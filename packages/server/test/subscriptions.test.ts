import type { Checkout, InvoicesResponse, Subscription, TokenResponse, UserProfile } from '@facet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, couponRedemptions, coupons, subscriptions, users } from '../src/db/schema';
import { addMonth } from '../src/payments/billing-period';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';
import { buyThroughTestCheckout, payOnTestCheckout } from './payments-helpers';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe('addMonth', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addMonth(new Date('2026-01-15T10:00:00.000Z')).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonth(new Date('2026-01-31T10:00:00.000Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonth(new Date('2028-01-31T00:00:00.000Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonth(new Date('2026-12-20T23:59:59.000Z')).toISOString()).toBe('2027-01-20T23:59:59.000Z');
  });
});

describe.each(databaseTargets())('plans and coupons on $kind', (target) => {
  let server: TestServer;
  let admin: TokenResponse;
  let accounts = 0;
  beforeAll(async () => {
    server = await startTestServer(target, NO_AUTH_LIMIT);
    admin = await adminSignIn(server);
  });
  afterAll(() => server.close());

  /** A new account, signed up 3 hours ago (past the welcome offer) unless told. */
  async function person(ageMs = 3 * HOUR_MS): Promise<TokenResponse> {
    const account = await register(server, `plan-${++accounts}@example.com`);
    await server.database.db.update(users).set({ createdAt: new Date(Date.now() - ageMs) }).where(eq(users.id, account.user.id));
    return account;
  }

  const startCheckout = async (token: string, body: unknown) => json<Checkout>(await call(server, 'POST', '/payments/checkout', { token, body }), 201);

  const pay = (checkout: Checkout) => payOnTestCheckout(server, checkout);
  const buyPlan = (token: string, tier: 'starter' | 'pro' | 'studio') => buyThroughTestCheckout(server, token, { kind: 'plan', tier });

  const subscription = async (token: string) => json<Subscription>(await call(server, 'GET', '/user/subscription', { token }), 200);
  const me = async (token: string) => json<UserProfile>(await call(server, 'GET', '/user/profile', { token }), 200);
  const credits = async (token: string) => (await json<{ credits: number }>(await call(server, 'GET', '/user/credits', { token }), 200)).credits;
  const invoiceList = async (token: string) => json<InvoicesResponse>(await call(server, 'GET', '/user/invoices', { token }), 200);
  const moveClock = async (now: Date) =>
    json<{ renewed: number; ended: number }>(await call(server, 'POST', '/admin/payments/test-clock', { token: admin.token, body: { now: now.toISOString() } }), 200);
  const periodEnd = async (token: string) => new Date((await subscription(token)).current_period_end!);

  it('a plan bought renews monthly on the test clock: its credits, an invoice each month, once however often the clock is moved', async () => {
    const ada = await person();
    expect(await subscription(ada.token)).toMatchObject({ status: 'none', plan: null, current_period_end: null, portal_available: false });
    await buyPlan(ada.token, 'starter');
    const bought = await subscription(ada.token);
    expect(bought).toMatchObject({ status: 'active', plan: 'starter', provider: 'test', renewal_price_cents: 1000, renewal_credits: 1000, portal_available: false });
    const end = new Date(bought.current_period_end!);
    expect(end.getTime() - Date.now()).toBeGreaterThan(27 * DAY_MS);
    const afterPurchase = await credits(ada.token);
    expect(afterPurchase).toBe(100 + 1000);

    // Before the month ends nothing happens.
    await moveClock(new Date(end.getTime() - 1000));
    expect(await credits(ada.token)).toBe(afterPurchase);

    // Two months and a bit later: two renewals, each granted and invoiced once, however often the clock is asked.
    const later = new Date(addMonth(end).getTime() + DAY_MS);
    const [first, second] = await Promise.all([moveClock(later), moveClock(later)]);
    expect(first.renewed + second.renewed).toBe(2);
    expect((await moveClock(later)).renewed).toBe(0);
    expect(await credits(ada.token)).toBe(afterPurchase + 2000);
    expect((await periodEnd(ada.token)).toISOString()).toBe(addMonth(addMonth(end)).toISOString());
    const { items } = await invoiceList(ada.token);
    expect(items).toHaveLength(3);
    expect(items.map((invoice) => invoice.amount_cents)).toEqual([1000, 1000, 1000]);
    expect(items[0]).toMatchObject({ checkout_id: null, description: expect.stringMatching(/^Starter plan, renewed for [A-Z][a-z]{2} \d{1,2} to [A-Z][a-z]{2} \d{1,2}, \d{4} \(1,000 credits\)$/) });
    expect(items[0]!.receipt_url).toBe(`/user/invoices/${items[0]!.id}/receipt`);
  });

  it('cancel keeps the tier and its flags until the month ends, then drops to free; resume before then undoes it', async () => {
    const bea = await person();
    await buyPlan(bea.token, 'pro');
    expect((await me(bea.token)).monetization_config).toMatchObject({ can_access_retopo_precision: true });

    const canceled = await json<Subscription>(await call(server, 'POST', '/user/subscription/cancel', { token: bea.token }), 200);
    expect(canceled).toMatchObject({ status: 'canceling', plan: 'pro', renewal_price_cents: null, renewal_credits: null });
    // Cancelling twice changes nothing.
    expect(await json<Subscription>(await call(server, 'POST', '/user/subscription/cancel', { token: bea.token }), 200)).toEqual(canceled);
    const end = new Date(canceled.current_period_end!);
    const paid = await credits(bea.token);

    await moveClock(new Date(end.getTime() - 60_000));
    expect((await me(bea.token)).monetization_config).toMatchObject({ can_access_retopo_precision: true });

    // Resumed, then cancelled again: only the last word counts.
    expect(await json<Subscription>(await call(server, 'POST', '/user/subscription/resume', { token: bea.token }), 200)).toMatchObject({ status: 'active', renewal_credits: 4000 });
    await json(await call(server, 'POST', '/user/subscription/cancel', { token: bea.token }), 200);

    // The counts are the whole server's: another account's month can end in the same stretch (ada's,
    // when both months are cut to the last day of February), so bea's own renewal is checked below.
    expect(await moveClock(new Date(end.getTime() + 1000))).toMatchObject({ ended: 1 });
    const after = await me(bea.token);
    expect(after.monetization_config).toMatchObject({ can_access_retopo_precision: false, can_access_retopo_swift: false });
    expect(await subscription(bea.token)).toMatchObject({ status: 'none', plan: null });
    // Nothing renewed, nothing taken back: the credits of the paid month stay.
    expect(await credits(bea.token)).toBe(paid);
    expect(await json(await call(server, 'POST', '/user/subscription/resume', { token: bea.token }), 409)).toMatchObject({ code: 'CONFLICT' });
    // It can be bought again.
    await buyPlan(bea.token, 'starter');
    expect(await subscription(bea.token)).toMatchObject({ status: 'active', plan: 'starter' });
  });

  it('an upgrade takes effect at once and replaces the plan it upgrades', async () => {
    const cy = await person();
    await buyPlan(cy.token, 'starter');
    await buyPlan(cy.token, 'studio');
    expect(await subscription(cy.token)).toMatchObject({ status: 'active', plan: 'studio', renewal_credits: 15000 });
    expect((await me(cy.token)).monetization_config).toMatchObject({ can_access_ai_video_to_video: true });
    const rows = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, cy.user.id));
    expect(rows.map((row) => `${row.tier} ${row.status}`).sort()).toEqual(['starter ended', 'studio active']);
    expect(await credits(cy.token)).toBe(100 + 1000 + 15000);
  });

  it('deleting the account ends its plan at once: the delete screen warns of it, and nothing renews after', async () => {
    const ivy = await person();
    await buyPlan(ivy.token, 'starter');
    expect(await json(await call(server, 'GET', '/user/delete-flow', { token: ivy.token }), 200)).toMatchObject({ has_active_subscription: true });
    const end = await periodEnd(ivy.token);
    expect((await call(server, 'DELETE', '/user', { token: ivy.token })).status).toBe(204);
    const [row] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, ivy.user.id));
    expect(row?.status).toBe('ended');
    await moveClock(new Date(end.getTime() + DAY_MS));
    const [user] = await server.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, ivy.user.id));
    expect(user?.credits).toBe(1100);
  });

  it('the billing portal is refused on the test checkout, and the test clock is for admins', async () => {
    const dee = await person();
    expect(await json(await call(server, 'POST', '/user/billing-portal', { token: dee.token }), 409)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('built-in test checkout'),
    });
    expect((await call(server, 'POST', '/admin/payments/test-clock', { token: dee.token, body: { now: new Date().toISOString() } })).status).toBe(403);
    const farAhead = new Date(Date.now() + 11 * 366 * 86_400_000).toISOString();
    expect(await json(await call(server, 'POST', '/admin/payments/test-clock', { token: admin.token, body: { now: farAhead } }), 400)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid request body. now: the test clock moves at most 10 years past today.',
    });
  });

  it('a coupon: checked, applied at checkout instead of a smaller welcome offer, then refused once used, used up or expired', async () => {
    const created = await json<{ code: string; redemptions: number }>(
      await call(server, 'POST', '/admin/coupons', { token: admin.token, body: { code: 'launch-30', percent_off: 30, max_redemptions: 2 } }),
      201,
    );
    expect(created).toMatchObject({ code: 'LAUNCH-30', redemptions: 0 });
    // A new person inside the welcome window (20%) with a 30% coupon pays 30% less, never both.
    const eve = await person(0);
    expect(await json(await call(server, 'GET', '/payments/coupons/launch-30', { token: eve.token }), 200)).toEqual({ code: 'LAUNCH-30', percent_off: 30 });
    const checkout = await startCheckout(eve.token, { kind: 'pack', pack_id: 'pack_2500', coupon_code: 'Launch-30' });
    expect(checkout).toMatchObject({ amount_cents: 1400, list_price_cents: 2000, discount: { kind: 'coupon', percent_off: 30, code: 'LAUNCH-30' } });
    await pay(checkout);
    expect((await invoiceList(eve.token)).items[0]).toMatchObject({ amount_cents: 1400, description: '2,500 credits (coupon LAUNCH-30, 30% off)' });

    // Once per person.
    const again = await call(server, 'POST', '/payments/checkout', { token: eve.token, body: { kind: 'pack', pack_id: 'pack_500', coupon_code: 'LAUNCH-30' } });
    expect(await json(again, 409)).toMatchObject({ code: 'CONFLICT', message: 'You have already used the coupon LAUNCH-30.' });

    // A smaller coupon than the welcome offer leaves the welcome offer.
    await json(await call(server, 'POST', '/admin/coupons', { token: admin.token, body: { code: 'TEN', percent_off: 10 } }), 201);
    const fay = await person(0);
    expect(await startCheckout(fay.token, { kind: 'pack', pack_id: 'pack_500', coupon_code: 'ten' })).toMatchObject({
      amount_cents: 400,
      discount: { kind: 'welcome_offer', percent_off: 20 },
    });

    // Used up after its second use.
    const gus = await person();
    await pay(await startCheckout(gus.token, { kind: 'plan', tier: 'starter', coupon_code: 'LAUNCH-30' }));
    const hal = await person();
    expect(await json(await call(server, 'GET', '/payments/coupons/LAUNCH-30', { token: hal.token }), 409)).toMatchObject({ message: 'The coupon LAUNCH-30 has been used up.' });

    // A coupon cannot be made already expired; one that expires after it is made is refused like an unknown code.
    const past = await call(server, 'POST', '/admin/coupons', { token: admin.token, body: { code: 'OLD', percent_off: 50, expires_at: new Date(Date.now() - 1000).toISOString() } });
    expect(await json(past, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid request body. expires_at: this time has passed, and a coupon that has expired could never be used.' });
    await json(
      await call(server, 'POST', '/admin/coupons', { token: admin.token, body: { code: 'OLD', percent_off: 50, expires_at: new Date(Date.now() + 3_600_000).toISOString() } }),
      201,
    );
    // An hour on: its expiry is moved back rather than the test waiting it out.
    await server.database.executeSql(`UPDATE coupons SET expires_at = now() - interval '1 second' WHERE code = 'OLD'`);
    for (const code of ['OLD', 'NEVER-MADE']) {
      const refused = await call(server, 'POST', '/payments/checkout', { token: hal.token, body: { kind: 'pack', pack_id: 'pack_500', coupon_code: code } });
      expect(await json(refused, 404)).toMatchObject({ code: 'NOT_FOUND', message: `The coupon ${code} is not valid: it does not exist or has expired.` });
    }
    expect((await invoiceList(hal.token)).items).toHaveLength(0);
  });
  /** Presses Pay on each checkout at once; answers the statuses, and the 409 messages. */
  async function payAtOnce(opened: Checkout[]): Promise<{ statuses: number[]; refusals: string[] }> {
    const answers = await Promise.all(
      opened.map((checkout) =>
        fetch(`${server.url}${new URL(checkout.url).pathname}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
          redirect: 'manual',
        }),
      ),
    );
    const refusals = await Promise.all(answers.filter((answer) => answer.status === 409).map(async (answer) => (await json<{ message: string }>(answer, 409)).message));
    return { statuses: answers.map((answer) => answer.status).sort(), refusals };
  }

  const checkoutRows = (userId: string) => server.database.db.select().from(checkouts).where(eq(checkouts.userId, userId));

  it("a coupon's cap and once-per-person hold when paid: three people racing for its last use, one person paying ten checkouts at once", async () => {
    await json(await call(server, 'POST', '/admin/coupons', { token: admin.token, body: { code: 'ONLY-ONE', percent_off: 50, max_redemptions: 1 } }), 201);
    const racers = await Promise.all([person(), person(), person()]);
    const opened = await Promise.all(racers.map((racer) => startCheckout(racer.token, { kind: 'pack', pack_id: 'pack_500', coupon_code: 'ONLY-ONE' })));
    expect(opened.every((checkout) => checkout.amount_cents === 250)).toBe(true);
    const { statuses, refusals } = await payAtOnce(opened);
    expect(statuses).toEqual([303, 409, 409]);
    expect(refusals).toEqual(Array(2).fill('The coupon ONLY-ONE was used up by other buyers before this payment arrived. Your payment of $2.50 was refunded in full and nothing was granted.'));
    const [coupon] = await server.database.db.select().from(coupons).where(eq(coupons.code, 'ONLY-ONE'));
    expect(coupon?.redemptions).toBe(1);
    expect(await server.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.code, 'ONLY-ONE'))).toHaveLength(1);
    const granted = await Promise.all(racers.map((racer) => credits(racer.token)));
    expect(granted.sort()).toEqual([100, 100, 600]);

    await json(await call(server, 'POST', '/admin/coupons', { token: admin.token, body: { code: 'ONCE-EACH', percent_off: 40, max_redemptions: 100 } }), 201);
    const jon = await person();
    const ten = await Promise.all(Array.from({ length: 10 }, () => startCheckout(jon.token, { kind: 'pack', pack_id: 'pack_500', coupon_code: 'ONCE-EACH' })));
    const once = await payAtOnce(ten);
    expect(once.statuses.filter((status) => status === 303)).toHaveLength(1);
    // The others are refunded (paid before the first closed them) or refused at their page (closed first).
    for (const message of once.refusals) expect(message).toMatch(/^(You have already used the coupon ONCE-EACH on an earlier purchase\. Your payment of \$3\.00 was refunded|This checkout was declined, or closed)/);
    expect(await credits(jon.token)).toBe(600);
    expect((await invoiceList(jon.token)).items).toHaveLength(1);
    expect((await checkoutRows(jon.user.id)).filter((row) => row.status === 'completed')).toHaveLength(1);
    const [counted] = await server.database.db.select().from(coupons).where(eq(coupons.code, 'ONCE-EACH'));
    expect(counted?.redemptions).toBe(1);
  });

  it('a coupon allows at most 2,147,483,647 uses: one more is a 400, not a 500', async () => {
    const refused = await call(server, 'POST', '/admin/coupons', { token: admin.token, body: { code: 'HUGE-CAP', percent_off: 5, max_redemptions: 2147483648 } });
    expect(await json(refused, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('max_redemptions') });
    const made = await call(server, 'POST', '/admin/coupons', { token: admin.token, body: { code: 'HUGE-CAP', percent_off: 5, max_redemptions: 2147483647 } });
    expect(await json(made, 201)).toMatchObject({ max_redemptions: 2147483647 });
  });

  it('a plan is bought once: of two checkouts for it paid at once one is granted and invoiced, the other refunded', async () => {
    const kim = await person();
    const opened = await Promise.all([startCheckout(kim.token, { kind: 'plan', tier: 'pro' }), startCheckout(kim.token, { kind: 'plan', tier: 'pro' })]);
    const { statuses, refusals } = await payAtOnce(opened);
    expect(statuses).toEqual([303, 409]);
    expect(refusals[0]).toMatch(/^(You are already on the Pro plan, paid by an earlier checkout\. Your payment of \$30\.00 was refunded in full and nothing was granted\.|This checkout was declined, or closed)/);
    expect(await credits(kim.token)).toBe(100 + 4000);
    expect((await invoiceList(kim.token)).items).toHaveLength(1);
    const rows = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, kim.user.id));
    expect(rows.map((row) => `${row.tier} ${row.status}`)).toEqual(['pro active']);
    const other = (await checkoutRows(kim.user.id)).find((row) => row.status !== 'completed');
    expect(other?.status).toMatch(/^(declined|refunded)$/);
    // Its payment reported after the first closed it (a provider that charged first): refunded all the same.
    const late = await server.app.services.payments.checkout.fulfil({ provider: 'test', eventId: 'evt_plan_paid_late', type: 'checkout.completed', checkoutId: other!.id });
    expect(late).toMatchObject({ status: 'refunded', creditsGranted: 0, refundReason: expect.stringMatching(/^You are already on the Pro plan, paid by an earlier checkout\./) });
    expect(await credits(kim.token)).toBe(100 + 4000);
    expect((await invoiceList(kim.token)).items).toHaveLength(1);
  });

  it("the test clock is the time of what it drives: a plan bought after a move starts at the clock's time, its invoices and ledger rows carry its dates, the next move renews only the months that passed", async () => {
    // Past wherever earlier tests moved it; it runs on from here.
    const moved = new Date(Date.now() + 240 * DAY_MS);
    await moveClock(moved);
    const lea = await person();
    const { invoice } = await buyPlan(lea.token, 'starter');
    const paidAt = new Date(invoice.created_at).getTime();
    expect(paidAt).toBeGreaterThanOrEqual(moved.getTime());
    expect(paidAt - moved.getTime()).toBeLessThan(60_000);
    const end = await periodEnd(lea.token);
    expect(end.toISOString()).toBe(addMonth(new Date(invoice.created_at)).toISOString());
    const history = async () =>
      (await json<{ items: { amount: number; reason: string; created_at: string }[] }>(await call(server, 'GET', `/v3/credit-history/user/${lea.user.id}`, { token: lea.token }), 200)).items;
    expect((await history()).find((row) => row.reason === 'subscription')?.created_at).toBe(invoice.created_at);

    // A day into its second month: one renewal, dated when that month began.
    await moveClock(new Date(end.getTime() + DAY_MS));
    expect(await credits(lea.token)).toBe(100 + 2 * 1000);
    const { items } = await invoiceList(lea.token);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ checkout_id: null, created_at: end.toISOString() });
    expect((await periodEnd(lea.token)).toISOString()).toBe(addMonth(end).toISOString());
    const renewal = (await history()).filter((row) => row.reason === 'subscription');
    expect(renewal.map((row) => row.created_at)).toEqual([end.toISOString(), invoice.created_at]);

    // Moving it back leaves it where it is.
    expect(await moveClock(new Date())).toEqual({ renewed: 0, ended: 0 });
    const { invoice: later } = await buyPlan(lea.token, 'pro');
    expect(new Date(later.created_at).getTime()).toBeGreaterThan(end.getTime());
  });
});
