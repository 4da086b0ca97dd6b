/**
 * The engine runs in worker threads, never on the event loop that answers requests: a tool's
 * pipeline or an upload's reading is posted to a piscina pool, its input bytes transferred, and the
 * event loop only forwards progress and takes the result. Each kind of work has a time and a memory
 * limit per run; past either its thread is ended and the work fails with a sentence naming the limit.
 */
import { MessageChannel } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { type IngestOptions, type IngestResult, type PipelineResult, type ProgressCallback, type SniffedFile, UnsupportedFileError } from '@facet/engine/light';
import { Piscina } from 'piscina';
import type { EngineLimits, EngineWork } from '../config';
import { ownBuffer } from '../lib/own-buffer';
import type { EngineAnswer, EngineMessage, EngineTask } from './engine-thread';

export interface EnginePoolOptions {
  /**
   * Threads per pool. Tool runs and uploads' reading have pools of their own, so an upload never
   * waits behind a long tool run; within each, one pool per distinct memory limit, made on first use.
   */
  threads: number;
  limits: Readonly<Record<EngineWork, EngineLimits>>;
  /** A thread left without work this long is ended (loading the engine again costs about a second). */
  idleTimeoutMs?: number;
}

/** The pool was closed (the server is stopping) while the work ran: it was not the work that failed. */
export class EngineClosedError extends Error {
  override name = 'EngineClosedError';
}

/** A run ended by its time or memory limit: another attempt would end the same way. */
export class EngineLimitError extends Error {
  override name = 'EngineLimitError';

  constructor(
    message: string,
    readonly limit: 'time' | 'memory',
  ) {
    super(message);
  }
}

/**
 * The thread's entry beside this module: `engine-thread.js` in the build (tsup bundles it next to
 * main.js and worker.js), or, when the server itself runs from its TypeScript source (tests,
 * benchmarks, `tsx watch`), a small module that loads the TypeScript entry through tsx.
 */
const DEFAULT_IDLE_MS = 60_000;

function threadEntry(): string {
  const here = import.meta.url;
  return fileURLToPath(new URL(here.endsWith('.ts') ? './engine-thread-source.mjs' : './engine-thread.js', here));
}

/**
 * The pools, by lane, memory limit and size, shared by every EnginePool of the process. A process
 * runs one server, but tests start many one after another, and each new pool would load the engine
 * again (about a second a thread). An idle thread does not keep the process alive, and ends after
 * the idle timeout.
 */
const lanes = new Map<string, Lane>();
const entry = threadEntry();

export class EnginePool {
  /** Work of this pool under way, to end when it closes. */
  private readonly running = new Set<AbortController>();
  private closed = false;

  constructor(private readonly options: EnginePoolOptions) {}

  /**
   * Runs a tool's pipeline (by session type) in a thread; `onProgress` is called on the event loop,
   * from `progressFrom` (ms since the epoch) on. `bytes` and the references are handed over: their
   * buffers are detached from this thread.
   */
  async runTool(
    sessionType: string,
    bytes: Uint8Array,
    input: Record<string, unknown>,
    onProgress: ProgressCallback,
    references: Readonly<Record<string, Uint8Array>>,
    options: { progressFrom?: number; onStarted?: () => void } = {},
  ): Promise<PipelineResult<unknown>> {
    const own = { bytes: ownBuffer(bytes), references: Object.fromEntries(Object.entries(references).map(([key, value]) => [key, ownBuffer(value)])) };
    const transfer = [own.bytes, ...Object.values(own.references)].map((view) => view.buffer);
    const progressFrom = options.progressFrom ?? 0;
    return this.run(sessionType, (port) => ({ kind: 'tool', sessionType, input, port, progressFrom, ...own }), [...new Set(transfer)], onProgress, options.onStarted);
  }

  /** `ingestFile` of the engine, in a thread: reads, checks and converts the upload at `path`. */
  ingest(path: string, sniffed: SniffedFile, options: IngestOptions = {}): Promise<IngestResult> {
    return this.run('ingest', (port) => ({ kind: 'ingest', path, sniffed, options, port }), [], () => undefined);
  }

  /** A splat's preview points (`splatPreviewPoints` of the engine), read in a thread; `bytes` is handed over. */
  splatPreviewPoints(bytes: Uint8Array): Promise<Uint8Array> {
    const own = ownBuffer(bytes);
    return this.run('ingest', (port) => ({ kind: 'splat-points', bytes: own, port }), [own.buffer], () => undefined);
  }

  /** Takes no more work and ends the threads of the work under way (which fails with EngineClosedError). */
  close(): void {
    this.closed = true;
    for (const stop of this.running) stop.abort();
  }

