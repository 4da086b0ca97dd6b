import { endpointRoutes } from '@facet/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_STORAGE_KEY } from '../src/country';
import { closeCreditsDialog, creditsDialogStore } from '../src/credits-dialog';
import { ApiError, buildQuery, call, request } from '../src/request';
import { json, startLocalServer } from './local-server';
import { MemoryStorage } from './memory-storage';

let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const path = req.url.split('?')[0];
    if (path?.startsWith('/v3/') || path === '/user') return json(res, 200, { method: req.method, url: req.url, body: req.body ? JSON.parse(req.body) : null });
    if (path === '/ok') return json(res, 200, { echo: req.url, body: req.body ? JSON.parse(req.body) : null });
    if (path === '/created') return json(res, 201, { id: 'a1' });
    if (path === '/empty') return void res.writeHead(204).end();
    if (path === '/credits') {
      return json(res, 402, {
        message: 'Not enough credits',
        code: 'INSUFFICIENT_CREDITS',
        data: { required_credits: 25, current_credits: 3 },
      });
    }
    if (path === '/credits-without-data') return json(res, 402, { message: 'Short', code: 'INSUFFICIENT_CREDITS' });
    if (path === '/codeless') return json(res, 409, { message: 'Already exists' });
    if (path === '/accepted') return json(res, 202, { queued: true });
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  });
});
afterAll(() => server.close());

describe('buildQuery', () => {
  it('drops empty and null values and repeats arrays', () => {
    expect(buildQuery({ q: '', cursor: null, limit: 30, parent_id: undefined, type: 'mesh', ids: ['a', 'b'] })).toBe(
      '?limit=30&type=mesh&ids=a&ids=b',
    );
    expect(buildQuery({ q: '', cursor: null })).toBe('');
  });
});

