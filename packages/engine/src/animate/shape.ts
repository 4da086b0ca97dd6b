/**
 * The mesh's shape as the rig reads it: points spread evenly over its surface (so a finely divided
 * hand counts no more than a coarse box of the same area), their mean and principal axes, and the
 * frame the rig is built in: `up` (the principal axis nearest the file's +Y), `forward` (the
 * narrower of the other two) and `left`.
 */

import { faceCross } from '../mesh-math';

export type Vec3 = [number, number, number];

export interface SurfaceSamples {
  /** x, y, z of each point. */
  points: Float64Array;
  count: number;
}

/** A small deterministic generator (mulberry32): the same mesh always gets the same points. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * About `wanted` points on the triangles' surface, each triangle getting its share by area. A mesh
 * of no area (points or lines only) gives its vertices instead.
 */
export function sampleSurface(positions: Float32Array, triangles: Uint32Array, wanted: number): SurfaceSamples {
  const faces = triangles.length / 3;
  const areas = new Float64Array(faces);
  let total = 0;
  const cross: [number, number, number] = [0, 0, 0];
  for (let face = 0; face < faces; face++) {
    faceCross(positions, triangles, face, cross);
    const area = 0.5 * Math.hypot(cross[0], cross[1], cross[2]);
    areas[face] = area;
    total += area;
  }
  if (!(total > 0)) {
    return { points: Float64Array.from(positions), count: positions.length / 3 };
  }
  const random = seededRandom(0x5eed);
  const out: number[] = [];
  for (let face = 0; face < faces; face++) {
    const share = (areas[face]! / total) * wanted;
    let count = Math.floor(share);
    if (random() < share - count) count++;
    if (count === 0) continue;
    const a = triangles[face * 3]! * 3;
    const b = triangles[face * 3 + 1]! * 3;
    const c = triangles[face * 3 + 2]! * 3;
    for (let k = 0; k < count; k++) {
      let r1 = random();
      let r2 = random();
      if (r1 + r2 > 1) {
        r1 = 1 - r1;
        r2 = 1 - r2;
      }
      const r0 = 1 - r1 - r2;
      for (let axis = 0; axis < 3; axis++) out.push(r0 * positions[a + axis]! + r1 * positions[b + axis]! + r2 * positions[c + axis]!);
    }
  }
  return { points: Float64Array.from(out), count: out.length / 3 };
}

/** Eigenvalues (descending) and unit eigenvectors of a symmetric 3×3 matrix, by Jacobi rotations. */
export function symmetricEigen(matrix: number[][]): { values: Vec3; vectors: [Vec3, Vec3, Vec3] } {
  const a = matrix.map((row) => [...row]);
  const v = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ];
  for (let sweep = 0; sweep < 50; sweep++) {
    const off = Math.abs(a[0]![1]!) + Math.abs(a[0]![2]!) + Math.abs(a[1]![2]!);
    if (off < 1e-15) break;
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      if (Math.abs(a[p]![q]!) < 1e-18) continue;
      const theta = (a[q]![q]! - a[p]![p]!) / (2 * a[p]![q]!);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const c = 1 / Math.sqrt(t * t + 1);
      const s = t * c;
      for (let k = 0; k < 3; k++) {
        const akp = a[k]![p]!;
        const akq = a[k]![q]!;
        a[k]![p] = c * akp - s * akq;
        a[k]![q] = s * akp + c * akq;
      }
      for (let k = 0; k < 3; k++) {
        const apk = a[p]![k]!;
        const aqk = a[q]![k]!;
        a[p]![k] = c * apk - s * aqk;
        a[q]![k] = s * apk + c * aqk;
      }
      for (let k = 0; k < 3; k++) {
        const vkp = v[k]![p]!;
        const vkq = v[k]![q]!;
        v[k]![p] = c * vkp - s * vkq;
        v[k]![q] = s * vkp + c * vkq;
      }
    }
  }
  const order = [0, 1, 2].sort((i, j) => a[j]![j]! - a[i]![i]!);
  const values = order.map((i) => a[i]![i]!) as Vec3;
  const vectors = order.map((i) => normalize([v[0]![i]!, v[1]![i]!, v[2]![i]!])) as [Vec3, Vec3, Vec3];
  return { values, vectors };
}

export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const length = (a: Vec3) => Math.hypot(a[0], a[1], a[2]);
export function normalize(a: Vec3): Vec3 {
  const size = length(a);
  return size > 0 ? scale(a, 1 / size) : [0, 0, 0];
}

/** The mesh's principal frame and its points in it. */
export interface ShapeFrame {
  centre: Vec3;
  /** Principal axes, longest first, and the spread (variance) along each. */
  axes: [Vec3, Vec3, Vec3];
  spread: Vec3;
  /** The principal axis nearest +Y, pointing up; `forward` the narrower other one, toward +Z; `left` = up × forward. */
  up: Vec3;
  forward: Vec3;
  left: Vec3;
  /** Each sample's coordinates along left, up and forward, from the centre. */
  coords: Float64Array;
  count: number;
}

/** The principal axes of the samples (their covariance's eigenvectors) and the frame on them. */
export function shapeFrame(samples: SurfaceSamples): ShapeFrame {
  const { points, count } = samples;
  const centre: Vec3 = [0, 0, 0];
  for (let i = 0; i < count; i++) for (let k = 0; k < 3; k++) centre[k] = centre[k]! + points[i * 3 + k]! / count;
  const cov = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  for (let i = 0; i < count; i++) {
    const d = [points[i * 3]! - centre[0], points[i * 3 + 1]! - centre[1], points[i * 3 + 2]! - centre[2]];
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) cov[r]![c]! += (d[r]! * d[c]!) / count;
  }
  const { values, vectors } = symmetricEigen(cov);
  const upIndex = [0, 1, 2].reduce((best, i) => (Math.abs(vectors[i]![1]) > Math.abs(vectors[best]![1]) ? i : best), 0);
  const up = vectors[upIndex]![1] < 0 ? scale(vectors[upIndex]!, -1) : vectors[upIndex]!;
  const rest = [0, 1, 2].filter((i) => i !== upIndex);
  // Of the two across, the narrower is forward (a body is wider than it is deep), pointed toward +Z
  // as glTF models face (toward +X when it lies across Z).
  const forwardIndex = values[rest[0]!]! <= values[rest[1]!]! ? rest[0]! : rest[1]!;
  const across = vectors[forwardIndex]!;
  const facing = Math.abs(across[2]) > 0.3 ? across[2] : across[0];
  const forward = facing < 0 ? scale(across, -1) : across;
  const left = normalize(cross(up, forward));
  const coords = new Float64Array(count * 3);
  for (let i = 0; i < count; i++) {
    const d: Vec3 = [points[i * 3]! - centre[0], points[i * 3 + 1]! - centre[1], points[i * 3 + 2]! - centre[2]];
    coords[i * 3] = dot(d, left);
    coords[i * 3 + 1] = dot(d, up);
    coords[i * 3 + 2] = dot(d, forward);
  }
  return { centre, axes: vectors, spread: values, up, forward, left, coords, count };
}

/** A point given in the frame (left, up, forward from the centre) in the file's coordinates. */
export function fromFrame(frame: ShapeFrame, a: number, b: number, d: number): Vec3 {
  return add(frame.centre, add(scale(frame.left, a), add(scale(frame.up, b), scale(frame.forward, d))));
}
