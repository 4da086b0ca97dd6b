/**
 * Splat-generation speed: 1M gaussians from a 200k-triangle sphere with a 1024 px texture, read,
 * sampled and written as PLY and SPZ (target <= 2 s). Prints each stage and the whole run's wall and
 * CPU time, then the peer on the same mesh and texture: three.js's MeshSurfaceSampler drawing the
 * same number of points with their colours from the texture, and the ratio of the two. Run with
 * `pnpm bench splat`.
 */
import { NodeIO, type Texture } from '@gltf-transform/core';
import sharp from 'sharp';
import { BufferAttribute, BufferGeometry, Mesh, Vector2, Vector3 } from 'three';
import { MeshSurfaceSampler } from 'three/examples/jsm/math/MeshSurfaceSampler.js';
import { splatGeneration } from '../src/index';
import { texturedSphereDocument } from '../test/meshes';

const RUNS = 3;
const POINTS = 1_000_000;
const doc = await texturedSphereDocument(250, 400);
const glb = await new NodeIO().writeBinary(doc);
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
  const { report } = await splatGeneration(glb, { gaussian_count: POINTS }, (_, stage) => {
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
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const best = Math.min(...totals);
console.log(`whole run: best ${Math.round(best)} ms, median ${Math.round(median(totals))} ms wall; CPU ${cpus.map(Math.round).join(' / ')} ms (target <= 2000 ms)`);

// The peer: three.js's MeshSurfaceSampler on the same arrays, drawing as many points, each coloured
// from the same texture at its UV (nearest texel; decoding the PNG is timed, as ours decodes it too).
// It draws points only: no GLB to read, no gaussian sizes or rotations, no PLY or SPZ written.
const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
const geometry = new BufferGeometry();
geometry.setAttribute('position', new BufferAttribute(primitive.getAttribute('POSITION')!.getArray()!, 3));
geometry.setAttribute('normal', new BufferAttribute(primitive.getAttribute('NORMAL')!.getArray()!, 3));
geometry.setAttribute('uv', new BufferAttribute(primitive.getAttribute('TEXCOORD_0')!.getArray()!, 2));
geometry.setIndex(new BufferAttribute(primitive.getIndices()!.getArray()!, 1));
const png = (primitive.getMaterial()!.getBaseColorTexture() as Texture).getImage()!;
const peer = async () => {
  const { data: texels, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sampler = new MeshSurfaceSampler(new Mesh(geometry)).build();
  const points = new Float32Array(POINTS * 3);
  const colours = new Uint8Array(POINTS * 3);
  const position = new Vector3();
  const normal = new Vector3();
  const uv = new Vector2();
  for (let i = 0; i < POINTS; i++) {
    sampler.sample(position, normal, undefined, uv);
    points[i * 3] = position.x;
    points[i * 3 + 1] = position.y;
    points[i * 3 + 2] = position.z;
    const x = Math.min(info.width - 1, Math.max(0, Math.floor(uv.x * info.width)));
    const y = Math.min(info.height - 1, Math.max(0, Math.floor(uv.y * info.height)));
    const texel = (y * info.width + x) * 3;
    colours[i * 3] = texels[texel]!;
    colours[i * 3 + 1] = texels[texel + 1]!;
    colours[i * 3 + 2] = texels[texel + 2]!;
  }
  return points.length / 3;
};
const peers: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  await peer();
  peers.push(performance.now() - started);
}
console.log(`peer, three.js MeshSurfaceSampler, ${POINTS.toLocaleString('en-US')} points with texture colours, no files (median of ${RUNS}): ${Math.round(median(peers))} ms`);
console.log(`ratio ours / peer (medians): ${(median(totals) / median(peers)).toFixed(2)}`);
