/**
 * The job queue's stop, on each database: jobs in hand finish within the grace period and are
 * recorded as completed before `stop` resolves; a job still running after it is handed back (a new
 * delivery, with the attempts it had left) and its first delivery is closed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { JobQueue, TOOL_QUEUE, type ToolJobMessage } from '../src/queue/job-queue';
import { databaseTargets, openTestDatabase, type TestDatabase } from './helpers';

describe.each(databaseTargets())('job queue stop on $kind', (target) => {
  let testDatabase: TestDatabase | undefined;

  afterEach(async () => {
    await testDatabase?.dispose();
    testDatabase = undefined;
  });

  async function startQueue(stopGraceSeconds: number): Promise<JobQueue> {
    testDatabase = await openTestDatabase(target);
    return JobQueue.start(testDatabase.database, { stopGraceSeconds, retryLimit: 2, pollingIntervalSeconds: 0.5 });
  }

  async function send(queue: JobQueue, message: ToolJobMessage): Promise<void> {
    await testDatabase!.database.db.transaction((tx) => queue.send(message, tx));
  }

  async function deliveries(): Promise<{ state: string; retry_limit: number; retry_count: number; output: unknown }[]> {
    const { rows } = await testDatabase!.database.executeSql(
      `SELECT state, retry_limit, retry_count, output FROM pgboss.job WHERE name = '${TOOL_QUEUE}' ORDER BY created_on`,
    );
    return rows as { state: string; retry_limit: number; retry_count: number; output: unknown }[];
  }

  /** A handler that reports when it starts and runs until the test lets it end. */
  function heldHandler() {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started: (jobId: string) => void = () => undefined;
    const start = new Promise<string>((resolve) => (started = resolve));
    return {
      handler: async ({ jobId }: ToolJobMessage) => {
        started(jobId);
        await released;
      },
      start,
      release,
    };
  }

  it('lets a job in hand finish within the grace period and records it completed before resolving', async () => {
    const queue = await startQueue(30);
    const held = heldHandler();
    await queue.work(held.handler);
    await send(queue, { jobId: 'job-1' });
    expect(await held.start).toBe('job-1');

    const stopped = queue.stop();
    setTimeout(held.release, 300);
    await stopped;
    expect(await deliveries()).toMatchObject([{ state: 'completed' }]);
  });

  it('hands a job still running after the grace period back to the queue, with its attempts left', async () => {
    const queue = await startQueue(0);
    const held = heldHandler();
    await queue.work(held.handler);
    await send(queue, { jobId: 'job-2' });
    await held.start;

    await queue.stop();
    expect(await deliveries()).toEqual([
      { state: 'completed', retry_limit: 2, retry_count: 0, output: { handedBack: true } },
      { state: 'created', retry_limit: 2, retry_count: 0, output: null },
    ]);
    // The abandoned run ending later changes nothing in the queue.
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await deliveries()).map((delivery) => delivery.state)).toEqual(['completed', 'created']);
  });
});
