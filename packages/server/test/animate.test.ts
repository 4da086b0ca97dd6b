/**
 * The animate tool against the running server: a plan without it, options out of range and a mesh
 * over the triangle limit are refused before anything is charged; a person made of boxes becomes
 * one skinned GLB asset with a biped and every clip, downloaded under its name; a biped asked of a
 * mesh that is not a humanoid fails in words and is refunded once.
 */
import type { TokenResponse } from '@facet/contract';
import { Document, NodeIO } from '@gltf-transform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, json, register } from './accounts-helpers';
import { uploadAsset } from './assets-helpers';
import type { TestServer } from './helpers';
import { credits, expectFailedAndRefundedOnce, expectRefusedBeforeCharging, runTool, sessionOutputs, setTier, startTool, uploadGrid } from './sessions-helpers';
import { startToolServer } from './worker-helpers';

type Corner = [number, number, number];

/** A GLB of axis-aligned boxes in one mesh. */
async function boxesGlb(boxes: [Corner, Corner][]): Promise<Uint8Array> {
  const positions: number[] = [];
  const indices: number[] = [];
  for (const [min, max] of boxes) {
    const base = positions.length / 3;
    for (let i = 0; i < 8; i++) positions.push(i & 1 ? max[0] : min[0], i & 2 ? max[1] : min[1], i & 4 ? max[2] : min[2]);
    indices.push(...[0, 2, 1, 1, 2, 3, 4, 5, 6, 5, 7, 6, 0, 1, 4, 1, 5, 4, 2, 6, 3, 3, 6, 7, 0, 4, 2, 2, 4, 6, 1, 3, 5, 3, 7, 5].map((index) => base + index));
  }
  const doc = new Document();
  const buffer = doc.createBuffer();
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(indices)).setBuffer(buffer));
  doc.getRoot().setDefaultScene(doc.createScene().addChild(doc.createNode('Mesh').setMesh(doc.createMesh().addPrimitive(primitive))));
  return new NodeIO().writeBinary(doc);
}

/** A person 1.8 m tall in a T-pose, facing +Z: legs, feet, torso, neck, head and arms. */
const personGlb = () =>
  boxesGlb([
    [[0.05, 0.08, -0.08], [0.2, 0.86, 0.08]],
    [[-0.2, 0.08, -0.08], [-0.05, 0.86, 0.08]],
    [[0.05, 0, -0.08], [0.2, 0.08, 0.2]],
    [[-0.2, 0, -0.08], [-0.05, 0.08, 0.2]],
    [[0.22, 1.33, -0.05], [0.86, 1.43, 0.05]],
    [[-0.86, 1.33, -0.05], [-0.22, 1.43, 0.05]],
    [[-0.22, 0.86, -0.12], [0.22, 1.45, 0.12]],
    [[-0.05, 1.45, -0.05], [0.05, 1.53, 0.05]],
    [[-0.1, 1.53, -0.1], [0.1, 1.8, 0.12]],
  ]);

type GltfJson = {
  skins: { joints: number[]; inverseBindMatrices: number }[];
  nodes: { name?: string }[];
  animations: { name: string }[];
  meshes: { primitives: { attributes: Record<string, number> }[] }[];
};
const gltfOf = (glb: Buffer) => JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString('utf8')) as GltfJson;

describe('animate on the server', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    ({ server, person } = await startToolServer('animate@example.com'));
    await setTier(server, (await adminSignIn(server)).token, person, 'starter');
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses a plan without it (403), options out of range and a mesh over the triangle limit (400), charging nothing', async () => {
    const free = await register(server, 'free-animate@example.com');
    const theirs = await uploadGrid(server, free.token, 4, 'Grid');
    expect(await json(await startTool(server, free.token, 'animation', { mesh: theirs.id }), 403)).toMatchObject({ code: 'TOOL_LOCKED' });
    expect(await credits(server, free.token)).toBe(100);

    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    await expectRefusedBeforeCharging(server, person.token, 'animation', [
      { mesh: mesh.id, rig: 'quadruped' },
      { mesh: mesh.id, preset: 'blender' },
      { mesh: mesh.id, motion: 'running' },
    ]);

    const huge = await uploadGrid(server, person.token, 4, 'Huge');
    // As an upload of half a million triangles would be recorded, without making one here.
    await server.database.executeSql(`UPDATE assets SET data = jsonb_set(data, '{triangle_count}', '500000') WHERE id = $1`, [huge.id]);
    const balance = await credits(server, person.token);
    const body = await json<{ code: string; message: string }>(await startTool(server, person.token, 'animation', { mesh: huge.id }), 400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The mesh has 500,000 triangles; at most 300,000 can be animated. Simplify it with retopology first.' });
    expect(await credits(server, person.token)).toBe(balance);
  }, 60_000);

  it('rigs a person as a biped with Unreal names and bakes every clip into one GLB, downloaded under its name', async () => {
    const mesh = await uploadAsset(server, person.token, 'Robot', await personGlb(), 'robot.glb');
    const { session, job, charged } = await runTool(server, person.token, 'animation', { mesh: mesh.id, preset: 'unreal', motion: 'moving' });
    expect(charged).toBe(20);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.report).toMatchObject({ rig: 'auto', skeleton: 'biped', bones: 19, root_bone: 'pelvis', preset: 'unreal', motion: 'moving', triangles: 108 });
    expect((job.report as { clips: { name: string }[] }).clips.map((clip) => clip.name)).toEqual(['idle', 'walk', 'bounce', 'spin', 'wave']);
    const [output, ...more] = await sessionOutputs(server, person.token, session.id, 'meshes');
    expect(more).toHaveLength(0);
    expect(output).toMatchObject({ name: 'Robot (animated, biped)', type: 'mesh' });
    expect(output!.data).toMatchObject({ format: 'glb', source_asset_id: mesh.id, triangle_count: 108 });

    const download = await fetch(new URL(output!.data.file_url!, server.url));
    expect(download.headers.get('content-disposition')).toContain('filename="Robot-animated-biped.glb"');
    const glb = Buffer.from(await download.arrayBuffer());
    expect(glb.byteLength).toBe(output!.data.size_bytes);
    const gltf = gltfOf(glb);
    expect(gltf.skins).toHaveLength(1);
    expect(gltf.skins[0]!.joints.map((joint) => gltf.nodes[joint]!.name)).toEqual(expect.arrayContaining(['pelvis', 'spine_01', 'thigh_l', 'calf_r', 'upperarm_l', 'head']));
    expect(gltf.animations.map((animation) => animation.name)).toEqual(['idle', 'walk', 'bounce', 'spin', 'wave']);
    expect(Object.keys(gltf.meshes[0]!.primitives[0]!.attributes)).toEqual(expect.arrayContaining(['JOINTS_0', 'WEIGHTS_0']));
  }, 90_000);

  it('fails a biped asked of a mesh that is not a humanoid in words, and refunds it once', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const run = await runTool(server, person.token, 'animation', { mesh: mesh.id, rig: 'biped' });
    await expectFailedAndRefundedOnce(server, person.token, run, /^This mesh does not look like a humanoid: it is much wider than it is tall\. Rig it as a chain, or pick Auto\.$/);
  }, 60_000);
});
