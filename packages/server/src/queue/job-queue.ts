/**
 * The tool-job queue: pg-boss over the product's own database, PostgreSQL or the embedded PGlite
 * (through pg-boss's `db` option). A job is sent inside the transaction that charges for it, so a
 * charge without a queued job, or a queued job without a charge, cannot happen.
 */
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, FacetDb } from '../db/database';
import { groupCommit } from '../lib/group-commit';

/** The schema pg-boss keeps its tables in, and the index made for its fetch beside them. */
const QUEUE_SCHEMA = 'pgboss';

export const TOOL_QUEUE = 'tool-jobs';
/** Where a job goes once its retries are spent: its handler fails it and refunds the credits. */
export const TOOL_DEAD_LETTER_QUEUE = 'tool-jobs-dead';
/**
 * The channel a queued job is announced on, on PostgreSQL: worker processes LISTEN on it and fetch
 * at once instead of waiting out their polling interval, which stays as the fallback.
 */
export const TOOL_JOBS_CHANNEL = 'facet_tool_jobs';

export interface QueueOptions {
  /** Attempts after the first one, each after a growing delay. */
  retryLimit: number;
  /** Seconds before the first retry; doubled for each next one. */
  retryDelaySeconds: number;
  /** A job running longer than this is taken to have lost its worker and is retried. */
  expireInSeconds: number;
  /** How often expired jobs are looked for. */
  maintenanceIntervalSeconds: number;
  /**
   * How often an idle worker asks for work (pg-boss's least is half a second). A fallback only:
   * workers are woken as soon as a job is queued (a NOTIFY on PostgreSQL, a call within the process).
   */
  pollingIntervalSeconds: number;
  /**
   * On stop, how long the jobs in hand may run on; those still running then are handed back to the
   * queue for another worker, without counting as an attempt.
   */
  stopGraceSeconds: number;
}

export const QUEUE_DEFAULTS: QueueOptions = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
  maintenanceIntervalSeconds: 30,
  pollingIntervalSeconds: 0.5,
  stopGraceSeconds: 10,
};

/** What a stop waits beyond the grace period, for the hand-backs themselves (and pg-boss's stop, for the dead letters). */
const HAND_BACK_MARGIN_MS = 5_000;
const LATE = Symbol('late');
const EXPIRED = Symbol('expired');
/** Deliveries recorded completed in one statement at most. */
const COMPLETE_BATCH_MAX = 50;
/** A statement recording completions that takes longer has failed (a connection that hangs). */
const COMPLETE_TIMEOUT_MS = 15_000;
/** How long before a failed record of completions is tried again. */
const COMPLETE_RETRY_MS = 1_000;
/**
 * Fetches in a row that come back full before the queue's statistics are brought up to date, and
 * the least time between two such updates by one process (see `analyzeBacklog`). Under a steady
 * load a fetch of one free slot comes back full too: that costs one ANALYZE of the tool queue's
 * partition a minute.
 */
const BACKLOG_FULL_FETCHES = 20;
const BACKLOG_ANALYZE_EVERY_MS = 60_000;

export interface ToolJobMessage {
  jobId: string;
}

/** What a handler may do with its delivery while it runs it. */
export interface Delivery {
  /**
   * Starts the delivery's expiry again from now, in the database (where other workers look for
   * jobs that lost theirs) and here: for a job that waited in this process for its turn to run (an
   * engine thread), so the wait does not eat into the time its run is allowed. Answers whether it
   * did: not once the delivery expired or ended.
   */
  renew(): Promise<boolean>;
  /**
   * Says the job's run is over and only its results are left to store and settle: its slot goes to
   * the next job, so the next run is taken while this one's writes are under way. The delivery is
   * still in hand (completed, or handed back at a stop, as before); a process holds at most twice
   * its concurrency in hand, those finishing included.
   */
  finishing(): void;
}

type Db = PgBoss.Db;

/**
 * pg-boss statements run inside a Drizzle transaction: `$n` placeholders become bound parameters of
 * one SQL chunk, so they travel on the transaction's own connection.
 */
export function transactionExecutor(tx: FacetDb): Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await tx.execute(statementOf(text, values))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

/**
 * A pg-boss statement as one Drizzle SQL chunk: its `$n` placeholders become bound parameters, or
 * the SQL given for them in `replace` (by number).
 */
