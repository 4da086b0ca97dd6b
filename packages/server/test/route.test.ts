/** `route()`, on the real server: endpoints of the test's own, registered from entries like the catalogue's. */
import { type Endpoint, MULTI_LINE_TEXT_MESSAGE } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rateLimitByIp } from '../src/lib/rate-limit';
import { route } from '../src/lib/route';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

const renameThing = {
  method: 'POST',
  path: '/test/things/:id',
  summary: 'Rename a thing.',
  tag: 'system',
  auth: 'user',
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ shout: z.enum(['yes', 'no']).default('no') }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ id: z.number(), name: z.string(), owner: z.string() }),
  status: 201,
} as const satisfies Endpoint;

const clearThings = {
  method: 'DELETE',
  path: '/test/things',
  summary: 'Clear the things.',
  tag: 'admin',
  auth: 'admin',
  status: 204,
} as const satisfies Endpoint;

const whoAmI = {
  method: 'GET',
  path: '/test/who-am-i',
  summary: 'Who the token names, if anyone.',
  tag: 'system',
  auth: 'none',
  response: z.object({ email: z.string().nullable() }),
} as const satisfies Endpoint;

const limited = {
  method: 'GET',
  path: '/test/limited',
  summary: 'Once a minute.',
  tag: 'system',
  auth: 'user',
  response: z.object({ ok: z.boolean() }),
  rateLimited: true,
} as const satisfies Endpoint;

const away = {
  method: 'GET',
  path: '/test/away',
  summary: 'Somewhere else.',
  tag: 'system',
  auth: 'none',
  status: 302,
} as const satisfies Endpoint;

const upload = {
  method: 'POST',
  path: '/test/upload',
  summary: 'A form.',
  tag: 'system',
  auth: 'user',
  body: z.object({ file: z.string() }),
  bodyEncoding: 'multipart',
  status: 201,
} as const satisfies Endpoint;

function testRoutes(app: FastifyInstance): void {
  route(app, renameThing, async ({ caller, params, query, body }) => ({
    id: params.id,
    name: query.shout === 'yes' ? body.name.toUpperCase() : body.name,
    owner: caller.user.email,
  }));
  route(app, clearThings, async () => undefined);
  route(app, whoAmI, async ({ optionalCaller }) => ({ email: (await optionalCaller())?.user.email ?? null }));
  route(app, limited, { rateLimit: rateLimitByIp(app, { name: 'test-limited', limit: 1, windowMs: 60_000 }) }, async () => ({ ok: true }));
  route(app, away, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return new URL('https://provider.example/sign-in?state=1');
  });
}

let server: TestServer;
let userToken: string;
beforeAll(async () => {
  server = await startTestServer(embeddedTarget, NO_AUTH_LIMIT, {}, testRoutes);
  userToken = (await register(server, 'route@example.com')).token;
});
afterAll(() => server?.close());

describe('route()', () => {
  it('requires authentication first: no token is 401 whatever else is wrong', async () => {
    const response = await call(server, 'POST', '/test/things/not-a-number', { body: { name: '' } });
    expect(await json(response, 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("parses params, query and body with the entry's schemas and answers the entry's status", async () => {
    const response = await call(server, 'POST', '/test/things/7?shout=yes', { token: userToken, body: { name: 'box' } });
    expect(await json(response, 201)).toEqual({ id: 7, name: 'BOX', owner: 'route@example.com' });
  });

  it('answers a malformed part with 400 VALIDATION_FAILED naming the part and the field', async () => {
    const params = await call(server, 'POST', '/test/things/seven', { token: userToken, body: { name: 'box' } });
    expect(await json(params, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Invalid request params\. id: /) });
    const query = await call(server, 'POST', '/test/things/7?shout=maybe', { token: userToken, body: { name: 'box' } });
    expect(await json(query, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Invalid request query\. shout: /) });
    const nul = await call(server, 'POST', '/test/things/7', { token: userToken, body: { name: 'b\u0000x' } });
    expect(await json(nul, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: `Invalid request body. name: ${MULTI_LINE_TEXT_MESSAGE}` });
  });

  it('lets only an admin token call an admin endpoint, and answers 204 with no body', async () => {
    expect(await json(await call(server, 'DELETE', '/test/things', { token: userToken }), 403)).toMatchObject({ code: 'FORBIDDEN' });
    const admin = await adminSignIn(server);
    const response = await call(server, 'DELETE', '/test/things', { token: admin.token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('names the caller of a public endpoint only when the token is valid, and never refuses it', async () => {
    expect(await json(await call(server, 'GET', '/test/who-am-i'), 200)).toEqual({ email: null });
    expect(await json(await call(server, 'GET', '/test/who-am-i', { token: 'not-a-token' }), 200)).toEqual({ email: null });
    expect(await json(await call(server, 'GET', '/test/who-am-i', { token: userToken }), 200)).toEqual({ email: 'route@example.com' });
  });

  it('runs the rate limit before authentication', async () => {
    expect((await call(server, 'GET', '/test/limited')).status).toBe(401);
    expect(await json(await call(server, 'GET', '/test/limited'), 429)).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('sends the browser to the address a redirect handler gives back', async () => {
    const response = await fetch(`${server.url}/test/away`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://provider.example/sign-in?state=1');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses to register a multipart endpoint where no multipart parser is', () => {
    expect(() => route(server.app, upload, async () => undefined)).toThrow(/register @fastify\/multipart/);
  });

  it('registers a rate limit exactly where the entry says it is rate-limited, so the docs list every 429', () => {
    const hook = rateLimitByIp(server.app, { name: 'test-unlisted', limit: 1, windowMs: 60_000 });
    // Past the types, as a JavaScript caller or a cast could.
    const loose = route as (...args: unknown[]) => void;
    expect(() => loose(server.app, { ...limited, path: '/test/limited-2' }, async () => ({ ok: true }))).toThrow(/rate-limited; give its limit/);
    expect(() => loose(server.app, { ...whoAmI, path: '/test/who-2' }, { rateLimit: hook }, async () => ({ email: null }))).toThrow(
      /does not list; mark the entry rateLimited/,
    );
  });
});
