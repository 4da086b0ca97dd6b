/**
 * Retopology speed on a ~1M-triangle textured sphere brought to 10k triangles: the swift pipeline
 * (GLB in, GLB out), meshoptimizer's `simplify` alone on the same arrays with the same settings as
 * the pipeline's simplification, the ratio of the two, and the precision pipeline. Medians after a
 * warm-up, the two sides taken in turns; the stages of one swift run show where the difference
 * goes. Run with `pnpm bench retopology`.
 */
import { NodeIO } from '@gltf-transform/core';
import { MeshoptSimplifier } from 'meshoptimizer';
import { retopology } from '../src/index';
import { PRUNE_ERROR_LIMIT } from '../src/retopology/simplify-mesh';
import { texturedSphereDocument } from '../test/meshes';

const TARGET = 10_000;
const RUNS = 7;
const PRECISION_RUNS = 3;

const doc = await texturedSphereDocument(500, 1000);
const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
const indices = primitive.getIndices()!.getArray() as Uint32Array;
const positions = primitive.getAttribute('POSITION')!.getArray() as Float32Array;
const glb = await new NodeIO().writeBinary(doc);
await MeshoptSimplifier.ready;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const time = async (work: () => unknown): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const count = (value: number) => value.toLocaleString('en-US');

const warmUp = await retopology(glb, { target_triangles: TARGET });

const stages: [string, number][] = [];
const staged = performance.now();
await retopology(glb, { target_triangles: TARGET }, (_, stage) => stages.push([stage, performance.now() - staged]));

// Taken in turns, so that what else the machine does lands on both alike.
let directTriangles = 0;
const swift: number[] = [];
const direct: number[] = [];
for (let i = 0; i < RUNS; i++) {
  swift.push(await time(() => retopology(glb, { target_triangles: TARGET })));
  direct.push(
    await time(() => {
      // The settings of the pipeline's first pass, which reaches the target on this mesh.
      directTriangles = MeshoptSimplifier.simplify(indices, positions, 3, TARGET * 3, PRUNE_ERROR_LIMIT, ['Prune'])[0].length / 3;
    }),
  );
}

let precisionReport = warmUp.report;
const precision: number[] = [];
for (let i = 0; i < PRECISION_RUNS; i++) {
  precision.push(
    await time(async () => {
      precisionReport = (await retopology(glb, { mode: 'precision', target_triangles: TARGET })).report;
    }),
  );
}

console.log(`mesh: ${count(indices.length / 3)} triangles, ${count(positions.length / 3)} vertices, 1024 px texture, GLB ${(glb.length / 1e6).toFixed(1)} MB; target ${count(TARGET)}`);
console.log(`swift retopology, median of ${RUNS}:      ${ms(median(swift))} (-> ${count(warmUp.report.triangles_after)} triangles, lod0.glb ${(warmUp.report.lods[0]!.bytes / 1e6).toFixed(2)} MB)`);
console.log(`MeshoptSimplifier.simplify alone:       ${ms(median(direct))} (-> ${count(directTriangles)} triangles)`);
console.log(`ratio swift / simplify alone:           ${(median(swift) / median(direct)).toFixed(2)}`);
console.log(
  `precision retopology, median of ${PRECISION_RUNS}:  ${ms(median(precision))} (-> ${count(precisionReport.triangles_after)} triangles, ${count(precisionReport.quads ?? 0)} quads, quad ratio ${(precisionReport.quad_ratio ?? 0).toFixed(2)})`,
);
console.log(`stages of one swift run (ms from the start): ${stages.map(([stage, at]) => `${stage} ${at.toFixed(0)}`).join(', ')}`);
