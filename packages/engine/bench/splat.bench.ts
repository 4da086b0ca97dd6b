/**
 * Splat-generation speed: 1M gaussians from a 200k-triangle sphere with a 1024 px texture, read,
 * sampled and written as PLY and SPZ (target <= 2 s). Prints each stage and the whole run's wall and
 * CPU time. Run with `pnpm bench splat`.
 */
import { NodeIO } from '@gltf-transform/core';
import { splatGeneration } from '../src/index';
import { texturedSphereDocument } from '../test/meshes';

const RUNS = 3;
const glb = await new NodeIO().writeBinary(await texturedSphereDocument(250, 400));
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const totals: number[] = [];
const cpus: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const cpuStarted = cpuNow();
  const stages: [string, number][] = [];
  let current = '';
  let last = started;
  const { report } = await splatGeneration(glb, { gaussian_count: 1_000_000 }, (_, stage) => {
    if (stage === current) return;
    const now = performance.now();
    if (current) stages.push([current, now - last]);
    current = stage;
    last = now;
  });
  totals.push(performance.now() - started);
  cpus.push(cpuNow() - cpuStarted);
  if (run === 0) {
    console.log(
      `input ${report.triangles.toLocaleString('en-US')} triangles (${report.colour_source}); ${report.gaussians.toLocaleString('en-US')} gaussians; ` +
        report.files.map((file) => `${file.name} ${(file.size_bytes / 1e6).toFixed(1)} MB`).join(', '),
    );
  }
  console.log(`run ${run + 1}: ${stages.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ')}`);
}
const best = Math.min(...totals);
console.log(`whole run: best ${Math.round(best)} ms, median ${Math.round([...totals].sort((a, b) => a - b)[1]!)} ms wall; CPU ${cpus.map(Math.round).join(' / ')} ms (target <= 2000 ms)`);
