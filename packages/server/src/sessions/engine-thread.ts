/**
 * What each thread of the engine pool (engine-pool.ts) runs: a tool's pipeline on the bytes handed
 * over from the event loop, or the reading of an upload from its temporary file. Progress goes back
 * over the task's message port; the files made go back transferred, not copied.
 */
import type { MessagePort } from 'node:worker_threads';
import { ingestFile, type IngestOptions, type IngestResult, type PipelineResult, type SniffedFile, splatPreviewPoints, UnsupportedFileError } from '@facet/engine';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { ownBuffer } from '../lib/own-buffer';
import { toolPipelineOf } from './tool-pipelines';

export type EngineTask =
  | {
      kind: 'tool';
      sessionType: string;
      bytes: Uint8Array;
      /** The session's input, as its tool definition parsed it. */
      input: Record<string, unknown>;
      references: Record<string, Uint8Array>;
      /**
       * Progress before this time (ms since the epoch) is not sent: the caller would drop it, and a
       * short run's steps would each wake the event loop for nothing.
       */
      progressFrom: number;
      port: MessagePort;
    }
  | { kind: 'ingest'; path: string; sniffed: SniffedFile; options: IngestOptions; port: MessagePort }
  /** A splat's preview points, read and packed (`splatPreviewPoints`) for the preview page. */
  | { kind: 'splat-points'; bytes: Uint8Array; port: MessagePort };

/** What the task's port carries to the event loop. */
export type EngineMessage =
  | { kind: 'started' }
  | { kind: 'progress'; fraction: number; stage: string }
  /** Processes the run works through (a browser, ffmpeg): ended by the pool if it ends the thread. */
  | { kind: 'processes'; pids: number[] };

/**
 * The outcome of a task. A file the engine cannot read is an answer, not a thrown error: an error's
 * class does not cross the thread boundary (it arrives as a plain Error), and UnsupportedFileError
 * means something different to the server from any other failure.
 */
export type EngineAnswer<Value> = { ok: true; value: Value } | { ok: false; unsupported: string };

export default async function runEngineTask(task: EngineTask): Promise<unknown> {
  const { port } = task;
  const send = (message: EngineMessage) => port.postMessage(message);
  // The time limit counts from here: time spent waiting for a thread, or starting one, is not the run's.
  send({ kind: 'started' });
  try {
    if (task.kind === 'splat-points') {
      const points = handedBack(splatPreviewPoints(task.bytes));
      return transferred({ ok: true, value: points }, [points]);
    }
    if (task.kind === 'ingest') {
      const value = await ingestFile(task.path, task.sniffed, task.options);
      const own = withOwnBuffers(value);
      return transferred({ ok: true, value: own }, bytesOfIngest(own));
    }
    const pipeline = toolPipelineOf(task.sessionType);
    if (!pipeline) throw new Error(`No pipeline runs ${task.sessionType} sessions.`);
    const result = await pipeline.run(
      task.bytes,
      task.input,
      (fraction, stage) => {
        if (Date.now() >= task.progressFrom) send({ kind: 'progress', fraction, stage });
      },
      task.references,
      (pids) => send({ kind: 'processes', pids }),
    );
    const files = result.files.map((file) => ({
      ...file,
      bytes: handedBack(file.bytes),
      ...(file.view ? { view: handedBack(file.view) } : {}),
      ...(file.poster ? { poster: handedBack(file.poster) } : {}),
    }));
    const value: PipelineResult<unknown> = { files, report: result.report };
    return transferred({ ok: true, value }, files.flatMap((file) => [file.bytes, ...(file.view ? [file.view] : []), ...(file.poster ? [file.poster] : [])]));
  } catch (error) {
    if (error instanceof UnsupportedFileError) return { ok: false, unsupported: error.message } satisfies EngineAnswer<never>;
    throw error;
  } finally {
    port.close();
  }
}

/**
 * What the engine made, copied into memory of this thread's own to transfer: it may be memory a
 * native addon owns (sharp's output), which Node 24 refuses to transfer. The copy costs the thread's
 * time, not the event loop's.
 */
const handedBack = (bytes: Uint8Array) => ownBuffer(bytes, { copy: true });

function withOwnBuffers(result: IngestResult): IngestResult {
  if (result.kind === 'mesh') return { ...result, glb: handedBack(result.glb) };
  if (result.kind === 'image') return { ...result, preview: handedBack(result.preview) };
  return result;
}

function bytesOfIngest(result: IngestResult): Uint8Array[] {
  if (result.kind === 'mesh') return [result.glb];
  if (result.kind === 'image') return [result.preview];
  return [];
}

/** `value`, to be posted with the buffers of `views` transferred (each buffer once). */
function transferred(value: object, views: Uint8Array[]): unknown {
  const buffers = [...new Set(views.map((view) => view.buffer))];
  return move({
    get [transferableSymbol]() {
      return buffers;
    },
    get [valueSymbol]() {
      return value;
    },
  });
}