function statementOf(text: string, values: readonly unknown[], replace: Readonly<Record<number, SQL>> = {}): SQL {
  const parts = text.split(/\$(\d+)/);
  // Drizzle leaves an undefined value out of the statement altogether; pg-boss means NULL by it.
  // `sql.param`: an array stays one parameter (pg-boss's `$2::uuid[]`), not a list of them.
  const chunks: SQL[] = parts.map((part, index) => {
    if (index % 2 === 0) return sql.raw(part);
    return replace[Number(part)] ?? sql`${sql.param(values[Number(part) - 1] ?? null)}`;
  });
  return sql.join(chunks);
}

/** Where pg-boss's insert statement names the queue (`$2 as name`); checked, so an upgrade that moves it fails loudly. */
const QUEUE_NAME_PARAMETER = 2;

export class JobQueue {
  /** Runs each tool job; set by `work`. */
  private handler: ((message: ToolJobMessage, delivery: Delivery) => Promise<void>) | undefined;
  /** Tool jobs this process runs at a time. */
  private slots = 0;
  /** The fetch loop, while this process works. */
  private loop: Promise<void> | undefined;
  /** Ends the loop's wait: a job was announced, a slot came free, or the stop began. */
  private signal: () => void = () => undefined;
  /** A job was announced, or the polling interval passed, since the last fetch: any free slot fetches. */
  private due = false;
  /** Ends the LISTEN that wakes this process's workers; set once the first worker starts. */
  private unlisten: Promise<() => Promise<void>> | undefined;
  /** Tool-job deliveries under way; each settles once its job is finished or handed back. */
  private readonly inHand = new Set<Promise<void>>();
  /** Deliveries in hand whose run is over (`Delivery.finishing`): they no longer take a slot. */
  private finishingCount = 0;
  private stopping = false;
  /** An ANALYZE of the queue's jobs is under way (`analyzeBacklog`). */
  private analyzing = false;
  /** Jobs handed back to the queue since the stop began. */
  private handedBack = 0;
  /** Set when the jobs in hand have had their time after a stop began. */
  private graceOver = false;
  /** The deliveries to tell when the grace period ends; each leaves the set when it ends. */
  private readonly onGraceOver = new Set<() => void>();
  /** Deliveries recorded as completed, those finished while one statement was on its way in the next. */
  private readonly completed: (id: string) => Promise<void>;

  private constructor(
    private readonly boss: PgBoss,
    private readonly database: Database,
    private readonly options: QueueOptions,
    private readonly onError: (error: Error) => void,
  ) {
    this.completed = groupCommit<string>(
      async (ids) => {
        await this.boss.complete(TOOL_QUEUE, ids);
      },
      { maxBatch: COMPLETE_BATCH_MAX, timeoutMs: COMPLETE_TIMEOUT_MS },
    );
  }

  /** Connects, creates or updates pg-boss's schema and the two queues. */
  static async start(database: Database, options: Partial<QueueOptions> = {}, onError?: (error: Error) => void): Promise<JobQueue> {
    const settings = { ...QUEUE_DEFAULTS, ...options };
    const boss = new PgBoss({
      // Its fetch and completion run many times a second: each connection prepares them once.
      db: { executeSql: (text, values) => database.executeSql(text, values, { prepared: true }) },
      schema: QUEUE_SCHEMA,
      supervise: true,
      maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    });
    boss.on('error', (error) => onError?.(error));
    try {
      await oneNodeAtATime(database, async () => {
        await boss.start();
        await ensureFetchOrderIndex(database);
        // Failing and refunding a job is safe to repeat (keyed by the job), so a worker that dies while
        // doing it leaves the letter to be taken again like a tool job, not lost for an hour.
        await ensureQueue(boss, TOOL_DEAD_LETTER_QUEUE, { retryLimit: 5, retryDelay: settings.retryDelaySeconds, expireInSeconds: settings.expireInSeconds });
        await ensureQueue(boss, TOOL_QUEUE, {
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: settings.expireInSeconds,
          deadLetter: TOOL_DEAD_LETTER_QUEUE,
        });
      });
    } catch (error) {
      await boss.stop({ graceful: false, wait: false }).catch(() => undefined);
      throw error;
    }
    return new JobQueue(boss, database, settings, (error) => onError?.(error));
  }

