// @vitest-environment happy-dom
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissUpload, retryUpload, startUploads, uploadsStore } from '../src/uploads';
import { asset } from './fixtures';
import { json, type SeenRequest, signedInAt, startLocalServer } from './local-server';

/**
 * A real API on a loopback port, with no realtime connection at all: each upload is answered by
 * `answer`, which a test sets per send.
 */
let answer: (req: SeenRequest, res: ServerResponse, send: number) => void;
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer((req, res) => answer(req, res, server.seen.length));
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  for (const entry of [...uploadsStore.items]) dismissUpload(entry.id);
  signedInAt(server.url);
});

const made = (name: string) => asset(`asset-${name}`, { name, type: 'image' });
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], `${name}.png`, { type: 'image/png' });
const keyOf = (req: SeenRequest) => req.headers['idempotency-key'];
const fileNameOf = (req: SeenRequest) => /filename="([^"]+)"/.exec(req.body)?.[1];
/** Cuts the connection without an answer, as a dropped network does. */
const cut = (res: ServerResponse) => res.socket?.destroy();
const row = (name: string) => uploadsStore.items.find((entry) => entry.name === name);
const fast = { retryDelaysMs: [10], stalledAfterMs: 2000 };

describe('uploads', () => {
  it('are done on their own HTTP answer, with no realtime connection, each file under a key of its own', async () => {
    answer = (req, res) => json(res, 201, made(String(fileNameOf(req))));
    const onUploaded = vi.fn();
    await startUploads([png('flat'), png('tall')], null, onUploaded, fast);
    expect(row('flat.png')).toMatchObject({ status: 'done', progress: 1, assetId: 'asset-flat.png' });
    expect(row('tall.png')).toMatchObject({ status: 'done', assetId: 'asset-tall.png' });
    expect(onUploaded).toHaveBeenCalledTimes(2);
    const keys = server.seen.map(keyOf);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(new Set(keys).size).toBe(2);
  });

  it('are sent again under the same key when the connection drops before the answer', async () => {
    answer = (req, res, send) => (send === 1 ? cut(res) : json(res, 201, made('flat')));
    const onUploaded = vi.fn();
    await startUploads([png('flat')], null, onUploaded, fast);
    expect(row('flat.png')).toMatchObject({ status: 'done', assetId: 'asset-flat' });
    expect(onUploaded).toHaveBeenCalledOnce();
    expect(server.seen).toHaveLength(2);
    expect(keyOf(server.seen[1]!)).toBe(keyOf(server.seen[0]!));
  });

  it('count a send that goes silent as cut off, instead of showing "Processing…" for ever', async () => {
    // The first send is never answered.
    answer = (_req, res, send) => (send === 1 ? undefined : json(res, 201, made('flat')));
    await startUploads([png('flat')], null, vi.fn(), { retryDelaysMs: [10], stalledAfterMs: 300 });
    expect(row('flat.png')).toMatchObject({ status: 'done', assetId: 'asset-flat' });
    expect(server.seen.map(keyOf)).toEqual([keyOf(server.seen[0]!), keyOf(server.seen[0]!)]);
  });

  it('are not sent again when the server refused the file, and say why', async () => {
    answer = (_req, res) => json(res, 415, { code: 'UNSUPPORTED_FILE', message: '"flat.png" is not a format that can be opened.' });
    await startUploads([png('flat')], null, vi.fn(), fast);
    expect(row('flat.png')).toMatchObject({ status: 'failed', error: '"flat.png" is not a format that can be opened.', canRetry: false });
    expect(server.seen).toHaveLength(1);
    await retryUpload(row('flat.png')!.id);
    expect(server.seen).toHaveLength(1);
  });

  it('can be tried again by the person after the resends ran out, still under the first key', async () => {
    answer = (_req, res) => cut(res);
    const onUploaded = vi.fn();
    await startUploads([png('flat')], null, onUploaded, fast);
    expect(row('flat.png')).toMatchObject({ status: 'failed', canRetry: true, error: 'The upload could not reach the server. Check your connection and try again.' });
    expect(server.seen).toHaveLength(2);

    answer = (_req, res) => json(res, 201, made('flat'));
    await retryUpload(row('flat.png')!.id);
    expect(row('flat.png')).toMatchObject({ status: 'done', assetId: 'asset-flat' });
    expect(onUploaded).toHaveBeenCalledOnce();
    expect(new Set(server.seen.map(keyOf)).size).toBe(1);
  });
});
