/**
 * Splat generation against the running server: options out of range are refused before anything
 * is charged; a mesh becomes two splat assets (PLY and SPZ) kept as uploaded splats are, downloaded
 * under their names; a mesh with no area fails in words and is refunded once.
 */
import { gunzipSync } from 'node:zlib';
import type { TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAsset, zeroAreaGlb } from './assets-helpers';
import type { TestServer } from './helpers';
import { expectFailedAndRefundedOnce, expectRefusedBeforeCharging, runTool, sessionOutputs, uploadGrid } from './sessions-helpers';
import { startToolServer } from './worker-helpers';

describe('splat generation on the server', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    ({ server, person } = await startToolServer('splats@example.com'));
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses options out of range with 400 before charging', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    await expectRefusedBeforeCharging(server, person.token, 'splat_generation', [
      { mesh: mesh.id, gaussian_count: 5_000 },
      { mesh: mesh.id, gaussian_count: 2_010_000 },
      { mesh: mesh.id, gaussian_count: 15_000 },
      { mesh: mesh.id, sh_degree: 3 },
    ]);
  }, 60_000);

  it('makes a PLY and an SPZ splat asset, downloaded under their names', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const { session, job, charged } = await runTool(server, person.token, 'splat_generation', { mesh: mesh.id, gaussian_count: 20_000 });
    expect(charged).toBe(15);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.report).toMatchObject({ gaussians: 20_000, sh_degree: 0 });
    const outputs = await sessionOutputs(server, person.token, session.id, 'splats');
    expect(outputs.map((asset) => asset.name)).toEqual(['Grid (splat, 20k)', 'Grid (splat, 20k, SPZ)']);
    expect(outputs.map((asset) => asset.type)).toEqual(['splat', 'splat']);
    expect(outputs[0]!.data).toMatchObject({ format: 'ply', point_count: 20_000, source_asset_id: mesh.id });
    expect(outputs[1]!.data).toMatchObject({ format: 'spz', point_count: 20_000 });
    // Both get a rendered picture, as meshes do (this server renders none: they wait for one that does).
    expect(outputs.map((asset) => asset.data.preview_status)).toEqual(['pending', 'pending']);

    const ply = await fetch(new URL(outputs[0]!.data.file_url!, server.url));
    expect(ply.headers.get('content-disposition')).toContain('filename="Grid-splat-20k.ply"');
    const plyBytes = Buffer.from(await ply.arrayBuffer());
    expect(plyBytes.subarray(0, 60).toString('latin1')).toMatch(/^ply\nformat binary_little_endian 1\.0\nelement vertex 20000\n/);
    expect(plyBytes.byteLength).toBe(outputs[0]!.data.size_bytes);

    const spz = await fetch(new URL(outputs[1]!.data.file_url!, server.url));
    expect(spz.headers.get('content-disposition')).toContain('filename="Grid-splat-20k-SPZ.spz"');
    const header = gunzipSync(Buffer.from(await spz.arrayBuffer())).subarray(0, 16);
    expect([header.readUInt32LE(0), header.readUInt32LE(4), header.readUInt32LE(8)]).toEqual([0x5053474e, 2, 20_000]);
  }, 90_000);

  it('fails a mesh with no area in words and refunds it once', async () => {
    const mesh = await uploadAsset(server, person.token, 'Flat', zeroAreaGlb());
    const run = await runTool(server, person.token, 'splat_generation', { mesh: mesh.id });
    await expectFailedAndRefundedOnce(server, person.token, run, /^This mesh has no area: all of its 2 triangles are flat/);
  }, 60_000);
});
