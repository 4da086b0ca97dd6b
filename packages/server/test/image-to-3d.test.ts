/**
 * Image to 3D, multiview to 3D and image to kit against the running server: bad input is refused
 * before anything is charged (a mesh for a picture, two pictures or four for three, options out of
 * range); a picture becomes a GLB asset named for a person ("Robot 3D"), with quads an OBJ beside
 * it viewed through a GLB; three views become one mesh, a kit one mesh per part ("Toys part 2"); a
 * picture with no foreground fails in words and is refunded once.
 */
import type { TokenResponse } from '@facet/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, register } from './accounts-helpers';
import { png, uploadAsset } from './assets-helpers';
import type { TestServer } from './helpers';
import { credits, expectFailedAndRefundedOnce, expectRefusedBeforeCharging, runTool, sessionOutputs, startTool, uploadGrid } from './sessions-helpers';
import { startToolServer } from './worker-helpers';

/** A picture of `shapes` (SVG) on a white ground. */
async function picture(width: number, height: number, shapes: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#ffffff"/>${shapes}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

describe('image to 3D on the server', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    ({ server, person } = await startToolServer('image-to-3d@example.com'));
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses a mesh for a picture, the wrong number of views and options out of range, charging nothing', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const photo = await uploadAsset(server, person.token, 'Robot', await picture(96, 96, '<circle cx="48" cy="48" r="30" fill="#c0392b"/>'), 'robot.png');
    const before = await credits(server, person.token);
    await expectRefusedBeforeCharging(server, person.token, 'image_to_3d', [
      { image: photo.id, face_limit: 10 },
      { image: photo.id, thickness: 2 },
      { image: photo.id, symmetry: 'radial' },
      { image: photo.id, topology: 'ngons' },
    ]);
    await expectRefusedBeforeCharging(server, person.token, 'multiview_to_3d', [{ images: [photo.id] }, { images: [photo.id, photo.id] }, { images: [photo.id, photo.id, photo.id, photo.id] }, { images: photo.id }]);
    const twoViews = await json<{ message: string; code: string }>(await startTool(server, person.token, 'multiview_to_3d', { images: [photo.id, photo.id] }), 400);
    expect(twoViews).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(twoViews.message).toContain('Give three pictures: front, side and back.');
    // A mesh where a picture goes: as the front, and as the side.
    expect(await json(await startTool(server, person.token, 'image_to_3d', { image: mesh.id }), 409)).toMatchObject({
      code: 'CONFLICT',
      message: 'Image to 3D needs an image; "Grid" is a mesh.',
    });
    expect(await json(await startTool(server, person.token, 'multiview_to_3d', { images: [photo.id, mesh.id, photo.id] }), 409)).toMatchObject({
      code: 'CONFLICT',
      message: 'The side picture must be an image; "Grid" is a mesh.',
    });
    expect(await json(await startTool(server, person.token, 'image_to_kit', { image: mesh.id }), 409)).toMatchObject({ code: 'CONFLICT' });
    expect(await credits(server, person.token)).toBe(before);
  }, 60_000);

  it('lifts a picture into a textured GLB named for it, and with quads an OBJ viewed through a GLB', async () => {
    const photo = await uploadAsset(server, person.token, 'Robot', await picture(160, 160, '<circle cx="80" cy="50" r="30" fill="#c0392b"/><rect x="50" y="78" width="60" height="70" rx="10" fill="#2e86c1"/>'), 'robot.png');
    const { session, job, charged } = await runTool(server, person.token, 'image_to_3d', { image: photo.id, topology: 'quads', face_limit: 4000 });
    expect(charged).toBe(30);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.report).toMatchObject({ mask_source: 'estimate', topology: 'quads', symmetry: 'mirror-back' });
    const outputs = await sessionOutputs(server, person.token, session.id, 'meshes');
    expect(outputs.map((asset) => [asset.name, asset.data.format])).toEqual([
      ['Robot 3D', 'glb'],
      ['Robot 3D (quads)', 'obj'],
    ]);
    expect(outputs[0]!.data).toMatchObject({ source_asset_id: photo.id, triangle_count: (job.report as { triangles: number }).triangles });
    expect(outputs[1]!.data).toMatchObject({ quad_count: (job.report as { quads: number }).quads });
    const download = await fetch(new URL(outputs[0]!.data.file_url!, server.url));
    expect(download.headers.get('content-disposition')).toContain('filename="Robot-3D.glb"');
    const glb = Buffer.from(await download.arrayBuffer());
    expect(glb.subarray(0, 4).toString('latin1')).toBe('glTF');
    const gltf = JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString('utf8')) as { textures?: unknown[]; materials: { pbrMetallicRoughness: { baseColorTexture?: unknown } }[] };
    expect(gltf.materials[0]!.pbrMetallicRoughness.baseColorTexture).toBeDefined();
    const obj = await (await fetch(new URL(outputs[1]!.data.file_url!, server.url))).text();
    expect(obj.split('\n').filter((line) => line.startsWith('f ') && line.split(' ').length === 5).length).toBe((job.report as { quads: number }).quads);
  }, 90_000);

  it('carves three views into one mesh, and makes a kit of a picture’s separate things, one asset each', async () => {
    const front = await uploadAsset(server, person.token, 'Crate', await picture(100, 100, '<rect x="20" y="20" width="60" height="60" fill="#8e5b2a"/>'), 'front.png');
    const side = await uploadAsset(server, person.token, 'Crate side', await picture(100, 100, '<rect x="20" y="20" width="60" height="60" fill="#6e4b2a"/>'), 'side.png');
    const back = await uploadAsset(server, person.token, 'Crate back', await picture(100, 100, '<rect x="20" y="20" width="60" height="60" fill="#5e3b1a"/>'), 'back.png');
    const views = await runTool(server, person.token, 'multiview_to_3d', { images: [front.id, side.id, back.id], resolution: 48 });
    expect(views.charged).toBe(30);
    expect(views.job.status, views.job.error ?? '').toBe('succeeded');
    expect(Math.abs((views.job.report as { volume_m3: number }).volume_m3 - 1)).toBeLessThan(0.05);
    const [hull, ...more] = await sessionOutputs(server, person.token, views.session.id, 'meshes');
    expect(more).toHaveLength(0);
    expect(hull).toMatchObject({ name: 'Crate 3D (from three views)', type: 'mesh' });
    expect(hull!.data).toMatchObject({ format: 'glb', source_asset_id: front.id });

    const toys = await uploadAsset(server, person.token, 'Toys', await picture(200, 100, '<circle cx="50" cy="50" r="30" fill="#c0392b"/><rect x="120" y="20" width="60" height="60" fill="#2e86c1"/>'), 'toys.png');
    const kit = await runTool(server, person.token, 'image_to_kit', { image: toys.id, face_limit: 2000 });
    expect(kit.charged).toBe(30);
    expect(kit.job.status, kit.job.error ?? '').toBe('succeeded');
    const parts = await sessionOutputs(server, person.token, kit.session.id, 'part_meshes');
    expect(parts.map((asset) => asset.name)).toEqual(['Toys part 1', 'Toys part 2']);
    for (const part of parts) expect(part.data).toMatchObject({ format: 'glb', source_asset_id: toys.id });
  }, 90_000);

  it('fails a picture with no foreground in words, and refunds it once', async () => {
    // A new account: the runs above spent most of the first one's 100 credits.
    const other = await register(server, 'blank-picture@example.com');
    const blank = await uploadAsset(server, other.token, 'Blank', png(32, 32), 'blank.png');
    const run = await runTool(server, other.token, 'image_to_3d', { image: blank.id });
    expect(run.charged).toBe(30);
    await expectFailedAndRefundedOnce(
      server,
      other.token,
      run,
      'No foreground found in the picture: it is one colour from edge to edge. Use a picture of one subject on a plain background, or with a transparent background.',
    );
    const kit = await runTool(server, other.token, 'image_to_kit', { image: blank.id });
    await expectFailedAndRefundedOnce(server, other.token, kit, /^No foreground found in the picture/);
  }, 90_000);
});