  /**
   * Queues the job within the caller's transaction. On PostgreSQL the transaction also announces
   * it, a notification delivered when it commits (never for a job rolled back). On PGlite, API and
   * worker are one process: the caller's `wake()` after the commit does it without a statement.
   */
  async send(message: ToolJobMessage, tx: FacetDb): Promise<void> {
    await this.boss.send(TOOL_QUEUE, message, { db: transactionExecutor(tx), singletonKey: message.jobId });
    if (this.database.kind === 'postgres') await tx.execute(sql`SELECT pg_notify(${TOOL_JOBS_CHANNEL}, '')`);
  }

  /**
   * The statement that queues `message`, to run as part of a larger one (the single statement that
   * charges for a tool run and files its session and job): pg-boss's own insert, which queues the
   * message only when `guard`, a query of one row or none, has its row. (The queue's name is read
   * from the guard, and a job of no queue is not inserted.) On PostgreSQL, pair it with
   * `announceStatement`.
   */
  async sendStatement(message: ToolJobMessage, guard: SQL): Promise<SQL> {
    let captured: { text: string; values: unknown[] } | undefined;
    const capture: Db = {
      async executeSql(text: string, values: unknown[] = []) {
        captured = { text, values };
        return { rows: [{ id: message.jobId }] };
      },
    };
    await this.boss.send(TOOL_QUEUE, message, { db: capture, singletonKey: message.jobId });
    if (!captured || captured.values[QUEUE_NAME_PARAMETER - 1] !== TOOL_QUEUE || !captured.text.includes(`$${QUEUE_NAME_PARAMETER} as name`)) {
      throw new Error('pg-boss\'s insert statement is not the one this queue was written for: check QUEUE_NAME_PARAMETER.');
    }
    return statementOf(captured.text, captured.values, {
      [QUEUE_NAME_PARAMETER]: sql`(SELECT ${TOOL_QUEUE}::text FROM ${guard})`,
    });
  }

  /**
   * On PostgreSQL, a query that announces a queued job (delivered on commit) for each row of
   * `guard`, to be selected from so it runs; nothing on PGlite (see `send`).
   */
  announceStatement(guard: SQL): SQL | undefined {
    return this.database.kind === 'postgres' ? sql`SELECT pg_notify(${TOOL_JOBS_CHANNEL}, '') AS announced FROM ${guard}` : undefined;
  }

  /**
   * Runs `handler` for each tool job, `concurrency` at a time, from one fetch loop: as many jobs as
   * there are free slots come in one statement, and, while the queue has more, the loop waits for
   * half the slots to come free so that a drain fetches several at once (a job announced, or the
   * polling interval, takes any free slot at once). A throw makes the job
   * retried (after its delay); a job that runs past its expiry is failed the same way, its slot
   * freed. Once a stop has begun, a job still running after the grace period, or one fetched
   * meanwhile, is handed back to the queue.
   */
  async work(handler: (message: ToolJobMessage, delivery: Delivery) => Promise<void>, concurrency = 1): Promise<void> {
    if (this.handler) throw new Error('This queue already works: give work() the whole concurrency at once.');
    // Jobs queued by other processes wake this one through the database.
    if (this.database.kind === 'postgres') {
      // Set before it is up, so a stop meanwhile ends it.
      this.unlisten = this.database.listen(TOOL_JOBS_CHANNEL, () => this.wake());
      await this.unlisten;
    }
    if (this.stopping) return;
    this.handler = handler;
    this.slots = Math.max(1, concurrency);
    this.loop = this.fetchLoop();
  }

  /**
   * Slots with no job: a job takes one until its run is over (`Delivery.finishing`), and no more
   * than twice the slots are in hand, those finishing included.
   */
  private freeSlots(): number {
    return Math.max(0, Math.min(this.slots - (this.inHand.size - this.finishingCount), 2 * this.slots - this.inHand.size));
  }

  /** Wakes this process's idle workers: a job was queued from here, or announced by the database. */
  wake(): void {
    this.due = true;
    this.signal();
  }

