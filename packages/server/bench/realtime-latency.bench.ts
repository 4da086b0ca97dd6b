/**
 * `job_update` latency with 1,000 sockets connected: from the commit of a job's settling by a worker
 * process to its `job_update` arriving at the owner's sockets. Two API processes (500 sockets each:
 * 20 people with 50 sockets apiece, spread over both) and two worker processes on PostgreSQL and S3;
 * the jobs are small retopologies started by the people in turn. The commit's time is PostgreSQL's
 * own record of it (`track_commit_timestamp` on a throwaway cluster of the run's own), read after
 * the run; the arrival's is the client's clock, on the same machine. Bar: p99 <= 50 ms.
 * Run with `pnpm bench realtime-latency`.
 */
import type { Job, Session, TokenResponse } from '@facet/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { callJson, startTopology, studioPerson, uploadGridMesh } from '../test/topology';
import { startThrowawayPostgres } from './throwaway-postgres';

const SOCKETS = 1000;
const PEOPLE = 20;
const JOBS = 100;
const BAR_P99_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const postgres = startThrowawayPostgres(Number(process.env.FAULTS_PG_PORT ?? 4861), ['track_commit_timestamp=on']);
let code: number;
try {
  postgres.createDatabase('facet_latency');
  const topology = await startTopology({ databaseUrl: postgres.urlOf('facet_latency'), apiNodes: 2, workers: 2, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  const sockets: Socket[] = [];
  try {
    const apis = topology.apis.map((api) => api.url);
    const people: TokenResponse[] = [];
    for (let i = 0; i < PEOPLE; i++) people.push(await studioPerson(apis[i % 2]!, `person${i}@example.com`, 10_000));
    const meshes = await Promise.all(people.map((person) => uploadGridMesh(apis[0]!, person.token, 8, 'Grid')));
    // jobId -> arrival times at its owner's sockets.
    const arrivals = new Map<string, number[]>();
    for (let i = 0; i < SOCKETS; i++) {
      const person = people[i % PEOPLE]!;
      const socket = connect(apis[i % 2]!, { transports: ['websocket'], auth: { token: person.token }, reconnection: false });
      socket.on('job_update', (job: Job) => {
        if (job.status !== 'succeeded') return;
        const at = Date.now();
        arrivals.set(job.id, [...(arrivals.get(job.id) ?? []), at]);
      });
      sockets.push(socket);
    }
    const end = Date.now() + 120_000;
    while (sockets.some((socket) => !socket.connected) && Date.now() < end) await sleep(100);
    const connectedCount = sockets.filter((socket) => socket.connected).length;

    const jobIds: string[] = [];
    for (let i = 0; i < JOBS; i++) {
      const person = people[i % PEOPLE]!;
      const session = await callJson<Session>(apis[i % 2]!, 'POST', '/v3/sessions', person.token, { type: 'retopology', input: { mesh: meshes[i % PEOPLE]!.id, target_triangles: 50 } }, 201);
      jobIds.push(session.jobs[0]!.id);
      await sleep(100);
    }
    const perJob = SOCKETS / PEOPLE;
    for (const until = Date.now() + 180_000; Date.now() < until; await sleep(200)) {
      if (jobIds.every((id) => (arrivals.get(id)?.length ?? 0) >= perJob)) break;
    }
    await sleep(500);
    const { rows } = await topology.database.executeSql(
      `SELECT id, status, (extract(epoch FROM pg_xact_commit_timestamp(xmin)) * 1000)::float8 AS committed_ms FROM jobs WHERE id = ANY($1::uuid[])`,
      [jobIds],
    );
    const latencies: number[] = [];
    let missing = 0;
    for (const row of rows) {
      const heard = arrivals.get(String(row.id)) ?? [];
      missing += perJob - heard.length;
      for (const at of heard) latencies.push(at - Number(row.committed_ms));
    }
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    const pass = p99 <= BAR_P99_MS && missing === 0;
    console.log(`2 API processes, 2 worker processes, PostgreSQL (throwaway cluster), S3 (s3rver); ${connectedCount} of ${SOCKETS} sockets connected (${PEOPLE} people x ${perJob})`);
    console.log(`${JOBS} jobs settled by the workers, each heard by its owner's ${perJob} sockets: ${latencies.length} deliveries, ${missing} missing`);
    console.log(
      `job_update latency, commit -> socket: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
    );
    console.log(`bar: p99 <= ${BAR_P99_MS} ms (and no delivery missing): ${pass ? 'PASS' : 'FAIL'} (p99 is ${(p99 / BAR_P99_MS).toFixed(2)}x the bar)`);
    code = pass ? 0 : 1;
  } finally {
    for (const socket of sockets) socket.disconnect();
    await topology.close();
  }
} finally {
  postgres.dispose();
}
process.exit(code);
