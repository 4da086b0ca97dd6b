import { join } from 'node:path';
import type { Asset, TokenResponse } from '@facet/contract';
import { createPreviewRenderer } from '@facet/engine';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeOf } from '../src/realtime/socket';
import { createStore } from '../src/db/store';
import { AssetsService } from '../src/assets/assets.service';
import { PreviewsService } from '../src/assets/previews.service';
import { createStorage } from '../src/storage';
import { call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { absolute, assetFiles, filesOnDisk, fromMm, png, setUpAxis, STANDING_STL, triangleGlb, uploadAsset } from './assets-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';
import { connected, socketFor, waitForSocketEvent } from './socket-helpers';

describe.each([embeddedTarget])('PUT /v3/assets/:id/up-axis on $kind', (target) => {
  let server: TestServer;
  let ada: TokenResponse;
  let bob: TokenResponse;
  let socket: Socket;

  beforeAll(async () => {
    server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off' });
    ada = await register(server, 'ada@example.com');
    bob = await register(server, 'bob@example.com');
    socket = socketFor(server, ada.token);
    await connected(socket);
  });
  afterAll(async () => {
    socket.disconnect();
    await server.close();
  });

  it('requires authentication', async () => {
    const part = await uploadAsset(server, ada.token, 'Part', STANDING_STL, 'part.stl');
    expect(await json(await setUpAxis(server, undefined, part.id, 'y'), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("someone else's asset, and a deleted one, get 404", async () => {
    const part = await uploadAsset(server, ada.token, 'Part', STANDING_STL, 'part.stl');
    expect(await json(await setUpAxis(server, bob.token, part.id, 'y'), 404)).toEqual({ code: 'NOT_FOUND', message: 'No such asset.' });
    await json(await call(server, 'DELETE', `/v3/assets/${part.id}`, { token: ada.token }), 200);
    expect(await json(await setUpAxis(server, ada.token, part.id, 'y'), 404)).toEqual({ code: 'NOT_FOUND', message: 'No such asset.' });
  });

  it('refuses an image, a GLB, an axis other than y or z, and an up axis set through the asset update', async () => {
    const message = 'Only an uploaded OBJ, STL or PLY mesh has an up axis and a unit to change.';
    const image = await uploadAsset(server, ada.token, 'Photo', png(4, 4), 'photo.png');
    expect(await json(await setUpAxis(server, ada.token, image.id, 'z'), 400)).toEqual({ code: 'VALIDATION_FAILED', message });
    const glb = await uploadAsset(server, ada.token, 'Triangle', triangleGlb(), 'tri.glb');
    expect(await json(await setUpAxis(server, ada.token, glb.id, 'z'), 400)).toEqual({ code: 'VALIDATION_FAILED', message });
    const part = await uploadAsset(server, ada.token, 'Part', STANDING_STL, 'part.stl');
    expect(await json(await setUpAxis(server, ada.token, part.id, 'x'), 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('up_axis') });
    expect(await json(await call(server, 'PUT', `/v3/assets/${part.id}`, { token: ada.token, body: { data: { up_axis: 'y' } } }), 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('data.up_axis'),
    });
    expect(await json<Asset>(await call(server, 'GET', `/v3/assets/${part.id}`, { token: ada.token }), 200)).toMatchObject({ data: { up_axis: 'z' } });
  });

  it('reads an STL again with the other axis and back: the height moves between Y and Z, the old GLB goes, the file as uploaded stays', async () => {
    const zUp = await uploadAsset(server, ada.token, 'Part', STANDING_STL, 'part.stl');
    expect(zUp.data).toMatchObject({ up_axis: 'z', bbox: { min: [0, 0, 0], max: fromMm([2, 5, 0]) } });
    expect(await assetFiles(server, zUp)).toEqual(['model.glb', 'original.stl']);

    const sent = waitForSocketEvent<Asset>(socket, 'asset_update', (asset) => asset.id === zUp.id && asset.data.up_axis === 'y');
    const yUp = await json<Asset>(await setUpAxis(server, ada.token, zUp.id, 'y'), 200);
    expect(yUp).toMatchObject({
      id: zUp.id,
      name: 'Part',
      data: { format: 'stl', size_bytes: STANDING_STL.byteLength, up_axis: 'y', triangle_count: 1, vertex_count: 3, preview_status: 'pending', bbox: { min: [0, 0, 0], max: fromMm([2, 0, 5]) } },
    });
    expect(yUp.data.view_file_url).not.toBe(zUp.data.view_file_url);
    expect(await sent).toMatchObject({ data: { up_axis: 'y', view_file_url: yUp.data.view_file_url } });
    const yFiles = await assetFiles(server, yUp);
    expect(yFiles).toEqual([expect.stringMatching(/^model-[0-9a-f-]{36}\.glb$/), 'original.stl']);
    expect(await fetch(absolute(server, String(zUp.data.view_file_url)))).toMatchObject({ status: 404 });
    const view = await fetch(absolute(server, String(yUp.data.view_file_url)));
    expect(new TextDecoder().decode(new Uint8Array(await view.arrayBuffer()).subarray(0, 4))).toBe('glTF');
    const original = await fetch(absolute(server, String(yUp.data.file_url)));
    expect(Buffer.from(await original.arrayBuffer())).toEqual(Buffer.from(STANDING_STL));

    // Already Y up: answered as it is, nothing made again.
    const same = await json<Asset>(await setUpAxis(server, ada.token, zUp.id, 'y'), 200);
    expect(same).toMatchObject({ updated_at: yUp.updated_at, data: { up_axis: 'y', view_file_url: yUp.data.view_file_url } });
    expect(await assetFiles(server, yUp)).toEqual(yFiles);

    const back = await json<Asset>(await setUpAxis(server, ada.token, zUp.id, 'z'), 200);
    expect(back.data).toMatchObject({ up_axis: 'z', bbox: { min: [0, 0, 0], max: fromMm([2, 5, 0]) } });
    const zFiles = await assetFiles(server, back);
    expect(zFiles).toEqual([expect.stringMatching(/^model-[0-9a-f-]{36}\.glb$/), 'original.stl']);
    expect(zFiles).not.toContain(yFiles[0]);
    expect((await filesOnDisk(server)).filter((path) => path.startsWith('tmp'))).toEqual([]);
    expect(await json<Asset>(await call(server, 'GET', `/v3/assets/${zUp.id}`, { token: ada.token }), 200)).toMatchObject({
      data: { up_axis: 'z', view_file_url: back.data.view_file_url, bbox: { max: fromMm([2, 5, 0]) } },
    });
  });
});

describe('a preview drawn while the axis changed', () => {
  let server: TestServer;
  let ada: TokenResponse;
  beforeAll(async () => {
    // This server draws nothing: the previews here come from a second one over the same database and files.
    server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off' });
    ada = await register(server, 'ada@example.com');
  });
  afterAll(() => server.close());

  it('is not recorded for the new GLB; the render queued for the new one is', { timeout: 120_000 }, async () => {
    const part = await uploadAsset(server, ada.token, 'Part', STANDING_STL, 'part.stl');
    const store = createStore(server.database.db);
    const storage = createStorage({ storage: { kind: 'local', dir: join(server.dataDir, 'files') }, dataDir: server.dataDir, fileUrlSecret: undefined });
    const assets = new AssetsService(store, storage, realtimeOf(server.app.io));
    // The browser starts only once the axis has changed, so the render of the old GLB ends after that.
    let startBrowser = () => {};
    const browserMayStart = new Promise<void>((resolve) => (startBrowser = resolve));
    const previews = new PreviewsService(store, storage, assets, server.app.log, {
      enabled: true,
      createRenderer: async (options) => {
        await browserMayStart;
        return createPreviewRenderer(options);
      },
    });
    try {
      previews.enqueue(part.id);
      await json<Asset>(await setUpAxis(server, ada.token, part.id, 'y'), 200);
      startBrowser();
      await previews.idle();
      expect((await store.assets.findLive(part.id))?.data).toMatchObject({ up_axis: 'y', preview_status: 'pending' });
      expect((await store.assets.findLive(part.id))?.data.image_key).toBeUndefined();

      previews.enqueue(part.id);
      await previews.idle();
      expect((await store.assets.findLive(part.id))?.data).toMatchObject({ up_axis: 'y', preview_status: 'ready', image_key: expect.stringMatching(/preview\.webp$/) });
    } finally {
      await previews.close();
    }
  });
});
