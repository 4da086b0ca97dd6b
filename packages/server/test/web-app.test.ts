import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

const INDEX_HTML = '<!doctype html><title>Facet</title><div id="root"></div>';
const SCRIPT = 'console.log("facet");';

describe('the built web app', () => {
  let distDir: string;
  let server: TestServer;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'facet-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(join(distDir, 'assets', 'x.js'), SCRIPT);
    server = await startTestServer(embeddedTarget, { APP_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves index.html at /', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a page navigation to a client route with index.html, not cached', async () => {
    const response = await fetch(`${server.url}/dashboard/home?tab=recent`, { headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('answers HEAD for a client route too', async () => {
    const response = await fetch(`${server.url}/dashboard/home`, { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
  });

  it('serves hashed assets with long immutable caching', async () => {
    const response = await fetch(`${server.url}/assets/x.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('answers a non-page request for nothing with the JSON 404', async () => {
    for (const path of ['/nope', '/assets/missing.js']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'application/json' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: `Nothing at GET ${path}`, code: 'NOT_FOUND' });
    }
    // A long unknown path is said back cut short; a segment past the longest parameter is the docs' 414.
    const long = await fetch(`${server.url}/nope/${'b'.repeat(200)}`, { headers: { accept: 'application/json' } });
    expect(await long.json()).toEqual({ message: `Nothing at GET /nope/${'b'.repeat(114)}...`, code: 'NOT_FOUND' });
    for (const path of [`/v3/assets/${'a'.repeat(257)}/nothing-here`, `/${'a'.repeat(5000)}`]) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { accept: 'application/json' } });
      expect(response.status, await response.clone().text()).toBe(414);
      expect(await response.json()).toEqual({ message: 'A path parameter is over 256 characters.', code: 'VALIDATION_FAILED' });
    }
  });

  it("answers a request HTTP cannot read in the API's error shape", async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /health HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n'));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request could not be read as HTTP: its body may be shorter than its Content-Length, or a header is malformed.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('does not fall back for a POST, even from a browser', async () => {
    const response = await fetch(`${server.url}/dashboard`, { method: 'POST', headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('without a built web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(embeddedTarget);
  });
  afterAll(() => server.close());

  it('answers / and page navigations with a 503 saying how to build it', async () => {
    for (const [path, accept] of [['/', '*/*'], ['/dashboard/home', 'text/html']] as const) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept } });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: 'The web app is not built. Run npm start from the repository root.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
  });

  it('still serves the API', async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/nope`, { headers: { accept: 'application/json' } })).status).toBe(404);
  });
});
