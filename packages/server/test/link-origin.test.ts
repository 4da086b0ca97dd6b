import { request as httpRequest } from 'node:http';
import { hostname, networkInterfaces } from 'node:os';
import type { Checkout, TokenResponse } from '@facet/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalHostName, linkOrigin } from '../src/lib/link-origin';
import { lastMailToken, NO_AUTH_LIMIT, PASSWORD } from './accounts-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

const PUBLIC_URL = 'https://facet.example';
/** An address another device on the LAN reaches this machine at (loopback when it has no other). */
const OWN_ADDRESS =
  Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address ?? '127.0.0.2';

/** A request as a browser sends it to the server, with the Host header of the address it typed. */
function send(
  server: TestServer,
  method: string,
  path: string,
  host: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; location: string | undefined; json: Record<string, unknown> }> {
  const { port } = new URL(server.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host,
          ...(token && { authorization: `Bearer ${token}` }),
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...(method === 'POST' && payload === undefined && { 'content-type': 'application/x-www-form-urlencoded' }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const json = response.headers['content-type']?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : {};
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, json });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload ?? '');
  });
}

// Links are made the same way on either database; PGlite is enough here.
describe('server-made links on the origin the person uses', () => {
  let server: TestServer;
  let port: string;
  beforeAll(async () => {
    server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, PUBLIC_URL });
    port = new URL(server.url).port;
  });
  afterAll(() => server.close());

  async function registerAt(host: string, email: string): Promise<TokenResponse> {
    const answer = await send(server, 'POST', '/auth/register', host, { body: { email, password: PASSWORD } });
    expect(answer.status).toBe(201);
    return answer.json as unknown as TokenResponse;
  }

  it('opens the test checkout on localhost for a person on localhost, and Pay returns there, still on localhost', async () => {
    const host = `localhost:${port}`;
    const buyer = await registerAt(host, 'on-localhost@example.com');
    const started = await send(server, 'POST', '/payments/checkout', host, { token: buyer.token, body: { kind: 'pack', pack_id: 'pack_500' } });
    expect(started.status).toBe(201);
    const checkout = started.json as unknown as Checkout;
    expect(checkout.url).toMatch(new RegExp(`^http://localhost:${port}/payments/test-checkout/[A-Za-z0-9_-]{43}$`));

    const paid = await send(server, 'POST', `${new URL(checkout.url).pathname}/pay`, host);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://localhost:${port}/payment/success?checkout_id=${checkout.id}`);
  });

  it("keeps 127.0.0.1 and this machine's LAN address as they were typed, in the checkout and in mail links", async () => {
    const loopback = `127.0.0.1:${port}`;
    const buyer = await registerAt(loopback, 'on-loopback@example.com');
    expect(await lastMailToken(server, 'on-loopback@example.com', `http://${loopback}/auth/verify`, 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const started = await send(server, 'POST', '/payments/checkout', loopback, { token: buyer.token, body: { kind: 'pack', pack_id: 'pack_500' } });
    expect((started.json as unknown as Checkout).url.startsWith(`http://${loopback}/payments/test-checkout/`)).toBe(true);

    const lan = `${OWN_ADDRESS}:${port}`;
    expect((await send(server, 'POST', '/user/forgot-password', lan, { body: { email: 'on-loopback@example.com' } })).status).toBe(200);
    expect(await lastMailToken(server, 'on-loopback@example.com', `http://${lan}/auth/reset-password`, 'resetToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('writes a public host someone put in the Host header nowhere: the links fall back to PUBLIC_URL', async () => {
    const forged = 'attacker.example';
    await registerAt(`127.0.0.1:${port}`, 'target@example.com');
    expect((await send(server, 'POST', '/user/forgot-password', forged, { body: { email: 'target@example.com' } })).status).toBe(200);
    expect(await lastMailToken(server, 'target@example.com', `${PUBLIC_URL}/auth/reset-password`, 'resetToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const buyer = await registerAt(forged, 'forged-host@example.com');
    expect(await lastMailToken(server, 'forged-host@example.com', `${PUBLIC_URL}/auth/verify`, 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const started = await send(server, 'POST', '/payments/checkout', forged, { token: buyer.token, body: { kind: 'pack', pack_id: 'pack_500' } });
    const checkout = started.json as unknown as Checkout;
    expect(checkout.url.startsWith(`${PUBLIC_URL}/payments/test-checkout/`)).toBe(true);
    const paid = await send(server, 'POST', `${new URL(checkout.url).pathname}/pay`, `evil.example:${port}`);
    expect(paid.location).toBe(`${PUBLIC_URL}/payment/success?checkout_id=${checkout.id}`);
  });
});

describe('linkOrigin', () => {
  const requestWith = (host: string | undefined, protocol: 'http' | 'https' = 'http') => ({ headers: { host }, protocol }) as unknown as FastifyRequest;
  const local = { appMode: 'local' as const, publicUrl: PUBLIC_URL };

  it('is always PUBLIC_URL in production, whatever the Host header says', () => {
    const production = { appMode: 'production' as const, publicUrl: PUBLIC_URL };
    expect(linkOrigin(requestWith('127.0.0.1:3000'), production)).toBe(PUBLIC_URL);
    expect(linkOrigin(requestWith('localhost:3000'), production)).toBe(PUBLIC_URL);
    expect(linkOrigin(requestWith('attacker.example'), production)).toBe(PUBLIC_URL);
  });

  it("in local mode takes loopback and this machine's own addresses and names, and nothing else", () => {
    const machine = hostname().toLowerCase();
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', `${OWN_ADDRESS}:3000`, `${machine}:3000`, `${machine}.local`, 'app.localhost']) {
      expect(linkOrigin(requestWith(host), local), host).toBe(new URL(`http://${host}`).origin);
    }
    // Another machine of the LAN, or anywhere else: someone's server to send a reset link to.
    const others = ['attacker.example', '8.8.8.8:3000', '192.168.77.77', '10.9.9.9:3000', 'attacker', 'attacker.local', 'facet.example.attacker.example'];
    for (const host of [...others, '[2001:db8::1]:3000', undefined, '', 'a@127.0.0.1', '127.0.0.1/x']) {
      expect(linkOrigin(requestWith(host), local), String(host)).toBe(PUBLIC_URL);
    }
    // PUBLIC_URL's own host is the person's address too, and https is kept.
    expect(linkOrigin(requestWith('facet.example', 'https'), local)).toBe(PUBLIC_URL);
    expect(isLocalHostName('FACET.example', PUBLIC_URL)).toBe(true);
  });
});
