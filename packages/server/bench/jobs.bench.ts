/**
 * Tool jobs, start to finish, each figure printed beside its bar:
 *
 * On PostgreSQL, an API process (`dist/main.js`, running no jobs) and two worker processes
 * (`dist/worker.js`, WORKER_CONCURRENCY at its default), as a scaled-out deployment runs them,
 * from the build (run `pnpm build` first; a build older than the source is refused):
 * (1) pickup latency, from the committed start to the job marked running, for jobs started one at
 * a time (bar: p95 <= 100 ms); (3) tool starts accepted by the API under an open-loop load at the
 * bar's rate, each start from the next of 24 accounts, and their p99 counted from when each was due
 * (bar: >= 500/s at p99 <= 50 ms), with the workers paused; (2) then the same workers, warmed up by
 * WARM_UP_ROUNDS jobs from each account and by (1), drain what those starts queued: small jobs per
 * second from the first running to the last settled (bar: >= 300/s).
 * On the embedded PGlite, one process as `npm start` runs it: (4) pickup latency (same bar).
 *
 * A small job is a real swift retopology of a 32-triangle grid down to 8: it goes the whole way a
 * tool run goes (queue, worker, engine thread, both files stored, the job settled in its
 * transaction, `job_update` sent), with next to no engine work in it, so the figure is what the job
 * machinery costs. Starts are of the same job, and each is charged: a debit, session, job and queue
 * message in one statement. Needs TEST_DATABASE_URL or DATABASE_URL. Run with `pnpm bench jobs`;
 * with PROF_DIR set, the API and worker processes write CPU profiles there (`node --cpu-prof`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminGrantCreditsResponse, Asset, Session, TokenResponse } from '@facet/contract';
import pg from 'pg';
import { gridGlb } from '../test/grid-glb';
import { createBenchDatabase } from './bench-database';
import { type BenchCall, benchClient } from './bench-client';
import { paced } from './http-load';

const LATENCY_JOBS = 40;
/** Jobs each account starts, all accounts at once, to warm the workers up before anything is measured. */
const WARM_UP_ROUNDS = 200;
const LATENCY_GAP_MS = 150;
const WORKERS = 2;
/** Accounts the starts come from, in turn, and how long the open-loop starts run. */
const START_CLIENTS = 24;
const STARTS_SECONDS = 3;
const STARTS_WARM_UP_SECONDS = 1;
/** Starts per client in the database's own ceiling, below. */
const CEILING_PER_CLIENT = 20;
const BAR = { pickupP95Ms: 100, jobsPerSecond: 300, startsPerSecond: 500, startP99Ms: 50 };

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const children: ChildProcess[] = [];
const verdicts: { what: string; figure: string; bar: string; pass: boolean }[] = [];

function verdict(what: string, figure: string, bar: string, pass: boolean): void {
  verdicts.push({ what, figure, bar, pass });
  console.log(`${what}: ${figure} (bar: ${bar}) ${pass ? 'PASS' : 'FAIL'}`);
}

/** The CPU time so far of every PostgreSQL process on this machine (its server's own), in ms. */
function postgresCpu(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim().startsWith('postgres')) total += cpuOf(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/** A process's CPU time so far (user and system), in ms, read from /proc. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The newest modification time of the files under `folder`, in ms. */
function newestIn(folder: string): number {
  return Math.max(
    ...readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

// The processes run what a deployment runs: the build, not the source through a TypeScript loader
// (whose hooks cost every dynamic import a round trip to their thread).
const built = join(serverRoot, 'dist/worker.js');
// The build holds the engine and the contract too.
const sources = ['src', '../engine/src', '../contract/src'].map((folder) => join(serverRoot, folder));
if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newestIn))) {
  console.error('packages/server/dist is missing or older than its source: build first (`npx pnpm@12.21.0 build`).');
  process.exit(1);
}

