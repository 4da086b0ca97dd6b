/**
 * Splat generation against the running server: options out of range are refused before anything
 * is charged; a mesh becomes two splat assets (PLY and SPZ) kept as uploaded splats are, downloaded
 * under their names; a mesh with no area fails in words and is refunded once.
 */
import { gunzipSync } from 'node:zlib';
import type { Asset, Session, TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from './assets-helpers';
import { call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { glbOf } from './grid-glb';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';
import { credits, settledJob, uploadGrid } from './sessions-helpers';

/** Two triangles whose corners all lie on one line: a mesh the upload takes, with no area at all. */
function zeroAreaGlb(): Uint8Array {
  const positions = new Float32Array([0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0]);
  const indices = new Uint16Array([0, 1, 2, 1, 2, 3]);
  const views = [Buffer.from(positions.buffer), Buffer.from(indices.buffer)];
  return glbOf(
    {
      asset: { version: '2.0' },
      scene: 0,
      scenes: [{ nodes: [0] }],
      nodes: [{ mesh: 0 }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1 }] }],
      accessors: [
        { bufferView: 0, componentType: 5126, count: 4, type: 'VEC3', min: [0, 0, 0], max: [3, 0, 0] },
        { bufferView: 1, componentType: 5123, count: 6, type: 'SCALAR' },
      ],
      bufferViews: [
        { buffer: 0, byteOffset: 0, byteLength: views[0]!.length, target: 34962 },
        { buffer: 0, byteOffset: views[0]!.length, byteLength: views[1]!.length, target: 34963 },
      ],
      buffers: [{ byteLength: views[0]!.length + views[1]!.length }],
    },
    Buffer.concat(views),
  );
}

const start = (server: TestServer, token: string, input: Record<string, unknown>) =>
  call(server, 'POST', '/v3/sessions', { token, body: { type: 'splat_generation', input } });

describe('splat generation on the server', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'on', JOB_RETRY_LIMIT: '0' });
    person = await register(server, 'splats@example.com');
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses options out of range with 400 before charging', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const balance = await credits(server, person.token);
    for (const input of [
      { mesh: mesh.id, gaussian_count: 5_000 },
      { mesh: mesh.id, gaussian_count: 2_010_000 },
      { mesh: mesh.id, gaussian_count: 15_000 },
      { mesh: mesh.id, sh_degree: 3 },
    ]) {
      const body = await json<{ code: string; message: string }>(await start(server, person.token, input), 400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
    expect(await credits(server, person.token)).toBe(balance);
  }, 60_000);

  it('makes a PLY and an SPZ splat asset, downloaded under their names', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const balance = await credits(server, person.token);
    const session = await json<Session>(await start(server, person.token, { mesh: mesh.id, gaussian_count: 20_000 }), 201);
    expect(await credits(server, person.token)).toBe(balance - 15);
    const job = await settledJob(server, person.token, session.id);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.report).toMatchObject({ gaussians: 20_000, sh_degree: 0 });
    const settled = await json<Session>(await call(server, 'GET', `/v3/sessions/${session.id}`, { token: person.token }), 200);
    const outputs = await Promise.all(
      (settled.output.splats as string[]).map(async (id) => json<Asset>(await call(server, 'GET', `/v3/assets/${id}`, { token: person.token }), 200)),
    );
    expect(outputs.map((asset) => asset.name)).toEqual(['Grid (splat, 20k)', 'Grid (splat, 20k, SPZ)']);
    expect(outputs.map((asset) => asset.type)).toEqual(['splat', 'splat']);
    expect(outputs[0]!.data).toMatchObject({ format: 'ply', point_count: 20_000, source_asset_id: mesh.id });
    expect(outputs[1]!.data).toMatchObject({ format: 'spz', point_count: 20_000 });

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
    const mesh = await json<Asset>(await upload(server, { token: person.token, bytes: zeroAreaGlb(), fileName: 'Flat.glb', fields: { name: 'Flat' } }), 201);
    const balance = await credits(server, person.token);
    const session = await json<Session>(await start(server, person.token, { mesh: mesh.id }), 201);
    const job = await settledJob(server, person.token, session.id);
    expect(job).toMatchObject({ status: 'failed', refunded: true });
    expect(job.error).toMatch(/^This mesh has no area: all of its 2 triangles are flat/);
    expect(await credits(server, person.token)).toBe(balance);
    const refunds = await server.database.executeSql(`SELECT count(*)::int AS count FROM credit_ledger WHERE reason = 'refund' AND reference = $1`, [job.id]);
    expect(refunds.rows[0]?.count).toBe(1);
  }, 60_000);
});
