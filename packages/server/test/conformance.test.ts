/**
 * The API against its own OpenAPI document. Every operation of the catalogue is called on a running
 * server, for its success and for each status the served `/docs/json` lists (bad input included), and
 * every answer is read as a tool built on the document reads it: a documented status, the documented
 * content type, a body valid against the documented schema (JSON Schema 2020-12, with ajv). An
 * operation without a case for its success and for each status it lists fails the suite, so no
 * endpoint lands unchecked.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import {
  type Asset,
  DATA_RECORD_LIMITS,
  type Endpoint,
  type EndpointName,
  endpointPath,
  endpoints,
  JSON_DEPTH_MESSAGE,
  JSON_MAX_DEPTH,
  LONE_SURROGATE_MESSAGE,
  PATH_PARAM_MAX_LENGTH,
  type Session,
  type TokenResponse,
  UPLOAD_LIMITS,
} from '@facet/contract';
import fc from 'fast-check';
import { OAuth2Server } from 'oauth2-mock-server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminSignIn, call, json, lastMailToken, NO_AUTH_LIMIT, PASSWORD, register } from './accounts-helpers';
import { createFolder, png, STANDING_STL, uploadAsset } from './assets-helpers';
import {
  type Answer,
  bodyAlternatives,
  datePaths,
  DocumentChecker,
  type DocumentOperation,
  documentOperations,
  example,
  freshLoopbackAddress,
  type JsonSchema,
  multipartBody,
  numberPaths,
  type OpenApiDocument,
  openRecordPaths,
  operationUrl,
  sendRaw,
  stringPaths,
  type ValuePath,
  withValueAt,
} from './conformance-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';
import { buyPack } from './payments-helpers';
import { setTier, startRetopology, uploadGrid } from './sessions-helpers';

/** PostgreSQL when the run has one (as CI does), else PGlite: one server is enough to read the answers. */
const target = databaseTargets().at(-1)!;
const KB = 1024;
/** Images over this are refused (413): the real limit is lowered so the case sends little. */
const IMAGE_LIMIT = 64 * KB;

/** How a case calls its operation: method and path always come from the catalogue entry. */
interface Call {
  /** The operation's path parameter, whatever its name (an operation has one at most). */
  param?: string;
  /** Path parameters by name, for an operation with more than one. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is with this content type: malformed JSON, another media type. */
  raw?: { contentType: string; body: string };
  form?: FormData;
  /** More request headers (a webhook's signature). */
  headers?: Record<string, string>;
}

type Send = (call: Call) => Promise<Answer>;

interface Case {
  name: string;
  /** The status the server should answer; the document must list it. */
  status: number;
  /** The main server (the default); one that allows each limited call once a minute and takes payments through Stripe; one whose database is down. */
  on?: 'main' | 'limited' | 'down';
  /** Makes what the case needs and says what to send; `send` calls the same operation on the same server. */
  request: (w: World, send: Send) => Call | Promise<Call>;
}

const answers = (status: number, name: string, request: Case['request'], on?: Case['on']): Case => ({ status, name, request, ...(on ? { on } : {}) });

/** What every case may use, made once. */
interface World {
  main: TestServer;
  limited: TestServer;
  idp: IdentityProvider;
  /** An admin token. */
  admin: TokenResponse;
  /** A user token of the admin's account (from the ordinary sign-in), which is verified. */
  adminAsUser: TokenResponse;
  /** Starter tier, 200-triangle mesh, a folder, a retopology session and a chat session. */
  ada: TokenResponse;
  /** Free tier, never verified: "someone else" for Ada's ids. */
  bob: TokenResponse;
  adaFolder: Asset;
  adaMesh: Asset;
  bobFolder: Asset;
  bobMesh: Asset;
  adaSession: Session;
  adaChatId: string;
  /** A user of the limited server. */
  limitedUser: TokenResponse;
}

interface IdentityProvider {
  server: OAuth2Server;
  url: string;
  /** The claims of the next ID token. */
  claims: Record<string, unknown>;
}

// --- Helpers for the cases -------------------------------------------------------------------------

let accounts = 0;
/** A new account on the main server, for a case that changes or ends it. */
const newUser = (w: World, tag: string) => register(w.main, `${tag}-${++accounts}@example.com`);

/** A new account on the main server on the Pro plan, bought through the built-in test checkout. */
async function subscribed(w: World, tag: string): Promise<TokenResponse> {
  const user = await newUser(w, tag);
  const checkout = await json<{ url: string }>(
    await call(w.main, 'POST', endpoints.startCheckout.path, { token: user.token, body: { kind: 'plan', tier: 'pro' } }),
    201,
  );
  await pay(w, checkout);
  return user;
}

