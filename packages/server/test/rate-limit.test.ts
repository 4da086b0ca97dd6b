import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitHits } from '../src/db/schema';
import { RateLimitsRepository } from '../src/lib/rate-limits.repository';
import { call, PASSWORD } from './accounts-helpers';
import { databaseTargets, openTestDatabase, startAnotherNode, startTestServer, type ApiNode, type TestServer } from './helpers';

const postgres = databaseTargets().find((target) => target.kind === 'postgres');

const login = (server: Pick<TestServer, 'url'>) =>
  fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'x@example.com', password: PASSWORD }),
  });

describe.each(databaseTargets())('rate limits on $kind', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => server.close());

  /** Ends every window in force: on PGlite the server counts in memory by its clock, on PostgreSQL in the database by its. */
  async function endWindows() {
    if (target.kind === 'pglite') vi.setSystemTime(Date.now() + 60_000);
    else await server.database.executeSql(`UPDATE rate_limit_hits SET resets_at = now() - interval '1 millisecond'`);
  }

  it('answers the request over the limit 429 RATE_LIMITED, saying in its message and retry-after when to come back', async () => {
    const allowed = [await login(server), await login(server)];
    expect(allowed.map((response) => response.status)).toEqual([401, 401]);
    expect(allowed[0]?.headers.get('x-ratelimit-remaining')).toBeNull();

    const refused = await login(server);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ message: `Too many requests. Try again in ${seconds} seconds.`, code: 'RATE_LIMITED' });
    expect(refused.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('counts each route on its own, and the OAuth start and callback together', async () => {
    const forgot = () => call(server, 'POST', '/user/forgot-password', { body: {} });
    expect([(await forgot()).status, (await forgot()).status, (await forgot()).status]).toEqual([400, 400, 429]);

    const start = () => fetch(`${server.url}/auth/oauth/google/start`, { redirect: 'manual' });
    const callback = () => call(server, 'POST', '/auth/oauth/google/callback', { body: {} });
    expect((await start()).status).not.toBe(429);
    expect((await callback()).status).not.toBe(429);
    expect((await start()).status).toBe(429);
    expect((await callback()).status).toBe(429);
  });

  it('allows the limit again once the window has ended', async () => {
    expect((await login(server)).status).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await endWindows();
      expect([(await login(server)).status, (await login(server)).status, (await login(server)).status]).toEqual([401, 401, 429]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(databaseTargets())('rate limit counts in the database on $kind', (target) => {
  it('counts hits per key in a window from the first, starts afresh after it, and sweeps ended windows', async () => {
    const { database, dispose } = await openTestDatabase(target, { migrated: true });
    try {
      const counts = new RateLimitsRepository(database.db);
      const first = await counts.hit('login:192.0.2.1', 60_000);
      expect(first.hits).toBe(1);
      expect(first.msLeft).toBeGreaterThan(59_000);
      expect(first.msLeft).toBeLessThanOrEqual(60_000);
      expect((await counts.hit('login:192.0.2.1', 60_000)).hits).toBe(2);
      expect((await counts.hit('login:192.0.2.2', 60_000)).hits).toBe(1);

      await database.executeSql(`UPDATE rate_limit_hits SET resets_at = now() - interval '1 millisecond' WHERE key = 'login:192.0.2.1'`);
      await counts.sweep();
      expect((await database.db.select().from(rateLimitHits)).map((row) => row.key)).toEqual(['login:192.0.2.2']);
      expect((await counts.hit('login:192.0.2.2', 60_000)).hits).toBe(2);

      await database.executeSql(`UPDATE rate_limit_hits SET resets_at = now() - interval '1 millisecond'`);
      expect(await counts.hit('login:192.0.2.2', 60_000)).toMatchObject({ hits: 1, msLeft: expect.any(Number) });
    } finally {
      await dispose();
    }
  });
});

describe.skipIf(!postgres)('rate limits across API nodes (PostgreSQL)', () => {
  let server: TestServer;
  let other: ApiNode;
  beforeAll(async () => {
    server = await startTestServer(postgres!, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    other = await startAnotherNode(server);
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  it('two servers on one database share one limit: 3 logins a minute in all, the 4th refused on either', async () => {
    const statuses = [(await login(server)).status, (await login(other)).status, (await login(server)).status];
    expect(statuses).toEqual([401, 401, 401]);
    expect((await login(other)).status).toBe(429);
    expect((await login(server)).status).toBe(429);
  });

  it('counts requests that arrive at once on both nodes exactly', async () => {
    const register = (node: Pick<TestServer, 'url'>) =>
      fetch(`${node.url}/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => register(i % 2 === 0 ? server : other)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429, 429, 429, 429, 429]);
  });
});