function startProcess(entry: string, env: Record<string, string>): ChildProcess {
  const profile = process.env.PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROF_DIR] : [];
  const child = spawn(process.execPath, [...profile, entry], { cwd: serverRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the API process and waits for /health; the admin is seeded from the settings. */
async function startApi(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = startProcess('dist/main.js', { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` });
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The API process ended while starting.');
    const up = await fetch(`${base}/health`).then((response) => response.ok, () => false);
    if (up) return { base, child };
    if (Date.now() > end) throw new Error('The API process did not answer /health within 2 minutes.');
    await sleep(200);
  }
}

interface Account {
  token: string;
  mesh: string;
}

/** Accounts on the studio plan, each with credits and a small mesh of its own to start tools on. */
async function accounts(base: string, call: BenchCall, env: Record<string, string>, count: number): Promise<Account[]> {
  const adminToken = (await call<TokenResponse>('POST', '/auth/admin/login', undefined, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })).token;
  const glb = gridGlb(4);
  const made: Account[] = [];
  for (let i = 0; i < count; i++) {
    const user = await call<TokenResponse>('POST', '/auth/register', undefined, { email: `runner${i}@example.com`, password: 'correct horse battery' });
    await call('PUT', '/user/update-tier', adminToken, { user_id: user.user.id, tier: 'studio' });
    await call<AdminGrantCreditsResponse>('POST', `/admin/users/${user.user.id}/credits`, adminToken, { amount: 100_000, reason: 'benchmark' });
    const form = new FormData();
    form.append('name', `Grid ${i}`);
    form.append('file', new Blob([glb]), 'grid.glb');
    const response = await fetch(`${base}/v3/assets/upload`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
    if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
    made.push({ token: user.token, mesh: ((await response.json()) as Asset).id });
  }
  return made;
}

const startJob = (call: BenchCall, account: Account) =>
  call<Session>('POST', '/v3/sessions', account.token, { type: 'retopology', input: { mesh: account.mesh, mode: 'swift', target_triangles: 8 } });

/**
 * Pickup latency of jobs started one at a time, read from the jobs' own timestamps by
 * `startedAfter` (undefined until every one has started).
 */
async function pickupLatency(call: BenchCall, account: Account, startedAfter: (sessions: Session[]) => Promise<number[] | undefined>): Promise<number[]> {
  const sessions: Session[] = [];
  const requests: number[] = [];
  for (let i = 0; i < LATENCY_JOBS; i++) {
    const began = performance.now();
    sessions.push(await startJob(call, account));
    requests.push(performance.now() - began);
    await sleep(LATENCY_GAP_MS);
  }
  // The job's created_at is when its start's transaction began, so the pickup figure includes the
  // rest of that transaction and its commit: under load, a good part of it.
  requests.sort((a, b) => a - b);
  console.log(`  (each start's own request, POST to answer: p50 ${percentile(requests, 50).toFixed(0)} ms, p95 ${percentile(requests, 95).toFixed(0)} ms)`);
  const end = Date.now() + 60_000;
  for (;;) {
    const latencies = await startedAfter(sessions);
    if (latencies) return latencies.sort((a, b) => a - b);
    if (Date.now() > end) throw new Error('The latency run\'s jobs did not all start within a minute.');
    await sleep(100);
  }
}

function reportPickup(where: string, latencies: number[]): void {
  const p95 = percentile(latencies, 95);
  verdict(
    `pickup, start committed -> running, ${where}, ${LATENCY_JOBS} jobs ${LATENCY_GAP_MS} ms apart`,
    `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
    `p95 <= ${BAR.pickupP95Ms} ms`,
    p95 <= BAR.pickupP95Ms,
  );
}

async function onPostgres(): Promise<void> {
  const bench = await createBenchDatabase('jobs');
  const env = {
    DATABASE_URL: bench.url,
    DATA_DIR: bench.dataDir,
    LOG_LEVEL: 'silent',
    PREVIEW_RENDERER: 'off',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    TOOL_WORKER: 'off',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin password for the bench',
  };
  const pool = new pg.Pool({ connectionString: bench.url, max: 2 });
  // Dropping the database at the end ends its idle connections.
  pool.on('error', () => undefined);
  try {
    const { base, child: api } = await startApi(env);
    const call = benchClient(base);
    const runners = await accounts(base, call, env, START_CLIENTS);
    const countJobs = async (statuses: string[]) =>
      Number((await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE status = ANY($1)`, [statuses])).rows[0]?.n);
    const workerEnv = { ...env, TOOL_WORKER: 'on' };
    const drained = async () => {
      while ((await countJobs(['queued', 'running'])) > 0) await sleep(50);
    };

    // Warm-up: each worker has loaded its engine thread and run some thousands of jobs, so that V8
    // has compiled the job's code as a long-running worker's is. A job runs a little of a great deal
    // of code (the queue, the database driver, the glTF reader and writer, the file storage), which
    // V8 optimizes slowly: sampled with perf, after 480 jobs a worker still spent about a fifth of
    // its CPU in the drain below on compiling, after 2,400 about a fifteenth.
    const workers = Array.from({ length: WORKERS }, () => startProcess('dist/worker.js', workerEnv));
    for (let round = 0; round < WARM_UP_ROUNDS; round++) await Promise.all(runners.map((runner) => startJob(call, runner)));
    await drained();

    // (1) Pickup latency at a trickle.
    const latencies = await pickupLatency(call, runners[0]!, async (sessions) => {
      const ids = sessions.map((session) => session.jobs[0]!.id);
      const { rows } = await pool.query<{ ms: number | null }>(
        `SELECT extract(epoch FROM (started_at - created_at)) * 1000 AS ms FROM jobs WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      return rows.some((row) => row.ms === null) ? undefined : rows.map((row) => Number(row.ms));
    });
    reportPickup('PostgreSQL, 2 worker processes', latencies);
    await drained();
    // The workers are paused while the API alone is measured (a paused process takes no CPU and no
    // jobs), and go on for the drain as they are: warmed up, as long-running workers are.
    for (const worker of workers) worker.kill('SIGSTOP');

    // (3) Tool starts accepted, with no worker running: the API's own figure. An open-loop load
    // at the bar's rate, each start from the next of the accounts in turn; a start's latency counts
    // from when it was due, so an API falling behind shows in it. What they queue is the burst of (2).
    const startLoad = (durationMs: number) =>
      paced({
        url: `${base}/v3/sessions`,
        headers: {},
        rate: BAR.startsPerSecond,
        durationMs,
        variants: runners.map((runner) => ({
          method: 'POST',
          headers: { authorization: `Bearer ${runner.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'retopology', input: { mesh: runner.mesh, mode: 'swift', target_triangles: 8 } }),
        })),
      });
    // A second at the rate first, as for the asset list: the load's connections are open and the
    // route's code is warm. Its starts join the burst of (2).
    await startLoad(STARTS_WARM_UP_SECONDS * 1000);
    const cpuBefore = cpuOf(api.pid!);
    const starts = await startLoad(STARTS_SECONDS * 1000);
    const apiCpuPerStart = (cpuOf(api.pid!) - cpuBefore) / starts.latencies.length;
    const startP99 = percentile(starts.latencies, 99);
    console.log(`  (the API process's CPU per start: ${apiCpuPerStart.toFixed(2)} ms)`);
    verdict(
      `tool starts accepted, open loop at ${BAR.startsPerSecond}/s for ${STARTS_SECONDS} s over ${START_CLIENTS} accounts, ${starts.latencies.length} starts`,
      `${starts.achievedRate.toFixed(0)}/s answered, p50 ${percentile(starts.latencies, 50).toFixed(1)} ms, p95 ${percentile(starts.latencies, 95).toFixed(1)} ms, p99 ${startP99.toFixed(1)} ms, ${starts.errors} errors`,
      `>= ${BAR.startsPerSecond}/s at p99 <= ${BAR.startP99Ms} ms`,
      starts.achievedRate >= BAR.startsPerSecond * 0.98 && startP99 <= BAR.startP99Ms && starts.errors === 0,
    );
    const { rows: queued } = await pool.query<{ id: string }>(`SELECT id FROM jobs WHERE status = 'queued'`);
    const startedIds = queued.map((row) => row.id);

    // What the database alone allows: as many clients committing a transaction of as many
    // statements as a start's (a locked row, six writes), on a table of their own. A start cannot be
    // faster; the ratio says what the API adds on top.
    const ceiling = await databaseCeiling(pool, bench.url);
    console.log(`  (the database alone, ${START_CLIENTS} clients each committing BEGIN, SELECT ... FOR UPDATE, 6 writes, COMMIT: ${ceiling.toFixed(0)}/s; the starts' rate is ${((starts.achievedRate / ceiling) * 100).toFixed(0)}% of it)`);

    // (2) The queued burst, drained by the two workers: from the first job running to the last
    // settled, by the jobs' own timestamps (a worker process's own start is not counted).
    for (const worker of workers) worker.kill('SIGCONT');
    // CPU from the first job taken to the last settled.
    while ((await countJobs(['queued'])) === startedIds.length) await sleep(10);
    const drainCpu = () => ({ workers: workers.reduce((sum, child) => sum + cpuOf(child.pid!), 0), database: postgresCpu() });
    const cpuAtFirst = drainCpu();
    await drained();
    const cpuAtLast = drainCpu();
    const workerMs = (cpuAtLast.workers - cpuAtFirst.workers) / startedIds.length;
    const databaseMs = (cpuAtLast.database - cpuAtFirst.database) / startedIds.length;
    console.log(
      `  (CPU per job: the worker processes ${workerMs.toFixed(2)} ms, engine threads included; PostgreSQL ${databaseMs.toFixed(2)} ms; WORKER_CONCURRENCY ${process.env.WORKER_CONCURRENCY ?? 'default'})`,
    );
    // With every core busy on nothing but these jobs: the most this machine could drain.
    const cores = availableParallelism();
    console.log(`  (that CPU allows at most ${((cores * 1000) / (workerMs + databaseMs)).toFixed(0)} jobs/s on this machine's ${cores} cores)`);
    const { rows: [burst] } = await pool.query<{ seconds: number; run_ms: number; failed: number }>(
      `SELECT extract(epoch FROM (max(finished_at) - min(started_at))) AS seconds,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (finished_at - started_at)) * 1000) AS run_ms,
              count(*) FILTER (WHERE status = 'failed')::int AS failed
         FROM jobs WHERE id = ANY($1::uuid[])`,
      [startedIds],
    );
    const jobsPerSecond = startedIds.length / Number(burst!.seconds);
    console.log(`  (median run of one job, running -> settled: ${Number(burst!.run_ms).toFixed(0)} ms; failed: ${burst!.failed})`);
    verdict(
      `small jobs through ${WORKERS} worker processes (WORKER_CONCURRENCY ${process.env.WORKER_CONCURRENCY ?? 'default'}), ${startedIds.length} queued, first running -> last settled`,
      `${jobsPerSecond.toFixed(0)} jobs/s (${Number(burst!.seconds).toFixed(2)} s)`,
      `>= ${BAR.jobsPerSecond} jobs/s`,
      jobsPerSecond >= BAR.jobsPerSecond && burst!.failed === 0,
    );
    await Promise.all([...workers, api].map(stopProcess));
  } finally {
    await pool.end();
    await bench.dispose();
  }
}

