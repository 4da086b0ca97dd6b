/**
 * The job queue on each database. Its stop: jobs in hand finish within the grace period and are
 * recorded as completed before `stop` resolves; a job still running after it is handed back (a new
 * delivery, with the attempts it had left) and its first delivery is closed. Its wake-up: a queued
 * job is taken at once, not at the next poll, from another process on PostgreSQL (a NOTIFY, also
 * after the LISTEN connection dropped) and within the process on PGlite. Its fetch: the next jobs come
 * from an index in their order, not from reading and sorting every queued job.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { createRequire } from 'node:module';
import { FETCH_ORDER_INDEX, JobQueue, QUEUE_SETUP_LOCK_KEY, TOOL_DEAD_LETTER_QUEUE, TOOL_JOBS_CHANNEL, TOOL_QUEUE, type ToolJobMessage } from '../src/queue/job-queue';
import { databaseTargets, openTestDatabase, type TestDatabase } from './helpers';

/** pg-boss's statements, to check that the index made for its fetch serves the fetch it sends. */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as { fetchNextJob: (schema: string) => (options: { includeMetadata: boolean }) => string };

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

  it('runs as many jobs at once as it is given, no more, and has a failed one retried', async () => {
    const queue = await startQueue(0);
    for (const jobId of ['job-a', 'job-b', 'job-c', 'job-d']) await send(queue, { jobId });
    const running = new Set<string>();
    let most = 0;
    const releases: (() => void)[] = [];
    await queue.work(async ({ jobId }) => {
      running.add(jobId);
      most = Math.max(most, running.size);
      await new Promise<void>((resolve) => releases.push(resolve));
      running.delete(jobId);
      if (jobId === 'job-b') throw new Error('the engine stopped');
    }, 3);
    await vi.waitFor(() => expect(running.size).toBe(3));
    // The fourth waits for a slot.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(running.size).toBe(3);
    for (const release of releases.splice(0)) release();
    await vi.waitFor(() => expect(running.size).toBe(1));
    releases.splice(0).forEach((release) => release());
    await vi.waitFor(async () => {
      const states = (await deliveries()).map((delivery) => delivery.state).sort();
      expect(states).toEqual(['completed', 'completed', 'completed', 'retry']);
    });
    expect(most).toBe(3);
    await queue.stop();
  });

  it('starts a delivery\'s expiry again when its handler renews it, in the database and here; without, it expires', async () => {
    testDatabase = await openTestDatabase(target);
    const queue = await JobQueue.start(testDatabase.database, { stopGraceSeconds: 0, retryLimit: 2, retryDelaySeconds: 60, pollingIntervalSeconds: 0.5, expireInSeconds: 2 });
    const startedOn = async (jobId: string) => {
      const { rows } = await testDatabase!.database.executeSql(`SELECT started_on FROM pgboss.job WHERE name = '${TOOL_QUEUE}' AND data->>'jobId' = $1 ORDER BY created_on`, [jobId]);
      return new Date(String((rows[0] as { started_on: Date | string }).started_on)).getTime();
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const renewed: boolean[] = [];
    const moved: number[] = [];
    await queue.work(async ({ jobId }, delivery) => {
      await pause(1_300);
      if (jobId === 'job-renewed') {
        const before = await startedOn(jobId);
        renewed.push(await delivery.renew());
        moved.push((await startedOn(jobId)) - before);
      }
      await pause(1_300);
    }, 2);
    await send(queue, { jobId: 'job-renewed' });
    await send(queue, { jobId: 'job-not-renewed' });
    await vi.waitFor(
      async () => {
        const { rows } = await testDatabase!.database.executeSql(
          `SELECT data->>'jobId' AS job, state, output FROM pgboss.job WHERE name = '${TOOL_QUEUE}' AND state <> 'active' ORDER BY data->>'jobId'`,
        );
        expect(rows.map((row) => [row.job, row.state])).toEqual([
          ['job-not-renewed', 'retry'],
          ['job-renewed', 'completed'],
        ]);
        expect(JSON.stringify(rows[0]?.output)).toContain('ran past its expiry of 2 s');
      },
      { timeout: 8_000, interval: 100 },
    );
    expect(renewed).toEqual([true]);
    // The expiry counts from the renewal: 1.3 s and more after the delivery began.
    expect(moved[0]).toBeGreaterThanOrEqual(1_000);
    await queue.stop();
  });

  it('has a job retried whose handler throws before it awaits anything', async () => {
    const queue = await startQueue(0);
    await queue.work(({ jobId }) => {
      throw new Error(`${jobId} could not begin`);
    });
    await send(queue, { jobId: 'job-sync' });
    await vi.waitFor(async () => expect((await deliveries()).map((delivery) => delivery.state)).toEqual(['retry']));
    await queue.stop();
  });

  it('takes a job nobody announced at the next poll, while its other slot is busy', async () => {
    const queue = await startQueue(0);
    const taken: string[] = [];
    let release: () => void = () => undefined;
    await queue.work(async ({ jobId }) => {
      taken.push(jobId);
      if (jobId === 'job-long') await new Promise<void>((resolve) => (release = resolve));
    }, 2);
    await send(queue, { jobId: 'job-long' });
    queue.wake();
    await vi.waitFor(() => expect(taken).toEqual(['job-long']));
    // Queued behind the queue's back (as a retry whose delay has passed is): no NOTIFY and no wake,
    // so only the poll finds it.
    await testDatabase!.database.executeSql(`INSERT INTO pgboss.job (name, data) VALUES ($1, $2)`, [TOOL_QUEUE, { jobId: 'job-quiet' }]);
    try {
      // The poll is every half second.
      await vi.waitFor(() => expect(taken).toEqual(['job-long', 'job-quiet']), { timeout: 3_000 });
    } finally {
      release();
    }
    await queue.stop();
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

describe.each(databaseTargets())('job queue wake-up on $kind', (target) => {
  /** Polls once a minute: a job taken within the test's time was taken by the wake-up. */
  const POLL_SECONDS = 60;
  const PROMPT_MS = 1_000;
  let testDatabase: TestDatabase | undefined;
  const queues: JobQueue[] = [];

  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await testDatabase?.dispose();
    testDatabase = undefined;
  });

  async function startQueue(): Promise<JobQueue> {
    testDatabase ??= await openTestDatabase(target, { migrated: true });
    const queue = await JobQueue.start(testDatabase.database, { pollingIntervalSeconds: POLL_SECONDS, stopGraceSeconds: 0 });
    queues.push(queue);
    return queue;
  }

  /** A worker that answers each job it takes with how long after `since()` it took it. */
  async function timedWorker(queue: JobQueue) {
    const taken: ((ms: number) => void)[] = [];
    let since = 0;
    await queue.work(async () => {
      taken.shift()?.(performance.now() - since);
    });
    // pg-boss's first fetch, at start, found nothing: the worker now sleeps out its interval.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return async (send: () => Promise<void>) => {
      const pickedUp = new Promise<number>((resolve) => taken.push(resolve));
      since = performance.now();
      await send();
      return Promise.race([pickedUp, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 10_000))]);
    };
  }

  it('takes a job as soon as its transaction commits, long before the next poll', async () => {
    const worker = await startQueue();
    const measure = await timedWorker(worker);
    // On PostgreSQL the job comes from another queue, as from an API process: only the NOTIFY
    // reaches this one. On PGlite the process that queues it wakes its own workers, as a start does.
    const sender = target.kind === 'postgres' ? await startQueue() : worker;
    const ms = await measure(async () => {
      await testDatabase!.database.db.transaction((tx) => sender.send({ jobId: 'job-prompt' }, tx));
      sender.wake();
    });
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('starts every node of several starting together on a new database', async () => {
    testDatabase = await openTestDatabase(target, { migrated: true });
    // As on a new database: the queue's schema is not there yet. Each node makes the queues unless
    // another has: PostgreSQL may end one of two such creations as a deadlock, which the loser must
    // ride out. (The embedded database has one node.)
    await testDatabase.database.executeSql('DROP SCHEMA IF EXISTS pgboss CASCADE');
    await Promise.all(Array.from({ length: target.kind === 'postgres' ? 4 : 1 }, () => startQueue()));
    const { rows } = await testDatabase.database.executeSql(`SELECT name FROM pgboss.queue WHERE name = ANY($1) ORDER BY name`, [[TOOL_QUEUE, TOOL_DEAD_LETTER_QUEUE]]);
    expect(rows.map((row) => row.name)).toEqual([TOOL_QUEUE, TOOL_DEAD_LETTER_QUEUE].sort());
  });

  it.runIf(target.kind === 'postgres')('sets a queue up only once no other node is setting one up', async () => {
    testDatabase = await openTestDatabase(target, { migrated: true });
    await testDatabase.database.executeSql('DROP SCHEMA IF EXISTS pgboss CASCADE');
    const other = new pg.Client({ connectionString: testDatabase.databaseUrl });
    await other.connect();
    try {
      // Another node is in the middle of its setup.
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
      let started = false;
      const starting = startQueue().then(() => (started = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(started).toBe(false);
      expect((await testDatabase.database.executeSql(`SELECT to_regclass('pgboss.version') IS NULL AS absent`)).rows[0]?.absent).toBe(true);
      await other.query('COMMIT');
      await starting;
      expect(started).toBe(true);
    } finally {
      await other.end();
    }
  });

  it('takes an announced job into a free slot at once while its other slots are busy', async () => {
    const queue = await startQueue();
    const started = new Map<string, number>();
    const releases: (() => void)[] = [];
    const sendNow = async (jobId: string) => {
      await testDatabase!.database.db.transaction((tx) => queue.send({ jobId }, tx));
      queue.wake();
    };
    // Four jobs waiting for four slots: the first fetch comes full (the queue may have more). One
    // is done at once; three stay busy.
    for (const jobId of ['long-1', 'long-2', 'long-3', 'quick']) await sendNow(jobId);
    await queue.work(async ({ jobId }) => {
      started.set(jobId, performance.now());
      if (jobId !== 'quick') await new Promise<void>((resolve) => releases.push(resolve));
    }, 4);
    try {
      await vi.waitFor(() => expect(started.size).toBe(4));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const sent = performance.now();
      await sendNow('short');
      await vi.waitFor(() => expect(started.has('short')).toBe(true), { timeout: 5_000 });
      expect(started.get('short')! - sent).toBeLessThan(PROMPT_MS);
    } finally {
      releases.forEach((release) => release());
    }
  });

  it('gives the slot of a job whose run is over to the next, holding at most twice its slots', async () => {
    const queue = await startQueue();
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    const sendNow = async (jobId: string) => {
      await testDatabase!.database.db.transaction((tx) => queue.send({ jobId }, tx));
      queue.wake();
    };
    await queue.work(async ({ jobId }, delivery) => {
      started.push(jobId);
      // The run is over at once; storing its results takes until the test lets it go.
      delivery.finishing();
      await new Promise<void>((resolve) => releases.set(jobId, resolve));
    }, 1);
    try {
      for (const jobId of ['first', 'second', 'third']) await sendNow(jobId);
      // One slot: the first job finishing frees it for the second; the third waits, as two are in hand.
      await vi.waitFor(() => expect(started).toEqual(['first', 'second']));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(started).toEqual(['first', 'second']);
      releases.get('first')!();
      await vi.waitFor(() => expect(started).toEqual(['first', 'second', 'third']), { timeout: 5_000 });
    } finally {
      for (const release of releases.values()) release();
    }
  });

  it.runIf(target.kind === 'postgres')('listens again after its LISTEN connection drops', async () => {
    const worker = await startQueue();
    const measure = await timedWorker(worker);
    const sender = await startQueue();
    const admin = new pg.Client({ connectionString: testDatabase!.databaseUrl });
    await admin.connect();
    try {
      const listening = () =>
        admin.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1`, [`LISTEN "${TOOL_JOBS_CHANNEL}"`]);
      const { rows } = await listening();
      expect(rows).toHaveLength(1);
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      // A new connection LISTENs within the first retry delay.
      const end = Date.now() + 5_000;
      while ((await listening()).rows.length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
      const ms = await measure(() => testDatabase!.database.db.transaction((tx) => sender.send({ jobId: 'job-after-drop' }, tx)));
      expect(ms).toBeLessThan(PROMPT_MS);
    } finally {
      await admin.end();
    }
  });
});

describe.each(databaseTargets())('job queue fetch on $kind', (target) => {
  let testDatabase: TestDatabase | undefined;

  afterEach(async () => {
    await testDatabase?.dispose();
    testDatabase = undefined;
  });

  it('takes the next jobs through an index of the queued jobs in the order pg-boss takes them, not by reading them all', async () => {
    testDatabase = await openTestDatabase(target);
    const { database } = testDatabase;
    const queue = await JobQueue.start(database, { retryLimit: 2, pollingIntervalSeconds: 0.5 });
    try {
      // A deep queue behind a longer history: 2,000 jobs waiting, 3,000 done.
      await database.executeSql(`INSERT INTO pgboss.job (name, data, created_on) SELECT '${TOOL_QUEUE}', jsonb_build_object('jobId', 'job-' || g), now() - (5000 - g) * interval '1 second' FROM generate_series(1, 5000) g`);
      await database.executeSql(`UPDATE pgboss.job SET state = 'completed', completed_on = now() WHERE name = '${TOOL_QUEUE}' AND (data->>'jobId') IN (SELECT 'job-' || g FROM generate_series(1, 3000) g)`);
      await database.executeSql('ANALYZE pgboss.job');
      // pg-boss's own fetch, as its workers and ours send it, with a batch's values bound.
      const { indexes, sortsAll } = await fetchPlan(database);
      expect(indexes).toContain(`pgboss.${FETCH_ORDER_INDEX}`);
      expect(sortsAll).toBe(false);
      // And it takes the oldest waiting (the update answers them in no order of its own).
      const taken = await database.executeSql(plans.fetchNextJob('pgboss')({ includeMetadata: true }), [TOOL_QUEUE, 4]);
      expect(taken.rows.map((row) => (row.data as ToolJobMessage).jobId).sort()).toEqual(['job-3001', 'job-3002', 'job-3003', 'job-3004']);
    } finally {
      await queue.stop();
    }
  });

  it('brings the statistics up to date once its fetches meet a backlog, so the fetch stops sorting every waiting job', async () => {
    testDatabase = await openTestDatabase(target);
    const { database } = testDatabase;
    const queue = await JobQueue.start(database, { retryLimit: 2, pollingIntervalSeconds: 0.5 });
    try {
      // A burst the statistics have not seen: 100 jobs to run now and 2,000 due later.
      await database.executeSql(
        `INSERT INTO pgboss.job (name, data, created_on, start_after)
         SELECT '${TOOL_QUEUE}', jsonb_build_object('jobId', 'job-' || g), now() - (3000 - g) * interval '1 second', CASE WHEN g <= 100 THEN now() ELSE now() + interval '1 hour' END
         FROM generate_series(1, 2100) g`,
      );
      // Planned as the statistics stand, the fetch reads all 2,100 and sorts them.
      expect((await fetchPlan(database)).sortsAll).toBe(true);
      let ran = 0;
      await queue.work(async () => {
        ran++;
      }, 2);
      await vi.waitFor(() => expect(ran).toBe(100), { timeout: 20_000 });
      await vi.waitFor(async () => {
        const { indexes, sortsAll } = await fetchPlan(database);
        expect(indexes).toContain(`pgboss.${FETCH_ORDER_INDEX}`);
        expect(sortsAll).toBe(false);
      }, { timeout: 5_000 });
    } finally {
      await queue.stop();
    }
  });
});

/**
 * pg-boss's own fetch, as its workers and ours send it with a batch's values bound, planned: the
 * parent indexes of the partition's indexes it scans (the queue's partition has each as its own,
 * under a name PostgreSQL gave it), and whether it sorts the waiting jobs by priority.
 */
async function fetchPlan(database: TestDatabase['database']): Promise<{ indexes: string[]; sortsAll: boolean }> {
  const fetch = plans.fetchNextJob('pgboss')({ includeMetadata: true });
  const plan = JSON.stringify((await database.executeSql(`EXPLAIN (FORMAT JSON) ${fetch}`, [TOOL_QUEUE, 4])).rows[0]!['QUERY PLAN']);
  const scans = plan.match(/"Index Name":\s*"([^"]+)"/g)?.map((found) => found.replace(/.*"([^"]+)"$/, '$1')) ?? [];
  const indexes = await Promise.all(
    scans.map(async (index) => (await database.executeSql(`SELECT inhparent::regclass::text AS parent FROM pg_inherits WHERE inhrelid = 'pgboss.${index}'::regclass`)).rows[0]?.parent as string),
  );
  return { indexes, sortsAll: /"Node Type":\s*"Sort"[^}]*"Sort Key":\s*\[[^\]]*priority/.test(plan) };
}
