/**
 * The scale-out topology as separate processes (`npm run scale`'s pieces): two API processes, two
 * worker processes, PostgreSQL and an S3-protocol server, and the local proxy in front. A socket on
 * API 1 hears the `job_update`s of a job started through API 2 and run by a worker; the auth rate
 * limit is one count across both API processes. Needs PostgreSQL.
 */
import type { Job, Session, TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, openTestDatabase, type TestDatabase } from './helpers';
import { connected, waitForSocketEvent } from './socket-helpers';
import { callJson, startTopology, studioPerson, type Topology, TOPOLOGY_PASSWORD, uploadGridMesh } from './topology';
import { io as connect, type Socket } from 'socket.io-client';

const postgres = databaseTargets().find((target) => target.kind === 'postgres');
const AUTH_LIMIT = 5;

function socketAt(url: string, token: string): Socket {
  return connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token } });
}

describe.skipIf(!postgres)('the scale-out topology: 2 API processes, 2 workers, PostgreSQL, S3 (PostgreSQL)', () => {
  let testDatabase: TestDatabase;
  let topology: Topology;
  let ada: TokenResponse;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDatabase = await openTestDatabase(postgres!, { migrated: true });
    topology = await startTopology({
      databaseUrl: testDatabase.databaseUrl!,
      apiNodes: 2,
      workers: 2,
      proxy: true,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT) },
    });
    ada = await studioPerson(topology.apis[1]!.url, 'ada@example.com', 100);
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await topology?.close();
    await testDatabase?.dispose();
  });

  it('a socket on API 1 hears the job started through API 2 and run by a worker, its files in S3', async () => {
    const [api1, api2] = topology.apis as [Topology['apis'][0], Topology['apis'][0]];
    const onApi1 = socketAt(api1.url, ada.token);
    const onProxy = socketAt(topology.url, ada.token);
    sockets.push(onApi1, onProxy);
    await Promise.all([connected(onApi1), connected(onProxy)]);

    const mesh = await uploadGridMesh(api2.url, ada.token, 20, 'Scale grid');
    const session = await callJson<Session>(api2.url, 'POST', '/v3/sessions', ada.token, { type: 'retopology', input: { mesh: mesh.id, target_triangles: 200 } }, 201);
    const jobId = session.jobs[0]!.id;
    const settled = (job: Job) => job.id === jobId && (job.status === 'succeeded' || job.status === 'failed');
    const [heardOnApi1, heardOnProxy] = await Promise.all([
      waitForSocketEvent<Job>(onApi1, 'job_update', settled, 20_000),
      waitForSocketEvent<Job>(onProxy, 'job_update', settled, 20_000),
    ]);
    expect(heardOnApi1.status).toBe('succeeded');
    expect(heardOnProxy.status).toBe('succeeded');

    // No API process runs jobs (TOOL_WORKER=off): a worker process ran it.
    const { rows } = await topology.database.executeSql('SELECT status, started_at FROM jobs WHERE id = $1', [jobId]);
    expect(rows[0]?.status).toBe('succeeded');
    // The input and the output are in the bucket, not on a disk of the nodes.
    const keys = await topology.s3.keys();
    expect(keys.filter((key) => key.startsWith(`users/${ada.user.id}/assets/`)).length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('counts the auth rate limit once across both API processes', async () => {
    const targets = [topology.apis[0]!.url, topology.apis[1]!.url, topology.url];
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 1; i++) {
      const response = await fetch(`${targets[i % targets.length]}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', password: `${TOPOLOGY_PASSWORD} not` }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        const body = (await response.json()) as { code: string; message: string };
        expect(body.code).toBe('RATE_LIMITED');
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      } else await response.body?.cancel();
    }
    // Split over API 1, API 2 and the proxy, the hits are counted together: the limit, then refused.
    expect(statuses).toEqual([...Array<number>(AUTH_LIMIT).fill(401), 429]);
    // Refused on the other node too, and through the proxy.
    for (const url of targets) {
      const response = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', password: TOPOLOGY_PASSWORD }),
      });
      expect(response.status).toBe(429);
      await response.body?.cancel();
    }
    // Behind the proxy each caller has a count of its own (the nodes trust its X-Forwarded-For).
    const other = await fetch(`${topology.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ email: 'ada@example.com', password: TOPOLOGY_PASSWORD }),
    });
    expect(other.status).toBe(200);
    await other.body?.cancel();
  }, 20_000);
});