/** Transactions per second the database commits for START_CLIENTS clients, each on its own row. */
async function databaseCeiling(pool: pg.Pool, url: string): Promise<number> {
  await pool.query('CREATE TABLE bench_ceiling (id int PRIMARY KEY, n int NOT NULL)');
  await pool.query('INSERT INTO bench_ceiling SELECT g, 0 FROM generate_series(1, $1) g', [START_CLIENTS]);
  const clients = new pg.Pool({ connectionString: url, max: 10 });
  clients.on('error', () => undefined);
  const began = performance.now();
  await Promise.all(
    Array.from({ length: START_CLIENTS }, async (_, index) => {
      for (let i = 0; i < CEILING_PER_CLIENT; i++) {
        const client = await clients.connect();
        try {
          await client.query('BEGIN');
          await client.query('SELECT n FROM bench_ceiling WHERE id = $1 FOR UPDATE', [index + 1]);
          for (let write = 0; write < 6; write++) await client.query('UPDATE bench_ceiling SET n = n + 1 WHERE id = $1', [index + 1]);
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      }
    }),
  );
  const perSecond = (START_CLIENTS * CEILING_PER_CLIENT) / ((performance.now() - began) / 1000);
  await clients.end();
  await pool.query('DROP TABLE bench_ceiling');
  return perSecond;
}

async function onPglite(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'facet-bench-'));
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PREVIEW_RENDERER: 'off',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin password for the bench',
  };
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...withoutPostgres } = process.env;
  try {
    // The embedded database: no DATABASE_URL reaches the process.
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: serverRoot,
      env: { ...withoutPostgres, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    const end = Date.now() + 120_000;
    while (!(await fetch(`${base}/health`).then((response) => response.ok, () => false))) {
      if (child.exitCode !== null || Date.now() > end) throw new Error('The embedded server did not start.');
      await sleep(200);
    }
    const call = benchClient(base);
    const [runner] = await accounts(base, call, env, 1);
    // Warm-up: the engine thread is loaded.
    const warm = await startJob(call, runner!);
    while ((await call<Session>('GET', `/v3/sessions/${warm.id}`, runner!.token)).jobs[0]?.status !== 'succeeded') await sleep(100);
    const latencies = await pickupLatency(call, runner!, async (sessions) => {
      const jobs = await Promise.all(sessions.map(async (session) => (await call<Session>('GET', `/v3/sessions/${session.id}`, runner!.token)).jobs[0]));
      if (jobs.some((job) => !job?.started_at)) return undefined;
      return jobs.map((job) => Date.parse(job!.started_at!) - Date.parse(job!.created_at));
    });
    reportPickup('embedded PGlite, one process (npm start)', latencies);
    await stopProcess(child);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  await onPostgres();
  await onPglite();
  console.log(`\n${verdicts.filter((entry) => entry.pass).length} of ${verdicts.length} bars met. Figures from a shared 2-core machine are noisy; run again before reading much into one.`);
  for (const entry of verdicts) console.log(`  ${entry.pass ? 'PASS' : 'FAIL'}  ${entry.what}: ${entry.figure} (bar: ${entry.bar})`);
} finally {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    // A worker paused for the starts' measure hears nothing until it goes on.
    child.kill('SIGCONT');
    child.kill('SIGTERM');
  }
}