  private async run<Value>(
    work: string,
    task: (port: EngineTask['port']) => EngineTask,
    transferList: ArrayBuffer[],
    onProgress: ProgressCallback,
    /** Called when a thread takes the work (it may have waited for one). */
    onStarted?: () => void,
  ): Promise<Value> {
    const limits = (this.options.limits as Partial<Record<string, EngineLimits>>)[work];
    if (!limits) throw new Error(`No limits are set for ${work}.`);
    const lane = this.laneFor(work === 'ingest' ? 'ingest' : 'tools', limits.memoryMb);
    const { port1, port2 } = new MessageChannel();
    const stop = new AbortController();
    this.running.add(stop);
    const waiting: Waiting = { end: (error) => stop.abort(error) };
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    lane.waiting.add(waiting);
    // Processes the run works through: a thread ended from here cannot end them itself.
    const processes = new Set<number>();
    let threadEnded = false;
    port1.on('message', (message: EngineMessage) => {
      if (message.kind === 'progress') {
        onProgress(message.fraction, message.stage);
        return;
      }
      if (message.kind === 'processes') {
        for (const pid of message.pids) processes.add(pid);
        return;
      }
      lane.waiting.delete(waiting);
      if (timer) return;
      timer = setTimeout(() => {
        timedOut = true;
        stop.abort();
      }, limits.timeMs);
      onStarted?.();
    });
    try {
      const answer = (await lane.pool.run(task(port2), { transferList: [...transferList, port2], signal: stop.signal })) as EngineAnswer<Value>;
      if (!answer.ok) throw new UnsupportedFileError(answer.unsupported);
      return answer.value;
    } catch (error) {
      // The thread was ended (its limits, the server stopping) or died of its memory.
      threadEnded = timedOut || stop.signal.aborted || this.closed || isOutOfMemory(stop.signal.aborted ? (stop.signal.reason as unknown) : error);
      if (this.closed) throw new EngineClosedError('The engine stopped before the run finished: the server is stopping.', { cause: error });
      if (timedOut) throw new EngineLimitError(limitSentence(work, `went past its time limit of ${duration(limits.timeMs)}`), 'time');
      // A thread that failed while starting ended the work waiting for it with its error.
      const cause = stop.signal.aborted ? (stop.signal.reason as unknown) : error;
      if (isOutOfMemory(cause)) throw new EngineLimitError(limitSentence(work, `needed more than its memory limit of ${megabytes(limits.memoryMb)}`), 'memory');
      // Piscina's AbortError carries the thread's error as its cause.
      if (stop.signal.aborted) throw new Error('An engine thread could not start.', { cause: error });
      throw error;
    } finally {
      // Ended from outside (its time, its memory, the server stopping): what it ran goes with it.
      if (threadEnded) endProcesses(processes);
      this.running.delete(stop);
      lane.waiting.delete(waiting);
      clearTimeout(timer);
      port1.close();
    }
  }

  private laneFor(kind: 'tools' | 'ingest', memoryMb: number): Lane {
    if (this.closed) throw new EngineClosedError('The engine is stopped: the server is stopping.');
    const key = `${kind} ${memoryMb} ${this.options.threads} ${this.options.idleTimeoutMs ?? DEFAULT_IDLE_MS}`;
    const existing = lanes.get(key);
    if (existing) return existing;
    const pool = new Piscina<EngineTask, unknown>({
      filename: entry,
      minThreads: 0,
      maxThreads: this.options.threads,
      idleTimeout: this.options.idleTimeoutMs ?? DEFAULT_IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
      // Lower priority than the event loop's thread: when the cores are all busy, requests are
      // answered first and the run waits (on Linux, through piscina's optional @napi-rs/nice).
      niceIncrement: 10,
      // An idle thread waits on its event loop, not in Atomics.wait, so nothing the engine left
      // pending (a stream's close, a wasm module's clean-up) is held up between runs.
      atomics: 'disabled',
    });
    const lane: Lane = { pool, waiting: new Set() };
    // A thread that fails before it takes its work (out of memory while loading the engine) is
    // reported here, not to the work, and piscina starts no other: the work waiting would wait
    // for ever. It is ended with the error, and the next work gets a new pool.
    pool.on('error', (error: unknown) => {
      for (const waiting of [...lane.waiting]) waiting.end(error);
      if (lanes.get(key) === lane) lanes.delete(key);
      void pool.close();
    });
    lanes.set(key, lane);
    return lane;
  }
}

/** Work posted to a lane's pool whose thread has not started it yet. */
interface Waiting {
  end(error: unknown): void;
}

/** One piscina pool and the work waiting for its threads. */
interface Lane {
  pool: Piscina<EngineTask, unknown>;
  waiting: Set<Waiting>;
}

function endProcesses(pids: Iterable<number>): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

function isOutOfMemory(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
}

function limitSentence(work: string, what: string): string {
  return work === 'ingest' ? `Reading this file ${what}.` : `The run ${what}.`;
}

/** 10 minutes, 90 seconds, 1.5 seconds. */
function duration(ms: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (ms >= 60_000 && ms % 60_000 === 0) return plural(ms / 60_000, 'minute');
  return plural(Number((ms / 1000).toFixed(1)), 'second');
}

/** 4 GB, 512 MB. */
function megabytes(mb: number): string {
  return mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024} GB` : `${mb} MB`;
}
