/**
 * Segmentation against the running server: an image is cut into image assets, options out of range
 * are refused before anything is charged, and a mesh with no area or an image with no foreground
 * fails in words and is refunded once.
 */
import type { Asset, TokenResponse } from '@facet/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meshGlb, uploadAsset, zeroAreaGlb } from './assets-helpers';
import { call, json } from './accounts-helpers';
import type { TestServer } from './helpers';
import { credits, expectFailedAndRefundedOnce, expectRefusedBeforeCharging, runTool, sessionOutputs, startTool, uploadGrid } from './sessions-helpers';
import { startToolServer } from './worker-helpers';

/** Three unit cubes side by side along x, two apart: three separate pieces. */
function cubesGlb(): Uint8Array {
  const positions: number[] = [];
  const indices: number[] = [];
  const sides = [0, 2, 1, 1, 2, 3, 4, 5, 6, 5, 7, 6, 0, 1, 4, 1, 5, 4, 2, 6, 3, 3, 6, 7, 0, 4, 2, 2, 4, 6, 1, 3, 5, 3, 7, 5];
  for (let cube = 0; cube < 3; cube++) {
    const base = positions.length / 3;
    for (let i = 0; i < 8; i++) positions.push(cube * 2 + (i & 1), (i >> 1) & 1, (i >> 2) & 1);
    indices.push(...sides.map((index) => index + base));
  }
  return meshGlb(new Float32Array(positions), new Uint16Array(indices));
}

/** An opaque PNG of the shapes on a flat background. */
const picture = async (shapes: string) =>
  new Uint8Array(
    await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="100%" height="100%" fill="#eee"/>${shapes}</svg>`))
      .flatten()
      .png()
      .toBuffer(),
  );

const start = (server: TestServer, token: string, input: Record<string, unknown>) => startTool(server, token, 'segmentation', input);

describe('segmentation on the server', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    ({ server, person } = await startToolServer('segments@example.com'));
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses options out of range with 400 before charging', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    await expectRefusedBeforeCharging(server, person.token, 'segmentation', [
      { asset: mesh.id, crease_angle: 5 },
      { asset: mesh.id, crease_angle: 95 },
      { asset: mesh.id, crease_angle: 33 },
      { asset: mesh.id, granularity: 'fine' },
    ]);
  }, 60_000);

  it('refuses a mesh over the triangle limit with 400 before charging, and a folder with 409', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Huge');
    // As an upload of five million triangles would be recorded, without making one here.
    await server.database.executeSql(`UPDATE assets SET data = jsonb_set(data, '{triangle_count}', '5000000') WHERE id = $1`, [mesh.id]);
    const balance = await credits(server, person.token);
    const body = await json<{ code: string; message: string }>(await start(server, person.token, { asset: mesh.id }), 400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The mesh has 5,000,000 triangles; at most 2,000,000 can be segmented. Simplify it with retopology first.' });
    const folder = await json<Asset>(await call(server, 'POST', '/v3/assets', { token: person.token, body: { name: 'Folder', type: 'folder' } }), 201);
    await json(await start(server, person.token, { asset: folder.id }), 409);
    expect(await credits(server, person.token)).toBe(balance);
  }, 60_000);

  it('makes one mesh asset per part, each with its own size, after the colour-coded preview', async () => {
    const mesh = await uploadAsset(server, person.token, 'Cubes', cubesGlb(), 'cubes.glb');
    const { session, job } = await runTool(server, person.token, 'segmentation', { asset: mesh.id, granularity: 'simple' });
    expect(job.status, job.error ?? '').toBe('succeeded');
    const outputs = await sessionOutputs(server, person.token, session.id, 'meshes');
    expect(outputs.map((asset) => asset.name)).toEqual(['Cubes (Parts, colour-coded)', 'Cubes (Part 1 of 3)', 'Cubes (Part 2 of 3)', 'Cubes (Part 3 of 3)']);
    expect(outputs[0]!.data).toMatchObject({ format: 'glb', triangle_count: 36, bbox: { min: [0, 0, 0], max: [5, 1, 1] } });
    expect(outputs[2]!.data).toMatchObject({ format: 'glb', triangle_count: 12, bbox: { min: [2, 0, 0], max: [3, 1, 1] } });
    const file = await fetch(new URL(outputs[2]!.data.file_url!, server.url));
    expect(file.headers.get('content-disposition')).toContain('filename="Cubes-Part-2-of-3.glb"');
  }, 60_000);

  it('fails a mesh with no area in words and refunds it once', async () => {
    const mesh = await uploadAsset(server, person.token, 'Flat', zeroAreaGlb());
    const run = await runTool(server, person.token, 'segmentation', { asset: mesh.id });
    expect(run.charged).toBe(10);
    await expectFailedAndRefundedOnce(server, person.token, run, /^This mesh has no area: all of its 2 triangles are flat/);
  }, 60_000);

  it('cuts an image into one image asset per object, with the colour-coded preview first', async () => {
    const bytes = await picture('<rect x="10" y="10" width="50" height="40" fill="#c22"/><circle cx="115" cy="75" r="25" fill="#22c"/>');
    const image = await uploadAsset(server, person.token, 'Still life', bytes, 'still-life.png');
    const { session, job } = await runTool(server, person.token, 'segmentation', { asset: image.id, granularity: 'simple' });
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.report).toMatchObject({ kind: 'image', components: 2 });
    const outputs = await sessionOutputs(server, person.token, session.id, 'meshes');
    expect(outputs.map((asset) => asset.name)).toEqual(['Still life (Parts, colour-coded)', 'Still life (Part 1 of 2)', 'Still life (Part 2 of 2)']);
    for (const asset of outputs) {
      expect(asset.type).toBe('image');
      expect(asset.data).toMatchObject({ format: 'png', source_asset_id: image.id });
      expect(asset.data.image_url).toEqual(expect.any(String));
    }
    expect(outputs[1]!.data).toMatchObject({ width: 50, height: 40 });
    const file = await fetch(new URL(outputs[1]!.data.file_url!, server.url));
    expect(file.headers.get('content-disposition')).toContain('filename="Still-life-Part-1-of-2.png"');
    const cutOut = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
    expect(cutOut).toMatchObject({ format: 'png', hasAlpha: true, width: 50, height: 40 });
  }, 60_000);

  it('fails an image with no foreground in words and refunds it once', async () => {
    const image = await uploadAsset(server, person.token, 'Blank', await picture(''), 'blank.png');
    const run = await runTool(server, person.token, 'segmentation', { asset: image.id });
    await expectFailedAndRefundedOnce(server, person.token, run, 'This image has no foreground: it is one colour from edge to edge, so there is nothing to cut out.');
  }, 60_000);
});
