/**
 * Fault runs on the scale-out topology (API processes, worker processes, PostgreSQL, S3), each
 * printing its counts and whether it held:
 * - `worker-kill`: a worker SIGKILLed mid-job 20 times while jobs flow: every job ends once,
 *   settled; nothing charged twice, no refund twice, no credit lost (the ledger adds up), no output
 *   made twice.
 * - `api-restart`: each of two API nodes behind the proxy restarted with sockets connected and jobs
 *   running: every socket reconnects and, catching up as the browser does (reading again the runs it
 *   had not seen settle), ends with every job's final state.
 * - `postgres-restart`: PostgreSQL restarted under load: requests fail with 503 `{message, code}`
 *   and recover, with nothing half-written (every session with its one job, debit and queue entry).
 * - `s3-down`: the S3 server down: uploads fail with 503 and store nothing; previews wait and are
 *   rendered once it is back.
 * PostgreSQL is a throwaway cluster of the run's own (initdb in a temporary folder, FAULTS_PG_PORT,
 * 4860 by default), so it can be restarted. Run with `pnpm bench faults [scenario ...]`.
 */
import type { Job, Session } from '@facet/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { gridGlb } from '../test/grid-glb';
import { callJson, type NodeProcess, startTopology, stopProcess, studioPerson, type Topology, uploadGridMesh } from '../test/topology';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

const scenarios = ['worker-kill', 'api-restart', 'postgres-restart', 's3-down'] as const;
type Scenario = (typeof scenarios)[number];
const asked = process.argv.slice(2).filter((name): name is Scenario => (scenarios as readonly string[]).includes(name));
const chosen: readonly Scenario[] = asked.length > 0 ? asked : scenarios;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const QUEUE = { JOB_EXPIRE_SECONDS: '3', QUEUE_MAINTENANCE_SECONDS: '1', JOB_RETRY_LIMIT: '3', JOB_RETRY_DELAY_SECONDS: '1', WORKER_STOP_SECONDS: '2' };
const results: { scenario: Scenario; held: boolean }[] = [];

function report(scenario: Scenario, counts: Record<string, number | string>, checks: Record<string, boolean>): void {
  const held = Object.values(checks).every(Boolean);
  console.log(`\n== ${scenario}: ${held ? 'PASS' : 'FAIL'}`);
  for (const [name, value] of Object.entries(counts)) console.log(`  ${name}: ${value}`);
  for (const [name, ok] of Object.entries(checks)) console.log(`  [${ok ? 'ok' : 'FAILED'}] ${name}`);
  results.push({ scenario, held });
}

async function rows<T = Record<string, unknown>>(topology: Topology, text: string, values?: unknown[]): Promise<T[]> {
  return (await topology.database.executeSql(text, values)).rows as T[];
}

async function count(topology: Topology, text: string, values?: unknown[]): Promise<number> {
  return Number((await rows<{ n: number }>(topology, text, values))[0]?.n ?? 0);
}

/**
 * What "nothing lost, nothing twice" means for one person's runs: each job settled; one debit per
 * job at its price; one refund per failed job and none for another; no output made twice; the balance
 * equal to the ledger's sum and to what was granted less what succeeded.
 */
