import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

/** A local Slack incoming webhook: takes `{text}` JSON and answers `ok`, as Slack does. */
async function startWebhook() {
  const received: { path: string; body: { text: string } }[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(body) as { text: string } });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const next = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (received.length >= count ? resolve() : waiters.push(check));
      check();
    });
  return { server, received, next, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/T0/B0/secret` };
}

const report = {
  userEmail: 'ada@example.com',
  errorUrl: 'http://localhost:3000/dashboard/assets',
  errorInfo: { message: 'Cannot read properties of undefined', componentStack: 'at AssetGrid' },
};

describe('reports forwarded to Slack', () => {
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let server: TestServer;

  beforeAll(async () => {
    webhook = await startWebhook();
    server = await startTestServer(embeddedTarget, { SLACK_WEBHOOK_URL: webhook.url });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => webhook?.server.close(resolve));
  });

  it('stores a problem report and posts it to the webhook', async () => {
    const response = await fetch(`${server.url}/support/report-problem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    expect(await response.json()).toEqual({ statusCode: 200 });
    await webhook.next(1);
    expect(webhook.received[0]?.path).toBe('/services/T0/B0/secret');
    const text = webhook.received[0]!.body.text;
    expect(text).toContain('*Problem report* from ada@example.com');
    expect(text).toContain('http://localhost:3000/dashboard/assets');
    expect(text).toContain('Cannot read properties of undefined');
    expect(text).toContain('at AssetGrid');
  });

  it('still accepts reports when the webhook is down', async () => {
    const down = await startTestServer(embeddedTarget, { SLACK_WEBHOOK_URL: 'http://127.0.0.1:9/unreachable' });
    try {
      const response = await fetch(`${down.url}/support/report-problem`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(report),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ statusCode: 200 });
    } finally {
      await down.close();
    }
  });
});
