/**
 * Parts upres against the running server: a part segmentation made is subdivided and smoothed into a
 * new mesh asset named for it and charged 10 credits; options out of range and a part that would
 * pass the triangle budget are refused before anything is charged.
 */
import type { TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, json } from './accounts-helpers';
import { meshGlb, uploadAsset } from './assets-helpers';
import type { TestServer } from './helpers';
import { credits, expectRefusedBeforeCharging, runTool, sessionOutputs, startTool, uploadGrid } from './sessions-helpers';
import { startToolServer } from './worker-helpers';

/** Three unit cubes side by side along x, two apart: three separate pieces, so three parts. */
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

describe('parts upres on the server', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    ({ server, person } = await startToolServer('upres@example.com'));
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses options out of range and a part past the triangle budget with 400, charging nothing', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    await expectRefusedBeforeCharging(server, person.token, 'parts_upres', [
      { mesh: mesh.id, levels: 0 },
      { mesh: mesh.id, levels: 3 },
      { mesh: mesh.id, levels: 1.5 },
      { mesh: mesh.id, smoothing: 1.2 },
      { mesh: mesh.id, smoothing: -0.1 },
    ]);
    // 400 x 400 cells: 320,000 triangles, 5,120,000 after two levels.
    const big = await uploadGrid(server, person.token, 400, 'Big');
    const before = await credits(server, person.token);
    const body = await json<{ message: string }>(await startTool(server, person.token, 'parts_upres', { mesh: big.id, levels: 2 }), 400);
    expect(body.message).toContain('makes 5,120,000; at most 2,000,000 can be made. Try one level.');
    expect(await credits(server, person.token)).toBe(before);
  }, 90_000);

  it('subdivides and smooths a part of a segmentation into a new mesh, charged 10', async () => {
    const source = await uploadAsset(server, person.token, 'Cubes', cubesGlb(), 'cubes.glb');
    const segmented = await runTool(server, person.token, 'segmentation', { asset: source.id, granularity: 'simple' });
    expect(segmented.job.status, segmented.job.error ?? '').toBe('succeeded');
    const parts = await sessionOutputs(server, person.token, segmented.session.id, 'meshes');
    const part = parts.find((each) => each.name === 'Cubes (Part 2 of 3)');
    expect(part, parts.map((each) => each.name).join(', ')).toBeDefined();
    expect(part!.data.triangle_count).toBe(12);

    const { session, job, charged } = await runTool(server, person.token, 'parts_upres', { mesh: part!.id });
    expect(charged).toBe(10);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.report).toMatchObject({ levels: 1, smoothing_iterations: 5, triangles_before: 12, triangles_after: 48, closed: true });
    const [output, ...more] = await sessionOutputs(server, person.token, session.id, 'mesh');
    expect(more).toHaveLength(0);
    expect(output).toMatchObject({ name: 'Cubes (Part 2 of 3) (upres)', type: 'mesh' });
    expect(output!.data).toMatchObject({ format: 'glb', source_asset_id: part!.id, triangle_count: 48 });
    const download = await fetch(new URL(output!.data.file_url!, server.url));
    expect(download.headers.get('content-disposition')).toContain('filename="Cubes-Part-2-of-3-upres.glb"');
    expect((await download.arrayBuffer()).byteLength).toBe(output!.data.size_bytes);

    // Two levels of the new mesh: 16 times the triangles.
    const twice = await runTool(server, person.token, 'parts_upres', { mesh: output!.id, levels: 2, smoothing: 0 });
    expect(twice.job.report).toMatchObject({ levels: 2, smoothing_iterations: 0, triangles_before: 48, triangles_after: 768 });
    const session2 = await json<{ type: string }>(await call(server, 'GET', `/v3/sessions/${twice.session.id}`, { token: person.token }), 200);
    expect(session2.type).toBe('parts_upres');
  }, 90_000);
});
