import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { partsOf } from '../src/print-3d/mesh-soup';
import { PRINT_HELPERS, printHelperThreads, runPrintJob, startPrintJob } from '../src/print-3d/print-jobs';
import { overhangFaces, thinFaces } from '../src/print-3d/wall-checks';
import { write3mf } from '../src/print-3d/write-print-files';
import { gridBox, uvSphere } from './print-meshes';

/** A 40 mm sphere and, apart from it, a 10 x 10 x 0.5 mm plate (each of its sides a part of its own): the plate's faces are thinner than a 1 mm wall. */
function sphereAndPlate() {
  const sphere = uvSphere(20, 40, 40);
  const plate = gridBox([10, 10, 0.5], 4, [40, 0, 0]);
  const offset = sphere.positions.length / 3;
  return {
    positions: new Float32Array([...sphere.positions, ...plate.positions]),
    indices: new Uint32Array([...sphere.indices, ...plate.indices.map((v) => v + offset)]),
  };
}

describe('print jobs in the helper thread', () => {
  it('checks the finished mesh there as in this thread: thin faces, which ones, and parts', async () => {
    const mesh = sphereAndPlate();
    const faces = mesh.indices.length / 3;
    const expectedThin = new Uint8Array(faces);
    const thin = thinFaces({ positions: new Float64Array(mesh.positions), indices: mesh.indices }, 1, expectedThin);
    expect(thin).toBeGreaterThan(0);
    const fromHelper = await startPrintJob({ kind: 'checks-after', mesh, minWall: 1 });
    // It ran in a thread of its own, which loaded and is still there.
    expect(printHelperThreads().length).toBeGreaterThan(0);
    expect(printHelperThreads()).not.toContain(threadId);
    expect(fromHelper.thin_faces).toBe(thin);
    expect(fromHelper.parts).toBeGreaterThan(1);
    expect(fromHelper.parts).toBe(partsOf(mesh.positions.length / 3, mesh.indices).count);
    expect(Array.from(fromHelper.thin)).toEqual(Array.from(expectedThin));
    // The mesh sent was copied, not handed over: it is still whole here.
    expect(mesh.indices.length).toBe(faces * 3);
  });

  it('checks the mesh as it came in there as in this thread, several jobs at once', async () => {
    const mesh = sphereAndPlate();
    const job = {
      kind: 'checks-before' as const,
      mesh: { positions: new Float64Array(mesh.positions), indices: mesh.indices },
      allIndices: mesh.indices,
      minWall: 1,
      overhangDeg: 45,
      mmPerUnit: 1,
    };
    const here = runPrintJob(job);
    expect(here.overhang_faces).toBe(overhangFaces(job.mesh, 45));
    expect(here.thin_faces).toBeGreaterThan(0);
    const answers = await Promise.all([startPrintJob(job), startPrintJob({ ...job, minWall: 0.1 }), startPrintJob(job)]);
    expect(answers[0]).toEqual(here);
    expect(answers[2]).toEqual(here);
    expect(answers[1]!.thin_faces).toBe(runPrintJob({ ...job, minWall: 0.1 }).thin_faces);
  });

  it('writes the 3MF in one helper while another checks the mesh, both at once, as this thread would', async () => {
    const mesh = sphereAndPlate();
    const [checked, written] = await Promise.all([
      startPrintJob({ kind: 'checks-after', mesh, minWall: 1 }),
      startPrintJob({ kind: 'write-3mf', mesh, title: 'A <test> print' }),
    ]);
    // Two jobs at once went to two threads, none of them this one.
    expect(PRINT_HELPERS).toBe(2);
    const threads = printHelperThreads();
    expect(new Set(threads).size).toBe(2);
    expect(threads).not.toContain(threadId);
    expect(Buffer.from(written.bytes).equals(Buffer.from(write3mf(mesh, 'A <test> print')))).toBe(true);
    expect(checked.thin_faces).toBe(runPrintJob({ kind: 'checks-after', mesh, minWall: 1 }).thin_faces);
  });
});
