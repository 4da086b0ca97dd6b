/**
 * A worker process told to stop (SIGTERM or SIGINT, as a deploy or Ctrl-C does) exits 0 with nothing
 * on stderr. A job it has in hand is finished first, or, once WORKER_STOP_SECONDS have passed,
 * handed back to the queue, where another worker takes it: the job succeeds once, its outputs are
 * made once, and its price is charged once. Needs PostgreSQL, as workers do.
 */
import { RETOPOLOGY_COSTS, type Session, type TokenResponse } from '@facet/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';
import { credits, setTier, startRetopology, uploadGrid } from './sessions-helpers';
import { jobStatuses, startWorkerProcess, until, type WorkerProcess, workerReady } from './worker-helpers';

const postgres = databaseTargets().find((target) => target.kind === 'postgres');
/**
 * Every node of a deployment shares these. Jobs here take seconds, well within their expiry, and a
 * test waits for nothing that only an expiry would bring about (a delivery left behind by a stop).
 */
const QUEUE_SETTINGS = { JOB_EXPIRE_SECONDS: '120', QUEUE_MAINTENANCE_SECONDS: '1', JOB_RETRY_LIMIT: '2', JOB_RETRY_DELAY_SECONDS: '1' };
const PRICE = RETOPOLOGY_COSTS.swift;
/** 720,000 triangles: a few seconds of retopology, long enough to be stopped in the middle. */
const DENSE_CELLS = 600;
const LODS = 2;

describe.skipIf(!postgres)('a worker told to stop (PostgreSQL)', () => {
  let server: TestServer;
  let ada: TokenResponse;
  let meshId: string;
  const workers: WorkerProcess[] = [];

  function startWorker(env: Record<string, string> = {}): WorkerProcess {
    // Logging at info: the test waits for the worker's "taking tool jobs" line.
    const worker = startWorkerProcess(server, { LOG_LEVEL: 'info', ...QUEUE_SETTINGS, ...env });
    workers.push(worker);
    return worker;
  }

  async function stopped(worker: WorkerProcess, signal: NodeJS.Signals): Promise<number | null> {
    worker.child.kill(signal);
    return worker.exited;
  }

  /** The job of the session's run, as the jobs table has it. */
  async function jobOf(session: Session): Promise<{ id: string; status: string; refunded: boolean }> {
    const { rows } = await server.database.executeSql('SELECT id, status, refunded FROM jobs WHERE session_id = $1', [session.id]);
    expect(rows).toHaveLength(1);
    return rows[0] as { id: string; status: string; refunded: boolean };
  }

  /** The job's outputs, each made once, and what its owner was charged and refunded for it. */
  async function expectSettledOnce(session: Session, balanceBefore: number): Promise<void> {
    const job = await jobOf(session);
    expect(job).toMatchObject({ status: 'succeeded', refunded: false });
    const outputs = (await server.database.executeSql('SELECT output_key FROM assets WHERE source_job_id = $1', [job.id])).rows;
    expect(outputs.map((row) => row.output_key).sort()).toEqual(Array.from({ length: LODS }, (_, index) => `lod${index}.glb`));
    // One charge, no refund.
    const ledger = (await server.database.executeSql('SELECT reason, amount FROM credit_ledger WHERE reference = $1', [job.id])).rows;
    expect(ledger).toEqual([{ reason: 'tool_run', amount: -PRICE }]);
    expect(await credits(server, ada.token)).toBe(balanceBefore - PRICE);
  }

  /** Starts a run on the dense mesh; resolves with the session and the balance before it. */
  async function startDenseRun(): Promise<{ session: Session; balanceBefore: number }> {
    const balanceBefore = await credits(server, ada.token);
    const session = await json<Session>(await startRetopology(server, ada.token, { mesh: meshId, target_triangles: 500, lods: LODS }), 201);
    return { session, balanceBefore };
  }

  beforeAll(async () => {
    server = await startTestServer(postgres!, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'off', ...QUEUE_SETTINGS });
    const admin = await adminSignIn(server);
    ada = await register(server, 'ada@example.com');
    await setTier(server, admin.token, ada, 'studio');
    await server.app.services.credits.apply({ userId: ada.user.id, amount: 10 * PRICE, reason: 'admin_adjustment', reference: 'stop-test' });
    meshId = (await uploadGrid(server, ada.token, DENSE_CELLS, 'Dense grid')).id;
  }, 60_000);

  afterEach(async () => {
    for (const worker of workers.splice(0)) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
      await worker.exited;
    }
  });

  afterAll(async () => {
    await server?.close();
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`exits 0 on ${signal} with nothing to do, and says nothing on stderr`, async () => {
      const worker = startWorker();
      await workerReady(worker);
      expect(await stopped(worker, signal)).toBe(0);
      expect(worker.stderr()).toBe('');
      expect(worker.stdout()).toContain('worker stopped');
    });
  }

  it('finishes the job in hand before it exits', async () => {
    const { session, balanceBefore } = await startDenseRun();
    const worker = startWorker({ WORKER_STOP_SECONDS: '60' });
    await until(server, async () => (await jobOf(session)).status === 'running', 30_000, 'the job running');

    expect(await stopped(worker, 'SIGTERM')).toBe(0);
    expect(worker.stderr()).toBe('');
    // Settled by this worker before it exited: nothing is left for another one.
    await expectSettledOnce(session, balanceBefore);
    const queued = await server.database.executeSql(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'tool-jobs' AND state < 'completed'`);
    expect(queued.rows[0]!.count).toBe(0);
  }, 90_000);

  it('hands a job still running after WORKER_STOP_SECONDS back to the queue, where another worker finishes it', async () => {
    const { session, balanceBefore } = await startDenseRun();
    const first = startWorker({ WORKER_STOP_SECONDS: '0' });
    await until(server, async () => (await jobOf(session)).status === 'running', 30_000, 'the job running');

    expect(await stopped(first, 'SIGTERM')).toBe(0);
    expect(first.stderr()).toBe('');
    expect(first.stdout()).toContain('"handedBack":1');
    // Back in the queue as a new delivery with no attempt spent, for the next worker at once. (Its
    // run in the stopping worker is not stopped: in the moment before that process exits it may
    // still finish the job, which then stays finished.)
    const { id: jobId, status } = await jobOf(session);
    const deliveries = await server.database.executeSql(
      `SELECT state, retry_count FROM pgboss.job WHERE name = 'tool-jobs' AND data->>'jobId' = $1 ORDER BY created_on`,
      [jobId],
    );
    expect(deliveries.rows).toEqual([
      { state: 'completed', retry_count: 0 },
      { state: 'created', retry_count: 0 },
    ]);
    expect(['running', 'succeeded']).toContain(status);

    const second = startWorker();
    await until(
      server,
      async () => {
        const { rows } = await server.database.executeSql(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'tool-jobs' AND state < 'completed'`);
        return rows[0]!.count === 0 && (await jobOf(session)).status === 'succeeded';
      },
      60_000,
      'the job finished and its new delivery taken',
    );
    await expectSettledOnce(session, balanceBefore);
    expect(await stopped(second, 'SIGTERM')).toBe(0);
    expect(second.stderr()).toBe('');
    expect(await jobStatuses(server)).not.toHaveProperty('failed');
  }, 120_000);
});