  private async fetchLoop(): Promise<void> {
    const pollMs = this.options.pollingIntervalSeconds * 1000;
    // The last fetch filled every free slot: more may be waiting.
    let more = true;
    // When the queue is looked at again unasked, the fallback for jobs nobody announces (a retry
    // whose delay has passed, a notification lost): slots coming free do not put it off.
    let pollAt = performance.now() + pollMs;
    // Fetches in a row that came back full, and when this process last updated the statistics.
    let fullFetches = 0;
    let analyzedAt = -Infinity;
    while (!this.stopping) {
      const free = this.freeSlots();
      if (free > 0 && performance.now() >= pollAt) this.due = true;
      // In a drain (the last fetch came full) the loop waits for half the slots, to fetch several
      // in one statement; a job announced, or the polling interval passed, takes any free slot.
      if (free > 0 && (this.due || (more && free >= Math.ceil(this.slots / 2)))) {
        this.due = false;
        pollAt = performance.now() + pollMs;
        let jobs: PgBoss.JobWithMetadata<ToolJobMessage>[] = [];
        try {
          // pg-boss answers no jobs when the database fails (it says nothing of why): the poll tries again.
          jobs = await this.boss.fetch<ToolJobMessage>(TOOL_QUEUE, { batchSize: free, includeMetadata: true });
        } catch (error) {
          this.onError(asError(error));
        }
        more = jobs.length === free;
        fullFetches = more ? fullFetches + 1 : 0;
        if (fullFetches >= BACKLOG_FULL_FETCHES && performance.now() - analyzedAt >= BACKLOG_ANALYZE_EVERY_MS) {
          analyzedAt = performance.now();
          void this.analyzeBacklog().catch(() => undefined);
        }
        for (const job of jobs) this.take(job);
        continue;
      }
      // Waits for a signal (a slot come free, a job announced, the stop) and, with a slot free, no
      // later than the next poll.
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.signal = resolve;
        if (free > 0) timer = setTimeout(resolve, Math.max(0, pollAt - performance.now()));
      });
      clearTimeout(timer);
      this.signal = () => undefined;
    }
  }

  /**
   * Brings PostgreSQL's statistics of the tool queue's jobs up to date, once the queue is seen to
   * hold a backlog. Planned with statistics from a quiet time (few jobs waiting, as most of the
   * time), pg-boss's fetch reads every waiting job through pg-boss's own index and sorts them all to
   * take the first: 2.07 ms a fetch with 2,000 waiting, growing with the backlog, where through the
   * index of the fetch's order it takes 0.42 ms. A burst is often too small a share of the table's rows for
   * autovacuum to look again soon. Only the queue's own partition is analyzed, one at a time, and
   * never by waiting for a lock (a vacuum or a partition being attached is left to finish).
   */
  private async analyzeBacklog(): Promise<void> {
    if (this.analyzing || this.stopping) return;
    this.analyzing = true;
    try {
      const { rows } = await this.database.executeSql(`SELECT partition_name FROM ${QUEUE_SCHEMA}.queue WHERE name = $1`, [TOOL_QUEUE]);
      const table = rows[0]?.partition_name;
      if (typeof table === 'string' && /^\w+$/.test(table)) await this.database.executeSql(`ANALYZE (SKIP_LOCKED) ${QUEUE_SCHEMA}.${table}`);
    } catch (error) {
      if (!this.stopping) this.onError(asError(error));
    } finally {
      this.analyzing = false;
    }
  }

  private take(job: PgBoss.JobWithMetadata<ToolJobMessage>): void {
    const state = { finishing: false };
    const delivery: Promise<void> = this.deliver(job, state)
      .catch((error: unknown) => this.onError(asError(error)))
      .finally(() => {
        if (state.finishing) this.finishingCount -= 1;
        this.inHand.delete(delivery);
        this.signal();
      });
    this.inHand.add(delivery);
  }

  /** Runs `handler` for each job whose retries are spent. */
  async workDeadLetters(handler: (message: ToolJobMessage) => Promise<void>): Promise<void> {
    await this.boss.work<ToolJobMessage>(
      TOOL_DEAD_LETTER_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        await handler(job.data);
        await this.boss.complete(TOOL_DEAD_LETTER_QUEUE, job.id);
      },
    );
  }

  /**
   * Stops taking work and lets the jobs in hand finish for up to `stopGraceSeconds`; those still
   * running then are handed back to the queue (another worker takes them at once). Resolves when
   * every job in hand is finished or handed back, with how many were handed back. The handlers of
   * handed-back jobs are not stopped: the process is expected to exit, and a job settles only once,
   * whoever settles it.
   */
  async stop(): Promise<number> {
    this.stopping = true;
    this.signal();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.then((end) => end(), () => undefined);
    const graceMs = this.options.stopGraceSeconds * 1000;
    const timer = setTimeout(() => this.endGrace(), graceMs);
    let margin: NodeJS.Timeout | undefined;
    const deadline = new Promise((resolve) => (margin = setTimeout(resolve, graceMs + HAND_BACK_MARGIN_MS)));
    try {
      // No more fetches; then the jobs in hand finish, or are handed back when the grace period
      // ends. A fetch or hand-back that hangs (the database gone) is not waited for past the margin:
      // its delivery expires and is taken again.
      await Promise.race([this.loop, deadline]);
      await Promise.race([Promise.allSettled([...this.inHand]), deadline]);
      // The dead letters' worker: pg-boss waits for its callback, for as long.
      await this.boss.stop({ graceful: true, wait: true, timeout: graceMs + HAND_BACK_MARGIN_MS, close: false });
    } finally {
      clearTimeout(timer);
      clearTimeout(margin);
      this.endGrace();
    }
    return this.handedBack;
  }

  private endGrace(): void {
    this.graceOver = true;
    for (const tell of this.onGraceOver) tell();
    this.onGraceOver.clear();
  }

  /**
   * One delivery of a job: runs it and records it completed (or failed, to be retried), or hands
   * it back when the queue is stopping and time is up.
   */
  private async deliver(job: PgBoss.JobWithMetadata<ToolJobMessage>, state: { finishing: boolean }): Promise<void> {
    const handler = this.handler;
    if (this.stopping || !handler) return this.handBack(job);
    // pg-boss reads it as PostgreSQL's text of a number of seconds ("900.000000").
    const expireInSeconds = Number(job.expireInSeconds);
    let expiry: NodeJS.Timeout | undefined;
    let expire: () => void = () => undefined;
    const expired = new Promise<typeof EXPIRED>((resolve) => (expire = () => resolve(EXPIRED)));
    const arm = () => {
      clearTimeout(expiry);
      expiry = setTimeout(expire, expireInSeconds * 1000);
    };
    arm();
    let over = false;
    const delivery: Delivery = {
      finishing: () => {
        if (over || state.finishing) return;
        state.finishing = true;
        this.finishingCount += 1;
        this.signal();
      },
      renew: async () => {
        if (over) return false;
        // pg-boss takes an active delivery for lost once `started_on + expire_in` has passed.
        const { rows } = await this.database.executeSql(
          `UPDATE ${QUEUE_SCHEMA}.job SET started_on = now() WHERE name = $1 AND id = $2 AND state = 'active' RETURNING id`,
          [TOOL_QUEUE, job.id],
          { prepared: true },
        );
        if (over || rows.length === 0) return false;
        arm();
        return true;
      },
    };
    // A handler that throws at once fails like one that rejects.
    const running = Promise.resolve().then(() => handler(job.data, delivery));
    let tellLate: () => void = () => undefined;
    const late = new Promise<typeof LATE>((resolve) => (tellLate = () => resolve(LATE)));
    if (this.graceOver) tellLate();
    else this.onGraceOver.add(tellLate);
    let outcome: unknown;
    try {
      outcome = await Promise.race([running, late, expired]);
    } catch (error) {
      await this.boss.fail(TOOL_QUEUE, job.id, failureOf(error));
      return;
    } finally {
      over = true;
      clearTimeout(expiry);
      this.onGraceOver.delete(tellLate);
    }
    if (outcome === EXPIRED) {
      // As pg-boss's own workers do: the attempt is over, whatever it does from now on.
      running.catch(() => undefined);
      await this.boss.fail(TOOL_QUEUE, job.id, { message: `The job ran past its expiry of ${expireInSeconds} s` });
      return;
    }
    if (outcome !== LATE) {
      // Recorded before the delivery ends, so a stop lets the process go only once it is. A
      // failed record is tried once more; should that fail too, the delivery expires and comes
      // again, and the job, settled already, is only told to its owner again.
      await this.completed(job.id).catch(async (error: unknown) => {
        this.onError(asError(error));
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_RETRY_MS));
        await this.completed(job.id);
      });
      return;
    }
    // Whatever it does from now on is settled by the job's own record; nobody awaits it.
    running.catch(() => undefined);
    await this.handBack(job);
  }

  /**
   * Puts a job this worker fetched back in the queue for another worker: this delivery is marked
   * done and a new one is queued in the same transaction, keeping the attempts it had left. (Failing
   * it would spend an attempt; and a delivery put back under its own id could be completed by this
   * worker's pg-boss after another worker took it.) The job's own record is untouched: whoever
   * finishes it first settles it, once.
   */
  private async handBack(job: PgBoss.JobWithMetadata<ToolJobMessage>): Promise<void> {
    await this.database.db.transaction(async (tx) => {
      const db = transactionExecutor(tx);
      // pg-boss answers how many jobs it completed, though its types say void.
      const completed = (await this.boss.complete(TOOL_QUEUE, job.id, { handedBack: true }, { db })) as unknown as { affected: number } | undefined;
      // No longer this worker's (expired and taken again meanwhile): nothing to hand back.
      if (!completed?.affected) return;
      await this.boss.send(TOOL_QUEUE, job.data, {
        db,
        singletonKey: job.data.jobId,
        retryLimit: Math.max(0, job.retryLimit - job.retryCount),
      });
      // Announced like a new job, so another worker takes it at once (on PostgreSQL; one process
      // on PGlite, which is stopping).
      if (this.database.kind === 'postgres') await tx.execute(sql`SELECT pg_notify(${TOOL_JOBS_CHANNEL}, '')`);
      this.handedBack += 1;
    });
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** What the queue keeps of a failed attempt's error: its name, message and stack, as pg-boss's own workers do. */
function failureOf(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { name: 'Error', message: String(error) };
}

async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  const made = await madeOnce(
    async () => Boolean(await boss.getQueue(name)),
    () => boss.createQueue(name, { name, ...options }),
  );
  // Made before (or by another node): it is made to match ours.
  if (made === 'found') await boss.updateQueue(name, { name, ...options });
}

