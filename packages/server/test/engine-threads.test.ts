/**
 * Tools run in the engine's worker threads, not on the event loop that answers requests: while a run
 * works the API answers; a run past its time limit or its memory limit is ended, fails in a sentence
 * naming the limit, is refunded once and is not tried again; an upload whose reading goes past its
 * limits is refused in words. The limits here are tiny so the runs end fast.
 */
import type { Session, TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { upload } from './assets-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';
import { credits, expectFailedAndRefundedOnce, gridGlb, settledJob, startTool, uploadGrid } from './sessions-helpers';
import { toolPipelineOf } from '../src/sessions/tool-pipelines';
import { startToolServer, until } from './worker-helpers';

/** 320,000 triangles: about four seconds of print preparation here, well past a 1-second limit. */
const DENSE_CELLS = 400;

describe('tool runs in the engine threads', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    ({ server, person } = await startToolServer('threads@example.com', {
      PRINT_3D_TIME_LIMIT_SECONDS: '1',
      SEGMENTATION_MEMORY_LIMIT_MB: '16',
      // Retries as in production: a run over its limit must not use them.
      JOB_RETRY_LIMIT: '2',
    }));
  }, 60_000);
  afterAll(() => server?.close());

  async function jobOf(session: Session): Promise<{ status: string; stage: string | null }> {
    const { rows } = await server.database.executeSql('SELECT status, stage FROM jobs WHERE session_id = $1', [session.id]);
    return rows[0] as { status: string; stage: string | null };
  }

  /** Starts a run; resolves with the session and what it cost. */
  async function start(type: string, input: Record<string, unknown>): Promise<{ session: Session; balance: number; charged: number }> {
    const balance = await credits(server, person.token);
    const session = await json<Session>(await startTool(server, person.token, type, input), 201);
    return { session, balance, charged: balance - (await credits(server, person.token)) };
  }

  it('answers requests while a run works, and ends the run at its time limit: failed in words, refunded once', async () => {
    const mesh = await uploadGrid(server, person.token, DENSE_CELLS, 'Dense grid');
    const run = await start('print_3d', { mesh: mesh.id });
    // The engine has begun once the job reports a stage. On a machine busy enough (the engine threads
    // run at a lower priority than requests) the run can reach its 1-second limit before its first stage.
    await until(server, async () => (await jobOf(run.session)).stage !== null || (await jobOf(run.session)).status === 'failed', 30_000, 'the run reports its first stage or ends');
    const before = await jobOf(run.session);
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    // Answered while the run was still working, when it was: a run cannot end before its time limit does.
    if (before.status === 'running') expect((await jobOf(run.session)).status).toBe('running');

    const job = await settledJob(server, person.token, run.session.id);
    await expectFailedAndRefundedOnce(server, person.token, { ...run, job }, 'The run went past its time limit of 1 second.');
    // Failed at once, not after the queue's retries.
    const { rows } = await server.database.executeSql('SELECT retry_count FROM pgboss.job WHERE data->>$1 = $2', ['jobId', job.id]);
    expect(rows.map((row) => Number(row.retry_count))).toEqual([0]);
  }, 60_000);

  it('sends a run\'s progress only from the time it is wanted on', async () => {
    const { engine } = server.app.services;
    const input = toolPipelineOf('retopology')!.definition.input.parse({ mesh: '01890000-0000-7000-8000-000000000001', mode: 'swift', target_triangles: 50 }) as Record<string, unknown>;
    const run = async (progressFrom: number) => {
      const steps: string[] = [];
      const result = await engine.runTool('retopology', gridGlb(20), input, (_fraction, stage) => steps.push(stage), {}, { progressFrom });
      return { steps, files: result.files.length };
    };
    const all = await run(0);
    expect(all.steps.length).toBeGreaterThan(1);
    // A run whose progress is wanted only later sends none, and makes the same files.
    expect(await run(Date.now() + 60_000)).toEqual({ steps: [], files: all.files });
  });

  it('ends a run past its memory limit: failed in words, refunded once', async () => {
    const mesh = await uploadGrid(server, person.token, 20, 'Small grid');
    const run = await start('segmentation', { asset: mesh.id });
    const job = await settledJob(server, person.token, run.session.id);
    await expectFailedAndRefundedOnce(server, person.token, { ...run, job }, 'The run needed more than its memory limit of 16 MB.');
    // The tools under their limits still run: the pool that ran out is replaced, not left broken.
    // (Not 3D printing: its time limit here is 1 second, which a busy machine can take on any mesh.)
    const other = await start('splat_generation', { mesh: mesh.id });
    expect(await settledJob(server, person.token, other.session.id)).toMatchObject({ status: 'succeeded' });
  }, 60_000);
});

describe('uploads read in the engine threads', () => {
  let server: TestServer;
  let person: TokenResponse;

  beforeAll(async () => {
    server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', INGEST_MEMORY_LIMIT_MB: '16' });
    person = await register(server, 'reading@example.com');
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses a file whose reading needs more than its memory limit with 415, in words', async () => {
    const response = await upload(server, { token: person.token, bytes: gridGlb(4), fileName: 'grid.glb' });
    expect(await json(response, 415)).toEqual({ code: 'UNSUPPORTED_FILE', message: 'Reading this file needed more than its memory limit of 16 MB.' });
  }, 60_000);
});
