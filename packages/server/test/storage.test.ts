import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Asset, TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileLinks, fileUrlSecret } from '../src/storage/file-links';
import { LocalFileStorage } from '../src/storage/local-storage';
import { S3FileStorage } from '../src/storage/s3-storage';
import { FileNotFoundError, type FileStorage } from '../src/storage/storage';
import { call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { absolute, assetRowCount, filesOnDisk, png, triangleGlb, upload } from './assets-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';
import { type LocalS3, startLocalS3 } from './s3-helpers';

const MB = 1024 * 1024;

/** `bytes` of a repeating pattern, produced in 64 KB chunks as it is read. */
function generated(bytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, bytes - sent), sent % 251);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each([['local'], ['s3']] as const)('%s file storage', (kind) => {
  let storage: FileStorage;
  let s3: LocalS3 | undefined;
  let dir: string | undefined;

  beforeAll(async () => {
    if (kind === 'local') {
      dir = await mkdtemp(join(tmpdir(), 'facet-files-'));
      storage = new LocalFileStorage({ dir, secret: 'a'.repeat(43) });
    } else {
      s3 = await startLocalS3();
      storage = new S3FileStorage(s3.settings, 'a'.repeat(43));
    }
  });
  afterAll(async () => {
    await storage.close();
    await s3?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('stores bytes and gives them back, replacing what was under the key', async () => {
    await storage.put('users/u1/assets/a1/image.png', png(3, 3), 'image/png');
    await storage.put('users/u1/assets/a1/image.png', png(2, 2), 'image/png');
    expect(await buffer(await storage.get('users/u1/assets/a1/image.png'))).toEqual(Buffer.from(png(2, 2)));
  });

  it('streams a file larger than one upload part, and back', async () => {
    const size = 12 * MB + 123;
    await storage.put('users/u1/assets/a2/model.glb', generated(size), 'model/gltf-binary');
    const back = await buffer(await storage.get('users/u1/assets/a2/model.glb'));
    expect(back.byteLength).toBe(size);
    expect(sha256(back)).toBe(sha256(await buffer(generated(size))));
  });

  it('answers FileNotFoundError for a missing key, and deletes quietly', async () => {
    await storage.put('users/u1/assets/a3/video.mp4', Buffer.from('x'), 'video/mp4');
    await storage.delete('users/u1/assets/a3/video.mp4');
    await storage.delete('users/u1/assets/a3/video.mp4');
    await expect(storage.get('users/u1/assets/a3/video.mp4')).rejects.toBeInstanceOf(FileNotFoundError);
    if (dir) await expect(stat(join(dir, 'users/u1/assets/a3'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses keys that could point outside their place', async () => {
    for (const key of ['../secret', '/etc/passwd', 'users/../../x', 'a//b', '.hidden', 'a/b c']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow('Invalid storage key');
    }
  });

  it('signs links to the API that stay the same within a window, never to the bucket', async () => {
    const first = await storage.signedUrl('users/u1/assets/a4/preview.webp', 3600);
    expect(await storage.signedUrl('users/u1/assets/a4/preview.webp', 3600)).toBe(first);
    expect(first).toMatch(/^\/files\/users\/u1\/assets\/a4\/preview\.webp\?expires=\d+&signature=[\w-]+$/);
    const url = new URL(first, 'http://x');
    expect(storage.verify('users/u1/assets/a4/preview.webp', Number(url.searchParams.get('expires')), String(url.searchParams.get('signature')))).toBe('valid');
  });

  it('makes a link again, still valid, once its expiry moves on, and reuses it until then', () => {
    let now = Date.parse('2026-01-01T00:00:01Z');
    const links = new FileLinks('a secret', () => now);
    const first = links.url('users/u1/assets/a6/model.glb', 60);
    now += 30_000;
    expect(links.url('users/u1/assets/a6/model.glb', 60)).toBe(first);
    now += 60_000;
    const later = links.url('users/u1/assets/a6/model.glb', 60);
    expect(later).not.toBe(first);
    const url = new URL(later, 'http://x');
    expect(links.verify('users/u1/assets/a6/model.glb', Number(url.searchParams.get('expires')), String(url.searchParams.get('signature')))).toBe('valid');
    // Another lifetime is another link, even at the same moment.
    expect(links.url('users/u1/assets/a6/model.glb', 3600)).not.toBe(later);
  });

  it('reads a byte range and tells a changed file by its tag', async () => {
    await storage.put('users/u1/assets/a5/model.glb', Buffer.from('0123456789'), 'model/gltf-binary');
    const before = await storage.stat('users/u1/assets/a5/model.glb');
    expect(before.size).toBe(10);
    expect((await buffer(await storage.read('users/u1/assets/a5/model.glb', { start: 2, end: 5 }))).toString()).toBe('2345');
    await storage.put('users/u1/assets/a5/model.glb', Buffer.from('abcdefghij'), 'model/gltf-binary');
    expect((await storage.stat('users/u1/assets/a5/model.glb')).etag).not.toBe(before.etag);
    await expect(storage.stat('users/u1/assets/a5/other.glb')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.read('users/u1/assets/a5/other.glb')).rejects.toBeInstanceOf(FileNotFoundError);
  });
});

describe('local files over HTTP', () => {
  let server: TestServer;
  let ada: TokenResponse;
  let asset: Asset;
  beforeAll(async () => {
    server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off' });
    ada = await register(server, 'ada@example.com');
    asset = await json<Asset>(await upload(server, { token: ada.token, bytes: png(4, 4), fileName: 'a.png' }), 201);
  });
  afterAll(() => server.close());

  const fileUrl = () => new URL(absolute(server, String(asset.data.file_url)));

  it('serves a file to the holder of its signed URL, with headers that keep it a file', async () => {
    const response = await fetch(fileUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(png(4, 4)));
    // The browser's copy is checked again before each use: unchanged, it is a 304 with no body.
    const again = await fetch(fileUrl(), { headers: { 'if-none-match': String(response.headers.get('etag')) } });
    expect(again.status).toBe(304);
  });

  it('refuses a changed signature, another key with the same signature, or a stretched expiry', async () => {
    const url = fileUrl();
    const tampered = new URL(url);
    tampered.searchParams.set('signature', `${url.searchParams.get('signature')?.slice(0, -2)}xx`);
    const stretched = new URL(url);
    stretched.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const otherKey = new URL(url);
    otherKey.pathname = url.pathname.replace('image.png', 'preview.webp');
    for (const candidate of [tampered, stretched, otherKey]) {
      expect(await json(await fetch(candidate), 403)).toEqual({ code: 'FORBIDDEN', message: 'This file link is not valid.' });
    }
    const unsigned = new URL(url);
    unsigned.search = '';
    expect(await json(await fetch(unsigned), 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('expires') });
  });

  it('refuses an expired link, and answers 404 for a file that is gone', async () => {
    const secret = fileUrlSecret(undefined, server.dataDir);
    const key = decodeURIComponent(fileUrl().pathname.slice('/files/'.length));
    const past = new LocalFileStorage({ dir: join(server.dataDir, 'files'), secret, now: () => Date.now() - 3 * 3600_000 });
    const expired = await past.signedUrl(key, 60);
    expect(await json(await fetch(`${server.url}${expired}`), 403)).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('expired') });
    const current = new LocalFileStorage({ dir: join(server.dataDir, 'files'), secret });
    const gone = await current.signedUrl('users/nobody/assets/none/image.png', 60);
    expect(await json(await fetch(`${server.url}${gone}`), 404)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps its signing secret in the data directory, readable by the server alone', async () => {
    const path = join(server.dataDir, 'file-url-secret');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(fileUrlSecret(undefined, server.dataDir)).toBe((await readFile(path, 'utf8')).trim());
    expect(fileUrlSecret('configured-secret-of-forty-characters-xx', server.dataDir)).toBe('configured-secret-of-forty-characters-xx');
  });
});

describe('uploads to an S3 bucket', () => {
  let s3: LocalS3;
  let server: TestServer;
  let ada: TokenResponse;
  beforeAll(async () => {
    s3 = await startLocalS3();
    server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', ...s3.env });
    ada = await register(server, 'ada@example.com');
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('stores the files in the bucket, serves them through the API, and keeps nothing on disk', async () => {
    const bytes = png(5, 5);
    const asset = await json<Asset>(await upload(server, { token: ada.token, bytes, fileName: 'cloud.png' }), 201);
    expect(asset.data.file_url).toMatch(new RegExp(`^/files/users/${ada.user.id}/assets/${asset.id}/image\\.png\\?expires=\\d+&signature=`));
    const response = await fetch(absolute(server, String(asset.data.file_url)));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(bytes));
    const part = await fetch(absolute(server, String(asset.data.file_url)), { headers: { range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(1, 4)));
    expect(await s3.keys()).toEqual([`users/${ada.user.id}/assets/${asset.id}/image.png`, `users/${ada.user.id}/assets/${asset.id}/preview.webp`]);
    expect(await filesOnDisk(server)).toEqual([]);
  });

  it('stops answering the links of a deleted asset at once', async () => {
    const asset = await json<Asset>(await upload(server, { token: ada.token, bytes: png(3, 3), fileName: 'gone.png' }), 201);
    const links = [String(asset.data.file_url), String(asset.data.image_url)].map((url) => absolute(server, url));
    for (const link of links) expect((await fetch(link)).status).toBe(200);
    expect((await call(server, 'DELETE', `/v3/assets/${asset.id}`, { token: ada.token })).status).toBe(200);
    for (const link of links) expect(await json(await fetch(link), 404)).toEqual({ code: 'NOT_FOUND', message: 'This file no longer exists.' });
  });

  it('answers 503 while the S3 server is down, stores nothing, and takes uploads again once it is back', async () => {
    const before = await s3.keys();
    const rows = await assetRowCount(server);
    await s3.pause();
    try {
      const response = await upload(server, { token: ada.token, bytes: png(4, 4), fileName: 'while-down.png' });
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await json(response, 503)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'File storage is not answering. Please try again in a moment.' });
      expect(await assetRowCount(server)).toBe(rows);
    } finally {
      await s3.resume();
    }
    expect(await s3.keys()).toEqual(before);
    await json<Asset>(await upload(server, { token: ada.token, bytes: png(4, 4), fileName: 'after.png' }), 201);
    expect(await assetRowCount(server)).toBe(rows + 1);
  });

  it('leaves the bucket as it was when an upload is refused', async () => {
    const before = await s3.keys();
    const response = await upload(server, { token: ada.token, bytes: triangleGlb().subarray(0, 90), fileName: 'cut.glb' });
    expect(await json(response, 415)).toMatchObject({ code: 'UNSUPPORTED_FILE' });
    expect(await s3.keys()).toEqual(before);
  });
});