/**
 * pg-boss's fetch takes a queue's next jobs by priority, then age (`ORDER BY priority DESC,
 * created_on, id`), and none of its own indexes keeps the queued jobs in that order: each fetch
 * read and sorted every queued job of the queue (about 3 ms with 2,000 queued, and growing with the
 * queue), however few it took. This index holds the queued jobs alone, in that order, so a fetch
 * reads only the jobs it takes. Made on pg-boss's partitioned table, it is made for each queue's
 * partition too, those attached later included.
 */
export const FETCH_ORDER_INDEX = 'facet_job_fetch_order';

async function ensureFetchOrderIndex(database: Database): Promise<void> {
  await madeOnce(
    async () => (await database.executeSql(`SELECT to_regclass('${QUEUE_SCHEMA}.${FETCH_ORDER_INDEX}') IS NOT NULL AS made`)).rows[0]?.made === true,
    () => database.executeSql(`CREATE INDEX IF NOT EXISTS ${FETCH_ORDER_INDEX} ON ${QUEUE_SCHEMA}.job (name, priority DESC, created_on, id) WHERE state < 'active'`),
  );
}

/** Any constant works: it only has to be the same on every node that starts a queue on this database. */
export const QUEUE_SETUP_LOCK_KEY = 7_310_455_113;

