/**
 * Mesh preview speed: a ~100k-triangle textured mesh rendered at 256 px, 20 times after a warm-up.
 * Prints the browser launch, the first render (shaders compiled, decoders loaded) and the p50/p95
 * of the steady renders. Run with `pnpm bench preview`.
 */
import { NodeIO } from '@gltf-transform/core';
import { createPreviewRenderer } from '../src/index';
import { texturedSphereDocument } from '../test/meshes';

const SIZE = 256;
const WARM_UP = 3;
const RUNS = 20;

const doc = await texturedSphereDocument(200, 250);
const triangles = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!.getIndices()!.getCount() / 3;
const glb = await new NodeIO().writeBinary(doc);

const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

const [renderer, launch] = await time(() => createPreviewRenderer());
try {
  const [, first] = await time(() => renderer.render(glb, { size: SIZE }));
  for (let i = 1; i < WARM_UP; i++) await renderer.render(glb, { size: SIZE });
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push((await time(() => renderer.render(glb, { size: SIZE })))[1]);
  samples.sort((a, b) => a - b);
  const percentile = (p: number) => samples[Math.ceil((p / 100) * samples.length) - 1]!;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`mesh: ${triangles.toLocaleString('en-US')} triangles, 1024 px texture, GLB ${(glb.length / 1e6).toFixed(1)} MB; ${SIZE} px previews`);
  console.log(`launch (browser + page): ${ms(launch)}`);
  console.log(`first render:            ${ms(first)}`);
  console.log(`p50 of ${RUNS}:               ${ms(percentile(50))}`);
  console.log(`p95 of ${RUNS}:               ${ms(percentile(95))}`);
  console.log(`min / max:               ${ms(samples[0]!)} / ${ms(samples.at(-1)!)}`);
} finally {
  await renderer.close();
}