/** Presses Pay on the test checkout's page of `checkout`. */
async function pay(w: World, checkout: { url: string }): Promise<void> {
  const paid = await fetch(`${w.main.url}${new URL(checkout.url).pathname}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  expect(paid.status).toBe(303);
}

const MALFORMED_JSON = { contentType: 'application/json', body: '{"name": ' };
/** The limited server also takes payments through Stripe (its API is never called by the cases), so its webhook answers. */
const STRIPE_WEBHOOK_SECRET = 'whsec_conformance';
/** A Stripe event that changes no checkout, as Stripe sends it. */
const STRIPE_EVENT = JSON.stringify({ id: 'evt_conformance', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
const stripeSignature = (body: string, secret = STRIPE_WEBHOOK_SECRET) => new Stripe('sk_test_conformance').webhooks.generateTestHeaderString({ payload: body, secret });
const REPORT = { errorUrl: 'https://app.example/dashboard', errorInfo: { message: 'TypeError: x is undefined' } };

/** A PNG followed by zero bytes up to `bytes`: still read as a PNG, only bigger. */
function paddedPng(bytes: number): Uint8Array {
  const start = png(1, 1);
  const out = new Uint8Array(bytes);
  out.set(start);
  return out;
}

function form(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new Blob([file.bytes]), file.name);
  return data;
}

/**
 * The case over the limit: `request` is sent until the server refuses it (at most 100 times, so the
 * fixed limits of 20 and 60 a minute are reached too), then once more to be checked.
 */
function overTheLimit(request: Case['request']): Case {
  return answers(
    429,
    'over the rate limit',
    async (w, send) => {
      const made = await request(w, send);
      for (let tries = 0; tries < 100; tries++) if ((await send(made)).status === 429) return made;
      throw new Error('no 429 after 100 requests');
    },
    'limited',
  );
}

/** Through the provider as a browser goes: our start, the provider's authorize, back with code and state. */
async function providerSignIn(w: World, provider: 'google' | 'discord', claims?: Record<string, unknown>): Promise<{ code: string; state: string }> {
  // A replaced answer a case left unused must not change this sign-in.
  w.idp.server.service.removeAllListeners('beforeResponse');
  if (claims) w.idp.claims = claims;
  const start = await fetch(`${w.main.url}${endpointPath(endpoints.oauthStart, { provider })}`, { redirect: 'manual' });
  const authorize = new URL(start.headers.get('location') ?? '');
  // Discord's token address is a closed port: only the state is needed to reach it.
  if (provider === 'discord') return { code: 'a-code', state: authorize.searchParams.get('state') ?? '' };
  const back = await fetch(authorize, { redirect: 'manual' });
  const landing = new URL(back.headers.get('location') ?? '');
  return { code: landing.searchParams.get('code') ?? '', state: landing.searchParams.get('state') ?? '' };
}

/** The provider's next answer at its token endpoint, replaced. */
function nextTokenAnswer(w: World, status: number, body: object): void {
  w.idp.server.service.once('beforeResponse', (response: { statusCode: number; body: unknown }) => {
    response.statusCode = status;
    response.body = body;
  });
}

// --- The cases -------------------------------------------------------------------------------------

/**
 * The cases every operation gets from its catalogue entry: no token and a token the server never gave
 * (401) where one is needed, a user token where an admin one is (403), a path parameter too long for
 * the router (414) where there is one, and on every method that
 * carries a body, one over the body limit (413) and one of a media type the API does not read (415).
 */
function entryCases(name: EndpointName): Case[] {
  const endpoint: Endpoint = endpoints[name];
  const param = endpoint.path.includes(':') ? randomUUID() : undefined;
  const cases: Case[] = [];
  if (endpoint.auth !== 'none') {
    cases.push(answers(401, 'no token', () => ({ param })));
    cases.push(answers(401, 'a token the server never gave', () => ({ param, token: 'not-a-token' })));
  }
  if (endpoint.auth === 'admin') cases.push(answers(403, "a user's token", (w) => ({ param, token: w.ada.token })));
  // The router refuses a longer parameter before anything else looks at the request.
  if (param) cases.push(answers(414, 'a path parameter over the length limit', () => ({ param: 'x'.repeat(PATH_PARAM_MAX_LENGTH + 1) })));
  if (endpoint.method !== 'GET') {
    const oversized = JSON.stringify({ padding: 'x'.repeat(1024 * KB) });
    cases.push(answers(413, 'a JSON body over the 1 MiB body limit', () => ({ param, raw: { contentType: 'application/json', body: oversized } })));
    cases.push(answers(415, 'a body in a media type the API does not read', () => ({ param, raw: { contentType: 'application/xml', body: '<name>x</name>' } })));
  }
  return cases;
}

/** The cases of each operation besides those of `entryCases`; a new endpoint does not compile without its own. */
const ownCases: Record<EndpointName, Case[]> = {
  startupSettings: [answers(200, 'the start-up settings', () => ({}))],
  health: [
    answers(200, 'the database answers', () => ({})),
    answers(503, 'the database does not answer', () => ({}), 'down'),
  ],
  reportProblem: [
    answers(200, 'an anonymous report', () => ({ json: REPORT })),
    answers(200, 'a report with a token, which names the reporter', (w) => ({ token: w.ada.token, json: { ...REPORT, userEmail: 'ada@example.com' } })),
    answers(200, 'unknown fields are ignored', () => ({ json: { ...REPORT, severity: 'high' } })),
    answers(400, 'errorUrl missing', () => ({ json: { errorInfo: REPORT.errorInfo } })),
    answers(400, 'errorInfo of the wrong type', () => ({ json: { ...REPORT, errorInfo: 'broken' } })),
    answers(400, 'a NUL in errorUrl', () => ({ json: { ...REPORT, errorUrl: 'https://app.example/\u0000' } })),
    answers(400, 'a line break in errorUrl', () => ({ json: { ...REPORT, errorUrl: 'https://app.example/\nnext' } })),
    answers(400, 'errorUrl over 2048 characters', () => ({ json: { ...REPORT, errorUrl: `https://app.example/${'a'.repeat(2048)}` } })),
    answers(400, 'malformed JSON', () => ({ raw: MALFORMED_JSON })),
    overTheLimit(() => ({ json: REPORT })),
  ],
  reportErrorSlack: [
    answers(200, 'a report of the signed-in browser', (w) => ({ token: w.ada.token, json: REPORT })),
    answers(400, 'errorInfo.message missing', (w) => ({ token: w.ada.token, json: { ...REPORT, errorInfo: {} } })),
    answers(400, 'a NUL in errorInfo.message', (w) => ({ token: w.ada.token, json: { ...REPORT, errorInfo: { message: 'a\u0000b' } } })),
    answers(400, 'errorUrl of the wrong type', (w) => ({ token: w.ada.token, json: { ...REPORT, errorUrl: 42 } })),
    overTheLimit((w) => ({ token: w.limitedUser.token, json: REPORT })),
  ],
  register: [
    answers(201, 'a new account', () => ({ json: { email: `eve-${++accounts}@example.com`, password: PASSWORD, name: 'Eve' } })),
    answers(201, 'unknown fields are ignored', () => ({ json: { email: `eve-${++accounts}@example.com`, password: PASSWORD, plan: 'studio' } })),
    answers(400, 'password missing', () => ({ json: { email: 'nopassword@example.com' } })),
    answers(400, 'a password under 8 characters', () => ({ json: { email: 'short@example.com', password: 'short' } })),
    answers(400, 'not an email address', () => ({ json: { email: 'not-an-email', password: PASSWORD } })),
    answers(400, 'an email of the wrong type', () => ({ json: { email: 42, password: PASSWORD } })),
    answers(400, 'a control character in the name', () => ({ json: { email: 'ctrl@example.com', password: PASSWORD, name: 'Eve\u001b[31m' } })),
    answers(409, 'a second sign-up with the same email', (w) => ({ json: { email: w.ada.user.email.toUpperCase(), password: PASSWORD } })),
    overTheLimit(() => ({ json: { email: `limited-${++accounts}@example.com`, password: PASSWORD } })),
  ],
  login: [
    answers(200, 'the right password', (w) => ({ json: { email: w.ada.user.email, password: PASSWORD } })),
    answers(400, 'email missing', () => ({ json: { password: PASSWORD } })),
    answers(400, 'an empty password', (w) => ({ json: { email: w.ada.user.email, password: '' } })),
    answers(401, 'a wrong password', (w) => ({ json: { email: w.ada.user.email, password: 'wrong password' } })),
    answers(401, 'an email nobody signed up with', () => ({ json: { email: 'nobody@example.com', password: PASSWORD } })),
    overTheLimit(() => ({ json: { email: 'nobody@example.com', password: PASSWORD } })),
  ],
  verifyEmail: [
    answers(200, 'the token of the mailed link', async (w) => ({ json: { token: await lastMailToken(w.main, w.ada.user.email, '/auth/verify', 'token') } })),
    answers(400, 'a token the server never gave (INVALID_TOKEN)', () => ({ json: { token: 'never-given' } })),
    answers(400, 'a token used already (INVALID_TOKEN)', async (w, send) => {
      const user = await newUser(w, 'twice');
      const used = { json: { token: await lastMailToken(w.main, user.user.email, '/auth/verify', 'token') } };
      await send(used);
      return used;
    }),
    answers(400, 'token missing', () => ({ json: {} })),
    overTheLimit(() => ({ json: { token: 'never-given' } })),
  ],
  logout: [
    answers(204, 'the token it was made with', async (w) => ({
      token: (await json<TokenResponse>(await call(w.main, 'POST', endpoints.login.path, { body: { email: w.ada.user.email, password: PASSWORD } }), 200)).token,
    })),
    answers(401, 'a token already revoked', async (w, send) => {
      const { token } = await newUser(w, 'logout');
      await send({ token });
      return { token };
    }),
    answers(400, 'malformed JSON', () => ({ raw: MALFORMED_JSON })),
  ],
  endImpersonation: [
    answers(204, 'a login-as token', async (w) => ({
      token: (await json<TokenResponse>(await call(w.main, 'POST', endpoints.loginAs.path, { token: w.admin.token, body: { user_id: w.bob.user.id } }), 200)).token,
    })),
    answers(400, 'malformed JSON', (w) => ({ token: w.bob.token, raw: MALFORMED_JSON })),
    answers(409, 'a token of the account itself', (w) => ({ token: w.bob.token })),
  ],
  authProviders: [answers(200, 'the providers and which are enabled', () => ({}))],
  oauthStart: [
    answers(302, 'to the provider, with a path to come back to', () => ({ param: 'google', query: { redirect_to: '/dashboard/assets' } })),
    answers(400, 'a provider that does not exist', () => ({ param: 'myspace' })),
    answers(400, 'a redirect_to that leaves the app', () => ({ param: 'google', query: { redirect_to: '//evil.example' } })),
    answers(400, 'a NUL in redirect_to', () => ({ param: 'google', query: { redirect_to: '/a\u0000b' } })),
    answers(404, 'a provider this server has no credentials for', () => ({ param: 'apple' })),
    overTheLimit(() => ({ param: 'google' })),
  ],
  oauthCallback: [
    answers(200, 'a new person signs up', async (w) => ({
      param: 'google',
      json: await providerSignIn(w, 'google', { sub: 'google-grace', email: 'grace@example.com', email_verified: true, name: 'Grace' }),
    })),
    answers(400, 'code missing', () => ({ param: 'google', json: { state: 'a-state' } })),
    answers(400, 'a state the server never gave', () => ({ param: 'google', json: { code: 'a-code', state: 'never-given' } })),
    answers(400, 'a provider that does not exist', () => ({ param: 'myspace', json: { code: 'a-code', state: 'a-state' } })),
    answers(400, 'the provider refuses the code (OAUTH_FAILED)', async (w) => {
      const flow = await providerSignIn(w, 'google', { sub: 'google-refused', email: 'refused@example.com', email_verified: true });
      nextTokenAnswer(w, 400, { error: 'invalid_grant', error_description: 'Code expired' });
      return { param: 'google', json: flow };
    }),
    answers(404, 'a provider this server has no credentials for', () => ({ param: 'apple', json: { code: 'a-code', state: 'a-state' } })),
    answers(409, "an unverified email of someone's account", async (w) => ({
      param: 'google',
      json: await providerSignIn(w, 'google', { sub: 'google-impostor', email: w.ada.user.email, email_verified: false }),
    })),
    answers(502, 'the provider answers without an ID token', async (w) => {
      const flow = await providerSignIn(w, 'google', { sub: 'google-broken', email: 'broken@example.com', email_verified: true });
      nextTokenAnswer(w, 200, { access_token: 'an-access-token', token_type: 'Bearer', expires_in: 3600 });
      return { param: 'google', json: flow };
    }),
    answers(503, 'the provider cannot be reached', async (w) => ({ param: 'discord', json: await providerSignIn(w, 'discord') })),
    overTheLimit(() => ({ param: 'google', json: { code: 'a-code', state: 'never-given' } })),
  ],
  adminLogin: [
    answers(200, "the admin's password", () => ({ json: ADMIN })),
    answers(400, 'password missing', () => ({ json: { email: ADMIN.email } })),
    answers(401, 'a wrong password', () => ({ json: { email: ADMIN.email, password: 'wrong password' } })),
    answers(403, 'an account that is not an admin', (w) => ({ json: { email: w.ada.user.email, password: PASSWORD } })),
    overTheLimit(() => ({ json: { email: ADMIN.email, password: 'wrong password' } })),
  ],
  profile: [
    answers(200, 'the signed-in user', (w) => ({ token: w.ada.token })),
    answers(200, 'an impersonated user', async (w) => ({
      token: (await json<TokenResponse>(await call(w.main, 'POST', endpoints.loginAs.path, { token: w.admin.token, body: { user_id: w.bob.user.id } }), 200)).token,
    })),
  ],
  updateUser: [
    answers(200, 'your own name', (w) => ({ param: w.ada.user.id, token: w.ada.token, json: { name: 'Ada Lovelace' } })),
    answers(400, 'a NUL in the name', (w) => ({ param: w.ada.user.id, token: w.ada.token, json: { name: 'Ada\u0000' } })),
    answers(400, 'a line break in the name', (w) => ({ param: w.ada.user.id, token: w.ada.token, json: { name: 'Ada\nLovelace' } })),
    answers(400, 'a name over 100 characters', (w) => ({ param: w.ada.user.id, token: w.ada.token, json: { name: 'a'.repeat(101) } })),
    answers(400, 'name missing', (w) => ({ param: w.ada.user.id, token: w.ada.token, json: {} })),
    answers(400, 'a name of the wrong type', (w) => ({ param: w.ada.user.id, token: w.ada.token, json: { name: ['Ada'] } })),
    answers(400, 'an id that is not a user id', (w) => ({ param: 'me', token: w.ada.token, json: { name: 'Ada' } })),
    answers(404, "another person's id", (w) => ({ param: w.bob.user.id, token: w.ada.token, json: { name: 'Not Bob' } })),
    answers(404, 'an id nobody has', (w) => ({ param: randomUUID(), token: w.ada.token, json: { name: 'Nobody' } })),
  ],
  credits: [answers(200, 'the balance', (w) => ({ token: w.ada.token }))],
  invoices: [
    answers(200, 'the invoices', (w) => ({ token: w.ada.token })),
    answers(400, 'a limit out of range', (w) => ({ token: w.ada.token, query: { limit: '0' } })),
  ],
  receipt: [
    answers(200, 'the receipt of a pack bought', async (w) => {
      const { token } = await newUser(w, 'receipt');
      return { token, param: (await buyPack(w.main, token, 'pack_500')).invoice.id };
    }),
    answers(400, 'an id that is not an invoice id', (w) => ({ token: w.ada.token, param: 'latest' })),
    answers(404, 'an invoice nobody has', (w) => ({ token: w.ada.token, param: randomUUID() })),
  ],
  startCheckout: [
    answers(201, 'a credit pack', (w) => ({ token: w.ada.token, json: { kind: 'pack', pack_id: 'pack_500' } })),
    answers(400, 'a pack this server does not sell', (w) => ({ token: w.ada.token, json: { kind: 'pack', pack_id: 'pack_7' } })),
    answers(400, 'malformed JSON', (w) => ({ token: w.ada.token, raw: MALFORMED_JSON })),
    answers(404, 'a coupon nobody made', (w) => ({ token: w.ada.token, json: { kind: 'pack', pack_id: 'pack_500', coupon_code: 'NOSUCHCODE' } })),
    answers(409, 'the plan the caller is already on', (w) => ({ token: w.ada.token, json: { kind: 'plan', tier: 'starter' } })),
  ],
  stripeWebhook: [
    answers(200, 'a signed event that changes no checkout', () => ({ raw: { contentType: 'application/json', body: STRIPE_EVENT }, headers: { 'stripe-signature': stripeSignature(STRIPE_EVENT) } }), 'limited'),
    answers(400, 'no Stripe-Signature header', () => ({ raw: { contentType: 'application/json', body: STRIPE_EVENT } }), 'limited'),
    answers(400, 'a signature made with another secret', () => ({ raw: { contentType: 'application/json', body: STRIPE_EVENT }, headers: { 'stripe-signature': stripeSignature(STRIPE_EVENT, 'whsec_forged') } }), 'limited'),
    answers(404, 'a server that takes no payments through Stripe', () => ({ raw: { contentType: 'application/json', body: STRIPE_EVENT }, headers: { 'stripe-signature': stripeSignature(STRIPE_EVENT) } })),
  ],
  subscription: [answers(200, 'no plan yet', (w) => ({ token: w.ada.token }))],
  cancelSubscription: [
    answers(200, 'a plan that renews', async (w) => ({ token: (await subscribed(w, 'cancel')).token })),
    answers(400, 'malformed JSON', (w) => ({ token: w.bob.token, raw: MALFORMED_JSON })),
    answers(409, 'no plan to cancel', (w) => ({ token: w.bob.token })),
  ],
  resumeSubscription: [
    answers(200, 'a cancelled plan before its month ends', async (w) => {
      const { token } = await subscribed(w, 'resume');
      await json(await call(w.main, 'POST', endpoints.cancelSubscription.path, { token }), 200);
      return { token };
    }),
    answers(400, 'malformed JSON', (w) => ({ token: w.bob.token, raw: MALFORMED_JSON })),
    answers(409, 'no plan to resume', (w) => ({ token: w.bob.token })),
  ],
  billingPortal: [
    answers(400, 'malformed JSON', (w) => ({ token: w.ada.token, raw: MALFORMED_JSON })),
    answers(409, 'the test checkout has no portal', (w) => ({ token: w.ada.token })),
  ],
  checkCoupon: [
    answers(200, 'a coupon that applies', async (w) => {
      await json(await call(w.main, 'POST', endpoints.createCoupon.path, { token: w.admin.token, body: { code: 'CHECKME', percent_off: 15 } }), 201);
      return { token: w.ada.token, param: 'checkme' };
    }),
    answers(400, 'a code with a space', (w) => ({ token: w.ada.token, param: 'two words' })),
    answers(404, 'a code nobody made', (w) => ({ token: w.ada.token, param: 'NOSUCHCODE' })),
    answers(409, 'a coupon the caller has used', async (w) => {
      await json(await call(w.main, 'POST', endpoints.createCoupon.path, { token: w.admin.token, body: { code: 'USED-ONCE', percent_off: 50 } }), 201);
      const user = await newUser(w, 'coupon');
      await pay(w, await json<{ url: string }>(await call(w.main, 'POST', endpoints.startCheckout.path, { token: user.token, body: { kind: 'pack', pack_id: 'pack_500', coupon_code: 'USED-ONCE' } }), 201));
      return { token: user.token, param: 'USED-ONCE' };
    }),
  ],
  createCoupon: [
    answers(201, 'a new coupon', (w) => ({ token: w.admin.token, json: { code: 'spring-25', percent_off: 25, max_redemptions: 100 } })),
    answers(400, 'a percentage over 100', (w) => ({ token: w.admin.token, json: { code: 'TOO-MUCH', percent_off: 120 } })),
    answers(409, 'a code that exists', async (w) => {
      await json(await call(w.main, 'POST', endpoints.createCoupon.path, { token: w.admin.token, body: { code: 'TWICE', percent_off: 10 } }), 201);
      return { token: w.admin.token, json: { code: 'twice', percent_off: 10 } };
    }),
  ],
  testClock: [
    answers(200, 'the clock moved on', (w) => ({ token: w.admin.token, json: { now: new Date().toISOString() } })),
    answers(400, 'not a date', (w) => ({ token: w.admin.token, json: { now: 'tomorrow' } })),
  ],
  sendVerificationEmail: [
    answers(200, 'an unverified account', (w) => ({ token: w.bob.token })),
    answers(400, 'malformed JSON', () => ({ raw: MALFORMED_JSON })),
    answers(409, 'an account already verified', (w) => ({ token: w.adminAsUser.token })),
    overTheLimit((w) => ({ token: w.limitedUser.token })),
  ],
  forgotPassword: [
    answers(200, 'an account that exists', (w) => ({ json: { email: w.bob.user.email } })),
    answers(200, 'an address nobody signed up with, answered alike', () => ({ json: { email: 'nobody@example.com' } })),
    answers(400, 'not an email address', () => ({ json: { email: 'bob' } })),
    answers(400, 'email missing', () => ({ json: {} })),
    overTheLimit(() => ({ json: { email: 'nobody@example.com' } })),
  ],
  resetPassword: [
    answers(200, 'the token of the mailed link', async (w) => {
      const user = await newUser(w, 'reset');
      await json(await call(w.main, 'POST', endpoints.forgotPassword.path, { body: { email: user.user.email } }), 200);
      return { param: await lastMailToken(w.main, user.user.email, '/auth/reset-password', 'resetToken'), json: { password: 'a new password 2' } };
    }),
    answers(400, 'a token the server never gave (INVALID_TOKEN)', () => ({ param: 'never-given', json: { password: 'a new password 2' } })),
    answers(400, 'a password under 8 characters', () => ({ param: 'never-given', json: { password: 'short' } })),
    answers(400, 'a token of 150 characters, within the documented 200 (INVALID_TOKEN)', () => ({ param: 'a'.repeat(150), json: { password: 'a new password 2' } })),
    answers(400, 'a token over 200 characters', () => ({ param: 'a'.repeat(201), json: { password: 'a new password 2' } })),
    overTheLimit(() => ({ param: 'never-given', json: { password: 'a new password 2' } })),
  ],
  updateTier: [
    answers(200, "a user's tier", (w) => ({ token: w.admin.token, json: { user_id: w.ada.user.id, tier: 'starter' } })),
    answers(400, 'a tier that does not exist', (w) => ({ token: w.admin.token, json: { user_id: w.ada.user.id, tier: 'platinum' } })),
    answers(400, 'a user_id that is not an id', (w) => ({ token: w.admin.token, json: { user_id: 'ada', tier: 'pro' } })),
    answers(403, "the admin's own user token, not an admin token", (w) => ({ token: w.adminAsUser.token, json: { user_id: w.ada.user.id, tier: 'pro' } })),
    answers(404, 'a user nobody is', (w) => ({ token: w.admin.token, json: { user_id: randomUUID(), tier: 'pro' } })),
  ],
  loginAs: [
    answers(200, 'another user', (w) => ({ token: w.admin.token, json: { user_id: w.bob.user.id } })),
    answers(400, 'user_id missing', (w) => ({ token: w.admin.token, json: {} })),
    answers(404, 'a user nobody is', (w) => ({ token: w.admin.token, json: { user_id: randomUUID() } })),
  ],
  creditsReport: [
    answers(200, 'a week', (w) => ({ token: w.admin.token, query: { from: '2026-01-01', to: '2026-01-07' } })),
    answers(400, 'to before from', (w) => ({ token: w.admin.token, query: { from: '2026-01-07', to: '2026-01-01' } })),
    answers(400, 'a range over 366 days', (w) => ({ token: w.admin.token, query: { from: '2024-01-01', to: '2026-01-01' } })),
    answers(403, "the admin's own user token, not an admin token", (w) => ({ token: w.adminAsUser.token, query: { from: '2026-01-01', to: '2026-01-07' } })),
  ],
  adminOverview: [
    answers(200, 'a week', (w) => ({ token: w.admin.token, query: { from: '2026-01-01', to: '2026-01-07' } })),
    answers(400, 'to before from', (w) => ({ token: w.admin.token, query: { from: '2026-01-07', to: '2026-01-01' } })),
    answers(400, 'from missing', (w) => ({ token: w.admin.token, query: { to: '2026-01-07' } })),
    answers(403, "the admin's own user token, not an admin token", (w) => ({ token: w.adminAsUser.token, query: { from: '2026-01-01', to: '2026-01-07' } })),
  ],
  adminUsers: [
    answers(200, 'accounts whose email or name has a text', (w) => ({ token: w.admin.token, query: { q: 'ADA', limit: '5' } })),
    answers(200, 'an account by its id', (w) => ({ token: w.admin.token, query: { q: w.bob.user.id } })),
    answers(400, 'a limit over 100', (w) => ({ token: w.admin.token, query: { limit: '101' } })),
    answers(400, 'a cursor the server never gave', (w) => ({ token: w.admin.token, query: { cursor: 'not-a-cursor' } })),
  ],
  adminUser: [
    answers(200, 'an account with its plan, sessions, ledger and invoices', (w) => ({ token: w.admin.token, param: w.ada.user.id })),
    answers(400, 'an id that is not an id', (w) => ({ token: w.admin.token, param: 'ada' })),
    answers(404, 'an id nobody has', (w) => ({ token: w.admin.token, param: randomUUID() })),
  ],
  adminGrantCredits: [
    answers(200, 'credits with a reason', (w) => ({ token: w.admin.token, param: w.bob.user.id, json: { amount: 50, reason: 'Make up for a failed run' } })),
    answers(400, 'an amount of 0', (w) => ({ token: w.admin.token, param: w.bob.user.id, json: { amount: 0, reason: 'Nothing' } })),
    answers(400, 'reason missing', (w) => ({ token: w.admin.token, param: w.bob.user.id, json: { amount: 5 } })),
    answers(404, 'an id nobody has', (w) => ({ token: w.admin.token, param: randomUUID(), json: { amount: 5, reason: 'Nobody' } })),
  ],
  adminFirstSessions: [
    answers(200, 'every first session', (w) => ({ token: w.admin.token })),
    answers(200, 'those of a range of days', (w) => ({ token: w.admin.token, query: { from: '2026-01-01', to: '2099-12-31', limit: '2' } })),
    answers(400, 'to before from', (w) => ({ token: w.admin.token, query: { from: '2026-01-07', to: '2026-01-01' } })),
  ],
  adminCoupons: [answers(200, 'every coupon', (w) => ({ token: w.admin.token }))],
  adminDisableCoupon: [
    answers(200, 'a coupon disabled', async (w) => {
      await json(await call(w.main, 'POST', endpoints.createCoupon.path, { token: w.admin.token, body: { code: 'SWITCH-OFF', percent_off: 5 } }), 201);
      return { token: w.admin.token, param: 'switch-off', json: { disabled: true } };
    }),
    answers(400, 'disabled missing', (w) => ({ token: w.admin.token, param: 'SWITCH-OFF', json: {} })),
    answers(400, 'a code with a space', (w) => ({ token: w.admin.token, param: 'two words', json: { disabled: true } })),
    answers(404, 'a code nobody made', (w) => ({ token: w.admin.token, param: 'NOSUCHCODE', json: { disabled: true } })),
  ],
  adminAudit: [
    answers(200, 'the latest admin actions', (w) => ({ token: w.admin.token, query: { limit: '5' } })),
    answers(200, 'those that named an account', (w) => ({ token: w.admin.token, query: { user_id: w.ada.user.id } })),
    answers(400, 'a user_id that is not an id', (w) => ({ token: w.admin.token, query: { user_id: 'ada' } })),
  ],
  deleteFlow: [answers(200, 'what deleting would remove', (w) => ({ token: w.ada.token }))],
  deleteUser: [
    answers(204, 'your own account', async (w) => ({ token: (await newUser(w, 'leaving')).token })),
    answers(400, 'malformed JSON', () => ({ raw: MALFORMED_JSON })),
    answers(401, 'an account deleted already', async (w, send) => {
      const { token } = await newUser(w, 'gone');
      await send({ token });
      return { token };
    }),
  ],
  skipOnboarding: [
    answers(200, 'the checklist hidden', (w) => ({ token: w.ada.token })),
    answers(400, 'malformed JSON', () => ({ raw: MALFORMED_JSON })),
  ],
  updateOnboarding: [
    answers(200, 'a step done', (w) => ({ token: w.ada.token, json: { step: 'create_folder' } })),
    answers(400, 'a step that does not exist', (w) => ({ token: w.ada.token, json: { step: 'fly' } })),
    answers(400, 'step missing', (w) => ({ token: w.ada.token, json: {} })),
  ],
  creditHistory: [
    answers(200, 'your own ledger', (w) => ({ param: w.ada.user.id, token: w.ada.token, query: { limit: '5' } })),
    answers(200, "an admin reads anyone's", (w) => ({ param: w.ada.user.id, token: w.admin.token })),
    answers(400, 'a user_id that is not an id', (w) => ({ param: 'ada', token: w.ada.token })),
    answers(400, 'a limit of 0', (w) => ({ param: w.ada.user.id, token: w.ada.token, query: { limit: '0' } })),
    answers(400, 'a limit that is not a number', (w) => ({ param: w.ada.user.id, token: w.ada.token, query: { limit: 'ten' } })),
    answers(400, 'a cursor the server never gave', (w) => ({ param: w.ada.user.id, token: w.ada.token, query: { cursor: 'made-up' } })),
    answers(400, 'a kind that does not exist', (w) => ({ param: w.ada.user.id, token: w.ada.token, query: { kind: 'stolen' } })),
    answers(200, "one tool's charges", (w) => ({ param: w.ada.user.id, token: w.ada.token, query: { kind: 'spent', tool: 'retopology' } })),
    answers(404, "another person's ledger", (w) => ({ param: w.ada.user.id, token: w.bob.token })),
  ],
  creditUsage: [
    answers(200, 'a week of your spend', (w) => ({ token: w.ada.token, query: { from: '2026-01-01', to: '2026-01-07', time_zone: 'Europe/Paris' } })),
    answers(400, 'to before from', (w) => ({ token: w.ada.token, query: { from: '2026-01-07', to: '2026-01-01' } })),
    answers(400, 'a range over 366 days', (w) => ({ token: w.ada.token, query: { from: '2024-01-01', to: '2026-01-01' } })),
    answers(400, 'a time zone that does not exist', (w) => ({ token: w.ada.token, query: { from: '2026-01-01', to: '2026-01-07', time_zone: 'Mars/Olympus' } })),
  ],
  pricingClick: [
    answers(204, 'an anonymous click', () => ({ json: { upgrade_source: 'credits_dialog' } })),
    answers(204, 'a click with a token, which names the user', (w) => ({ token: w.ada.token, json: { upgrade_source: 'tool_locked' } })),
    answers(400, 'upgrade_source missing', () => ({ json: {} })),
    answers(400, 'a control character in upgrade_source', () => ({ json: { upgrade_source: 'dialog\u0007' } })),
    answers(400, 'upgrade_source over 100 characters', () => ({ json: { upgrade_source: 'a'.repeat(101) } })),
    overTheLimit(() => ({ json: { upgrade_source: 'credits_dialog' } })),
  ],
  listAssets: [
    answers(200, 'your assets anywhere', (w) => ({ token: w.ada.token, query: { limit: '10' } })),
    answers(200, 'in one of your folders', (w) => ({ token: w.ada.token, query: { parent_id: w.adaFolder.id } })),
    answers(200, 'at the top level, of some types', (w) => ({ token: w.ada.token, query: { parent_id: 'root', include_types: 'mesh,folder' } })),
    answers(400, 'a limit of 0', (w) => ({ token: w.ada.token, query: { limit: '0' } })),
    answers(400, 'a parent_id that is not an id', (w) => ({ token: w.ada.token, query: { parent_id: 'props' } })),
    answers(400, 'a type that does not exist', (w) => ({ token: w.ada.token, query: { type: 'teapot' } })),
    answers(400, 'a line break in q', (w) => ({ token: w.ada.token, query: { q: 'a\nb' } })),
    answers(400, 'a cursor the server never gave', (w) => ({ token: w.ada.token, query: { cursor: 'made-up' } })),
    answers(404, "someone else's folder as parent_id", (w) => ({ token: w.ada.token, query: { parent_id: w.bobFolder.id } })),
  ],
  createAsset: [
    answers(201, 'a folder at the top level', (w) => ({ token: w.ada.token, json: { type: 'folder', name: 'Chairs' } })),
    answers(201, 'a folder in one of your folders, with a colour', (w) => ({
      token: w.ada.token,
      json: { type: 'folder', name: 'Stools', parent_id: w.adaFolder.id, data: { color: '#ff8800' } },
    })),
    answers(201, 'unknown fields are ignored', (w) => ({ token: w.ada.token, json: { type: 'folder', name: 'Tables', pinned: true } })),
    answers(400, 'a type other than folder', (w) => ({ token: w.ada.token, json: { type: 'mesh', name: 'Chair' } })),
    answers(400, 'name missing', (w) => ({ token: w.ada.token, json: { type: 'folder' } })),
    answers(400, 'a NUL in the name', (w) => ({ token: w.ada.token, json: { type: 'folder', name: 'Props\u0000' } })),
    answers(400, 'a name over 200 characters', (w) => ({ token: w.ada.token, json: { type: 'folder', name: 'a'.repeat(201) } })),
    answers(400, 'a name of the wrong type', (w) => ({ token: w.ada.token, json: { type: 'folder', name: 7 } })),
    answers(400, 'a parent_id that is not an id', (w) => ({ token: w.ada.token, json: { type: 'folder', name: 'Lost', parent_id: 'props' } })),
    answers(404, "someone else's folder as parent", (w) => ({ token: w.ada.token, json: { type: 'folder', name: 'Lost', parent_id: w.bobFolder.id } })),
    answers(409, 'a mesh as parent', (w) => ({ token: w.ada.token, json: { type: 'folder', name: 'Lost', parent_id: w.adaMesh.id } })),
  ],
  searchAssets: [
    answers(200, 'by part of the name', (w) => ({ token: w.ada.token, json: { search_text: 'Grid', include_types: ['mesh'] } })),
    answers(400, 'search_text missing', (w) => ({ token: w.ada.token, json: {} })),
    answers(400, 'a limit of the wrong type', (w) => ({ token: w.ada.token, json: { search_text: 'Grid', limit: 'ten' } })),
    answers(400, 'a control character in search_text', (w) => ({ token: w.ada.token, json: { search_text: 'Grid\u0007' } })),
    answers(404, "someone else's folder as parent_id", (w) => ({ token: w.ada.token, json: { search_text: 'Grid', parent_id: w.bobFolder.id } })),
  ],
  uploadAsset: [
    answers(201, 'an image', (w) => ({ token: w.ada.token, form: form({ name: 'Swatch' }, { bytes: png(2, 2), name: 'swatch.png' }) })),
    answers(201, 'into one of your folders', (w) => ({ token: w.ada.token, form: form({ parent_id: w.adaFolder.id }, { bytes: png(2, 2), name: 'swatch.png' }) })),
    answers(400, 'no file', (w) => ({ token: w.ada.token, form: form({ name: 'Nothing' }) })),
    answers(400, 'not multipart', (w) => ({ token: w.ada.token, json: { name: 'Swatch' } })),
    answers(400, 'a line break in the name', (w) => ({ token: w.ada.token, form: form({ name: 'Swatch\nred' }, { bytes: png(2, 2), name: 'swatch.png' }) })),
    answers(400, 'a parent_id that is not an id', (w) => ({ token: w.ada.token, form: form({ parent_id: 'props' }, { bytes: png(2, 2), name: 'swatch.png' }) })),
    answers(404, "someone else's folder as parent", (w) => ({ token: w.ada.token, form: form({ parent_id: w.bobFolder.id }, { bytes: png(2, 2), name: 'swatch.png' }) })),
    answers(409, 'a mesh as parent', (w) => ({ token: w.ada.token, form: form({ parent_id: w.adaMesh.id }, { bytes: png(2, 2), name: 'swatch.png' }) })),
    answers(413, 'an image over the image limit', (w) => ({ token: w.ada.token, form: form({}, { bytes: paddedPng(IMAGE_LIMIT + KB), name: 'big.png' }) })),
    answers(415, 'a file of no supported format', (w) => ({ token: w.ada.token, form: form({}, { bytes: new TextEncoder().encode('not a mesh at all'), name: 'model.glb' }) })),
    answers(415, 'an empty file', (w) => ({ token: w.ada.token, form: form({}, { bytes: new Uint8Array(0), name: 'empty.png' }) })),
  ],
  showcase: [
    answers(200, 'the public showcase, without a token', () => ({})),
    answers(200, 'a page of 5', () => ({ query: { limit: '5' } })),
    answers(400, 'a limit of 0', () => ({ query: { limit: '0' } })),
    answers(400, 'a limit that is not a number', () => ({ query: { limit: 'many' } })),
    answers(400, 'a cursor the server never gave', () => ({ query: { cursor: 'made-up' } })),
  ],
  getAsset: [
    answers(200, 'one of your assets', (w) => ({ param: w.adaMesh.id, token: w.ada.token })),
    answers(400, 'an id that is not an id', (w) => ({ param: 'chair', token: w.ada.token })),
    answers(404, "someone else's asset", (w) => ({ param: w.bobMesh.id, token: w.ada.token })),
    answers(404, 'an id nobody has', (w) => ({ param: randomUUID(), token: w.ada.token })),
  ],
  deleteAsset: [
    answers(200, 'one of your folders', async (w) => ({ param: (await createFolder(w.main, w.ada.token, 'Old')).id, token: w.ada.token })),
    answers(400, 'an id that is not an id', (w) => ({ param: 'chair', token: w.ada.token })),
    answers(404, "someone else's asset", (w) => ({ param: w.bobFolder.id, token: w.ada.token })),
    answers(404, 'an asset deleted already', async (w, send) => {
      const gone = { param: (await createFolder(w.main, w.ada.token, 'Gone')).id, token: w.ada.token };
      await send(gone);
      return gone;
    }),
  ],
  updateAsset: [
    answers(200, 'a new name', (w) => ({ param: w.adaFolder.id, token: w.ada.token, json: { name: 'Props' } })),
    answers(200, "a folder's colour", (w) => ({ param: w.adaFolder.id, token: w.ada.token, json: { data: { color: '#3366ff' } } })),
    answers(400, 'nothing to change', (w) => ({ param: w.adaFolder.id, token: w.ada.token, json: {} })),
    answers(400, "a file detail that is the server's", (w) => ({ param: w.adaMesh.id, token: w.ada.token, json: { data: { file_url: 'https://elsewhere.example/x.glb' } } })),
    answers(400, 'a NUL in the name', (w) => ({ param: w.adaFolder.id, token: w.ada.token, json: { name: 'Props\u0000' } })),
    answers(400, 'an id that is not an id', (w) => ({ param: 'props', token: w.ada.token, json: { name: 'Props' } })),
    answers(404, "someone else's asset", (w) => ({ param: w.bobFolder.id, token: w.ada.token, json: { name: 'Mine now' } })),
  ],
  setUpAxis: [
    answers(200, 'an STL read again as Y up', async (w) => ({
      param: (await uploadAsset(w.main, w.ada.token, 'Part', STANDING_STL, 'part.stl')).id,
      token: w.ada.token,
      json: { up_axis: 'y' },
    })),
    answers(400, 'a mesh that is not an uploaded OBJ, STL or PLY', (w) => ({ param: w.adaMesh.id, token: w.ada.token, json: { up_axis: 'y' } })),
    answers(400, 'an axis that is not y or z', (w) => ({ param: w.adaMesh.id, token: w.ada.token, json: { up_axis: 'x' } })),
    answers(404, "someone else's asset", (w) => ({ param: w.bobMesh.id, token: w.ada.token, json: { up_axis: 'y' } })),
  ],
  setUnit: [
    answers(200, 'an STL read again in inches', async (w) => ({
      param: (await uploadAsset(w.main, w.ada.token, 'Part', STANDING_STL, 'part.stl')).id,
      token: w.ada.token,
      json: { unit: 'in' },
    })),
    answers(400, 'a mesh that is not an uploaded OBJ, STL or PLY', (w) => ({ param: w.adaMesh.id, token: w.ada.token, json: { unit: 'cm' } })),
    answers(400, 'a unit that is not one of mm, cm, m, in', (w) => ({ param: w.adaMesh.id, token: w.ada.token, json: { unit: 'ft' } })),
    answers(404, "someone else's asset", (w) => ({ param: w.bobMesh.id, token: w.ada.token, json: { unit: 'cm' } })),
  ],
  moveAssets: [
    answers(200, 'into one of your folders', async (w) => ({
      token: w.ada.token,
      json: { asset_ids: [(await createFolder(w.main, w.ada.token, 'Moving')).id], parent_id: w.adaFolder.id },
    })),
    answers(200, 'to the top level', async (w) => ({
      token: w.ada.token,
      json: { asset_ids: [(await createFolder(w.main, w.ada.token, 'Rising', w.adaFolder.id)).id], parent_id: null },
    })),
    answers(400, 'no asset_ids', (w) => ({ token: w.ada.token, json: { asset_ids: [], parent_id: null } })),
    answers(400, 'asset_ids that are not ids', (w) => ({ token: w.ada.token, json: { asset_ids: ['chair'], parent_id: null } })),
    answers(400, 'parent_id missing', (w) => ({ token: w.ada.token, json: { asset_ids: [w.adaMesh.id] } })),
    answers(404, "someone else's asset", (w) => ({ token: w.ada.token, json: { asset_ids: [w.bobMesh.id], parent_id: null } })),
    answers(404, "someone else's folder as the target", (w) => ({ token: w.ada.token, json: { asset_ids: [w.adaMesh.id], parent_id: w.bobFolder.id } })),
    answers(409, 'a mesh as the target', (w) => ({ token: w.ada.token, json: { asset_ids: [w.adaFolder.id], parent_id: w.adaMesh.id } })),
    answers(409, 'a folder into itself', (w) => ({ token: w.ada.token, json: { asset_ids: [w.adaFolder.id], parent_id: w.adaFolder.id } })),
  ],
  setShowcase: [
    answers(200, "a user's mesh into the showcase", (w) => ({ param: w.adaMesh.id, token: w.admin.token, json: { is_showcase: true } })),
    answers(400, 'is_showcase missing', (w) => ({ param: w.adaMesh.id, token: w.admin.token, json: {} })),
    answers(400, 'is_showcase of the wrong type', (w) => ({ param: w.adaMesh.id, token: w.admin.token, json: { is_showcase: 'yes' } })),
    answers(400, 'an id that is not an id', (w) => ({ param: 'chair', token: w.admin.token, json: { is_showcase: true } })),
    answers(404, 'an id nobody has', (w) => ({ param: randomUUID(), token: w.admin.token, json: { is_showcase: true } })),
    answers(409, 'a folder', (w) => ({ param: w.adaFolder.id, token: w.admin.token, json: { is_showcase: true } })),
  ],
  adminShowcase: [answers(200, 'the showcase in its order', (w) => ({ token: w.admin.token }))],
  adminShowcaseOrder: [
    answers(200, 'the showcase in a new order', async (w) => {
      const { items } = await json<{ items: Asset[] }>(await call(w.main, 'GET', endpoints.adminShowcase.path, { token: w.admin.token }), 200);
      return { token: w.admin.token, json: { ids: items.map((asset) => asset.id).reverse() } };
    }),
    answers(400, 'an id that is not an id', (w) => ({ token: w.admin.token, json: { ids: ['chair'] } })),
    answers(409, 'an asset that is not in the showcase', (w) => ({ token: w.admin.token, json: { ids: [w.bobFolder.id] } })),
  ],
  createSession: [
    answers(201, 'a retopology of your mesh', (w) => ({ token: w.ada.token, json: { type: 'retopology', input: { mesh: w.adaMesh.id, target_triangles: 50 } } })),
    answers(400, 'input without its mesh', (w) => ({ token: w.ada.token, json: { type: 'retopology', input: {} } })),
    answers(400, 'a type that does not exist', (w) => ({ token: w.ada.token, json: { type: 'teleport', input: {} } })),
    answers(400, 'a target above what the mesh has', (w) => ({ token: w.ada.token, json: { type: 'retopology', input: { mesh: w.adaMesh.id, target_triangles: 200 } } })),
    answers(400, 'a NUL in a prompt', (w) => ({ token: w.ada.token, json: { type: 'text_to_image', input: { prompt: 'a red\u0000chair' } } })),
    answers(402, 'too few credits', async (w) => {
      const poor = await newUser(w, 'poor');
      await setTier(w.main, w.admin.token, poor, 'pro');
      const mesh = await uploadGrid(w.main, poor.token, 4);
      await w.main.app.services.credits.apply({ userId: poor.user.id, amount: -95, reason: 'admin_adjustment', reference: `conformance-${poor.user.id}` });
      return { token: poor.token, json: { type: 'retopology', input: { mesh: mesh.id, mode: 'precision' } } };
    }),
    answers(403, "a tool the plan does not include (TOOL_LOCKED)", (w) => ({ token: w.bob.token, json: { type: 'retopology', input: { mesh: w.bobMesh.id } } })),
    answers(404, "someone else's mesh", (w) => ({ token: w.ada.token, json: { type: 'retopology', input: { mesh: w.bobMesh.id } } })),
    answers(409, 'a folder as the mesh', (w) => ({ token: w.ada.token, json: { type: 'retopology', input: { mesh: w.adaFolder.id } } })),
    answers(501, 'a tool whose engine is not built (TOOL_UNAVAILABLE)', async (w) => {
      const chatter = await newUser(w, 'chatter');
      await setTier(w.main, w.admin.token, chatter, 'pro');
      return { token: chatter.token, json: { type: 'chat_to_3d', input: { prompt: 'A small brass lantern' } } };
    }),
  ],
  getSession: [
    answers(200, 'one of your sessions with its jobs', (w) => ({ param: w.adaSession.id, token: w.ada.token })),
    answers(400, 'an id that is not an id', (w) => ({ param: 'latest', token: w.ada.token })),
    answers(404, "someone else's session", (w) => ({ param: w.adaSession.id, token: w.bob.token })),
    answers(404, 'an id nobody has', (w) => ({ param: randomUUID(), token: w.ada.token })),
  ],
  updateSession: [
    answers(200, 'a new name', (w) => ({ param: w.adaSession.id, token: w.ada.token, json: { name: 'Chair LODs' } })),
    answers(200, 'the name cleared', (w) => ({ param: w.adaSession.id, token: w.ada.token, json: { name: null } })),
    answers(400, 'name missing', (w) => ({ param: w.adaSession.id, token: w.ada.token, json: {} })),
    answers(400, 'a line break in the name', (w) => ({ param: w.adaSession.id, token: w.ada.token, json: { name: 'Chair\nLODs' } })),
    answers(400, 'a name of the wrong type', (w) => ({ param: w.adaSession.id, token: w.ada.token, json: { name: 5 } })),
    answers(404, "someone else's session", (w) => ({ param: w.adaSession.id, token: w.bob.token, json: { name: 'Mine' } })),
  ],
  sendChatMessage: [
    answers(400, 'an empty message', (w) => ({ param: w.adaChatId, token: w.ada.token, json: { message: '' } })),
    answers(400, 'a NUL in the message', (w) => ({ param: w.adaChatId, token: w.ada.token, json: { message: 'make it\u0000red' } })),
    answers(400, 'a session id that is not an id', (w) => ({ param: 'chat', token: w.ada.token, json: { message: 'make it red' } })),
    answers(404, 'a session that is not a chat', (w) => ({ param: w.adaSession.id, token: w.ada.token, json: { message: 'make it red' } })),
    answers(404, "someone else's chat", (w) => ({ param: w.adaChatId, token: w.bob.token, json: { message: 'make it red' } })),
    answers(501, 'your chat, while magic edit cannot run here (TOOL_UNAVAILABLE)', (w) => ({ param: w.adaChatId, token: w.ada.token, json: { message: 'make it red' } })),
  ],
  listJobs: [
    answers(200, 'the jobs of one of your sessions', (w) => ({ token: w.ada.token, query: { session_id: w.adaSession.id } })),
    answers(200, 'your runs in progress', (w) => ({ token: w.ada.token, query: { status: 'active' } })),
    answers(400, 'both a session_id and status', (w) => ({ token: w.ada.token, query: { session_id: w.adaSession.id, status: 'active' } })),
    answers(400, 'a status other than active', (w) => ({ token: w.ada.token, query: { status: 'running' } })),
    answers(400, 'session_id missing', (w) => ({ token: w.ada.token })),
    answers(400, 'a session_id that is not an id', (w) => ({ token: w.ada.token, query: { session_id: 'latest' } })),
    answers(404, "someone else's session", (w) => ({ token: w.bob.token, query: { session_id: w.adaSession.id } })),
  ],
};

