/**
 * The tool-job queue: pg-boss over the product's own database, PostgreSQL or the embedded PGlite
 * (through pg-boss's `db` option). A job is sent inside the transaction that charges for it, so a
 * charge without a queued job, or a queued job without a charge, cannot happen.
 */
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, FacetDb } from '../db/database';

export const TOOL_QUEUE = 'tool-jobs';
/** Where a job goes once its retries are spent: its handler fails it and refunds the credits. */
export const TOOL_DEAD_LETTER_QUEUE = 'tool-jobs-dead';

export interface QueueOptions {
  /** Attempts after the first one, each after a growing delay. */
  retryLimit: number;
  /** Seconds before the first retry; doubled for each next one. */
  retryDelaySeconds: number;
  /** A job running longer than this is taken to have lost its worker and is retried. */
  expireInSeconds: number;
  /** How often expired jobs are looked for. */
  maintenanceIntervalSeconds: number;
  /** How often an idle worker asks for work (pg-boss's least is half a second). */
  pollingIntervalSeconds: number;
}

export const QUEUE_DEFAULTS: QueueOptions = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
  maintenanceIntervalSeconds: 30,
  pollingIntervalSeconds: 0.5,
};

export interface ToolJobMessage {
  jobId: string;
}

type Db = PgBoss.Db;

/**
 * pg-boss statements run inside a Drizzle transaction: `$n` placeholders become bound parameters of
 * one SQL chunk, so they travel on the transaction's own connection.
 */
export function transactionExecutor(tx: FacetDb): Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      // Drizzle leaves an undefined value out of the statement altogether; pg-boss means NULL by it.
      const chunks: SQL[] = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

export class JobQueue {
  private readonly workerIds: string[] = [];

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: QueueOptions,
  ) {}

  /** Connects, creates or updates pg-boss's schema and the two queues. */
  static async start(database: Database, options: Partial<QueueOptions> = {}, onError?: (error: Error) => void): Promise<JobQueue> {
    const settings = { ...QUEUE_DEFAULTS, ...options };
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: 'pgboss',
      supervise: true,
      maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    });
    boss.on('error', (error) => onError?.(error));
    await boss.start();
    await ensureQueue(boss, TOOL_DEAD_LETTER_QUEUE, { retryLimit: 0, expireInSeconds: 60 * 60 });
    await ensureQueue(boss, TOOL_QUEUE, {
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireInSeconds,
      deadLetter: TOOL_DEAD_LETTER_QUEUE,
    });
    return new JobQueue(boss, settings);
  }

  /** Queues the job within the caller's transaction. */
  async send(message: ToolJobMessage, tx: FacetDb): Promise<void> {
    await this.boss.send(TOOL_QUEUE, message, { db: transactionExecutor(tx), singletonKey: message.jobId });
  }

  /** Runs `handler` for each job, one at a time per call; a throw makes pg-boss retry it. */
  async work(handler: (message: ToolJobMessage) => Promise<void>): Promise<void> {
    const id = await this.boss.work<ToolJobMessage>(
      TOOL_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
      async ([job]) => {
        try {
          if (job) await handler(job.data);
        } finally {
          // A worker that just finished a job asks for the next one at once instead of sleeping
          // out its polling interval: a queue with work in it drains at the speed of the jobs.
          this.boss.notifyWorker(id);
        }
      },
    );
    this.workerIds.push(id);
  }

  /** Wakes this process's idle workers, after a job was queued from here. */
  wake(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  /** Runs `handler` for each job whose retries are spent. */
  async workDeadLetters(handler: (message: ToolJobMessage) => Promise<void>): Promise<void> {
    await this.boss.work<ToolJobMessage>(
      TOOL_DEAD_LETTER_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
      async ([job]) => {
        if (job) await handler(job.data);
      },
    );
  }

  /** Stops taking work and waits (up to `timeoutMs`) for the jobs in hand. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  }
}

async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  if (await boss.getQueue(name)) {
    await boss.updateQueue(name, { name, ...options });
    return;
  }
  try {
    await boss.createQueue(name, { name, ...options });
  } catch (error) {
    // Another node created it between the look and the insert; make it match ours.
    if (!(await boss.getQueue(name))) throw error;
    await boss.updateQueue(name, { name, ...options });
  }
}
