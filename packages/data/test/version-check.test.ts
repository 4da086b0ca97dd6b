import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck } from '../src/version-check';
import { dismissWhatsNew, isWhatsNewOffered, whatsNewStore } from '../src/whats-new';
import { json, startLocalServer } from './local-server';

let server: Awaited<ReturnType<typeof startLocalServer>>;
let answer: { status: number; body: unknown } = { status: 200, body: { version: '1.0.0' } };
const TEN_MINUTES = 10 * 60 * 1000;

beforeAll(async () => {
  server = await startLocalServer((_req, res) => json(res, answer.status, answer.body));
});
afterAll(() => server.close());
// Only the poll interval is faked: the HTTP round trips to the local server stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  answer = { status: 200, body: { version: '1.0.0' } };
  Object.assign(whatsNewStore, { version: null, dismissedVersion: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const reads = () => server.seen.filter((req) => req.url === '/version.json').length;

describe('version check', () => {
  it('reads /version.json on load and offers the what-new notice, until dismissed', async () => {
    const before = reads();
    const stop = startVersionCheck({ url: `${server.url}/version.json`, reload: vi.fn() });
    await vi.waitFor(() => expect(whatsNewStore.version).toBe('1.0.0'));
    expect(reads()).toBe(before + 1);
    expect(isWhatsNewOffered()).toBe(true);
    dismissWhatsNew();
    expect(isWhatsNewOffered()).toBe(false);
    stop();
  });

  it('reads again every 10 minutes and keeps the page while the version is the same', async () => {
    const reload = vi.fn();
    const before = reads();
    const stop = startVersionCheck({ url: `${server.url}/version.json`, reload });
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
    vi.advanceTimersByTime(TEN_MINUTES - 1);
    expect(reads()).toBe(before + 1);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(reads()).toBe(before + 2));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('clears the dismissed version and reloads when the version changes', async () => {
    const reload = vi.fn();
    const stop = startVersionCheck({ url: `${server.url}/version.json`, reload });
    await vi.waitFor(() => expect(whatsNewStore.version).toBe('1.0.0'));
    dismissWhatsNew();
    answer = { status: 200, body: { version: '1.1.0' } };
    vi.advanceTimersByTime(TEN_MINUTES);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(whatsNewStore.dismissedVersion).toBeNull();
    stop();
  });

  it('asks the server not to answer from a cache', async () => {
    const stop = startVersionCheck({ url: `${server.url}/version.json`, reload: vi.fn() });
    await vi.waitFor(() => expect(whatsNewStore.version).toBe('1.0.0'));
    expect(server.seen.at(-1)!.headers['cache-control']).toBe('no-cache');
    stop();
  });

  it('only logs a failed read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    answer = { status: 500, body: { message: 'down' } };
    const stop = startVersionCheck({ url: `${server.url}/version.json`, reload });
    await vi.waitFor(() => expect(logged).toHaveBeenCalledOnce());
    expect(whatsNewStore.version).toBeNull();
    // A later good read is the first read: nothing to compare with, so no reload.
    answer = { status: 200, body: { version: '2.0.0' } };
    vi.advanceTimersByTime(TEN_MINUTES);
    await vi.waitFor(() => expect(whatsNewStore.version).toBe('2.0.0'));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});
