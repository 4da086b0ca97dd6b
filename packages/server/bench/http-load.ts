/**
 * HTTP load for the benchmarks, driven from a worker thread so the load and the server under test do
 * not share an event loop: an open-loop load at a fixed rate, and the most requests a server answers
 * (autocannon, closed loop). The worker is plain JavaScript (http-load-worker.mjs), as a worker
 * thread does not inherit the TypeScript loader the benchmarks run under.
 */
import { Worker } from 'node:worker_threads';

export interface PacedLoad {
  url: string;
  headers: Record<string, string>;
  /** Requests per second, sent on schedule whether or not earlier ones have been answered. */
  rate: number;
  durationMs: number;
  /** Requests other than GET `url` with `headers`: request `i` is sent as variant `i` modulo their count. */
  variants?: { method: string; headers: Record<string, string>; body?: string }[];
}

export interface PacedResult {
  /** Each request's time from when it was due to be sent to its last byte (ms), sorted. */
  latencies: number[];
  /** Answers that were not 2xx, and failed connections. */
  errors: number;
  /** Requests answered per second over the run. */
  achievedRate: number;
}

export interface MaxLoad {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
}

export interface MaxResult {
  requestsPerSecond: number;
  /** Answers that were not 2xx, timeouts and errors. */
  errors: number;
}

type Job = { kind: 'paced'; load: PacedLoad } | { kind: 'max'; load: MaxLoad };

/** Runs `job` in a fresh worker thread and gives its result. */
function inWorker<T>(job: Job): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), { workerData: job });
    worker.once('message', (result: T) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * Open-loop load: request `i` is due at `i / rate` seconds and sent then (on a kept-alive connection
 * when one is free, else a new one), and its latency counts from when it was due, so a slow answer
 * delays no later request and a stalled sender cannot hide its own delay (no coordinated omission).
 */
export const paced = (load: PacedLoad) => inWorker<PacedResult>({ kind: 'paced', load });

/** The most requests per second the server answers with `connections` callers each waiting for its answer. */
export const maxRate = (load: MaxLoad) => inWorker<MaxResult>({ kind: 'max', load });
