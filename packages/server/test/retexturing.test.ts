/**
 * The retexturing tool against the running server: a plan without it and options out of range are
 * refused before anything is charged; a mesh recoloured from a reference image with a wood finish
 * becomes one GLB asset named for a person and downloaded under that name, its geometry as it was;
 * a mesh with nothing to recolour and no finish asked for fails in words and is refunded once.
 */
import type { TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, json, register } from './accounts-helpers';
import { png, uploadAsset } from './assets-helpers';
import type { TestServer } from './helpers';
import { credits, expectFailedAndRefundedOnce, expectRefusedBeforeCharging, runTool, sessionOutputs, setTier, startTool, uploadGrid } from './sessions-helpers';
import { startToolServer } from './worker-helpers';

type GltfJson = {
  materials: { pbrMetallicRoughness: { baseColorFactor?: number[]; metallicFactor?: number; roughnessFactor?: number }; normalTexture?: { index: number } }[];
  meshes: { primitives: { attributes: Record<string, number> }[] }[];
  accessors: { count: number }[];
};

const gltfOf = (glb: Buffer) => JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString('utf8')) as GltfJson;
/** A linear colour channel as an sRGB byte. */
const srgbByte = (value: number) => Math.round((value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055) * 255);

describe('retexturing on the server', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    ({ server, person } = await startToolServer('retexturing@example.com'));
    await setTier(server, (await adminSignIn(server)).token, person, 'starter');
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses a plan without it (403) and options out of range (400), charging nothing', async () => {
    const free = await register(server, 'free-retexturing@example.com');
    const theirs = await uploadGrid(server, free.token, 4, 'Grid');
    expect(await json(await startTool(server, free.token, 'retexturing', { mesh: theirs.id }), 403)).toMatchObject({ code: 'TOOL_LOCKED' });
    expect(await credits(server, free.token)).toBe(100);

    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const swatch = await uploadAsset(server, person.token, 'Blue swatch', png(8, 8), 'swatch.png');
    await expectRefusedBeforeCharging(server, person.token, 'retexturing', [
      { mesh: mesh.id, strength: 1.5 },
      { mesh: mesh.id, strength: -0.1 },
      { mesh: mesh.id, preset: 'gold' },
      { mesh: mesh.id, palette: ['red'] },
      { mesh: mesh.id, palette: Array.from({ length: 9 }, () => '#102030') },
      { mesh: mesh.id, image: swatch.id, palette: ['#102030'] },
      { mesh: mesh.id, preset: 'none' },
    ]);
    const nothing = await json<{ message: string }>(await startTool(server, person.token, 'retexturing', { mesh: mesh.id, preset: 'none' }), 400);
    expect(nothing.message).toContain('Nothing to change: pick a reference image, a palette or a material preset.');
  }, 60_000);

  it('recolours a mesh from a reference image with a wood finish into one GLB, downloaded under its name', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const swatch = await uploadAsset(server, person.token, 'Blue swatch', png(16, 16), 'swatch.png');
    const { session, job, charged } = await runTool(server, person.token, 'retexturing', { mesh: mesh.id, image: swatch.id, preset: 'wood' });
    expect(charged).toBe(20);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.report).toMatchObject({ colour_source: 'image', recoloured: 'material', preset: 'wood', metallic: 0, roughness: 0.75, normal_map: true, triangles: 32 });
    const [output, ...more] = await sessionOutputs(server, person.token, session.id, 'meshes');
    expect(more).toHaveLength(0);
    expect(output).toMatchObject({ name: 'Grid (retextured, wood)', type: 'mesh' });
    expect(output!.data).toMatchObject({ format: 'glb', source_asset_id: mesh.id, triangle_count: 32 });

    const download = await fetch(new URL(output!.data.file_url!, server.url));
    expect(download.headers.get('content-disposition')).toContain('filename="Grid-retextured-wood.glb"');
    const glb = Buffer.from(await download.arrayBuffer());
    expect(glb.byteLength).toBe(output!.data.size_bytes);
    const gltf = gltfOf(glb);
    // The grid had no material: it has one now, the swatch's colour (40, 120, 200), with wood's finish and grain.
    const [material] = gltf.materials;
    expect(material!.pbrMetallicRoughness.baseColorFactor!.slice(0, 3).map(srgbByte)).toEqual([40, 120, 200]);
    expect(material!.pbrMetallicRoughness).toMatchObject({ metallicFactor: 0, roughnessFactor: 0.75 });
    expect(material!.normalTexture).toBeDefined();
    expect(gltf.accessors[gltf.meshes[0]!.primitives[0]!.attributes.POSITION!]!.count).toBe(25);
  }, 90_000);

  it('fails a mesh with no material and no finish asked for in words, and refunds it once', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const run = await runTool(server, person.token, 'retexturing', { mesh: mesh.id, palette: ['#a0522d'], preset: 'none' });
    await expectFailedAndRefundedOnce(server, person.token, run, 'This mesh has no material or vertex colours to recolour. Pick a material preset to give it one.');
  }, 60_000);
});
