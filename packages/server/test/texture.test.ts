/**
 * The texture tool against the running server: options out of range, someone else's image and an
 * image that is not one are refused before anything is charged; a mesh painted from a reference
 * image becomes one textured GLB asset named for a person and downloaded under that name; a picture
 * with no subject fails in words and is refunded once.
 */
import type { TokenResponse } from '@facet/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, register } from './accounts-helpers';
import { png, uploadAsset } from './assets-helpers';
import type { TestServer } from './helpers';
import { credits, expectFailedAndRefundedOnce, expectRefusedBeforeCharging, runTool, sessionOutputs, startTool, uploadGrid } from './sessions-helpers';
import { startToolServer } from './worker-helpers';

/** The base-colour image inside a GLB, read from its JSON and binary chunks. */
function embeddedImage(glb: Buffer): Buffer {
  const jsonLength = glb.readUInt32LE(12);
  const gltf = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8')) as {
    images: { bufferView: number; mimeType: string }[];
    bufferViews: { byteOffset?: number; byteLength: number }[];
  };
  const binary = glb.subarray(20 + jsonLength + 8);
  const view = gltf.bufferViews[gltf.images[0]!.bufferView]!;
  return binary.subarray(view.byteOffset ?? 0, (view.byteOffset ?? 0) + view.byteLength);
}

describe('texture on the server', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    ({ server, person } = await startToolServer('texture@example.com'));
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses options out of range with 400 before charging', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    await expectRefusedBeforeCharging(server, person.token, 'texture', [
      { mesh: mesh.id, resolution: 3000 },
      { mesh: mesh.id, tiles: 0 },
      { mesh: mesh.id, tiles: 17 },
      { mesh: mesh.id, projection: 'side' },
      { mesh: mesh.id, preset: 'gold' },
      { mesh: mesh.id, image: 'not-an-id' },
    ]);
  }, 60_000);

  it("refuses someone else's image (404) and a reference that is not an image (409), charging nothing", async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const other = await register(server, 'other-texture@example.com');
    const theirs = await uploadAsset(server, other.token, 'Their picture', png(8, 8), 'picture.png');
    const balance = await credits(server, person.token);
    expect(await json(await startTool(server, person.token, 'texture', { mesh: mesh.id, image: theirs.id }), 404)).toEqual({
      code: 'NOT_FOUND',
      message: 'No such reference image.',
    });
    expect(await json(await startTool(server, person.token, 'texture', { mesh: mesh.id, image: mesh.id }), 409)).toEqual({
      code: 'CONFLICT',
      message: 'The reference image must be an image; "Grid" is a mesh.',
    });
    expect(await credits(server, person.token)).toBe(balance);
  }, 60_000);

  it('paints a mesh from a swatch into one textured GLB, downloaded under its name', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const swatch = await uploadAsset(server, person.token, 'Blue swatch', png(16, 16), 'swatch.png');
    const { session, job, charged } = await runTool(server, person.token, 'texture', { mesh: mesh.id, image: swatch.id, projection: 'planar', resolution: 1024 });
    expect(charged).toBe(20);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.report).toMatchObject({ colour_source: 'image', projection: 'planar', resolution: 1024, uv_source: 'kept' });
    const [output, ...more] = await sessionOutputs(server, person.token, session.id, 'meshes');
    expect(more).toHaveLength(0);
    expect(output).toMatchObject({ name: 'Grid (textured, 1K)', type: 'mesh' });
    expect(output!.data).toMatchObject({ format: 'glb', source_asset_id: mesh.id });

    const download = await fetch(new URL(output!.data.file_url!, server.url));
    expect(download.headers.get('content-disposition')).toContain('filename="Grid-textured-1K.glb"');
    const glb = Buffer.from(await download.arrayBuffer());
    expect(glb.subarray(0, 4).toString('latin1')).toBe('glTF');
    expect(glb.byteLength).toBe(output!.data.size_bytes);
    // The swatch's one colour, (40, 120, 200), painted over the whole texture.
    const { data, info } = await sharp(embeddedImage(glb)).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(1024);
    const middle = (512 * 1024 + 512) * info.channels;
    expect([...data.subarray(middle, middle + 3)].every((value, k) => Math.abs(value - [40, 120, 200][k]!) <= 4)).toBe(true);
  }, 90_000);

  it('fails a picture with no subject for a front projection in words, and refunds it once', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const blank = await uploadAsset(server, person.token, 'Blank', png(16, 16), 'blank.png');
    const run = await runTool(server, person.token, 'texture', { mesh: mesh.id, image: blank.id });
    await expectFailedAndRefundedOnce(server, person.token, run, /^The reference image has no subject to project from the front: it is one colour from edge to edge\./);
  }, 60_000);
});
