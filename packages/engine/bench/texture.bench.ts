/**
 * Texture speed on a 200k-triangle textured sphere: its own UVs ignored (`keep_uvs: false`), so it
 * is unwrapped, then a picture cast from the front and baked at 1K, 2K and 4K, and the textured GLB
 * written. Prints, for each size, the unwrap, the bake and the whole run (median of 3, wall and CPU).
 * There is no peer library in JavaScript that bakes a projection into a texture; the unwrap's peer
 * (xatlas) is compared in `pnpm bench uv-unwrap`. Run with `pnpm bench texture`.
 */
import { loadavg } from 'node:os';
import { NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { texture } from '../src/index';
import { texturedSphereDocument } from '../test/meshes';

const RUNS = 3;
const glb = await new NodeIO().writeBinary(await texturedSphereDocument(250, 400));
const picture = new Uint8Array(
  await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#ffffff"/><circle cx="600" cy="450" r="380" fill="#c23b22"/><rect x="420" y="300" width="360" height="300" fill="#2b59c3"/></svg>',
    ),
  )
    .png()
    .toBuffer(),
);
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const resolution of [1024, 2048, 4096] as const) {
  const walls: number[] = [];
  const cpus: number[] = [];
  const unwraps: number[] = [];
  const bakes: number[] = [];
  let summary = '';
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const cpuStarted = cpuNow();
    const { report } = await texture(glb, picture, { resolution, projection: 'front', keep_uvs: false });
    walls.push(performance.now() - started);
    cpus.push(cpuNow() - cpuStarted);
    unwraps.push(report.unwrap_ms);
    bakes.push(report.bake_ms);
    summary = `${report.triangles.toLocaleString('en-US')} triangles, ${report.charts} charts, coverage ${report.uv_coverage}, stretch ${report.stretch}, GLB ${(report.size_bytes / 1e6).toFixed(1)} MB`;
  }
  console.log(
    `${resolution} px: unwrap ${median(unwraps)} ms, bake ${median(bakes)} ms, whole run ${Math.round(median(walls))} ms wall / ${Math.round(median(cpus))} ms CPU (median of ${RUNS}); ${summary}`,
  );
}
console.log(`load average while it ran: ${loadavg()[0]!.toFixed(2)} (2 cores here; above 1 the wall times include waiting)`);
