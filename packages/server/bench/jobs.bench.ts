/**
 * Tool-job latency and throughput on PostgreSQL, through two worker processes (`src/worker.ts`, one
 * job at a time each) beside an API server that runs none: (1) pickup latency, from the committed
 * start to the job marked running, for 60 jobs started 250 ms apart; (2) jobs per second for a
 * burst of 200 jobs, from the first start to the last job settled. Each job is a real swift
 * retopology of a 2,048-triangle grid. Needs TEST_DATABASE_URL or DATABASE_URL.
 * Run with `pnpm bench jobs`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Asset, Session, TokenResponse } from '@facet/contract';
import pg from 'pg';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { gridGlb } from '../test/grid-glb';
import { createBenchDatabase } from './bench-database';
import { benchClient } from './bench-client';

const LATENCY_JOBS = 60;
const LATENCY_GAP_MS = 250;
const BURST_JOBS = 200;
const WORKERS = 2;

const bench = await createBenchDatabase('jobs');
const { dataDir } = bench;
const settings = {
  DATABASE_URL: bench.url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PREVIEW_RENDERER: 'off',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  TOOL_WORKER: 'off',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin password for the bench',
};
const config = loadConfig(settings);
const database = await createDatabase(config);
const pool = new pg.Pool({ connectionString: bench.url, max: 2 });
const workers: ChildProcess[] = [];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  await database.migrate();
  const app = await buildServer({ config: { ...config, appDistDir: join(dataDir, 'no-app') }, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const call = benchClient(base);

  const { seedAdmin } = await import('../src/users/admin-seed');
  await seedAdmin(config, database);
  const adminToken = (await call<TokenResponse>('POST', '/auth/admin/login', undefined, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })).token;
  const ada = await call<TokenResponse>('POST', '/auth/register', undefined, { email: 'ada@example.com', password: 'correct horse battery' });
  await call('PUT', '/user/update-tier', adminToken, { user_id: ada.user.id, tier: 'studio' });
  await app.services.credits.apply({ userId: ada.user.id, amount: 100_000, reason: 'admin_adjustment', reference: 'bench' });
  const form = new FormData();
  form.append('name', 'Bench grid');
  form.append('file', new Blob([gridGlb(32)]), 'grid.glb');
  const mesh = (await (await fetch(`${base}/v3/assets/upload`, { method: 'POST', headers: { authorization: `Bearer ${ada.token}` }, body: form })).json()) as Asset;
  const start = () => call<Session>('POST', '/v3/sessions', ada.token, { type: 'retopology', input: { mesh: mesh.id, target_triangles: 200 } });

  const serverRoot = fileURLToPath(new URL('..', import.meta.url));
  for (let i = 0; i < WORKERS; i++) {
    workers.push(spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], { cwd: serverRoot, env: { ...process.env, ...settings, WORKER_CONCURRENCY: '1' }, stdio: ['ignore', 'ignore', 'inherit'] }));
  }
  const settledCount = async () =>
    Number((await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE status IN ('succeeded', 'failed')`)).rows[0]?.n);
  // Warm-up: both workers have started and taken a job.
  for (let i = 0; i < 4; i++) await start();
  while ((await settledCount()) < 4) await sleep(50);

  // (1) Pickup latency at a steady trickle.
  const latencyIds: string[] = [];
  for (let i = 0; i < LATENCY_JOBS; i++) {
    latencyIds.push((await start()).jobs[0]!.id);
    await sleep(LATENCY_GAP_MS);
  }
  while ((await settledCount()) < 4 + LATENCY_JOBS) await sleep(50);
  const latencies = (
    await pool.query<{ ms: number }>(`SELECT extract(epoch FROM (started_at - created_at)) * 1000 AS ms FROM jobs WHERE id = ANY($1::uuid[])`, [latencyIds])
  ).rows
    .map((row) => Number(row.ms))
    .sort((a, b) => a - b);
  const failedLatency = Number((await pool.query(`SELECT count(*)::int AS n FROM jobs WHERE status = 'failed'`)).rows[0]?.n);

  // (2) Throughput of a burst.
  const burstStarted = performance.now();
  await Promise.all(Array.from({ length: BURST_JOBS }, () => start()));
  const queuedIn = performance.now() - burstStarted;
  while ((await settledCount()) < 4 + LATENCY_JOBS + BURST_JOBS) await sleep(20);
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  const runMs = (
    await pool.query<{ ms: number }>(`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (finished_at - started_at)) * 1000) AS ms FROM jobs`)
  ).rows[0]?.ms;
  const failed = Number((await pool.query(`SELECT count(*)::int AS n FROM jobs WHERE status = 'failed'`)).rows[0]?.n);

  console.log(`PostgreSQL, ${WORKERS} worker processes (1 job at a time each, polling every 0.5 s); each job a swift retopology 2,048 -> 200 triangles`);
  console.log(`median run time of one job (running -> settled): ${Number(runMs).toFixed(0)} ms`);
  console.log(`pickup latency (start committed -> running), ${LATENCY_JOBS} jobs ${LATENCY_GAP_MS} ms apart: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`);
  console.log(`burst of ${BURST_JOBS}: all started in ${(queuedIn / 1000).toFixed(1)} s, all settled in ${burstSeconds.toFixed(1)} s: ${(BURST_JOBS / burstSeconds).toFixed(1)} jobs/s`);
  console.log(`failed jobs: ${failed} (${failedLatency} during the latency run)`);
  await app.close();
} finally {
  for (const worker of workers) worker.kill('SIGTERM');
  await sleep(500);
  await pool.end();
  await database.close();
  await bench.dispose();
}
