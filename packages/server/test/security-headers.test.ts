import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Asset } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/lib/security-headers';
import { json, register } from './accounts-helpers';
import { absolute, png, triangleGlb, upload } from './assets-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme','dark');";
const INDEX_HTML = `<!doctype html><title>Facet</title><script>${THEME_SCRIPT}</script><div id="root"></div><script type="module" src="/assets/x.js"></script>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

describe('security headers, local mode', () => {
  let distDir: string;
  let server: TestServer;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'facet-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(join(distDir, 'assets', 'x.js'), 'export {};');
    server = await startTestServer(embeddedTarget, {
      APP_DIST_DIR: distDir,
      COUNTRY_LOOKUP_URLS: 'https://geo.example.com/json,https://country.example.org/lookup',
      PREVIEW_RENDERER: 'off',
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('gives a page a policy that allows only this app, its inline theme script by hash, and what the viewer needs', async () => {
    const response = await fetch(`${server.url}/dashboard/assets`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // WebAssembly compiles (the splat viewer's sorter); no JavaScript eval and no inline script but the theme's.
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", sha256(THEME_SCRIPT)]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'blob:', 'data:', 'https://geo.example.com', 'https://country.example.org']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // Plain http on a laptop or a LAN address: neither HSTS nor an upgrade of every request.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // Nothing that would let a script in: no unsafe keyword (but inline styles, and WebAssembly
    // compiles, which run no JavaScript), no wildcard.
    for (const [name, values] of csp) {
      for (const value of values) {
        if (name !== 'style-src' && value !== "'wasm-unsafe-eval'") expect(value).not.toMatch(/unsafe|^\*$|^https?:$/);
      }
    }
  });

  it('gives API answers, errors included, the same headers', async () => {
    for (const [path, status] of [['/health', 200], ['/user/profile', 401], ['/no-such-call', 404]] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(status);
      expectCommonHeaders(response.headers);
      expect(directives(response.headers.get('content-security-policy')).get('default-src')).toEqual(["'self'"]);
    }
  });

  it('serves stored files so that none can run as a page: nosniff, a sandbox with no sources, and a disposition', async () => {
    const { token } = await register(server, `headers-${Date.now()}@example.com`);
    const model = await json<Asset>(await upload(server, { token, bytes: triangleGlb(), fileName: 'chair.glb' }), 201);
    const picture = await json<Asset>(await upload(server, { token, bytes: png(4, 4), fileName: 'photo.png' }), 201);

    const modelFile = await fetch(absolute(server, String(model.data.file_url)));
    expect(modelFile.status).toBe(200);
    expectCommonHeaders(modelFile.headers);
    expect(modelFile.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(modelFile.headers.get('content-type')).toBe('model/gltf-binary');
    expect(modelFile.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.glb"; filename\*=UTF-8''/);

    const pictureFile = await fetch(absolute(server, String(picture.data.file_url)));
    expect(pictureFile.status).toBe(200);
    expect(pictureFile.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pictureFile.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(pictureFile.headers.get('content-disposition')).toMatch(/^inline; filename="[\w.-]+\.png"/);
  });

  it('keeps the API docs working under a policy of their own origin', async () => {
    const response = await fetch(`${server.url}/docs/static/index.html`);
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')?.[0]).toBe("'self'");
  });
});

describe('security headers, production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Production's other required settings (PostgreSQL among them) are not what this test is about.
    server = await startTestServer(
      embeddedTarget,
      {
        S3_BUCKET: 'facet-files',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        COUNTRY_LOOKUP_URLS: '',
        PREVIEW_RENDERER: 'off',
      },
      { appMode: 'production' },
    );
  });
  afterAll(() => server.close());

  it('adds HSTS and the upgrade of insecure requests; files come from this origin even with a bucket', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'blob:', 'data:']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, exactly as written', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">\n b()\n</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('\n b()\n')]);
  });
});
