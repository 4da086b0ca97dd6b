/**
 * Work of a print that can run beside other work: the checks of the mesh as it came in, which need
 * nothing from manifold-3d's solid while it is being made (its WebAssembly holds the thread it runs
 * on); and, once the solid is made, the thin walls and parts of the finished mesh and the writing of
 * its 3MF, each beside the other and beside the STL and viewer copy this thread writes. They run in
 * helper threads (print-helper.ts), up to PRINT_HELPERS of them, or in this thread when there are none.
 */
import { Worker } from 'node:worker_threads';
import { type IndexedMesh, partsOf } from './mesh-soup';
import { overhangFaces, selfIntersections, thinFaces } from './wall-checks';
import { type PrintMesh, write3mf } from './write-print-files';

export type PrintJob =
  | {
      kind: 'checks-before';
      /** The welded mesh without its degenerate faces (thin walls, crossing faces). */
      mesh: IndexedMesh;
      /** The welded mesh's faces as they are, degenerate ones too (overhangs); the positions are `mesh`'s. */
      allIndices: Uint32Array;
      /** The thinnest wall, in the mesh's own units. */
      minWall: number;
      overhangDeg: number;
      /** Millimetres a unit of the mesh is printed at. */
      mmPerUnit: number;
    }
  | {
      kind: 'checks-after';
      /** The finished mesh, in millimetres. */
      mesh: PrintMesh;
      minWall: number;
    }
  | {
      kind: 'write-3mf';
      /** The finished mesh, in millimetres. */
      mesh: PrintMesh;
      title: string;
    };

export interface ChecksBefore {
  self_intersections: number | null;
  thin_faces: number;
  overhang_faces: number;
}

export interface ChecksAfter {
  thin_faces: number;
  /** The tested faces found thin, one byte a face. */
  thin: Uint8Array;
  /** How many parts (connected through shared vertices) the mesh has. */
  parts: number;
}

export interface Written3mf {
  bytes: Uint8Array;
}

type Result<Job extends PrintJob> = Job extends { kind: 'checks-after' } ? ChecksAfter : Job extends { kind: 'write-3mf' } ? Written3mf : ChecksBefore;

/** Runs a job in this thread. */
export function runPrintJob<Job extends PrintJob>(job: Job): Result<Job> {
  if (job.kind === 'write-3mf') return { bytes: write3mf(job.mesh, job.title) } as Result<Job>;
  if (job.kind === 'checks-after') {
    const { positions, indices } = job.mesh;
    const thin = new Uint8Array(indices.length / 3);
    // The checks read double-precision positions only (one array type keeps V8's code for them fast).
    const thinCount = thinFaces({ positions: new Float64Array(positions), indices }, job.minWall, thin);
    return { thin_faces: thinCount, thin, parts: partsOf(positions.length / 3, indices).count } as Result<Job>;
  }
  const { mesh, allIndices, minWall, overhangDeg, mmPerUnit } = job;
  return {
    self_intersections: selfIntersections(mesh),
    thin_faces: thinFaces(mesh, minWall),
    overhang_faces: overhangFaces({ positions: mesh.positions, indices: allIndices }, overhangDeg, undefined, mmPerUnit),
  } as Result<Job>;
}

/** The buffers of a job's result, handed over rather than copied when it goes back. */
export function transferablesOf(value: unknown): ArrayBuffer[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap((field) => (field instanceof Uint8Array && field.buffer instanceof ArrayBuffer ? [field.buffer] : []));
}

/** What goes back from the helper thread for a job. */
export type HelperAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/**
 * The helper thread's entry: `print-3d-helper.js` beside the bundle the engine is built into, or,
 * while the engine runs from its TypeScript source (tests, benchmarks), a small module that loads
 * the TypeScript entry through tsx.
 */
function helperEntry(): URL {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? './print-helper-source.mjs' : './print-3d-helper.js', here);
}

interface Helper {
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
  next: number;
}

/**
 * The most helper threads a thread that prints starts: its jobs after the solid is made are two (the
 * checks of the finished mesh and its 3MF), each as long as or longer than the STL and viewer copy
 * it writes itself meanwhile, so two helpers let all three go at once.
 */
export const PRINT_HELPERS = 2;

/** The helper threads running, started as jobs need them; `failed` once one could not start or has failed. */
const helpers: Helper[] = [];
let failed = false;

function startHelper(): Helper | undefined {
  try {
    const worker = new Worker(helperEntry());
    // A helper never keeps the process (or the engine's thread) from ending.
    worker.unref();
    const made: Helper = { worker, pending: new Map(), next: 0 };
    const fail = (error: Error) => {
      failed = true;
      const at = helpers.indexOf(made);
      if (at >= 0) helpers.splice(at, 1);
      for (const waiting of made.pending.values()) waiting.reject(error);
      made.pending.clear();
    };
    worker.on('message', (answer: HelperAnswer) => {
      const waiting = made.pending.get(answer.id);
      if (!waiting) return;
      made.pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(new Error(answer.message));
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the print helper thread ended (code ${code})`)));
    helpers.push(made);
    return made;
  } catch {
    failed = true;
    return undefined;
  }
}

/** A helper for the next job: an idle one, else a new one while there are fewer than PRINT_HELPERS, else the least busy; none once one has failed. */
function aHelper(): Helper | undefined {
  if (failed) return undefined;
  const idle = helpers.find((running) => running.pending.size === 0);
  if (idle) return idle;
  if (helpers.length < PRINT_HELPERS) return startHelper();
  return helpers.reduce((least, running) => (running.pending.size < least.pending.size ? running : least), helpers[0]!);
}

/** The helper threads' ids while they run (empty before the first job, or once one could not start or has failed). */
export function printHelperThreads(): number[] {
  return failed ? [] : helpers.map((running) => running.worker.threadId);
}

/**
 * Runs a job in a helper thread (its arrays are copied there; what comes back is handed over, not
 * copied), so that this thread can go on at once; in this thread, when it is next free, if there is
 * no helper. A job a helper fails (it ended, or could not load) runs here instead.
 */
export function startPrintJob<Job extends PrintJob>(job: Job): Promise<Result<Job>> {
  const running = aHelper();
  const here = () => Promise.resolve().then(() => runPrintJob(job));
  if (!running) return here();
  const id = running.next++;
  const answer = new Promise<unknown>((resolve, reject) => running.pending.set(id, { resolve, reject }));
  running.worker.ref();
  running.worker.postMessage({ id, job });
  return answer.then(
    (value) => {
      if (running.pending.size === 0) running.worker.unref();
      return value as Result<Job>;
    },
    (error: unknown) => {
      // A failure of the job itself would fail here too, with its own message.
      if (helpers.includes(running)) throw error;
      return here();
    },
  );
}
