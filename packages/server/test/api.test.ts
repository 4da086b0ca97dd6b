import { healthResponseSchema, startupSettingsResponseSchema } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemReports } from '../src/db/schema';
import { databaseTargets, embeddedTarget, startTestServer, type TestServer } from './helpers';

const validReport = {
  userEmail: 'ada@example.com',
  errorUrl: 'http://localhost:3000/assets/123',
  errorInfo: { message: 'Cannot read properties of undefined', componentStack: '\n    at AssetPage' },
};

function postReport(server: TestServer, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/support/report-problem`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe.each([embeddedTarget])('API on $kind', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.close());

  it('GET /health reports the database and its migrations', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    const health = healthResponseSchema.parse(await response.json());
    expect(health).toMatchObject({ status: 'ok', version: '0.1.0', database: { kind: target.kind, ok: true } });
    expect(health.database.migrations).toBeGreaterThanOrEqual(1);
    expect(health.database.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('GET /config.json gives the browser all ten start-up settings, uncached', async () => {
    const response = await fetch(`${server.url}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const settings = startupSettingsResponseSchema.parse(await response.json());
    expect(settings).toMatchObject({
      VITE_APP_MODE: 'local',
      VITE_GOOGLE_CLIENT_ID: 'disabled',
      VITE_APPLE_CLIENT_ID: 'disabled',
      VITE_CARD_PAYMENT_KEY: 'local',
    });
    // Local mode: the address the page was loaded from.
    expect(settings.VITE_API_URL).toBe(server.url);
    expect(settings.VITE_APP_URL).toBe(server.url);
    expect(settings.VITE_DISCORD_REGISTER_URL).toBe(`${settings.VITE_API_URL}/auth/oauth/discord/start`);
    for (const value of Object.values(settings)) expect(value).not.toHaveLength(0);
  });

  it('POST /support/report-problem stores one row with the client headers', async () => {
    const response = await postReport(server, JSON.stringify(validReport), {
      'user-agent': 'FacetTest/1.0',
      'x-platform': 'web',
      'x-client-info': 'facet-web/0.1.0',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ statusCode: 200 });

    const rows = await server.database.db.select().from(problemReports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userEmail: 'ada@example.com',
      errorUrl: validReport.errorUrl,
      message: validReport.errorInfo.message,
      componentStack: validReport.errorInfo.componentStack,
      userAgent: 'FacetTest/1.0',
      platform: 'web',
      clientInfo: 'facet-web/0.1.0',
    });
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('answers a body without a required field with 400 VALIDATION_FAILED naming it', async () => {
    const response = await postReport(server, JSON.stringify({ errorInfo: { message: 'x' } }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; code: string; data: { issues: unknown[] } };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain('errorUrl');
    expect(body.data.issues).toEqual([expect.objectContaining({ path: ['errorUrl'] })]);
  });

  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    const response = await postReport(server, '{"errorUrl": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('JSON') });
  });

  it('answers an unknown API path with a JSON 404 NOT_FOUND', async () => {
    const response = await fetch(`${server.url}/v3/nothing-here`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Nothing at GET /v3/nothing-here', code: 'NOT_FOUND' });
  });

  it('answers a malformed URL in the same error shape', async () => {
    const response = await fetch(`${server.url}/v3/%zz`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_FAILED' });
  });
});

describe.each([embeddedTarget])('problem report rate limit on $kind', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.close());

  it('allows 20 reports a minute per IP, then answers 429 RATE_LIMITED', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await postReport(server, JSON.stringify(validReport))).status);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const refused = await postReport(server, JSON.stringify(validReport));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests/), code: 'RATE_LIMITED' });
    expect(await server.database.db.select().from(problemReports)).toHaveLength(20);
  });
});

describe.each(databaseTargets())('API on $kind without its database', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
    await server.database.close();
  });
  afterAll(() => server.close());

  it('GET /health answers 503 degraded', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(503);
    const health = healthResponseSchema.parse(await response.json());
    expect(health.status).toBe('degraded');
    expect(health.database).toMatchObject({ kind: target.kind, ok: false, latency_ms: null });
  });

  it('answers a failing write with a generic 500 INTERNAL, no stack or SQL', async () => {
    const response = await postReport(server, JSON.stringify(validReport));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    expect(text).not.toMatch(/insert|problem_reports|\bat /i);
  });
});
