/**
 * Segmentation's bad input against the running server: options out of range are refused before
 * anything is charged, and a mesh with no area fails in words and is refunded once.
 */
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
  call(server, 'POST', '/v3/sessions', { token, body: { type: 'segmentation', input } });

describe('segmentation bad input', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'on', JOB_RETRY_LIMIT: '0' });
    person = await register(server, 'segments@example.com');
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses options out of range with 400 before charging', async () => {
    const mesh = await uploadGrid(server, person.token, 4, 'Grid');
    const balance = await credits(server, person.token);
    for (const input of [
      { asset: mesh.id, crease_angle: 5 },
      { asset: mesh.id, crease_angle: 95 },
      { asset: mesh.id, crease_angle: 33 },
      { asset: mesh.id, granularity: 'fine' },
    ]) {
      const body = await json<{ code: string; message: string }>(await start(server, person.token, input), 400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
    expect(await credits(server, person.token)).toBe(balance);
  }, 60_000);

  it('fails a mesh with no area in words and refunds it once', async () => {
    const mesh = await json<Asset>(await upload(server, { token: person.token, bytes: zeroAreaGlb(), fileName: 'Flat.glb', fields: { name: 'Flat' } }), 201);
    const balance = await credits(server, person.token);
    const session = await json<Session>(await start(server, person.token, { asset: mesh.id }), 201);
    expect(await credits(server, person.token)).toBe(balance - 10);
    const job = await settledJob(server, person.token, session.id);
    expect(job).toMatchObject({ status: 'failed', refunded: true });
    expect(job.error).toMatch(/^This mesh has no area: all of its 2 triangles are flat/);
    expect(await credits(server, person.token)).toBe(balance);
    const refunds = await server.database.executeSql(`SELECT count(*)::int AS count FROM credit_ledger WHERE reason = 'refund' AND reference = $1`, [job.id]);
    expect(refunds.rows[0]?.count).toBe(1);
  }, 60_000);
});
