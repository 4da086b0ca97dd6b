/**
 * Payments through Stripe: the real `stripe` client talks to a local HTTP server that answers the few
 * Stripe API calls the adapter makes, and webhook deliveries are signed with the package's own test
 * header helper and checked by the server's real code path.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Checkout, Subscription, TokenResponse } from '@facet/contract';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, creditLedger, invoices, paymentEvents, users } from '../src/db/schema';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';
import { connected, socketFor, waitForSocketEvent } from './socket-helpers';

const HOUR_MS = 60 * 60 * 1000;
const WEBHOOK_SECRET = 'whsec_facet_test_secret';
const WEBHOOK_PATH = '/payments/stripe/webhook';
/** Only for its webhook helpers, which need no API. */
const signer = new Stripe('sk_test_signer');

/** One call the fake Stripe API received: its path and its form body, decoded. */
interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/** The Stripe API as far as the adapter uses it: checkout sessions (made and expired), coupons, subscriptions, the portal, refunds. */
class FakeStripeApi {
  readonly calls: StripeCall[] = [];
  private readonly server: Server;
  private made = 0;

  constructor() {
    this.server = createServer((request, response) => {
      void readBody(request).then((body) => {
        const path = request.url ?? '';
        const form = Object.fromEntries(new URLSearchParams(body));
        this.calls.push({
          method: request.method ?? '',
          path,
          form,
          authorization: request.headers.authorization,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        });
        const answer = (status: number, payload: object) => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.made}` });
          response.end(JSON.stringify(payload));
        };
        if (request.method === 'POST' && path === '/v1/checkout/sessions') {
          const id = `cs_test_${++this.made}`;
          return answer(200, {
            id,
            object: 'checkout.session',
            mode: form.mode,
            status: 'open',
            payment_status: 'unpaid',
            amount_total: Number(form['line_items[0][price_data][unit_amount]']),
            currency: form['line_items[0][price_data][currency]'],
            metadata: { checkout_id: form['metadata[checkout_id]'] },
            url: `https://checkout.stripe.test/c/pay/${id}`,
          });
        }
        const subscription = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path);
        if (subscription && request.method === 'POST') {
          return answer(200, { id: subscription[1], object: 'subscription', cancel_at_period_end: form.cancel_at_period_end === 'true', status: 'active' });
        }
        if (subscription && request.method === 'DELETE') {
          return answer(200, { id: subscription[1], object: 'subscription', status: 'canceled' });
        }
        if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
          return answer(200, { id: `bps_${++this.made}`, object: 'billing_portal.session', customer: form.customer, return_url: form.return_url, url: `https://billing.stripe.test/p/session/${form.customer}` });
        }
        const expire = /^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/.exec(path);
        if (expire && request.method === 'POST') {
          return answer(200, { id: expire[1], object: 'checkout.session', status: 'expired', payment_status: 'unpaid' });
        }
        if (request.method === 'GET' && path.startsWith('/v1/invoice_payments?')) {
          const invoice = new URL(path, 'http://stripe.test').searchParams.get('invoice');
          const payment = { type: 'payment_intent', payment_intent: `pi_of_${invoice}` };
          return answer(200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data: [{ id: `inpay_${++this.made}`, object: 'invoice_payment', invoice, payment }] });
        }
        if (request.method === 'POST' && path === '/v1/refunds') {
          return answer(200, { id: `re_${++this.made}`, object: 'refund', payment_intent: form.payment_intent, status: 'succeeded' });
        }
        if (request.method === 'POST' && path === '/v1/coupons') {
          return answer(200, { id: `coupon_${++this.made}`, object: 'coupon', amount_off: Number(form.amount_off), duration: form.duration });
        }
        return answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method} ${path})` } });
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  callsTo(path: string): StripeCall[] {
    return this.calls.filter((made) => made.path === path);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A Stripe event about a checkout session, as Stripe sends it. */
function sessionEvent(
  id: string,
  type: string,
  checkout: Checkout,
  session: { id: string; paymentStatus?: string; subscription?: string; customer?: string; paymentIntent?: string; invoice?: string },
) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        payment_status: session.paymentStatus ?? 'paid',
        client_reference_id: checkout.id,
        metadata: { checkout_id: checkout.id },
        subscription: session.subscription ?? null,
        customer: session.customer ?? null,
        payment_intent: session.paymentIntent ?? null,
        invoice: session.invoice ?? null,
      },
    },
  };
}

/** Any other Stripe event, as Stripe sends it. */
const stripeEvent = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

describe.each(databaseTargets())('payments through Stripe on $kind', (target) => {
  const stripeApi = new FakeStripeApi();
  let server: TestServer;
  let accounts = 0;
  beforeAll(async () => {
    const apiUrl = await stripeApi.start();
    server = await startTestServer(target, {
      ...NO_AUTH_LIMIT,
      STRIPE_SECRET_KEY: 'sk_test_facet',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: apiUrl,
    });
  });
  afterAll(async () => {
    await server.close();
    await stripeApi.close();
  });

  async function buyer(ageMs = 3 * HOUR_MS): Promise<TokenResponse> {
    const account = await register(server, `stripe-buyer-${++accounts}@example.com`);
    await server.database.db.update(users).set({ createdAt: new Date(Date.now() - ageMs) }).where(eq(users.id, account.user.id));
    return account;
  }

  async function startCheckout(token: string, body: unknown): Promise<Checkout> {
    return json<Checkout>(await call(server, 'POST', '/payments/checkout', { token, body }), 201);
  }

  /** The Stripe session id our checkout row recorded. */
  async function sessionIdOf(checkout: Checkout): Promise<string> {
    const [row] = await server.database.db.select({ id: checkouts.providerCheckoutId }).from(checkouts).where(eq(checkouts.id, checkout.id));
    if (!row?.id) throw new Error(`checkout ${checkout.id} has no Stripe session`);
    return row.id;
  }

  /** Delivers `body` to the webhook as Stripe does, signed with the webhook secret unless another `signature` (null: none) is given. */
  function deliver(body: string, signature: string | null = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })) {
    return fetch(`${server.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
      body,
    });
  }

  async function state(userId: string, checkoutId: string) {
    const db = server.database.db;
    const [user] = await db.select({ credits: users.credits, tier: users.tier }).from(users).where(eq(users.id, userId));
    const ledger = await db.select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reference, checkoutId)));
    const [invoiceCount] = await db.select({ n: count() }).from(invoices).where(eq(invoices.checkoutId, checkoutId));
    const [eventCount] = await db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.checkoutId, checkoutId));
    const [checkout] = await db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.id, checkoutId));
    return { credits: user?.credits, tier: user?.tier, ledger: ledger.length, invoices: invoiceCount?.n, events: eventCount?.n, status: checkout?.status };
  }

  it('opens a payment-mode session at the server price for a pack, and credits it once on checkout.session.completed', async () => {
    const ada = await buyer();
    const checkout = await startCheckout(ada.token, { kind: 'pack', pack_id: 'pack_2500' });
    const [sent] = stripeApi.callsTo('/v1/checkout/sessions').slice(-1);
    expect(sent?.authorization).toBe('Bearer sk_test_facet');
    expect(sent?.idempotencyKey).toBe(`checkout-${checkout.id}`);
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: checkout.id,
      'metadata[checkout_id]': checkout.id,
      'payment_intent_data[metadata][checkout_id]': checkout.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][product_data][name]': '2,500 credits',
      success_url: `${server.url}/payment/success?checkout_id=${checkout.id}`,
      cancel_url: `${server.url}/payment/failed?checkout_id=${checkout.id}`,
    });
    expect(sent?.form).not.toHaveProperty('line_items[0][price_data][recurring][interval]');
    const sessionId = await sessionIdOf(checkout);
    expect(checkout).toMatchObject({ provider: 'stripe', status: 'pending', amount_cents: 2000, url: `https://checkout.stripe.test/c/pay/${sessionId}` });
    // No test checkout page where Stripe takes the money.
    expect((await fetch(`${server.url}/payments/test-checkout/${'A'.repeat(43)}`)).status).toBe(404);

    const socket = socketFor(server, ada.token);
    try {
      await connected(socket);
      const update = waitForSocketEvent<{ credits: number }>(socket, 'credits_update');
      const body = JSON.stringify(sessionEvent('evt_pack_completed', 'checkout.session.completed', checkout, { id: sessionId }));
      expect(await json(await deliver(body), 200)).toEqual({ received: true, processed: true });
      expect(await update).toEqual({ credits: 2600 });
    } finally {
      socket.close();
    }
    expect(await state(ada.user.id, checkout.id)).toEqual({ credits: 2600, tier: 'free', ledger: 1, invoices: 1, events: 1, status: 'completed' });
  });

  it('credits once for one event replayed 10 times and out of order with an expiry and the async success', async () => {
    const bob = await buyer();
    const checkout = await startCheckout(bob.token, { kind: 'pack', pack_id: 'pack_500' });
    const session = { id: await sessionIdOf(checkout) };
    const completed = JSON.stringify(sessionEvent('evt_replayed', 'checkout.session.completed', checkout, session));
    // Stripe re-signs each retry (a new timestamp), with the same event id.
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push(await json<{ processed: boolean }>(await deliver(completed), 200));
      if (i === 2) answers.push(await json<{ processed: boolean }>(await deliver(JSON.stringify(sessionEvent('evt_expired_late', 'checkout.session.expired', checkout, session))), 200));
      if (i === 5) {
        const succeeded = sessionEvent('evt_async_succeeded', 'checkout.session.async_payment_succeeded', checkout, session);
        answers.push(await json<{ processed: boolean }>(await deliver(JSON.stringify(succeeded)), 200));
      }
    }
    expect(answers.map((answer) => answer.processed)).toEqual([true, false, false, true, false, false, false, true, false, false, false, false]);
    expect(await state(bob.user.id, checkout.id)).toEqual({ credits: 600, tier: 'free', ledger: 1, invoices: 1, events: 3, status: 'completed' });
  });

  it('credits once for 20 concurrent deliveries of one event', async () => {
    const cy = await buyer();
    const checkout = await startCheckout(cy.token, { kind: 'pack', pack_id: 'pack_10000' });
    const body = JSON.stringify(sessionEvent('evt_concurrent', 'checkout.session.completed', checkout, { id: await sessionIdOf(checkout) }));
    const answers = await Promise.all(Array.from({ length: 20 }, async () => json<{ processed: boolean }>(await deliver(body), 200)));
    expect(answers.filter((answer) => answer.processed)).toHaveLength(1);
    expect(await state(cy.user.id, checkout.id)).toEqual({ credits: 10_100, tier: 'free', ledger: 1, invoices: 1, events: 1, status: 'completed' });
  });

  it("a plan's life on Stripe: bought, renewed by invoice.paid once, cancelled and resumed through Stripe's API, its portal, and ended by customer.subscription.deleted", async () => {
    const fay = await buyer();
    const checkout = await startCheckout(fay.token, { kind: 'plan', tier: 'starter' });
    const completed = sessionEvent('evt_plan_bought', 'checkout.session.completed', checkout, {
      id: await sessionIdOf(checkout),
      subscription: 'sub_fay',
      customer: 'cus_fay',
    });
    expect(await json(await deliver(JSON.stringify(completed)), 200)).toEqual({ received: true, processed: true });
    const subscription = async () => json<Subscription>(await call(server, 'GET', '/user/subscription', { token: fay.token }), 200);
    const bought = await subscription();
    expect(bought).toMatchObject({ status: 'active', plan: 'starter', provider: 'stripe', portal_available: true, renewal_price_cents: 1000 });
    const credits = async () => (await json<{ credits: number }>(await call(server, 'GET', '/user/credits', { token: fay.token }), 200)).credits;
    expect(await credits()).toBe(1100);

    // The first invoice is the checkout's, already granted; the next month's renews, once however often it is delivered.
    const start = new Date(bought.current_period_end!);
    const end = new Date(start.getTime() + 30 * 24 * HOUR_MS);
    const invoice = (id: string, reason: string) =>
      stripeEvent(id, 'invoice.paid', {
        id: `in_${id}`,
        object: 'invoice',
        billing_reason: reason,
        amount_paid: 1000,
        period_start: unix(start),
        period_end: unix(start),
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_fay' } },
        lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', period: { start: unix(start), end: unix(end) } }] },
      });
    expect(await json(await deliver(invoice('evt_first_invoice', 'subscription_create')), 200)).toEqual({ received: true, processed: false });
    for (let i = 0; i < 3; i++) await json(await deliver(invoice('evt_renewal', 'subscription_cycle')), 200);
    expect(await credits()).toBe(2100);
    expect((await subscription()).current_period_end).toBe(new Date(unix(end) * 1000).toISOString());

    const canceled = await json<Subscription>(await call(server, 'POST', '/user/subscription/cancel', { token: fay.token }), 200);
    expect(canceled.status).toBe('canceling');
    expect(stripeApi.callsTo('/v1/subscriptions/sub_fay').slice(-1)[0]?.form).toEqual({ cancel_at_period_end: 'true' });
    expect((await json<Subscription>(await call(server, 'POST', '/user/subscription/resume', { token: fay.token }), 200)).status).toBe('active');
    expect(stripeApi.callsTo('/v1/subscriptions/sub_fay').slice(-1)[0]?.form).toEqual({ cancel_at_period_end: 'false' });

    // Cancelled in Stripe's portal: the update says so.
    await json(await deliver(stripeEvent('evt_sub_updated', 'customer.subscription.updated', { id: 'sub_fay', object: 'subscription', cancel_at_period_end: true })), 200);
    expect((await subscription()).status).toBe('canceling');

    const portal = await json<{ url: string }>(await call(server, 'POST', '/user/billing-portal', { token: fay.token }), 200);
    expect(portal.url).toBe('https://billing.stripe.test/p/session/cus_fay');
    expect(stripeApi.callsTo('/v1/billing_portal/sessions').slice(-1)[0]?.form).toEqual({
      customer: 'cus_fay',
      return_url: `${server.url}/dashboard/profile/billing`,
    });

    expect(await json(await deliver(stripeEvent('evt_sub_deleted', 'customer.subscription.deleted', { id: 'sub_fay', object: 'subscription' })), 200)).toEqual({
      received: true,
      processed: true,
    });
    expect(await subscription()).toMatchObject({ status: 'none' });
    const [user] = await server.database.db.select({ tier: users.tier }).from(users).where(eq(users.id, fay.user.id));
    expect(user?.tier).toBe('free');
    // A subscription this server never sold changes nothing.
    expect(await json(await deliver(stripeEvent('evt_other_sub', 'customer.subscription.deleted', { id: 'sub_unknown', object: 'subscription' })), 200)).toEqual({
      received: true,
      processed: false,
    });
  });

  it("the test checkout's clock is not Stripe's", async () => {
    const admin = await adminSignIn(server);
    const answer = await call(server, 'POST', '/admin/payments/test-clock', { token: admin.token, body: { now: new Date().toISOString() } });
    expect(await json(answer, 404)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a forged, missing or stale signature, or a body changed after signing, with 400 and writes nothing', async () => {
    const dee = await buyer();
    const checkout = await startCheckout(dee.token, { kind: 'pack', pack_id: 'pack_2500' });
    const event = sessionEvent('evt_forged', 'checkout.session.completed', checkout, { id: await sessionIdOf(checkout) });
    const body = JSON.stringify(event);
    const before = await state(dee.user.id, checkout.id);
    const stale = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const otherBody = JSON.stringify({ ...event, id: 'evt_forged_other' });
    for (const [delivered, signature] of [
      [body, signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' })],
      [body, null],
      [body, 't=1,v1=0000'],
      [body, stale],
      [otherBody, signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })],
    ] as const) {
      const answer = await json(await deliver(delivered, signature), 400);
      expect(answer).toEqual({ code: 'INVALID_SIGNATURE', message: expect.stringMatching(/Stripe-Signature.*nothing was recorded/) });
    }
    expect(await state(dee.user.id, checkout.id)).toEqual(before);
    expect(before).toMatchObject({ credits: 100, ledger: 0, invoices: 0, events: 0, status: 'pending' });
    // Only JSON is taken, as Stripe sends it.
    const form = await fetch(`${server.url}${WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect(form.status).toBe(415);
  });

  it('declines on an expired session or a failed async payment and grants nothing; acknowledges what changes no checkout', async () => {
    const eve = await buyer();
    const expired = await startCheckout(eve.token, { kind: 'pack', pack_id: 'pack_500' });
    const body = JSON.stringify(sessionEvent('evt_expired', 'checkout.session.expired', expired, { id: await sessionIdOf(expired), paymentStatus: 'unpaid' }));
    expect(await json(await deliver(body), 200)).toEqual({ received: true, processed: true });
    expect(await state(eve.user.id, expired.id)).toMatchObject({ credits: 100, ledger: 0, invoices: 0, status: 'declined' });

    const pending = await startCheckout(eve.token, { kind: 'pack', pack_id: 'pack_500' });
    const session = { id: await sessionIdOf(pending), paymentStatus: 'unpaid' };
    // Completed but unpaid (a bank debit still settling): nothing yet.
    const unpaid = JSON.stringify(sessionEvent('evt_unpaid', 'checkout.session.completed', pending, session));
    expect(await json(await deliver(unpaid), 200)).toEqual({ received: true, processed: false });
    expect(await state(eve.user.id, pending.id)).toMatchObject({ credits: 100, events: 0, status: 'pending' });
    const failed = JSON.stringify(sessionEvent('evt_async_failed', 'checkout.session.async_payment_failed', pending, session));
    expect(await json(await deliver(failed), 200)).toEqual({ received: true, processed: true });
    expect(await state(eve.user.id, pending.id)).toMatchObject({ credits: 100, ledger: 0, invoices: 0, status: 'declined' });

    const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    expect(await json(await deliver(other), 200)).toEqual({ received: true, processed: false });
  });

  it('opens a monthly subscription for a plan at its list price, the welcome offer as a coupon used once, and moves the tier on payment', async () => {
    const fay = await buyer(30 * 60 * 1000);
    const checkout = await startCheckout(fay.token, { kind: 'plan', tier: 'pro' });
    expect(checkout).toMatchObject({ provider: 'stripe', list_price_cents: 3000, amount_cents: 2400, discount: { kind: 'welcome_offer', percent_off: 20 } });
    const [coupon] = stripeApi.callsTo('/v1/coupons').slice(-1);
    expect(coupon?.form).toEqual({ amount_off: '600', currency: 'usd', duration: 'once', max_redemptions: '1', name: 'Welcome offer' });
    const [sent] = stripeApi.callsTo('/v1/checkout/sessions').slice(-1);
    expect(sent?.form).toMatchObject({
      mode: 'subscription',
      'metadata[checkout_id]': checkout.id,
      'subscription_data[metadata][checkout_id]': checkout.id,
      'line_items[0][price_data][unit_amount]': '3000',
      'line_items[0][price_data][recurring][interval]': 'month',
      'discounts[0][coupon]': expect.stringMatching(/^coupon_/),
    });

    const body = JSON.stringify(sessionEvent('evt_plan_completed', 'checkout.session.completed', checkout, { id: await sessionIdOf(checkout) }));
    expect(await json(await deliver(body), 200)).toEqual({ received: true, processed: true });
    expect(await state(fay.user.id, checkout.id)).toEqual({ credits: 4100, tier: 'pro', ledger: 1, invoices: 1, events: 1, status: 'completed' });

    // Without the offer: no coupon.
    const couponsBefore = stripeApi.callsTo('/v1/coupons').length;
    await startCheckout((await buyer()).token, { kind: 'plan', tier: 'starter' });
    expect(stripeApi.callsTo('/v1/coupons')).toHaveLength(couponsBefore);
    expect(stripeApi.callsTo('/v1/checkout/sessions').slice(-1)[0]?.form).not.toHaveProperty('discounts[0][coupon]');
  });
  it('gives the welcome offer once: of two discounted sessions paid at once one is refunded through Stripe, and the open plan session is expired there, then refunded and ended when paid anyway', async () => {
    const gil = await buyer(30 * 60 * 1000);
    const packA = await startCheckout(gil.token, { kind: 'pack', pack_id: 'pack_500' });
    const packB = await startCheckout(gil.token, { kind: 'pack', pack_id: 'pack_2500' });
    const plan = await startCheckout(gil.token, { kind: 'plan', tier: 'starter' });
    expect([packA, packB, plan].map((checkout) => checkout.discount?.kind)).toEqual(['welcome_offer', 'welcome_offer', 'welcome_offer']);
    const sessions = await Promise.all([packA, packB, plan].map(sessionIdOf));
    const deliveries = [packA, packB].map((checkout, i) =>
      JSON.stringify(sessionEvent(`evt_welcome_${i}`, 'checkout.session.completed', checkout, { id: sessions[i]!, paymentIntent: `pi_welcome_${i}` })),
    );
    const answers = await Promise.all(deliveries.map(async (body) => json<{ processed: boolean }>(await deliver(body), 200)));
    expect(answers).toEqual([{ received: true, processed: true }, { received: true, processed: true }]);
    const [a, b] = [await state(gil.user.id, packA.id), await state(gil.user.id, packB.id)];
    expect([a.status, b.status].sort()).toEqual(['completed', 'refunded']);
    const loser = a.status === 'refunded' ? 0 : 1;
    expect([a, b][loser]).toMatchObject({ ledger: 0, invoices: 0 });
    expect(await state(gil.user.id, [packA, packB][1 - loser]!.id)).toMatchObject({ credits: 100 + [500, 2500][1 - loser]!, ledger: 1, invoices: 1 });
    const refunds = () => stripeApi.callsTo('/v1/refunds').filter((made) => made.form['metadata[checkout_id]'] !== undefined);
    expect(refunds().filter((made) => made.form.payment_intent === `pi_welcome_${loser}`)).toEqual([
      expect.objectContaining({ idempotencyKey: `refund-${[packA, packB][loser]!.id}`, form: { payment_intent: `pi_welcome_${loser}`, 'metadata[checkout_id]': [packA, packB][loser]!.id } }),
    ]);
    // The plan's session, discounted too, is closed at Stripe and here.
    expect(stripeApi.callsTo(`/v1/checkout/sessions/${sessions[2]}/expire`)).toHaveLength(1);
    expect(await state(gil.user.id, plan.id)).toMatchObject({ status: 'declined', tier: 'free' });

    // Paid at Stripe before it closed: the plan's subscription ends at once, its first invoice's payment is refunded, once however often it is delivered.
    const planPaid = JSON.stringify(
      sessionEvent('evt_welcome_plan', 'checkout.session.completed', plan, { id: sessions[2]!, subscription: 'sub_gil', customer: 'cus_gil', invoice: 'in_gil' }),
    );
    for (let i = 0; i < 2; i++) await json(await deliver(planPaid), 200);
    expect(await state(gil.user.id, plan.id)).toMatchObject({ status: 'refunded', tier: 'free', ledger: 0, invoices: 0, events: 1 });
    expect(stripeApi.calls.filter((made) => made.method === 'DELETE' && made.path === '/v1/subscriptions/sub_gil')).toHaveLength(2);
    expect(stripeApi.calls.filter((made) => made.path === '/v1/invoice_payments?invoice=in_gil&limit=1')).toHaveLength(2);
    const planRefunds = refunds().filter((made) => made.form.payment_intent === 'pi_of_in_gil');
    expect(planRefunds.map((made) => made.idempotencyKey)).toEqual([`refund-${plan.id}`, `refund-${plan.id}`]);
    expect(await json<Subscription>(await call(server, 'GET', '/user/subscription', { token: gil.token }), 200)).toMatchObject({ status: 'none' });
  });
});