/**
 * Runs a queue's setup (pg-boss's schema, the fetch index, the queues) while no other node runs
 * its own: on PostgreSQL a transaction holds an advisory lock while the setup's statements run on
 * other connections, so nodes starting together on a new database take turns, the first making
 * everything and the others finding it. Without it, pg-boss's own creation and ours interleave
 * between nodes (one node's index on the job table against another's new partition), which
 * PostgreSQL may end as a deadlock or a catalog conflict. The embedded database has one node.
 */
async function oneNodeAtATime(database: Database, setup: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return setup();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_SETUP_LOCK_KEY})`);
    await setup();
  });
}

/** Attempts at making what several nodes starting together may all set out to make. */
const MAKE_ATTEMPTS = 6;
/**
 * What PostgreSQL answers one of two nodes making the same thing at once: a deadlock, a duplicate
 * key, table or object, or a catalog row another transaction updated first ("tuple concurrently
 * updated", which PostgreSQL reports as an internal error).
 */
const RACE_CODES = new Set(['40P01', '23505', '42P07', '42710', 'XX000']);

/**
 * Makes something of the shared schema unless `exists` finds it. Nodes of this release take turns
 * (`oneNodeAtATime`); one that does not (a node of an earlier release, during a rolling update) may
 * still make the same thing at once: PostgreSQL lets one through and ends another with a duplicate
 * or a deadlock between the two creations, so an attempt lost that way looks again, after a
 * growing pause, and tries again when nobody made it. Any other error is thrown at once. Answers
 * whether it was found or made here.
 */
async function madeOnce(exists: () => Promise<boolean>, make: () => Promise<unknown>): Promise<'found' | 'made'> {
  for (let attempt = 1; ; attempt++) {
    if (await exists()) return 'found';
    try {
      await make();
      return 'made';
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !RACE_CODES.has(code) || attempt >= MAKE_ATTEMPTS) {
        if (await exists()) return 'found';
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}
