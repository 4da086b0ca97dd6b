import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Asset, TokenResponse } from '@facet/contract';
import type { Socket } from 'socket.io-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimeOf } from '../src/realtime/socket';
import { createStore } from '../src/db/store';
import { AssetsService } from '../src/assets/assets.service';
import { PreviewsService } from '../src/assets/previews.service';
import { createStorage } from '../src/storage';
import { call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import {
  absolute,
  assetFiles,
  assetRowCount,
  createFolder,
  filesOnDisk,
  fromMm,
  JPEG_8X6,
  mp4,
  png,
  setUpAxis,
  STANDING_STL,
  TRIANGLE_OBJ,
  triangleGlb,
  upload,
  uploadAsset,
} from './assets-helpers';
import { databaseTargets, embeddedTarget, startTestServer, type TestServer } from './helpers';
import { connected, socketFor, waitForSocketEvent } from './socket-helpers';

const KB = 1024;
/** Small limits, so a file over them is quick to send; the sniffer reads 64 KB before it knows the type. */
const TEST_LIMITS = { mesh: 300 * KB, splat: 300 * KB, image: 10 * KB, video: 300 * KB };

/** `bytes` long, starting with `start` and then zeros. */
function padded(start: Uint8Array, bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  out.set(start);
  return out;
}

describe.each(databaseTargets())('POST /v3/assets/upload on $kind', (target) => {
  let server: TestServer;
  let ada: TokenResponse;
  let bob: TokenResponse;

  beforeAll(async () => {
    server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off' }, { uploadLimits: TEST_LIMITS });
    ada = await register(server, 'ada@example.com');
    bob = await register(server, 'bob@example.com');
  });
  afterAll(() => server.close());

  /** Runs a refused upload and checks that it left nothing: no row, no stored file, no temporary file. */
  async function refused(send: () => Promise<Response>, status: number): Promise<{ code: string; message: string; data?: unknown }> {
    const rowsBefore = await assetRowCount(server);
    const filesBefore = await filesOnDisk(server);
    const body = await json<{ code: string; message: string }>(await send(), status);
    expect(await assetRowCount(server)).toBe(rowsBefore);
    expect(await filesOnDisk(server)).toEqual(filesBefore);
    expect((await filesOnDisk(server)).filter((path) => path.startsWith('tmp'))).toEqual([]);
    return body;
  }

  describe('refuses', () => {
    it('an up axis other than y or z, and one for a file that has its own (glTF) or none (an image)', async () => {
      expect(await refused(() => upload(server, { token: ada.token, bytes: TRIANGLE_OBJ, fileName: 'tri.obj', fields: { up_axis: 'x' } }), 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('up_axis'),
      });
      for (const [bytes, fileName] of [
        [triangleGlb(), 'tri.glb'],
        [png(2, 2), 'flat.png'],
      ] as const) {
        expect(await refused(() => upload(server, { token: ada.token, bytes, fileName, fields: { up_axis: 'z' } }), 400)).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Invalid request body. up_axis: only an OBJ, STL or PLY mesh takes an up axis; glTF is Y-up by definition',
        });
      }
    });

    it('a unit other than mm, cm, m or in, and one for a file that has its own (glTF) or none (an image)', async () => {
      expect(await refused(() => upload(server, { token: ada.token, bytes: TRIANGLE_OBJ, fileName: 'tri.obj', fields: { unit: 'ft' } }), 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('unit'),
      });
      for (const [bytes, fileName] of [
        [triangleGlb(), 'tri.glb'],
        [png(2, 2), 'flat.png'],
      ] as const) {
        expect(await refused(() => upload(server, { token: ada.token, bytes, fileName, fields: { unit: 'mm' } }), 400)).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Invalid request body. unit: only an OBJ, STL or PLY mesh takes a unit; glTF is in metres by definition',
        });
      }
    });

    it('a caller without a token, before reading the file', async () => {
      expect(await refused(() => upload(server, { bytes: png(2, 2) }), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('names an asset Untitled when its file name shows nothing, and takes direction overrides out of it', async () => {
      const invisible = await json<Asset>(await upload(server, { token: ada.token, bytes: png(2, 2), fileName: '\u200b\u2060.png' }), 201);
      expect(invisible.name).toBe('Untitled');
      const spoofed = await json<Asset>(await upload(server, { token: ada.token, bytes: png(2, 2), fileName: 'photo\u202Egnp.exe.png' }), 201);
      expect(spoofed.name).toBe('photognp.exe');
    });

    it("a parent that is someone else's folder (404), not a folder (409) or malformed (400), even when named after the file", async () => {
      const bobFolder = await createFolder(server, bob.token, 'Bob folder');
      const notFolder = await json<Asset>(await upload(server, { token: ada.token, bytes: png(2, 2), fileName: 'not a folder.png' }), 201);
      expect(await refused(() => upload(server, { token: ada.token, bytes: png(2, 2), fields: { parent_id: bobFolder.id } }), 404)).toEqual({
        code: 'NOT_FOUND',
        message: 'No such folder.',
      });
      expect(await refused(() => upload(server, { token: ada.token, bytes: png(2, 2), fields: { parent_id: notFolder.id }, fieldsFirst: false }), 409)).toMatchObject({
        code: 'CONFLICT',
      });
      expect(await refused(() => upload(server, { token: ada.token, bytes: png(2, 2), fields: { parent_id: 'x' } }), 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('parent_id'),
      });
    });

    it('a request that is not a form, has no file, or has the file in another field', async () => {
      expect(await refused(() => call(server, 'POST', '/v3/assets/upload', { token: ada.token, body: { file: 'x' } }), 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('multipart/form-data'),
      });
      expect(await refused(() => upload(server, { token: ada.token, fields: { name: 'x' } }), 400)).toMatchObject({ message: expect.stringContaining('file') });
      const form = new FormData();
      form.append('model', new Blob([triangleGlb()]), 'a.glb');
      const response = () => fetch(`${server.url}/v3/assets/upload`, { method: 'POST', headers: { authorization: `Bearer ${ada.token}` }, body: form });
      expect(await refused(response, 400)).toMatchObject({ message: 'Invalid request body. model: the file goes in the field "file"' });
    });

    it('a truncated GLB, with the reason', async () => {
      const glb = triangleGlb();
      const body = await refused(() => upload(server, { token: ada.token, bytes: glb.subarray(0, 100), fileName: 'cut.glb' }), 415);
      expect(body.code).toBe('UNSUPPORTED_FILE');
      expect(body.message).toMatch(/\.$/);
      expect(body.message.length).toBeGreaterThan(20);
    });

    it('a PNG whose header claims 100,000 x 100,000 pixels, without decoding it', async () => {
      const bomb = png(4, 4, { width: 100_000, height: 100_000 });
      const body = await refused(() => upload(server, { token: ada.token, bytes: bomb, fileName: 'huge.png' }), 415);
      expect(body).toMatchObject({ code: 'UNSUPPORTED_FILE', message: expect.stringContaining('100,000') });
    });

    it('a 251-byte PLY declaring two billion vertices, before allocating for them, and an MP4 that is only its header', async () => {
      const header = 'ply\nformat binary_little_endian 1.0\nelement vertex 2000000000\nproperty float x\nproperty float y\nproperty float z\nelement face 1\nproperty list uchar int vertex_indices\nend_header\n';
      const ply = padded(new TextEncoder().encode(header), 251);
      expect(await refused(() => upload(server, { token: ada.token, bytes: ply, fileName: 'scan.ply' }), 415)).toEqual({
        code: 'UNSUPPORTED_FILE',
        message: `This PLY file is cut short: its header declares 2,000,000,000 vertices and 1 face, which need at least 24,000,000,001 bytes, but ${251 - header.length} follow the header.`,
      });
      expect(await refused(() => upload(server, { token: ada.token, bytes: mp4().subarray(0, 24), fileName: 'clip.mp4' }), 415)).toEqual({
        code: 'UNSUPPORTED_FILE',
        message: 'This MP4 file has no video in it: it has no "moov" box describing its tracks, so it may be only a header.',
      });
    });

    it('a file that is no supported format, and an empty file', async () => {
      const text = new TextEncoder().encode('this is just some text, whatever its name says');
      expect(await refused(() => upload(server, { token: ada.token, bytes: text, fileName: 'model.glb' }), 415)).toEqual({
        code: 'UNSUPPORTED_FILE',
        message:
          '"model.glb" is not a format that can be opened. Upload a mesh (glTF/GLB, OBJ, STL, PLY), an image (PNG, JPEG, WebP), a splat (PLY, SPZ) or a video (MP4, WebM).',
      });
      expect(await refused(() => upload(server, { token: ada.token, bytes: new Uint8Array(0), fileName: 'x.png' }), 415)).toEqual({
        code: 'UNSUPPORTED_FILE',
        message: 'This file is empty.',
      });
    });

    it("a file over its type's limit, saying how large it is and what the limit is", async () => {
      const image = await refused(() => upload(server, { token: ada.token, bytes: padded(png(1, 1), 100 * KB), fileName: 'big.png' }), 413);
      expect(image).toMatchObject({ code: 'FILE_TOO_LARGE', data: { limit_bytes: 10 * KB } });
      expect(image.message).toMatch(/^This image is 100(\.\d)? KB; images can be at most 10 KB\.$/);
      // Under 64 KB the type is known only at the end of the file; the limit holds there too.
      const small = await refused(() => upload(server, { token: ada.token, bytes: padded(png(1, 1), 20 * KB), fileName: 'b.png' }), 413);
      expect(small.message).toMatch(/^This image is 20(\.\d)? KB; images can be at most 10 KB\.$/);
      const mesh = await refused(() => upload(server, { token: ada.token, bytes: padded(triangleGlb(), 1024 * KB), fileName: 'big.glb' }), 413);
      expect(mesh.message).toMatch(/^This mesh is 1(\.\d)? MB; meshes can be at most 300 KB\.$/);
    });

    it('an upload whose client goes away half way, leaving nothing behind', async () => {
      const rowsBefore = await assetRowCount(server);
      const filesBefore = await filesOnDisk(server);
      const boundary = 'facet-test-boundary';
      const request = httpRequest(`${server.url}/v3/assets/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ada.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(250 * KB),
        },
      });
      request.on('error', () => {});
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.glb"\r\nContent-Type: model/gltf-binary\r\n\r\n`);
      request.write(padded(triangleGlb(), 100 * KB));
      // The server is spooling it: its temporary file is there.
      await vi.waitFor(async () => expect((await filesOnDisk(server)).some((path) => path.startsWith('tmp'))).toBe(true), { timeout: 5000 });
      request.destroy();
      await vi.waitFor(async () => expect(await filesOnDisk(server)).toEqual(filesBefore), { timeout: 5000 });
      expect(await assetRowCount(server)).toBe(rowsBefore);
    });
  });

  describe('accepts', () => {
    it('a GLB: a mesh with its counts and bounds, the file as uploaded, a preview to come', async () => {
      const folder = await createFolder(server, ada.token, 'Models');
      const glb = triangleGlb();
      const asset = await json<Asset>(await upload(server, { token: ada.token, bytes: glb, fileName: 'Triangle.glb', fields: { parent_id: folder.id } }), 201);
      expect(asset).toMatchObject({
        type: 'mesh',
        name: 'Triangle',
        parent_id: folder.id,
        owner_id: ada.user.id,
        jobs: [],
        data: {
          format: 'glb',
          size_bytes: glb.byteLength,
          triangle_count: 1,
          vertex_count: 3,
          bbox: { min: [0, 0, 0], max: [1, 1, 0] },
          preview_status: 'pending',
          image_url: null,
        },
      });
      const file = await fetch(absolute(server, String(asset.data.file_url)));
      expect(file.headers.get('content-type')).toBe('model/gltf-binary');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(glb));
      expect(await json<Asset>(await call(server, 'GET', `/v3/assets/${asset.id}`, { token: ada.token }), 200)).toMatchObject({ id: asset.id, type: 'mesh' });
    });

    it('an OBJ, kept as it came and downloaded under its asset name, with a GLB beside it to view, named by a field sent after the file', async () => {
      const asset = await json<Asset>(
        await upload(server, { token: ada.token, bytes: TRIANGLE_OBJ, fileName: 'tri.obj', fields: { name: 'My triangle' }, fieldsFirst: false }),
        201,
      );
      expect(asset).toMatchObject({
        type: 'mesh',
        name: 'My triangle',
        data: { format: 'obj', size_bytes: TRIANGLE_OBJ.byteLength, up_axis: 'y', unit: 'mm', triangle_count: 1, bbox: { max: fromMm([2, 3, 0]) } },
      });
      const original = await fetch(absolute(server, String(asset.data.file_url)));
      expect(original.headers.get('content-disposition')).toBe(`attachment; filename="My-triangle.obj"; filename*=UTF-8''My-triangle.obj`);
      expect(Buffer.from(await original.arrayBuffer())).toEqual(Buffer.from(TRIANGLE_OBJ));
      const view = await fetch(absolute(server, String(asset.data.view_file_url)));
      expect(view.headers.get('content-disposition')).toContain('filename="My-triangle.glb"');
      expect(new TextDecoder().decode(new Uint8Array(await view.arrayBuffer()).subarray(0, 4))).toBe('glTF');
    });

    it('an STL as Z-up, turned to stand as modelled, unless up_axis says Y; a name in any script is kept', async () => {
      // One triangle standing 5 high along Z.
      const stl = new TextEncoder().encode('solid t\nfacet normal 0 -1 0\nouter loop\nvertex 0 0 0\nvertex 2 0 0\nvertex 0 0 5\nendloop\nendfacet\nendsolid t\n');
      const zUp = await json<Asset>(await upload(server, { token: ada.token, bytes: stl, fileName: 'Деталь.stl' }), 201);
      expect(zUp).toMatchObject({ name: 'Деталь', data: { format: 'stl', up_axis: 'z', unit: 'mm', bbox: { min: [0, 0, 0], max: fromMm([2, 5, 0]) } } });
      const file = await fetch(absolute(server, String(zUp.data.file_url)));
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="download.stl"; filename*=UTF-8''${encodeURIComponent('Деталь.stl')}`);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(stl));

      const yUp = await json<Asset>(await upload(server, { token: ada.token, bytes: stl, fileName: 'part.stl', fields: { up_axis: 'y', unit: 'm' } }), 201);
      expect(yUp).toMatchObject({ data: { format: 'stl', up_axis: 'y', unit: 'm', bbox: { min: [0, 0, 0], max: [2, 0, 5] } } });
    });

    it('a PNG: an image with its size and a WebP preview', async () => {
      const asset = await json<Asset>(await upload(server, { token: ada.token, bytes: png(30, 20), fileName: 'photo.png' }), 201);
      expect(asset).toMatchObject({ type: 'image', data: { format: 'png', width: 30, height: 20 } });
      const preview = await fetch(absolute(server, String(asset.data.image_url)));
      expect(preview.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await preview.arrayBuffer()).subarray(8, 12).toString()).toBe('WEBP');
    });

    it('a JPEG named .stl as the image it is: the content decides, not the name', async () => {
      const asset = await json<Asset>(await upload(server, { token: ada.token, bytes: JPEG_8X6, fileName: 'part.stl' }), 201);
      expect(asset).toMatchObject({ type: 'image', name: 'part', data: { format: 'jpeg', width: 8, height: 6 } });
      expect(asset.data.file_url).toMatch(/\/image\.jpg\?/);
    });

    it('an MP4 as a video, kept as it is', async () => {
      const bytes = mp4(4 * KB);
      const asset = await json<Asset>(await upload(server, { token: ada.token, bytes, fileName: 'clip.mp4' }), 201);
      expect(asset).toMatchObject({ type: 'video', data: { format: 'mp4', size_bytes: bytes.byteLength, image_url: null } });
      const partial = await fetch(absolute(server, String(asset.data.file_url)), { headers: { range: 'bytes=4-11' } });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toBe(`bytes 4-11/${bytes.byteLength}`);
      expect(Buffer.from(await partial.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    });

    it('uploads in parallel, each its own asset, leaving no temporary files', async () => {
      const assets = await Promise.all(
        Array.from({ length: 6 }, (_, i) => upload(server, { token: bob.token, bytes: png(2 + i, 2), fileName: `p${i}.png` }).then((response) => json<Asset>(response, 201))),
      );
      expect(new Set(assets.map((asset) => asset.id)).size).toBe(6);
      expect(assets.map((asset) => asset.data.width).sort()).toEqual([2, 3, 4, 5, 6, 7]);
      expect((await filesOnDisk(server)).filter((path) => path.startsWith('tmp'))).toEqual([]);
    });
  });

  describe('sent again with its Idempotency-Key', () => {
    it('refuses a key that is too short, too long or not visible ASCII, having stored nothing', async () => {
      for (const uploadKey of ['short', 'k'.repeat(129), 'with space in it']) {
        expect(await refused(() => upload(server, { token: ada.token, bytes: png(2, 2), uploadKey }), 400)).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Invalid request headers. idempotency-key: send 8 to 128 visible ASCII characters, such as a UUID',
          data: expect.anything(),
        });
      }
    });

    it('answers the asset the first send made, and stores nothing more; the key is per person', async () => {
      const uploadKey = 'first-send-0001';
      const first = await json<Asset>(await upload(server, { token: ada.token, bytes: png(3, 2), fileName: 'kept.png', uploadKey }), 201);
      const rows = await assetRowCount(server);
      const files = await filesOnDisk(server);
      const again = await json<Asset>(await upload(server, { token: ada.token, bytes: png(3, 2), fileName: 'kept.png', uploadKey }), 201);
      expect(again).toMatchObject({ id: first.id, name: 'kept', data: { width: 3, height: 2 } });
      expect(await assetRowCount(server)).toBe(rows);
      expect(await filesOnDisk(server)).toEqual(files);
      const bobs = await json<Asset>(await upload(server, { token: bob.token, bytes: png(3, 2), fileName: 'kept.png', uploadKey }), 201);
      expect(bobs.id).not.toBe(first.id);
      expect(bobs.owner_id).toBe(bob.user.id);
    });

    it('makes one asset of sends that cross, whichever finishes first', async () => {
      const uploadKey = 'crossing-sends-0001';
      const rows = await assetRowCount(server);
      const before = await filesOnDisk(server);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => upload(server, { token: ada.token, bytes: triangleGlb(), fileName: 'crossing.glb', uploadKey }).then((response) => json<Asset>(response, 201))),
      );
      expect(new Set(answers.map((asset) => asset.id)).size).toBe(1);
      expect(await assetRowCount(server)).toBe(rows + 1);
      // Only the kept asset's files are stored: the other sends removed theirs, and their temporary files.
      const added = (await filesOnDisk(server)).filter((path) => !before.includes(path));
      expect(added.length).toBeGreaterThan(0);
      expect(added.filter((path) => !path.includes(answers[0]!.id))).toEqual([]);
    });

    it('refuses a repeat whose asset has since been deleted, instead of making it again', async () => {
      const uploadKey = 'deleted-since-0001';
      const first = await json<Asset>(await upload(server, { token: ada.token, bytes: png(2, 2), uploadKey }), 201);
      await json(await call(server, 'DELETE', `/v3/assets/${first.id}`, { token: ada.token }), 200);
      expect(await refused(() => upload(server, { token: ada.token, bytes: png(2, 2), uploadKey }), 409)).toEqual({
        code: 'CONFLICT',
        message: 'This upload was made before, and the asset it made has since been deleted. Send the file as a new upload, with a new key.',
      });
    });
  });
});

describe('mesh previews', () => {
  let server: TestServer;
  let ada: TokenResponse;
  let socket: Socket;
  beforeAll(async () => {
    server = await startTestServer(embeddedTarget, NO_AUTH_LIMIT);
    ada = await register(server, 'ada@example.com');
    socket = socketFor(server, ada.token);
    await connected(socket);
  });
  afterAll(async () => {
    socket.disconnect();
    await server.close();
  });

  it('renders the preview after answering, and sends the asset again when it is ready', { timeout: 120_000 }, async () => {
    const ready = waitForSocketEvent<Asset>(socket, 'asset_update', (asset) => asset.data.preview_status === 'ready', 110_000);
    const asset = await json<Asset>(await upload(server, { token: ada.token, bytes: triangleGlb(), fileName: 'tri.glb' }), 201);
    expect(asset.data.preview_status).toBe('pending');
    const updated = await ready;
    expect(updated).toMatchObject({ id: asset.id, data: { preview_status: 'ready' } });
    const preview = await fetch(absolute(server, String(updated.data.image_url)));
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await preview.arrayBuffer()).subarray(8, 12).toString()).toBe('WEBP');
    expect(await json<Asset>(await call(server, 'GET', `/v3/assets/${asset.id}`, { token: ada.token }), 200)).toMatchObject({ data: { preview_status: 'ready' } });
  });

  it('renders an uploaded splat too, in its own colour', { timeout: 120_000 }, async () => {
    const ready = waitForSocketEvent<Asset>(socket, 'asset_update', (asset) => asset.type === 'splat' && asset.data.preview_status === 'ready', 110_000);
    const asset = await json<Asset>(await upload(server, { token: ada.token, bytes: greenSplatPly(2000), fileName: 'ball.ply' }), 201);
    expect(asset).toMatchObject({ type: 'splat', data: { preview_status: 'pending', image_url: null } });
    const updated = await ready;
    expect(updated).toMatchObject({ id: asset.id, data: { preview_status: 'ready', image_url: expect.stringMatching(/preview\.webp/) } });
    const preview = await fetch(absolute(server, String(updated.data.image_url)));
    expect(preview.headers.get('content-type')).toBe('image/webp');
    const { data, info } = await sharp(Buffer.from(await preview.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    const [red, green, blue, alpha] = data.subarray(centre, centre + 4);
    // The middle of the picture is the ball, opaque and green.
    expect(alpha).toBe(255);
    expect([red! < 60, green! > 170, blue! < 90]).toEqual([true, true, true]);
  });

  it('renders an uploaded compressed splat PLY (the PlayCanvas and SuperSplat layout) too', { timeout: 120_000 }, async () => {
    const ready = waitForSocketEvent<Asset>(socket, 'asset_update', (asset) => asset.type === 'splat' && asset.data.preview_status === 'ready', 110_000);
    const asset = await json<Asset>(await upload(server, { token: ada.token, bytes: greenCompressedSplatPly(2000), fileName: 'ball.compressed.ply' }), 201);
    expect(asset).toMatchObject({ type: 'splat', data: { format: 'ply', point_count: 2000, preview_status: 'pending' } });
    const updated = await ready;
    expect(updated).toMatchObject({ id: asset.id, data: { preview_status: 'ready', image_url: expect.stringMatching(/preview\.webp/) } });
    const preview = await fetch(absolute(server, String(updated.data.image_url)));
    const { data, info } = await sharp(Buffer.from(await preview.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    const [red, green, blue, alpha] = data.subarray(centre, centre + 4);
    expect(alpha).toBe(255);
    expect([red! < 60, green! > 170, blue! < 90]).toEqual([true, true, true]);
  });

  it('refuses an ASCII splat PLY, which the splat viewer cannot open, with the reason', async () => {
    const binary = Buffer.from(greenSplatPly(1));
    const bodyStart = binary.indexOf('end_header\n') + 'end_header\n'.length;
    const ascii = `${binary.subarray(0, bodyStart).toString('latin1').replace('binary_little_endian', 'ascii')}0 0 0 0 0 0 0 0 0 5 -3 -3 -3 1 0 0 0\n`;
    expect(await json(await upload(server, { token: ada.token, bytes: new TextEncoder().encode(ascii), fileName: 'ball.ply' }), 415)).toEqual({
      code: 'UNSUPPORTED_FILE',
      message: 'This splat PLY file is ASCII text, which the splat viewer cannot open; save it as binary little-endian PLY and upload it again.',
    });
  });

  it('renders the preview again after a change of axis', { timeout: 120_000 }, async () => {
    const first = waitForSocketEvent<Asset>(socket, 'asset_update', (asset) => asset.data.preview_status === 'ready', 110_000);
    const part = await uploadAsset(server, ada.token, 'Part', STANDING_STL, 'part.stl');
    await first;
    const again = waitForSocketEvent<Asset>(socket, 'asset_update', (asset) => asset.data.up_axis === 'y' && asset.data.preview_status === 'ready', 110_000);
    const turned = await json<Asset>(await setUpAxis(server, ada.token, part.id, 'y'), 200);
    // The old picture shows the mesh the old way up, so it goes until the new one is drawn.
    expect(turned.data).toMatchObject({ preview_status: 'pending', image_url: null });
    const ready = await again;
    const preview = await fetch(absolute(server, String(ready.data.image_url)));
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect(await assetFiles(server, ready)).toEqual([expect.stringMatching(/^model-[0-9a-f-]{36}\.glb$/), 'original.stl', 'preview.webp']);
  });
});

/**
 * The ball of green Gaussians in the compressed PLY layout: a chunk of float bounds per 256 points,
 * then per point its position in 11-10-11 bits across its chunk's bounds, its rotation, its log
 * scales (all the same here) and its colour and opacity in a byte each.
 */
function greenCompressedSplatPly(count: number): Uint8Array {
  const chunks = Math.ceil(count / 256);
  const bounds = Buffer.alloc(chunks * 12 * 4);
  const points = Buffer.alloc(count * 4 * 4);
  const at = (i: number) => {
    const y = 1 - (2 * (i + 0.5)) / count;
    const ring = Math.sqrt(1 - y * y);
    const angle = i * 2.399963229728653;
    return [Math.cos(angle) * ring, y, Math.sin(angle) * ring];
  };
  for (let c = 0; c < chunks; c++) {
    const rows = Array.from({ length: Math.min(256, count - c * 256) }, (_, j) => at(c * 256 + j));
    const min = [0, 1, 2].map((k) => Math.min(...rows.map((row) => row[k]!)));
    const max = [0, 1, 2].map((k) => Math.max(...rows.map((row) => row[k]!)));
    [...min, ...max, -3, -3, -3, -3, -3, -3].forEach((value, k) => bounds.writeFloatLE(value, (c * 12 + k) * 4));
    rows.forEach((row, j) => {
      const q = row.map((value, k) => Math.round(((value - min[k]!) / (max[k]! - min[k]!)) * (k === 1 ? 1023 : 2047)));
      const o = (c * 256 + j) * 16;
      points.writeUInt32LE(((q[0]! << 21) | (q[1]! << 11) | q[2]!) >>> 0, o);
      points.writeUInt32LE(((512 << 20) | (512 << 10) | 512) >>> 0, o + 4);
      points.writeUInt32LE(0, o + 8);
      points.writeUInt32LE(((26 << 24) | (204 << 16) | (51 << 8) | 255) >>> 0, o + 12);
    });
  }
  const chunkProperties = ['min_x', 'min_y', 'min_z', 'max_x', 'max_y', 'max_z', 'min_scale_x', 'min_scale_y', 'min_scale_z', 'max_scale_x', 'max_scale_y', 'max_scale_z'];
  const header = [
    'ply', 'format binary_little_endian 1.0', `element chunk ${chunks}`, ...chunkProperties.map((name) => `property float ${name}`),
    `element vertex ${count}`, ...['packed_position', 'packed_rotation', 'packed_scale', 'packed_color'].map((name) => `property uint ${name}`),
    'end_header', '',
  ].join('\n');
  return new Uint8Array(Buffer.concat([Buffer.from(header, 'latin1'), bounds, points]));
}

/**
 * A ball of green Gaussians in the layout 3D Gaussian Splatting writes: position, normal, colour as
 * the spherical harmonics' constant term, opacity as a logit, log scales and a rotation.
 */
function greenSplatPly(count: number): Uint8Array {
  const names = ['x', 'y', 'z', 'nx', 'ny', 'nz', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3'];
  const header = `ply\nformat binary_little_endian 1.0\nelement vertex ${count}\n${names.map((name) => `property float ${name}\n`).join('')}end_header\n`;
  const body = Buffer.alloc(count * names.length * 4);
  const colour = [0.1, 0.8, 0.2].map((value) => (value - 0.5) / 0.28209479177387814);
  for (let i = 0; i < count; i++) {
    const y = 1 - (2 * (i + 0.5)) / count;
    const ring = Math.sqrt(1 - y * y);
    const angle = i * 2.399963229728653;
    const row = [Math.cos(angle) * ring, y, Math.sin(angle) * ring, 0, 0, 0, ...colour, 5, -3, -3, -3, 1, 0, 0, 0];
    row.forEach((value, k) => body.writeFloatLE(value, (i * names.length + k) * 4));
  }
  return new Uint8Array(Buffer.concat([Buffer.from(header, 'latin1'), body]));
}

describe('mesh previews without a browser', () => {
  let server: TestServer;
  let ada: TokenResponse;
  let socket: Socket;
  beforeAll(async () => {
    server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, CHROMIUM_PATH: join(tmpdir(), 'no-chromium-here') });
    ada = await register(server, 'ada@example.com');
    socket = socketFor(server, ada.token);
    await connected(socket);
  });
  afterAll(async () => {
    socket.disconnect();
    await server.close();
  });

  it('marks the preview failed, and the upload still stands', async () => {
    const failed = waitForSocketEvent<Asset>(socket, 'asset_update', (asset) => asset.data.preview_status === 'failed');
    const asset = await json<Asset>(await upload(server, { token: ada.token, bytes: triangleGlb(), fileName: 'tri.glb' }), 201);
    expect(await failed).toMatchObject({ id: asset.id, data: { preview_status: 'failed', image_url: null } });
  });

  it('leaves pending previews to the next server that can render them, which picks them up at start', { timeout: 120_000 }, async () => {
    const store = createStore(server.database.db);
    const asset = await json<Asset>(await upload(server, { token: ada.token, bytes: triangleGlb(), fileName: 'later.glb' }), 201);
    await vi.waitFor(async () => expect((await store.assets.findLive(asset.id))?.data.preview_status).toBe('failed'));
    await store.assets.mergeData(asset.id, { preview_status: 'pending' });

    // A server with a browser, over the same database and files.
    const storage = createStorage({ storage: { kind: 'local', dir: join(server.dataDir, 'files') }, dataDir: server.dataDir, fileUrlSecret: undefined });
    const assets = new AssetsService(store, storage, realtimeOf(server.app.io));
    const previews = new PreviewsService(store, storage, assets, server.app.log, { enabled: true });
    const ready = waitForSocketEvent<Asset>(socket, 'asset_update', (update) => update.id === asset.id && update.data.preview_status === 'ready', 110_000);
    await previews.resumePending();
    await previews.idle();
    await previews.close();
    expect(await ready).toMatchObject({ id: asset.id, data: { preview_status: 'ready', image_url: expect.stringMatching(/preview\.webp/) } });
  });
});
