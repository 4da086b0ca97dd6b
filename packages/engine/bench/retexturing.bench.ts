/**
 * Retexturing speed on a mesh with a 2K base-colour texture (a 20k-triangle sphere, its 2048 px
 * photo-like texture): colours moved toward a reference picture, with and without a wood finish,
 * and the GLB written. Prints the whole run in seconds (median of 3, wall and CPU). Run with
 * `pnpm bench retexturing`.
 */
import { loadavg } from 'node:os';
import { NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { retexturing } from '../src/index';
import { texturedSphereDocument } from '../test/meshes';

const RUNS = 3;
const SIZE = 2048;
const doc = await texturedSphereDocument(100, 100);
// A 2K texture with detail everywhere (so its JPEG is not trivially small), in place of the test's 1K checker.
const pixels = Buffer.alloc(SIZE * SIZE * 3);
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    const wave = Math.sin(x / 37) * Math.cos(y / 53);
    pixels.set([150 + 80 * wave, 110 + 60 * Math.sin((x + y) / 91), 70 + 50 * Math.cos(x / 17)], (y * SIZE + x) * 3);
  }
}
doc.getRoot().listTextures()[0]!.setImage(new Uint8Array(await sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 3 } }).jpeg({ quality: 90 }).toBuffer())).setMimeType('image/jpeg');
const glb = await new NodeIO().writeBinary(doc);
const picture = new Uint8Array(
  await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#3f7a2c"/><circle cx="600" cy="450" r="380" fill="#6fa84a"/><rect x="420" y="300" width="360" height="300" fill="#5a4630"/></svg>',
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

for (const preset of ['none', 'wood'] as const) {
  const walls: number[] = [];
  const cpus: number[] = [];
  let summary = '';
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const cpuStarted = cpuNow();
    const { report } = await retexturing(glb, picture, { preset });
    walls.push(performance.now() - started);
    cpus.push(cpuNow() - cpuStarted);
    summary = `${report.triangles.toLocaleString('en-US')} triangles, mean ${report.mean_before} -> ${report.mean_after} (reference ${report.mean_reference}), GLB ${(report.size_bytes / 1e6).toFixed(1)} MB`;
  }
  console.log(
    `2K texture, preset ${preset}: ${(median(walls) / 1000).toFixed(2)} s wall / ${(median(cpus) / 1000).toFixed(2)} s CPU (median of ${RUNS}); ${summary}`,
  );
}
console.log(`load average while it ran: ${loadavg()[0]!.toFixed(2)} (2 cores here; above 1 the wall times include waiting)`);