async function ledgerChecks(topology: Topology, userId: string, granted: number) {
  const jobs = await rows<{ id: string; status: string; credits: number; refunded: boolean; attempts: number }>(topology, 'SELECT id, status, credits, refunded, attempts FROM jobs WHERE owner_id = $1', [userId]);
  const ledger = await rows<{ reason: string; reference: string; amount: number }>(topology, 'SELECT reason, reference, amount FROM credit_ledger WHERE user_id = $1', [userId]);
  const balance = await count(topology, 'SELECT credits AS n FROM users WHERE id = $1', [userId]);
  const debits = new Map<string, number[]>();
  const refunds = new Map<string, number[]>();
  for (const row of ledger) {
    const into = row.reason === 'tool_run' ? debits : row.reason === 'refund' ? refunds : undefined;
    into?.set(row.reference, [...(into.get(row.reference) ?? []), Number(row.amount)]);
  }
  const succeeded = jobs.filter((job) => job.status === 'succeeded');
  const failed = jobs.filter((job) => job.status === 'failed');
  const outputs = await rows<{ n: number }>(topology, 'SELECT count(*)::int AS n FROM assets WHERE source_job_id IS NOT NULL AND owner_id = $1 GROUP BY source_job_id, output_key HAVING count(*) > 1', [userId]);
  const ledgerSum = ledger.reduce((sum, row) => sum + Number(row.amount), 0);
  const spent = succeeded.reduce((sum, job) => sum + Number(job.credits), 0);
  return {
    counts: {
      jobs: jobs.length,
      succeeded: succeeded.length,
      'failed (refunded)': `${failed.length} (${failed.filter((job) => job.refunded).length})`,
      'jobs run more than once (taken again)': jobs.filter((job) => Number(job.attempts) > 1).length,
      'jobs charged twice': jobs.filter((job) => (debits.get(job.id)?.length ?? 0) > 1).length,
      'jobs not charged': jobs.filter((job) => job.credits > 0 && (debits.get(job.id)?.length ?? 0) === 0).length,
      'refunds given twice': [...refunds.values()].filter((list) => list.length > 1).length,
      'outputs made twice': outputs.length,
      'balance / ledger sum / granted - spent': `${balance} / ${ledgerSum} / ${granted - spent}`,
    },
    checks: {
      'every job settled': succeeded.length + failed.length === jobs.length,
      'one debit per job, at its price': jobs.every((job) => job.credits === 0 || String(debits.get(job.id)) === String([-job.credits])),
      'one refund per failed job, none for the others': jobs.every((job) => (refunds.get(job.id)?.length ?? 0) === (job.status === 'failed' ? 1 : 0)),
      'no output made twice': outputs.length === 0,
      'balance = ledger sum = granted - spent': balance === ledgerSum && balance === granted - spent,
    },
  };
}

async function untilAllSettled(topology: Topology, userId: string, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if ((await count(topology, `SELECT count(*)::int AS n FROM jobs WHERE owner_id = $1 AND status NOT IN ('succeeded', 'failed')`, [userId])) === 0) return true;
    await sleep(200);
  }
  return false;
}

async function grantedOf(topology: Topology, userId: string): Promise<number> {
  return count(topology, `SELECT coalesce(sum(amount), 0)::int AS n FROM credit_ledger WHERE user_id = $1 AND reason NOT IN ('tool_run', 'refund')`, [userId]);
}

async function withPostgres<T>(port: number, name: string, body: (postgres: ThrowawayPostgres, url: string) => Promise<T>): Promise<T> {
  const postgres = startThrowawayPostgres(port);
  try {
    postgres.createDatabase(name);
    return await body(postgres, postgres.urlOf(name));
  } finally {
    postgres.dispose();
  }
}

// ---------------------------------------------------------------------------------------------
// A worker SIGKILLed mid-job, 20 times.

