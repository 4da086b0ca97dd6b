/**
 * 3D-printing speed: a 500k-triangle sphere, given as a triangle soup (every triangle on its own
 * vertices, as STL exports are) with a hole, repaired, sized to 120 mm and hollowed with 2 mm walls
 * and a drain hole. Prints each stage, the time to a repaired and hollowed solid (target <= 3 s),
 * and the whole run with checks and the STL, 3MF and viewer GLB written. Run with `pnpm bench print-3d`.
 */
import { print3d } from '../src/index';
import { glbOf, unwelded, uvSphere } from '../test/print-meshes';

const RUNS = 3;
const sphere = uvSphere(0.5, 500, 500);
// A hole: the last ring's fan at the south pole goes.
const holed = { positions: sphere.positions, indices: sphere.indices.slice(0, sphere.indices.length - 500 * 3) };
const glb = await glbOf(unwelded(holed));
const triangles = holed.indices.length / 3;

const totals: number[] = [];
const toSolid: number[] = [];
const cpuToSolid: number[] = [];
/** Process CPU time (user + system) in ms: a fairer figure than wall time when other work shares the cores. */
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
let stages: [string, number][] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const cpuStarted = cpuNow();
  let cpuAtSolid = 0;
  let last = started;
  let current = '';
  stages = [];
  let solidAt = 0;
  const { report } = await print3d(glb, { longest_side_mm: 120, hollow: true, wall_mm: 2, drain_hole_mm: 4 }, (_, stage) => {
    const now = performance.now();
    if (stage === current) return;
    if (current) stages.push([current, now - last]);
    if (stage === 'Measuring and checking the result') {
      solidAt = now - started;
      cpuAtSolid = cpuNow() - cpuStarted;
    }
    current = stage;
    last = now;
  });
  totals.push(performance.now() - started);
  toSolid.push(solidAt);
  cpuToSolid.push(cpuAtSolid);
  if (run === 0) {
    console.log(
      `input ${triangles.toLocaleString('en-US')} triangles (unwelded, one hole); output ${report.triangles.toLocaleString('en-US')} triangles, ` +
        `watertight ${report.watertight_before} -> ${report.watertight_after}, ${report.volume_cm3} cm3, holes filled ${report.repairs.filled_holes}`,
    );
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log('stages of the last run:');
for (const [stage, ms] of stages) console.log(`  ${stage.padEnd(48)} ${seconds(ms)}`);
console.log(`repaired and hollowed (median of ${RUNS}): ${seconds(median(toSolid))} wall, ${seconds(median(cpuToSolid))} CPU (target <= 3 s)`);
console.log(`load average while it ran: ${(await import('node:os')).loadavg()[0]!.toFixed(2)} (2 cores here; above 1 the wall times include waiting)`);
console.log(`whole run with checks, STL, 3MF and viewer GLB (median of ${RUNS}): ${seconds(median(totals))}`);