describe('request', () => {
  it('sends the product headers, the JSON body and only non-empty query values', async () => {
    const result = await request<{ echo: string; body: unknown }>('/ok', {
      method: 'POST',
      baseUrl: server.url,
      query: { q: '', limit: 50 },
      body: { name: 'Chair' },
    });
    expect(result).toEqual({ echo: '/ok?limit=50', body: { name: 'Chair' } });
    const seen = server.seen.at(-1)!;
    expect(seen.headers['x-platform']).toBe('web');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('accepts 201 and 204 as success', async () => {
    await expect(request('/created', { baseUrl: server.url })).resolves.toEqual({ id: 'a1' });
    await expect(request('/empty', { baseUrl: server.url })).resolves.toBeUndefined();
  });

  it('treats other 2xx statuses as failures', async () => {
    await expect(request('/accepted', { baseUrl: server.url })).rejects.toBeInstanceOf(ApiError);
  });

  it('turns a JSON error into ApiError with message, code and data', async () => {
    const error = await request('/credits', { baseUrl: server.url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Not enough credits',
      code: 'INSUFFICIENT_CREDITS',
      status: 402,
      data: { required_credits: 25, current_credits: 3 },
    });
  });

  it('falls back to the HTTP status when the error has no code', async () => {
    await expect(request('/codeless', { baseUrl: server.url })).rejects.toMatchObject({ code: 409, status: 409 });
  });

  it('raises the SPEC sentence for a non-JSON failure', async () => {
    await expect(request('/broken', { baseUrl: server.url })).rejects.toThrow(
      'Request failed with status 502: Bad gateway',
    );
  });
});

describe('request and the credits dialog', () => {
  it('opens the dialog with the required and current credits on INSUFFICIENT_CREDITS', async () => {
    closeCreditsDialog();
    await request('/credits', { baseUrl: server.url }).catch(() => undefined);
    expect({ ...creditsDialogStore }).toEqual({ isOpen: true, requiredCredits: 25, currentCredits: 3 });
  });

  it('opens it with zeros when the error carries no data', async () => {
    closeCreditsDialog();
    await request('/credits-without-data', { baseUrl: server.url }).catch(() => undefined);
    expect({ ...creditsDialogStore }).toEqual({ isOpen: true, requiredCredits: 0, currentCredits: 0 });
  });

  it('leaves it closed for other errors', async () => {
    closeCreditsDialog();
    await request('/codeless', { baseUrl: server.url }).catch(() => undefined);
    expect(creditsDialogStore.isOpen).toBe(false);
  });
});

describe('request and the country', () => {
  afterAll(() => Reflect.deleteProperty(globalThis, 'localStorage'));

  it('sends no x-client-info while the country is unknown', async () => {
    await request('/ok', { baseUrl: server.url });
    expect(server.seen.at(-1)!.headers['x-client-info']).toBeUndefined();
  });

  it('sends the cached country as x-client-info', async () => {
    const storage = new MemoryStorage();
    storage.setItem(COUNTRY_STORAGE_KEY, JSON.stringify({ country: 'DE', savedAt: Date.now() }));
    Object.assign(globalThis, { localStorage: storage });
    await request('/ok', { baseUrl: server.url });
    expect(server.seen.at(-1)!.headers['x-client-info']).toBe('DE');
  });
});

describe('call', () => {
  type Echo = { method: string; url: string; body: unknown };
  const echo = (answer: unknown) => answer as Echo;

  it('takes the method and path from the catalogue entry and encodes each path parameter', async () => {
    expect(echo(await call(endpointRoutes.updateAsset, { params: { id: 'a/b c' }, body: { name: 'Chair' }, baseUrl: server.url }))).toEqual({
      method: 'PUT',
      url: '/v3/assets/a%2Fb%20c',
      body: { name: 'Chair' },
    });
    expect(echo(await call(endpointRoutes.listJobs, { query: { session_id: 's1' }, baseUrl: server.url }))).toEqual({
      method: 'GET',
      url: '/v3/jobs?session_id=s1',
      body: null,
    });
    expect(echo(await call(endpointRoutes.deleteUser, { baseUrl: server.url })).method).toBe('DELETE');
  });

  it('types what each call must send (checked by the typecheck)', () => {
    // Never run: these lines hold only for the compiler.
    const unchecked = () => {
      // @ts-expect-error creditUsage needs its range
      void call(endpointRoutes.creditUsage);
      // @ts-expect-error creditUsage needs its range
      void call(endpointRoutes.creditUsage, {});
      // @ts-expect-error getAsset needs its id
      void call(endpointRoutes.getAsset);
      // @ts-expect-error createSession needs its body
      void call(endpointRoutes.createSession, {});
      void call(endpointRoutes.listAssets);
      void call(endpointRoutes.profile);
    };
    expect(typeof unchecked).toBe('function');
  });

  it('refuses to call a path with a parameter missing', () => {
    expect(() => call(endpointRoutes.getAsset, { params: { id: '' }, baseUrl: server.url })).toThrow('needs the path parameter "id"');
  });
});

describe('API paths', () => {
  // Every call goes through the catalogue: a path written out by hand in data or app could drift from it.
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const at = join(dir, entry.name);
      if (entry.isDirectory()) return sources(at);
      return /\.tsx?$/.test(entry.name) ? [at] : [];
    });
  const packages = resolve(__dirname, '../..');
  // SPEC.md gives these addresses to a page as well as to a call; as pages they stay in app's paths.
  const pageAddresses = new Set(['/auth/login', '/auth/register', '/auth/verify']);
  const patterns = Object.values(endpointRoutes)
    .filter((endpoint) => !pageAddresses.has(endpoint.path))
    .map(
    (endpoint) => new RegExp(`['"\`]${endpoint.path.replace(/[.]/g, '\\.').replace(/:\w+/g, "[^'\"`/?]+")}[?'"\`]`),
  );

  it('are written only in the catalogue', () => {
    // The patterns find a path written out, parameters and all.
    expect(patterns.some((pattern) => pattern.test("request(`/v3/sessions/${id}`, { method: 'PUT' })"))).toBe(true);
    expect(patterns.some((pattern) => pattern.test("navigate('/dashboard/assets')"))).toBe(false);
    const found = sources(join(packages, 'data/src'))
      .concat(sources(join(packages, 'app/src')))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        return patterns.filter((pattern) => pattern.test(text)).map((pattern) => `${relative(packages, file)}: ${pattern.source}`);
      });
    expect(found).toEqual([]);
  });
});