async function workerKill(databaseUrl: string): Promise<void> {
  const KILLS = 20;
  // A job may be cut off by more than one of the kills: more tries than the default before it fails.
  const KILL_QUEUE = { ...QUEUE, JOB_RETRY_LIMIT: '6' };
  const topology = await startTopology({ databaseUrl, apiNodes: 1, workers: 2, env: { ...KILL_QUEUE, WORKER_CONCURRENCY: '1' } });
  try {
    const api = topology.apis[0]!.url;
    const ada = await studioPerson(api, 'ada@example.com', 100_000);
    const socket = connect(api, { transports: ['websocket'], auth: { token: ada.token } });
    const heard = new Map<string, string>();
    socket.on('job_update', (job: Job) => heard.set(job.id, job.status));
    const mesh = await uploadGridMesh(api, ada.token, 120, 'Dense grid');
    const start = () => callJson<Session>(api, 'POST', '/v3/sessions', ada.token, { type: 'retopology', input: { mesh: mesh.id, target_triangles: 400, lods: 2 } }, 201);
    const queued = () => count(topology, `SELECT count(*)::int AS n FROM jobs WHERE status = 'queued'`);
    const running = () => count(topology, `SELECT count(*)::int AS n FROM jobs WHERE status = 'running'`);
    const succeeded = () => count(topology, `SELECT count(*)::int AS n FROM jobs WHERE status = 'succeeded'`);
    let kills = 0;
    let killsMidJob = 0;
    let succeededAtLastKill = -1;
    const live: NodeProcess[] = [...topology.workers];
    const readySince = new Map<NodeProcess, number>();
    while (kills < KILLS) {
      // Keep the queue deep, so every worker that is up is in the middle of a job.
      while ((await queued()) < 3) await start();
      for (const worker of live) if (!readySince.has(worker) && worker.output().includes('worker is taking tool jobs')) readySince.set(worker, Date.now());
      const victim = live.find((worker) => Date.now() - (readySince.get(worker) ?? Infinity) > 700);
      // Between kills the survivors make progress (a job settles), as between crashes in real life.
      if (!victim || (await running()) === 0 || (await succeeded()) <= succeededAtLastKill) {
        await sleep(100);
        continue;
      }
      const runningAtKill = await running();
      await stopProcess(victim, 'SIGKILL');
      succeededAtLastKill = await succeeded();
      kills++;
      if (runningAtKill > 0) killsMidJob++;
      live.splice(live.indexOf(victim), 1);
      live.push(topology.startWorker({ ...KILL_QUEUE, WORKER_CONCURRENCY: '1' }));
    }
    const settled = await untilAllSettled(topology, ada.user.id, 180_000);
    await sleep(1000);
    const unsettled = await rows(topology, `SELECT j.id, j.status, j.attempts, (SELECT string_agg(b.name || ':' || b.state, ',') FROM pgboss.job b WHERE b.data->>'jobId' = j.id::text) AS queue FROM jobs j WHERE j.status NOT IN ('succeeded', 'failed')`);
    if (unsettled.length > 0) console.log('unsettled jobs:', JSON.stringify(unsettled));
    const { counts, checks } = await ledgerChecks(topology, ada.user.id, await grantedOf(topology, ada.user.id));
    const jobIds = (await rows<{ id: string }>(topology, 'SELECT id FROM jobs')).map((row) => row.id);
    const settledHeard = jobIds.filter((id) => heard.get(id) === 'succeeded' || heard.get(id) === 'failed').length;
    // Every stored file belongs to an asset: no file left by an attempt that was cut off.
    const keys = await topology.s3.keys();
    const known = new Set(
      (await rows<{ key: string }>(topology, `SELECT value AS key FROM assets, jsonb_each_text(data) WHERE key LIKE '%\\_key' ESCAPE '\\'`)).map((row) => row.key),
    );
    const orphans = keys.filter((key) => !known.has(key));
    socket.disconnect();
    report(
      'worker-kill',
      { 'workers SIGKILLed': kills, 'kills with jobs running': killsMidJob, ...counts, 'settled jobs heard on a socket': `${settledHeard} of ${jobIds.length}`, 'stored files without an asset': orphans.length },
      { [`${KILLS} kills, each with jobs running`]: killsMidJob === KILLS, 'all settled within 3 minutes': settled, ...checks, 'every settled job heard': settledHeard === jobIds.length, 'no stray file': orphans.length === 0 },
    );
  } finally {
    await topology.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Each API node restarted with sockets connected.

interface CatchingUpClient {
  socket: Socket;
  /** The last status this client knows of each job. */
  known: Map<string, string>;
  drops: number;
  reconnects: number;
  /** Jobs whose settling this client learned by reading again after a reconnect. */
  caughtUp: number;
}

/** A browser tab's socket: websocket only, reconnecting, and on each reconnect reading again the runs it has not seen settle. */
function catchingUpClient(base: string, token: string, sessions: Map<string, string>): CatchingUpClient {
  const socket = connect(base, { transports: ['websocket'], auth: { token }, reconnectionDelay: 500, reconnectionDelayMax: 2000 });
  const client: CatchingUpClient = { socket, known: new Map(), drops: 0, reconnects: 0, caughtUp: 0 };
  let connectedBefore = false;
  socket.on('job_update', (job: Job) => client.known.set(job.id, job.status));
  // Not the end of the run, when the bench closes it.
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') client.drops++;
  });
  socket.on('connect', () => {
    if (connectedBefore) {
      client.reconnects++;
      // As `revalidateLiveRuns` does: every run not seen settled is read again.
      for (const [sessionId, jobId] of sessions) {
        const status = client.known.get(jobId);
        if (status === 'succeeded' || status === 'failed') continue;
        void callJson<Session>(base, 'GET', `/v3/sessions/${sessionId}`, token).then(
          (session) => {
            const job = session.jobs[0];
            if (!job) return;
            const before = client.known.get(job.id);
            if ((job.status === 'succeeded' || job.status === 'failed') && before !== job.status) client.caughtUp++;
            if (before !== 'succeeded' && before !== 'failed') client.known.set(job.id, job.status);
          },
          () => undefined,
        );
      }
    }
    connectedBefore = true;
  });
  return client;
}