/**
 * Documented answers no request can bring about on a test server, each with the reason. Keep this
 * short: an entry here is a status the suite does not check.
 */
const unreachable: Partial<Record<EndpointName, Partial<Record<string, string>>>> = {
  sendChatMessage: { 200: 'magic edit does not run on this server yet: a message to your own chat answers 501 TOOL_UNAVAILABLE' },
  billingPortal: { 200: "only with Stripe's API, which these servers never call: payments-stripe.test.ts opens one against a local Stripe API" },
  testClock: { 404: 'only on a server selling through Stripe, whose admin sign-in here is rate limited: payments-stripe.test.ts asks it' },
};

const operationNames = Object.keys(ownCases) as EndpointName[];
const casesOf = (name: EndpointName): Case[] => [...ownCases[name], ...entryCases(name)];
const allCases = operationNames.flatMap((name) => casesOf(name).map((c) => ({ operation: name, ...c })));

// --- Sending and checking ----------------------------------------------------------------------------

async function send(server: TestServer, name: EndpointName, made: Call): Promise<Answer> {
  const endpoint: Endpoint = endpoints[name];
  const names = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);
  const params = made.params ?? (made.param === undefined ? {} : Object.fromEntries(names.map((param) => [param, made.param!])));
  const query = made.query ? `?${new URLSearchParams(made.query)}` : '';
  const headers: Record<string, string> = { ...made.headers };
  if (made.token !== undefined) headers.authorization = `Bearer ${made.token}`;
  let body: string | FormData | undefined;
  if (made.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(made.json);
  } else if (made.raw) {
    headers['content-type'] = made.raw.contentType;
    body = made.raw.body;
  } else if (made.form) {
    body = made.form;
  }
  const response = await fetch(`${server.url}${endpointPath(endpoint, params)}${query}`, { method: endpoint.method, headers, body, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let w: World;
let checker: DocumentChecker;
let document: OpenApiDocument;
let down: Promise<TestServer> | undefined;
const outcomes = new Map<string, { conforms: boolean; expected: boolean }>();

/** A server whose database has gone away: started on first use. */
function downServer(): Promise<TestServer> {
  down ??= (async () => {
    const server = await startTestServer(target, { PREVIEW_RENDERER: 'off', TOOL_WORKER: 'off' });
    await server.database.close();
    return server;
  })();
  return down;
}

beforeAll(async () => {
  const idpServer = new OAuth2Server();
  await idpServer.issuer.keys.generate('RS256');
  await idpServer.start(0, '127.0.0.1');
  const idp: IdentityProvider = { server: idpServer, url: idpServer.issuer.url!, claims: {} };
  idpServer.service.on('beforeTokenSigning', (token: { payload: object }) => Object.assign(token.payload, idp.claims));
  const unreachablePort = await closedPort();

  const quiet = { PREVIEW_RENDERER: 'off', TOOL_WORKER: 'off', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' };
  const [main, limited] = await Promise.all([
    startTestServer(
      target,
      {
        ...NO_AUTH_LIMIT,
        ...quiet,
        GOOGLE_CLIENT_ID: 'facet-google',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_AUTHORIZATION_URL: `${idp.url}/authorize`,
        GOOGLE_TOKEN_URL: `${idp.url}/token`,
        DISCORD_CLIENT_ID: 'facet-discord',
        DISCORD_CLIENT_SECRET: 'discord-secret',
        DISCORD_AUTHORIZATION_URL: `${idp.url}/authorize`,
        DISCORD_TOKEN_URL: `http://127.0.0.1:${unreachablePort}/token`,
      },
      { uploadLimits: { ...UPLOAD_LIMITS, image: IMAGE_LIMIT } },
    ),
    startTestServer(target, { ...quiet, AUTH_RATE_LIMIT_PER_MINUTE: '1', STRIPE_SECRET_KEY: 'sk_test_conformance', STRIPE_WEBHOOK_SECRET }),
  ]);
  // The queue starts (pg-boss makes its schema) while the accounts are made.
  const queue = main.app.services.queue();

  const documentAnswer = await fetch(`${main.url}/docs/json`);
  expect(documentAnswer.status).toBe(200);
  document = (await documentAnswer.json()) as OpenApiDocument;
  checker = new DocumentChecker(document);

  const [admin, ada, bob, limitedUser] = await Promise.all([
    adminSignIn(main),
    register(main, 'ada@example.com'),
    register(main, 'bob@example.com'),
    register(limited, 'lin@example.com'),
  ]);
  const adminAsUser = await json<TokenResponse>(await call(main, 'POST', endpoints.login.path, { body: ADMIN }), 200);
  await setTier(main, admin.token, ada, 'starter');
  const [adaFolder, bobFolder, adaMesh, bobMesh] = await Promise.all([
    createFolder(main, ada.token, 'Props'),
    createFolder(main, bob.token, 'Bob props'),
    uploadGrid(main, ada.token, 10),
    uploadGrid(main, bob.token, 4),
  ]);
  await queue;
  const adaSession = await json<Session>(await startRetopology(main, ada.token, { mesh: adaMesh.id }), 201);
  // No chat session can be started here yet (magic edit answers 501), so this one is stored as one would be.
  const chat = await main.app.services.store.sessions.insertSession({ ownerId: ada.user.id, type: 'chat_to_3d', input: {} });
  w = { main, limited, idp, admin, adminAsUser, ada, bob, adaFolder, adaMesh, bobFolder, bobMesh, adaSession, adaChatId: chat.id, limitedUser };
}, 120_000);

afterAll(async () => {
  const operations = checker?.operations() ?? [];
  const covered = operations.filter((operation) => missingCases(operation.operationId, operation.statuses).length === 0).length;
  const conforming = [...outcomes.values()].filter((outcome) => outcome.conforms).length;
  const expected = [...outcomes.values()].filter((outcome) => outcome.expected).length;
  console.log(
    `conformance: ${covered}/${operations.length} operations covered; ${conforming}/${allCases.length} responses conform to the served document; ` +
      `${expected}/${allCases.length} answered the expected status`,
  );
  await Promise.all([w?.main.close(), w?.limited.close(), down?.then((server) => server.close())]);
  await w?.idp.server.stop();
}, 60_000);

/** The documented statuses of an operation that no case expects and that are not unreachable. */
function missingCases(operationId: string, statuses: string[]): string[] {
  const own = operationId in ownCases ? casesOf(operationId as EndpointName) : [];
  const expected = new Set(own.map((c) => String(c.status)));
  const exempt = unreachable[operationId as EndpointName] ?? {};
  return statuses.filter((status) => !expected.has(status) && !(status in exempt));
}

for (const name of operationNames) {
  describe(name, () => {
    for (const c of casesOf(name)) {
      const title = `${c.status}: ${c.name}${c.on === 'limited' ? ' (limited server)' : c.on === 'down' ? ' (database down)' : ''}`;
      it(title, async () => {
        const server = c.on === 'limited' ? w.limited : c.on === 'down' ? await downServer() : w.main;
        const sendHere: Send = (made) => send(server, name, made);
        const answer = await sendHere(await c.request(w, sendHere));
        const problems = checker.problems(name, answer);
        outcomes.set(`${name} ${title}`, { conforms: problems.length === 0, expected: answer.status === c.status });
        expect(answer.status, `${name}: ${answer.text.slice(0, 300)}`).toBe(c.status);
        expect(problems, `${name}: the answer against the served document`).toEqual([]);
      });
    }
  });
}

describe('the served document', () => {
  it('is read strictly: an undocumented status, another content type or a body off its schema is each a problem', () => {
    const answer = (status: number, contentType: string, body: string): Answer => ({ status, headers: new Headers({ 'content-type': contentType }), text: body });
    const profile = JSON.stringify({ token: 'a-token', user: w.ada.user });
    expect(checker.problems('login', answer(200, 'application/json; charset=utf-8', profile))).toEqual([]);
    expect(checker.problems('login', answer(299, 'application/json', profile))).toEqual([expect.stringContaining('status 299 is not documented')]);
    expect(checker.problems('login', answer(200, 'text/plain', profile))).toEqual([expect.stringContaining('content type text/plain is not documented')]);
    expect(checker.problems('login', answer(200, 'application/json', JSON.stringify({ token: 'a-token' })))).toEqual([expect.stringContaining("must have required property 'user'")]);
    expect(checker.problems('login', answer(200, 'application/json', JSON.stringify({ token: 'a-token', user: w.ada.user, extra: 1 })))).toEqual([
      expect.stringContaining('must NOT have additional properties (extra)'),
    ]);
    expect(checker.problems('logout', answer(204, 'application/json', '{}'))).toEqual([expect.stringContaining('documents no body')]);
  });

  it('has a case for the success and each documented status of every operation', () => {
    const operations = checker.operations();
    const missing = operations.flatMap((operation) => missingCases(operation.operationId, operation.statuses).map((status) => `${operation.operationId} ${status}`));
    expect(missing, 'documented statuses no case checks').toEqual([]);
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([...operationNames].sort());
  });
});

// --- Bad input of every kind, for every operation of the document --------------------------------------

/**
 * Each kind of bad input is sent to every operation of the served document it applies to, drawn by
 * fast-check from the operation's own schemas, so a new operation is checked without a line here:
 * bodies nested too deep, JSON in another charset, half a surrogate pair in any JSON text, numbers
 * past what their field (and the column behind it) holds, open records over their limits, names of
 * only invisible characters, and broken multipart forms. Each must answer its documented 4xx with
 * the exact code, never a 5xx. A few runs per operation keep the whole set to a few seconds; a
 * failure prints the seed that replays it.
 */
describe('bad input of every kind, for every operation of the document', () => {
  /** Operations whose body is read as raw bytes, not JSON, with the reason: there the JSON kinds only must not fail. */
  const rawBody: Partial<Record<EndpointName, string>> = {
    stripeWebhook: "Stripe's signature is checked over the raw bytes before anything is parsed (and the main server takes no Stripe payments)",
  };
  const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
  const SENTINEL = 'raw-json-value-goes-here';

  interface Target {
    template: string;
    method: string;
    operation: DocumentOperation;
    name: EndpointName;
  }
  const targets = (): Target[] => documentOperations(document).map((target) => ({ ...target, name: target.operation.operationId as EndpointName }));
  const jsonBodyOf = (target: Target) => target.operation.requestBody?.content['application/json']?.schema;
  const tokenOf = (target: Target) => {
    const scheme = Object.keys(target.operation.security[0] ?? {})[0];
    return scheme === 'adminToken' ? w.admin.token : scheme === 'userToken' ? w.ada.token : undefined;
  };
  /** The path parameters and required query of a well-formed request; only the bad part is wrong. */
  const urlOf = (target: Target, query: Record<string, string> = {}) => {
    const parameters = target.operation.parameters;
    const values = (where: 'path' | 'query') =>
      Object.fromEntries(parameters.filter((p) => p.in === where && p.required).map((p) => [p.name, String(example(p.schema, p.name, {}))]));
    return operationUrl(target.template, values('path'), { ...values('query'), ...query });
  };
  /** Sends `body` (JSON text) to the operation with its token, from `from`. */
  const sendJson = (target: Target, body: string, from: string, contentType = 'application/json', url = urlOf(target)) => {
    const token = tokenOf(target);
    return sendRaw(w.main.url, {
      method: target.method.toUpperCase(),
      url,
      from,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
  };

  /** The answer is `status` with `code`, its message says `says`, and it is one the document describes. */
  function expectRefused(target: Target, answer: Answer, status: number, says: string): void {
    const label = `${target.name}: ${answer.text.slice(0, 300)}`;
    expect(answer.status, label).toBe(status);
    const body = JSON.parse(answer.text) as { code?: string; message?: string };
    expect(body.code, label).toBe('VALIDATION_FAILED');
    expect(body.message, label).toContain(says);
    expect(checker.problems(target.name, answer), label).toEqual([]);
  }
  function expectNoFailure(target: Target, answer: Answer): void {
    const label = `${target.name}: ${answer.text.slice(0, 300)}`;
    expect(answer.status, label).toBeLessThan(500);
    expect(checker.problems(target.name, answer), label).toEqual([]);
  }
  const bodyTargets = () => targets().filter((target) => BODY_METHODS.has(target.method));
  /** Each shape of an operation's JSON body (each session type, say) with a well-formed value of it. */
  const bodyShapes = (target: Target) => {
    const schema = jsonBodyOf(target);
    return schema ? bodyAlternatives(schema).map((shape) => ({ shape, base: example(shape, 'body', {}) })) : [];
  };
  const field = (path: ValuePath) => path.join('.');

  it('refuses a body nested deeper than the limit before reading it, anonymous callers included (400)', async () => {
    const reached = bodyTargets();
    expect(reached.length).toBeGreaterThan(25);
    for (const target of reached) {
      const from = freshLoopbackAddress();
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: JSON_MAX_DEPTH + 1, max: 20_000 }),
          fc.constantFrom(['[', ']'], ['{"a":', '}']),
          async (depth, [open, close]) => {
            const body = `{"name":${open!.repeat(depth)}0${close!.repeat(depth)}}`;
            const answer = await sendRaw(w.main.url, { method: target.method.toUpperCase(), url: urlOf(target), from, headers: { 'content-type': 'application/json' }, body });
            if (target.name in rawBody) expectNoFailure(target, answer);
            else expectRefused(target, answer, 400, JSON_DEPTH_MESSAGE);
          },
        ),
        { numRuns: 2 },
      );
    }
    // At the limit itself the body is read, and refused (or not) for what it says.
    const atLimit = await sendRaw(w.main.url, {
      method: 'POST',
      url: endpoints.reportProblem.path,
      from: freshLoopbackAddress(),
      headers: { 'content-type': 'application/json' },
      body: `${'['.repeat(JSON_MAX_DEPTH)}${']'.repeat(JSON_MAX_DEPTH)}`,
    });
    expect(atLimit.status).toBe(400);
    expect(atLimit.text).not.toContain(JSON_DEPTH_MESSAGE);
    // Brackets inside a string (escaped quotes too) are text, not nesting.
    const inText = await sendRaw(w.main.url, {
      method: 'POST',
      url: endpoints.reportProblem.path,
      from: freshLoopbackAddress(),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...REPORT, errorInfo: { message: `"[{\\"${'[{'.repeat(200)}` } }),
    });
    expect(inText.status, inText.text).toBe(200);
  });

  it('refuses JSON in a charset other than UTF-8 (415), and takes it labelled UTF-8', async () => {
    for (const target of bodyTargets()) {
      const from = freshLoopbackAddress();
      const body = JSON.stringify(bodyShapes(target)[0]?.base ?? {});
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('latin1', 'ISO-8859-1', 'utf-16', 'UTF-16LE', 'windows-1252', 'us-ascii', 'Shift_JIS'), fc.boolean(), async (charset, quoted) => {
          const answer = await sendJson(target, body, from, `application/json; charset=${quoted ? `"${charset}"` : charset}`);
          if (target.name in rawBody) expectNoFailure(target, answer);
          else expectRefused(target, answer, 415, 'UTF-8');
        }),
        { numRuns: 2 },
      );
    }
    const from = freshLoopbackAddress();
    for (const contentType of ['application/json; charset=UTF-8', 'application/json;charset="utf-8"', 'application/json; charset=utf8']) {
      const answer = await sendRaw(w.main.url, { method: 'POST', url: endpoints.reportProblem.path, from, headers: { 'content-type': contentType }, body: JSON.stringify(REPORT) });
      expect(answer.status, `${contentType}: ${answer.text}`).toBe(200);
    }
  });

  it('refuses half a surrogate pair in every JSON text field and record key (400)', async () => {
    const text = fc
      .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 8 }))
      .map(([before, half, after]) => `${before}${String.fromCharCode(half)}${after}`);
    let fields = 0;
    for (const target of bodyTargets()) {
      for (const { shape, base } of bodyShapes(target)) {
        const places: { path: ValuePath; key: boolean }[] = [
          ...stringPaths(shape).map((path) => ({ path, key: false })),
          ...openRecordPaths(shape).map(({ path }) => ({ path, key: true })),
        ];
        for (const { path, key } of places) {
          fields++;
          const from = freshLoopbackAddress();
          await fc.assert(
            fc.asyncProperty(text, async (bad) => {
              const body = key ? withValueAt(base, [...path, bad], 'x') : withValueAt(base, path, bad);
              expectRefused(target, await sendJson(target, JSON.stringify(body), from), 400, LONE_SURROGATE_MESSAGE);
            }),
            { numRuns: 1 },
          );
        }
      }
    }
    expect(fields).toBeGreaterThan(40);
  });

  it('refuses a JSON body whose bytes are not UTF-8 (400), instead of storing U+FFFD for them', async () => {
    // A byte that starts no character, a stray continuation byte, an overlong NUL, a cut-off character, a surrogate's bytes.
    const badBytes = fc.constantFrom([0xff], [0x80], [0xc0, 0x80], [0xe2, 0x82], [0xed, 0xa0, 0x80]);
    for (const target of bodyTargets()) {
      const from = freshLoopbackAddress();
      const text = JSON.stringify(bodyShapes(target)[0]?.base ?? { name: 'x' });
      await fc.assert(
        fc.asyncProperty(badBytes, async (bytes) => {
          // Inside the first string of the body, or before its closing brace when it has none.
          const at = text.indexOf('"', text.indexOf(':') + 1) + 1 || text.length - 1;
          const body = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at))]);
          const token = tokenOf(target);
          const answer = await sendRaw(w.main.url, {
            method: target.method.toUpperCase(),
            url: urlOf(target),
            from,
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body,
          });
          if (target.name in rawBody) expectNoFailure(target, answer);
          else expectRefused(target, answer, 400, 'not valid UTF-8');
        }),
        { numRuns: 2 },
      );
    }
  });

  it('refuses a day or a moment outside what the database stores, years 0 and 10000 included (400)', async () => {
    const day = fc.constantFrom('0000-01-01', '0001-01-01', '1969-12-31', '9999-12-31');
    const moment = fc.constantFrom('0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '9999-12-31T12:00:00Z');
    const valueFor = (format: string | undefined) => (format === 'date' ? day : moment);
    let fields = 0;
    for (const target of targets()) {
      for (const parameter of target.operation.parameters.filter((p) => p.in === 'query')) {
        for (const { schema } of datePaths(parameter.schema)) {
          fields++;
          const from = freshLoopbackAddress();
          await fc.assert(
            fc.asyncProperty(valueFor(schema.format), async (value) => {
              const token = tokenOf(target);
              const answer = await sendRaw(w.main.url, { method: 'GET', url: urlOf(target, { [parameter.name]: value }), from, headers: token ? { authorization: `Bearer ${token}` } : {} });
              expectRefused(target, answer, 400, `${parameter.name}: must be from 1970-01-01 to 9999-12-30.`);
            }),
            { numRuns: 2 },
          );
        }
      }
      if (!BODY_METHODS.has(target.method)) continue;
      for (const { shape, base } of bodyShapes(target)) {
        for (const { path, schema } of datePaths(shape)) {
          fields++;
          const from = freshLoopbackAddress();
          await fc.assert(
            fc.asyncProperty(valueFor(schema.format), async (value) => {
              expectRefused(target, await sendJson(target, JSON.stringify(withValueAt(base, path, value)), from), 400, `${field(path)}: must be from 1970-01-01 to 9999-12-30.`);
            }),
            { numRuns: 2 },
          );
        }
      }
    }
    // The credit usage and report ranges, the test clock and a coupon's expiry.
    expect(fields).toBeGreaterThanOrEqual(6);
  });

  it('reads bad UTF-8 in a path or query parameter without a 5xx', async () => {
    let parameters = 0;
    for (const target of targets()) {
      for (const parameter of target.operation.parameters.filter((p) => stringPaths(p.schema).length > 0)) {
        parameters++;
        const from = freshLoopbackAddress();
        await fc.assert(
          fc.asyncProperty(fc.constantFrom('%ED%A0%80', '%ED%BF%BF', '%C0%80', '%F0%90%80', '%FF', 'a%E2%82'), async (encoded) => {
            const url =
              parameter.in === 'path'
                ? urlOf(target).replace(encodeURIComponent(String(example(parameter.schema, parameter.name, {}))), encoded)
                : `${urlOf(target)}${urlOf(target).includes('?') ? '&' : '?'}${parameter.name}=${encoded}`;
            const token = tokenOf(target);
            expectNoFailure(target, await sendRaw(w.main.url, { method: target.method.toUpperCase(), url, from, headers: token ? { authorization: `Bearer ${token}` } : {} }));
          }),
          { numRuns: 2 },
        );
      }
    }
    expect(parameters).toBeGreaterThan(15);
  });

  it('refuses a number past what its field holds, 32-bit columns included, and never fails on one (400)', async () => {
    // Past int32, past the safe integers, and too large for JSON.parse (read as Infinity).
    const number = fc.oneof(
      fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }).map(String),
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(2 ** 31) - 1 }).map(String),
      fc.constantFrom('2147483648', '9007199254740993', '1e400', '-1e400'),
    );
    const holds = (schema: JsonSchema, value: number) =>
      Number.isFinite(value) &&
      (schema.type !== 'integer' || Number.isSafeInteger(value)) &&
      (schema.maximum === undefined || value <= schema.maximum) &&
      (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum) &&
      (schema.minimum === undefined || value >= schema.minimum) &&
      (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum);
    let fields = 0;
    for (const target of targets()) {
      const from = freshLoopbackAddress();
      for (const parameter of target.operation.parameters.filter((p) => p.in === 'query' && numberPaths(p.schema).length > 0)) {
        fields++;
        await fc.assert(
          fc.asyncProperty(number, async (text) => {
            const token = tokenOf(target);
            const answer = await sendRaw(w.main.url, {
              method: target.method.toUpperCase(),
              url: urlOf(target, { [parameter.name]: text }),
              from,
              headers: token ? { authorization: `Bearer ${token}` } : {},
            });
            if (holds(numberPaths(parameter.schema)[0]!.schema, Number(text))) expectNoFailure(target, answer);
            else expectRefused(target, answer, 400, `${parameter.name}: `);
          }),
          { numRuns: 2 },
        );
      }
      for (const { shape, base } of bodyShapes(target)) {
        for (const { path, schema } of numberPaths(shape)) {
          fields++;
          await fc.assert(
            fc.asyncProperty(number, async (text) => {
              const body = JSON.stringify(withValueAt(base, path, SENTINEL)).replace(`"${SENTINEL}"`, text);
              const answer = await sendJson(target, body, from);
              if (holds(schema, JSON.parse(text) as number)) expectNoFailure(target, answer);
              else expectRefused(target, answer, 400, `${field(path)}: `);
            }),
            { numRuns: 2 },
          );
        }
      }
    }
    expect(fields).toBeGreaterThan(15);
    // The case that answered 500: a coupon's cap is a 32-bit column.
    const createCoupon = targets().find((target) => target.name === 'createCoupon')!;
    const coupon = await sendJson(createCoupon, JSON.stringify({ code: 'FOUR-BILLION', percent_off: 10, max_redemptions: 2 ** 31 }), freshLoopbackAddress());
    expect(coupon.status, coupon.text).toBe(400);
    expect(coupon.text).toContain('max_redemptions');
  });

  it('refuses an open record (an asset\'s data) over its documented key count or size (400)', async () => {
    let records = 0;
    for (const target of bodyTargets()) {
      for (const { shape, base } of bodyShapes(target)) {
        for (const { path, schema } of openRecordPaths(shape)) {
          records++;
          expect(schema.maxProperties, `${target.name} ${field(path)}: an open record documents its limit`).toBeDefined();
          const from = freshLoopbackAddress();
          const tooMany = fc.integer({ min: schema.maxProperties! + 1, max: schema.maxProperties! + 50 }).map((keys) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`note_${i}`, i])));
          const tooBig = fc.integer({ min: DATA_RECORD_LIMITS.maxBytes + 1, max: 4 * DATA_RECORD_LIMITS.maxBytes }).map((bytes) => ({ note: 'x'.repeat(bytes) }));
          await fc.assert(
            fc.asyncProperty(fc.oneof(tooMany, tooBig), async (record) => {
              expectRefused(target, await sendJson(target, JSON.stringify(withValueAt(base, path, record)), from), 400, `${field(path)}: `);
            }),
            { numRuns: 4 },
          );
        }
      }
    }
    expect(records).toBeGreaterThanOrEqual(2);
  });

  // Zero-width characters and joiners, the soft hyphen, direction marks, a tag, a variation selector,
  // Hangul fillers, the blank Braille pattern, and spaces of every width.
  const invisible = fc
    .array(fc.constantFrom('\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u200e', '\u202e', '\u{e0041}', '\ufe0f', '\u3164', '\u115f', '\u2800', ' ', '\u00a0', '\u3000', '\u2003'), { minLength: 1, maxLength: 8 })
    .map((characters) => characters.join(''));

  it('refuses a name of only invisible characters as it refuses an empty one (400)', async () => {
    let names = 0;
    for (const target of bodyTargets()) {
      for (const { shape, base } of bodyShapes(target)) {
        for (const path of stringPaths(shape).filter((path) => path.at(-1) === 'name')) {
          names++;
          const from = freshLoopbackAddress();
          await fc.assert(
            fc.asyncProperty(invisible, async (name) => {
              expectRefused(target, await sendJson(target, JSON.stringify(withValueAt(base, path, name)), from), 400, `${field(path)}: `);
            }),
            { numRuns: 2 },
          );
        }
      }
      const form = target.operation.requestBody?.content['multipart/form-data']?.schema;
      if (form?.properties?.name) {
        names++;
        await fc.assert(
          fc.asyncProperty(invisible, async (name) => {
            const { bytes } = multipartBody('name-field', [{ name: 'name', value: name }, { name: 'file', value: png(2, 2), fileName: 'swatch.png' }]);
            expectRefused(target, await sendForm(target, 'multipart/form-data; boundary=name-field', bytes), 400, 'name: ');
          }),
          { numRuns: 2 },
        );
      }
    }
    expect(names).toBeGreaterThanOrEqual(5);
  });

  const sendForm = (target: Target, contentType: string, body: Uint8Array) =>
    sendRaw(w.main.url, { method: target.method.toUpperCase(), url: urlOf(target), headers: { 'content-type': contentType, authorization: `Bearer ${tokenOf(target)}` }, body });

  it('refuses a broken multipart form: no boundary, another boundary, cut off, or no file (400)', async () => {
    const forms = targets().filter((target) => target.operation.requestBody?.content['multipart/form-data']);
    expect(forms.length).toBeGreaterThanOrEqual(1);
    const boundary = 'facet-form-boundary';
    const whole = multipartBody(boundary, [{ name: 'file', value: png(2, 2), fileName: 'swatch.png' }]);
    const broken = fc.oneof(
      fc.constant({ contentType: 'multipart/form-data', bytes: whole.bytes }),
      fc.stringMatching(/^[A-Za-z0-9'()+_,-]{1,60}$/).filter((other) => other !== boundary).map((other) => ({ contentType: `multipart/form-data; boundary=${other}`, bytes: whole.bytes })),
      fc.nat({ max: whole.closingAt - 1 }).map((at) => ({ contentType: `multipart/form-data; boundary=${boundary}`, bytes: whole.bytes.subarray(0, at) })),
      fc.string({ maxLength: 40 }).map((note) => ({ contentType: `multipart/form-data; boundary=${boundary}`, bytes: multipartBody(boundary, [{ name: 'note', value: note }]).bytes })),
    );
    for (const target of forms) {
      await fc.assert(
        fc.asyncProperty(broken, async ({ contentType, bytes }) => {
          expectRefused(target, await sendForm(target, contentType, bytes), 400, 'Invalid request body.');
        }),
        { numRuns: 12 },
      );
      // The same form, whole, is taken: the breakage is what is refused.
      expect((await sendForm(target, `multipart/form-data; boundary=${boundary}`, whole.bytes)).status).toBe(201);
    }
  });
});
