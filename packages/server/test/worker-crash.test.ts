/**
 * A worker process killed with SIGKILL in the middle of 20 jobs: once a new worker has taken over,
 * every job has ended succeeded, or failed and refunded, with no output made twice and no refund
 * given twice. Needs PostgreSQL (a separate worker process cannot share the embedded database).
 */
import type { Job, Session, TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';
import { credits, setTier, startRetopology, uploadGrid } from './sessions-helpers';
import { connected, recordSocketEvents, socketFor } from './socket-helpers';
import { jobStatuses, startWorkerProcess, until, type WorkerProcess } from './worker-helpers';

const postgres = databaseTargets().find((target) => target.kind === 'postgres');
const JOBS = 20;
/** Every node of a deployment shares these; a job whose worker vanished is taken again after 3 s. */
const QUEUE_SETTINGS = { JOB_EXPIRE_SECONDS: '3', QUEUE_MAINTENANCE_SECONDS: '1', JOB_RETRY_LIMIT: '3', JOB_RETRY_DELAY_SECONDS: '1' };

describe.skipIf(!postgres)('a worker killed mid-way (PostgreSQL)', () => {
  let server: TestServer;
  let ada: TokenResponse;
  const workers: WorkerProcess[] = [];

  function startWorker(): WorkerProcess {
    const worker = startWorkerProcess(server, { WORKER_CONCURRENCY: '2', ...QUEUE_SETTINGS });
    workers.push(worker);
    return worker;
  }

  const statuses = () => jobStatuses(server);

  beforeAll(async () => {
    server = await startTestServer(postgres!, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'off', ...QUEUE_SETTINGS });
    const admin = await adminSignIn(server);
    ada = await register(server, 'ada@example.com');
    await setTier(server, admin.token, ada, 'studio');
    await server.app.services.credits.apply({ userId: ada.user.id, amount: JOBS * 10, reason: 'admin_adjustment', reference: 'crash-test' });
  }, 60_000);

  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await server.close();
  });

  it('ends every job succeeded or failed-and-refunded, with no duplicate outputs or refunds', async () => {
    const mesh = await uploadGrid(server, ada.token, 160, 'Dense grid');
    const balance = await credits(server, ada.token);
    const sessions: Session[] = [];
    for (let i = 0; i < JOBS; i++) sessions.push(await json<Session>(await startRetopology(server, ada.token, { mesh: mesh.id, target_triangles: 500, lods: 2 }), 201));
    expect(await credits(server, ada.token)).toBe(balance - JOBS * 10);

    // The workers' events reach this API server's sockets through PostgreSQL.
    const socket = socketFor(server, ada.token);
    await connected(socket);
    const heard = recordSocketEvents<Job>(socket, 'job_update');

    const first = startWorker();
    await until(server, async () => ((await statuses()).succeeded ?? 0) >= 2 && ((await statuses()).running ?? 0) >= 1, 60_000, 'some done and some running');
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = await statuses();
    expect(atKill.running ?? 0).toBeGreaterThan(0);

    startWorker();
    await until(server, async () => {
      const now = await statuses();
      return (now.succeeded ?? 0) + (now.failed ?? 0) === JOBS;
    }, 90_000, 'every job settled');

    const jobs = (await server.database.executeSql('SELECT id, status, refunded, credits FROM jobs')).rows;
    const succeeded = jobs.filter((job) => job.status === 'succeeded');
    const failed = jobs.filter((job) => job.status === 'failed');
    expect(succeeded.length + failed.length).toBe(JOBS);
    for (const job of failed) expect(job.refunded).toBe(true);

    // Two LODs per succeeded job, each made once.
    const outputs = (await server.database.executeSql('SELECT source_job_id, output_key FROM assets WHERE source_job_id IS NOT NULL')).rows;
    expect(outputs).toHaveLength(succeeded.length * 2);
    expect(new Set(outputs.map((row) => `${String(row.source_job_id)}/${String(row.output_key)}`)).size).toBe(outputs.length);
    // Files: one stored GLB per output, none left over from an attempt that was cut off.
    const { readdir } = await import('node:fs/promises');
    const stored = await readdir(`${server.dataDir}/files/users/${ada.user.id}/assets`);
    expect(stored).toHaveLength(1 + outputs.length);

    const refunds = (await server.database.executeSql(`SELECT reference, count(*)::int AS count FROM credit_ledger WHERE reason = 'refund' GROUP BY reference`)).rows;
    for (const refund of refunds) expect(refund.count).toBe(1);
    expect(refunds).toHaveLength(failed.length);
    expect(await credits(server, ada.token)).toBe(balance - succeeded.length * 10);
    // Each settled job is heard on the socket. The last events may still be on their way through
    // PostgreSQL when the rows already read as settled; and a job the killed worker settled without
    // living to say so is told when the queue delivers it again (its lease is 3 s). So a few seconds.
    const settledHeard = () => new Set(heard.filter((job) => job.status === 'succeeded' || job.status === 'failed').map((job) => job.id));
    for (const deadline = Date.now() + 10_000; settledHeard().size < JOBS && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settledHeard().size).toBe(JOBS);
    socket.disconnect();
  }, 180_000);
});