async function apiRestart(databaseUrl: string): Promise<void> {
  const SOCKETS = 100;
  const JOBS_PER_RESTART = 6;
  const topology = await startTopology({ databaseUrl, apiNodes: 2, workers: 2, proxy: true, env: { ...QUEUE, WORKER_CONCURRENCY: '1' } });
  try {
    const base = topology.url;
    const ada = await studioPerson(base, 'ada@example.com', 10_000);
    const mesh = await uploadGridMesh(base, ada.token, 90, 'Grid');
    const sessions = new Map<string, string>();
    const clients = Array.from({ length: SOCKETS }, () => catchingUpClient(base, ada.token, sessions));
    const end = Date.now() + 60_000;
    while (clients.some((client) => !client.socket.connected) && Date.now() < end) await sleep(100);
    const perNode = await Promise.all(topology.apis.map(async (api) => Number((await fetch(`${api.url}/health`)).ok)));
    const restartMs: number[] = [];
    for (const index of [0, 1]) {
      for (let i = 0; i < JOBS_PER_RESTART; i++) {
        const session = await callJson<Session>(base, 'POST', '/v3/sessions', ada.token, { type: 'retopology', input: { mesh: mesh.id, target_triangles: 300 } }, 201);
        sessions.set(session.id, session.jobs[0]!.id);
      }
      const started = Date.now();
      // The jobs go on settling while the node is down; its sockets hear nothing until they are back.
      await topology.restartApi(index);
      restartMs.push(Date.now() - started);
    }
    const settled = await untilAllSettled(topology, ada.user.id, 120_000);
    const final = new Map((await rows<{ id: string; status: string }>(topology, 'SELECT id, status FROM jobs')).map((row) => [row.id, row.status]));
    // Every client ends knowing every job's final state.
    const deadline = Date.now() + 30_000;
    const stale = () => clients.filter((client) => [...final].some(([id, status]) => client.known.get(id) !== status));
    while (stale().length > 0 && Date.now() < deadline) await sleep(200);
    const sum = (pick: (client: CatchingUpClient) => number) => clients.reduce((total, client) => total + pick(client), 0);
    const staleClients = stale().length;
    for (const client of clients) client.socket.disconnect();
    report(
      'api-restart',
      {
        sockets: SOCKETS,
        'API nodes up before': perNode.reduce((a, b) => a + b, 0),
        'restarts (stop to /health answering, ms)': restartMs.join(', '),
        jobs: final.size,
        'socket drops': sum((client) => client.drops),
        reconnects: sum((client) => client.reconnects),
        'clients that never reconnected after a drop': clients.filter((client) => client.drops > client.reconnects).length,
        'settled states learned by reading again after a reconnect': sum((client) => client.caughtUp),
        'clients missing a final state': staleClients,
      },
      {
        'all jobs settled': settled,
        'every dropped socket reconnected': clients.every((client) => client.drops === client.reconnects),
        'sockets of both nodes were dropped': sum((client) => client.drops) >= SOCKETS,
        'every client ends with every final state': staleClients === 0,
      },
    );
  } finally {
    await topology.close();
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL restarted under load.

interface Tally {
  ok: number;
  unavailable: number;
  /** 5xx other than a 503 `SERVICE_UNAVAILABLE` with a message. */
  otherErrors: number;
  /** No answer at all (connection refused or reset). */
  noAnswer: number;
  samples: string[];
}

async function postgresRestart(postgres: ThrowawayPostgres, databaseUrl: string): Promise<void> {
  const CLIENTS = 6;
  const topology = await startTopology({ databaseUrl, apiNodes: 2, workers: 1, env: { ...QUEUE, WORKER_CONCURRENCY: '2' } });
  try {
    const apis = topology.apis.map((api) => api.url);
    const ada = await studioPerson(apis[0]!, 'ada@example.com', 100_000);
    const mesh = await uploadGridMesh(apis[0]!, ada.token, 10, 'Small grid');
    const tally: Tally = { ok: 0, unavailable: 0, otherErrors: 0, noAnswer: 0, samples: [] };
    const createdFolders: string[] = [];
    const refusedFolders: string[] = [];
    const startedSessions: string[] = [];
    let stopLoad = false;
    // When PostgreSQL came back, and the first success after it.
    const restart: { backAt?: number; firstOkAt?: number } = {};
    const send = async (url: string, method: string, path: string, body?: unknown) => {
      try {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: { authorization: `Bearer ${ada.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (response.ok) {
          tally.ok++;
          if (restart.backAt !== undefined && restart.firstOkAt === undefined) restart.firstOkAt = Date.now();
          return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
        }
        const parsed = JSON.parse(text) as { code?: string; message?: string };
        if (response.status === 503 && parsed.code === 'SERVICE_UNAVAILABLE' && typeof parsed.message === 'string') tally.unavailable++;
        else {
          tally.otherErrors++;
          if (tally.samples.length < 5) tally.samples.push(`${response.status} ${text.slice(0, 160)}`);
        }
        return { status: response.status, body: parsed };
      } catch {
        tally.noAnswer++;
        return { status: 0, body: {} };
      }
    };
    const load = async (client: number) => {
      for (let i = 0; !stopLoad; i++) {
        const url = apis[(client + i) % apis.length]!;
        const kind = i % 3;
        if (kind === 0) await send(url, 'GET', '/user/profile');
        else if (kind === 1) {
          const name = `Folder ${client}-${i}`;
          const answer = await send(url, 'POST', '/v3/assets', { type: 'folder', name, parent_id: null });
          (answer.status === 201 ? createdFolders : refusedFolders).push(name);
        } else {
          const answer = await send(url, 'POST', '/v3/sessions', { type: 'retopology', input: { mesh: mesh.id, target_triangles: 50 } });
          if (answer.status === 201) startedSessions.push(String((answer.body as { id?: string }).id));
        }
      }
    };
    const loops = Array.from({ length: CLIENTS }, (_, client) => load(client));
    await sleep(3000);
    const before = { ...tally };
    const restartStarted = Date.now();
    await postgres.restart(2000);
    const restartedAt = Date.now();
    restart.backAt = restartedAt;
    await sleep(6000);
    stopLoad = true;
    await Promise.all(loops);
    const recoveryMs = restart.firstOkAt === undefined ? Infinity : restart.firstOkAt - restartedAt;

    // Nothing half-written: every session has its one job and one debit, and every job is run.
    const settled = await untilAllSettled(topology, ada.user.id, 120_000);
    const sessionsWithoutOneJob = await count(topology, `SELECT count(*)::int AS n FROM sessions s WHERE (SELECT count(*) FROM jobs j WHERE j.session_id = s.id) <> 1`);
    const lostSessions = startedSessions.length - (await count(topology, `SELECT count(*)::int AS n FROM sessions WHERE id = ANY($1::uuid[])`, [startedSessions]));
    const folders = new Set((await rows<{ name: string }>(topology, `SELECT name FROM assets WHERE type = 'folder' AND NOT is_deleted`)).map((row) => row.name));
    const lostFolders = createdFolders.filter((name) => !folders.has(name)).length;
    const refusedButKept = refusedFolders.filter((name) => folders.has(name)).length;
    const ledger = await ledgerChecks(topology, ada.user.id, await grantedOf(topology, ada.user.id));
    // Every process lived through it.
    const died = [...topology.apis, ...topology.workers].filter((node) => node.child.exitCode !== null || node.child.signalCode !== null);
    for (const node of died) console.log(`${node.name} exited (${node.child.signalCode ?? node.child.exitCode}); the end of its output:\n${node.output().slice(-3000)}`);
    // The realtime path came back too: a socket on API 2 hears a job started on API 1 after the restart.
    const socket = connect(apis[1]!, { transports: ['websocket'], auth: { token: ada.token }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const after = await callJson<Session>(apis[0]!, 'POST', '/v3/sessions', ada.token, { type: 'retopology', input: { mesh: mesh.id, target_triangles: 50 } }, 201);
    const heardAfter = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 30_000);
      socket.on('job_update', (job: Job) => {
        if (job.id === after.jobs[0]!.id && job.status === 'succeeded') {
          clearTimeout(timer);
          resolve(true);
        }
      });
    });
    socket.disconnect();
    report(
      'postgres-restart',
      {
        'load clients': CLIENTS,
        'PostgreSQL down (stop, 2 s, start; ms)': (restartedAt - restartStarted).toString(),
        'requests before the restart': before.ok + before.unavailable + before.otherErrors + before.noAnswer,
        '2xx': tally.ok,
        '503 SERVICE_UNAVAILABLE {message, code}': tally.unavailable,
        'other errors': `${tally.otherErrors}${tally.samples.length ? ` (${tally.samples.join(' | ')})` : ''}`,
        'no answer': tally.noAnswer,
        'first 2xx after the restart (ms)': recoveryMs,
        'folders answered 201 / missing': `${createdFolders.length} / ${lostFolders}`,
        'folders refused but stored (commit answered as failed)': refusedButKept,
        'sessions answered 201 / missing': `${startedSessions.length} / ${lostSessions}`,
        'sessions without exactly one job': sessionsWithoutOneJob,
        ...ledger.counts,
        'a job after the restart heard on the other node': heardAfter ? 'yes' : 'no',
      },
      {
        'some requests refused with 503 during the restart': tally.unavailable > 0,
        'no other 5xx': tally.otherErrors === 0,
        'recovered within 10 s': recoveryMs <= 10_000,
        'nothing answered 201 is missing': lostFolders === 0 && lostSessions === 0,
        'every session has its one job': sessionsWithoutOneJob === 0,
        'every job run to the end': settled,
        ...ledger.checks,
        'realtime works after the restart': heardAfter,
      },
    );
  } finally {
    await topology.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The S3 server down.

async function s3Down(databaseUrl: string): Promise<void> {
  const UPLOADS_WHILE_DOWN = 10;
  const PREVIEWS = 3;
  // Previews are rendered by the API process that took the upload.
  const topology = await startTopology({ databaseUrl, apiNodes: 1, workers: 1, env: { ...QUEUE, PREVIEW_RENDERER: 'on' } });
  try {
    const api = topology.apis[0]!.url;
    const ada = await studioPerson(api, 'ada@example.com', 1000);
    // Uploaded while S3 is up; their previews are drawn after the answer, when S3 has gone down.
    const meshes = [];
    for (let i = 0; i < PREVIEWS; i++) meshes.push(await uploadGridMesh(api, ada.token, 30 + i, `Before ${i}`));
    await topology.s3.pause();
    const downAt = Date.now();
    const keysBefore: string[] = [];
    const statuses = new Map<string, number>();
    let clearRefusals = 0;
    const rowsBefore = await count(topology, 'SELECT count(*)::int AS n FROM assets');
    for (let i = 0; i < UPLOADS_WHILE_DOWN; i++) {
      const form = new FormData();
      form.append('name', `While down ${i}`);
      form.append('file', new Blob([gridGlb(8)]), 'down.glb');
      const response = await fetch(`${api}/v3/assets/upload`, { method: 'POST', headers: { authorization: `Bearer ${ada.token}` }, body: form });
      statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
      const body = (await response.json()) as { code?: string; message?: string };
      if (response.status === 503 && body.code === 'SERVICE_UNAVAILABLE' && body.message?.includes('File storage')) clearRefusals++;
    }
    const rowsAfter = await count(topology, 'SELECT count(*)::int AS n FROM assets');
    const fileWhileDown = await fetch(`${api}${String(meshes[0]!.data.file_url)}`);
    const pendingWhileDown = await count(topology, `SELECT count(*)::int AS n FROM assets WHERE data->>'preview_status' = 'pending'`);
    await sleep(Math.max(0, 6000 - (Date.now() - downAt)));
    const pendingAtResume = await count(topology, `SELECT count(*)::int AS n FROM assets WHERE data->>'preview_status' = 'pending'`);
    const failedAtResume = await count(topology, `SELECT count(*)::int AS n FROM assets WHERE data->>'preview_status' = 'failed'`);
    await topology.s3.resume();
    const resumedAt = Date.now();
    keysBefore.push(...(await topology.s3.keys()));
    let ready = 0;
    for (const end = Date.now() + 120_000; Date.now() < end; await sleep(500)) {
      ready = await count(topology, `SELECT count(*)::int AS n FROM assets WHERE type = 'mesh' AND data->>'preview_status' = 'ready'`);
      if (ready === PREVIEWS) break;
    }
    const readyAfterMs = Date.now() - resumedAt;
    const uploadAfter = await uploadGridMesh(api, ada.token, 8, 'After').then(
      () => true,
      () => false,
    );
    const keys = await topology.s3.keys();
    const known = new Set(
      (await rows<{ key: string }>(topology, `SELECT value AS key FROM assets, jsonb_each_text(data) WHERE key LIKE '%\\_key' ESCAPE '\\'`)).map((row) => row.key),
    );
    const orphans = keys.filter((key) => !known.has(key));
    report(
      's3-down',
      {
        'uploads while down': UPLOADS_WHILE_DOWN,
        'answers (status: count)': [...statuses].map(([status, n]) => `${status}: ${n}`).join(', '),
        '503 SERVICE_UNAVAILABLE naming the file storage': clearRefusals,
        'asset rows added while down': rowsAfter - rowsBefore,
        'a file link while down': fileWhileDown.status,
        'previews pending while down / at resume / failed': `${pendingWhileDown} / ${pendingAtResume} / ${failedAtResume}`,
        'preview tries the storage refused, put off to later': topology.apis[0]!.output().split('it will be tried again').length - 1,
        'previews ready after S3 came back': `${ready} of ${PREVIEWS}, ${readyAfterMs} ms after`,
        'stored files without an asset': orphans.length,
      },
      {
        'every upload refused with 503 naming the file storage': clearRefusals === UPLOADS_WHILE_DOWN,
        'nothing stored while down': rowsAfter === rowsBefore && orphans.length === 0,
        'file links answer 503 while down': fileWhileDown.status === 503,
        'no preview failed for the outage': failedAtResume === 0,
        'previews rendered once S3 is back': ready === PREVIEWS,
        'uploads work again': uploadAfter,
      },
    );
  } finally {
    await topology.close();
  }
}

const port = Number(process.env.FAULTS_PG_PORT ?? 4860);
console.log(`Fault runs: ${chosen.join(', ')}. PostgreSQL: a throwaway cluster on port ${port}; API and worker processes run src/ with tsx.`);
for (const [index, scenario] of chosen.entries()) {
  const name = `facet_faults_${index}`;
  try {
    await withPostgres(port, name, async (postgres, url) => {
      if (scenario === 'worker-kill') await workerKill(url);
      else if (scenario === 'api-restart') await apiRestart(url);
      else if (scenario === 'postgres-restart') await postgresRestart(postgres, url);
      else await s3Down(url);
    });
  } catch (error) {
    console.log(`\n== ${scenario}: FAIL (did not finish)\n  ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    results.push({ scenario, held: false });
  }
}
console.log(`\n${results.map(({ scenario, held }) => `${scenario} ${held ? 'PASS' : 'FAIL'}`).join(', ')}`);
process.exit(results.every(({ held }) => held) ? 0 : 1);
