/**
 * The geometry the 3D-printing pipeline works on: every triangle of a glTF scene, placed in the world
 * and turned Z up (as printers and STL expect), welded into an indexed mesh, and the topology
 * helpers the checks and the repair share (vertex-to-face lists, edges, parts).
 */
import type { Document } from '@gltf-transform/core';
import { faceCross } from '../mesh-math';

/** Positions x, y, z per vertex and three vertex indices per triangle. */
export interface IndexedMesh {
  positions: Float64Array;
  indices: Uint32Array;
}

const TRIANGLES = 4;

/** Every triangle of the default scene in world space, Z up (glTF's -Z forward becomes +Y). */
export function sceneTriangles(doc: Document): IndexedMesh {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const chunks: { positions: Float64Array; indices: Uint32Array }[] = [];
  scene?.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    const m = node.getWorldMatrix();
    const mirrored = determinant3(m) < 0;
    for (const primitive of mesh.listPrimitives()) {
      if (primitive.getMode() !== TRIANGLES) continue;
      const position = primitive.getAttribute('POSITION');
      if (!position) continue;
      const count = position.getCount();
      const positions = new Float64Array(count * 3);
      const array = position.getArray();
      const plain = array instanceof Float32Array && !position.getNormalized() && position.getElementSize() === 3;
      const v: number[] = [0, 0, 0];
      for (let i = 0; i < count; i++) {
        let px: number, py: number, pz: number;
        if (plain) {
          px = array[i * 3]!;
          py = array[i * 3 + 1]!;
          pz = array[i * 3 + 2]!;
        } else {
          position.getElement(i, v);
          [px, py, pz] = v as [number, number, number];
        }
        const x = m[0] * px + m[4] * py + m[8] * pz + m[12];
        const y = m[1] * px + m[5] * py + m[9] * pz + m[13];
        const z = m[2] * px + m[6] * py + m[10] * pz + m[14];
        positions[i * 3] = x;
        positions[i * 3 + 1] = -z;
        positions[i * 3 + 2] = y;
      }
      const source = primitive.getIndices()?.getArray();
      const indices = source ? Uint32Array.from(source) : Uint32Array.from({ length: count - (count % 3) }, (_, i) => i);
      if (mirrored) {
        for (let t = 0; t + 2 < indices.length; t += 3) {
          const swap = indices[t + 1]!;
          indices[t + 1] = indices[t + 2]!;
          indices[t + 2] = swap;
        }
      }
      chunks.push({ positions, indices: indices.length % 3 === 0 ? indices : indices.subarray(0, indices.length - (indices.length % 3)) });
    }
  });
  return concat(chunks);
}

function determinant3(m: readonly number[]): number {
  return m[0]! * (m[5]! * m[10]! - m[9]! * m[6]!) - m[4]! * (m[1]! * m[10]! - m[9]! * m[2]!) + m[8]! * (m[1]! * m[6]! - m[5]! * m[2]!);
}

function concat(chunks: IndexedMesh[]): IndexedMesh {
  const vertexCount = chunks.reduce((sum, chunk) => sum + chunk.positions.length / 3, 0);
  const indexCount = chunks.reduce((sum, chunk) => sum + chunk.indices.length, 0);
  const positions = new Float64Array(vertexCount * 3);
  const indices = new Uint32Array(indexCount);
  let vertexOffset = 0;
  let indexOffset = 0;
  for (const chunk of chunks) {
    positions.set(chunk.positions, vertexOffset * 3);
    for (let i = 0; i < chunk.indices.length; i++) indices[indexOffset + i] = chunk.indices[i]! + vertexOffset;
    vertexOffset += chunk.positions.length / 3;
    indexOffset += chunk.indices.length;
  }
  return { positions, indices };
}

export interface Bounds {
  min: [number, number, number];
  max: [number, number, number];
}

export function boundsOf(positions: ArrayLike<number>): Bounds {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const value = positions[i + k]!;
      if (value < min[k]!) min[k] = value;
      if (value > max[k]!) max[k] = value;
    }
  }
  return { min, max };
}

export const diagonalOf = (bounds: Bounds) =>
  Math.hypot(bounds.max[0] - bounds.min[0], bounds.max[1] - bounds.min[1], bounds.max[2] - bounds.min[2]);

/**
 * Merges vertices closer than `tolerance` (on a grid of that size) and drops the vertices no
 * triangle uses. Returns the welded mesh and how many vertices went.
 */
export function weld(mesh: IndexedMesh, tolerance: number): { mesh: IndexedMesh; merged: number } {
  const { positions, indices } = mesh;
  const vertexCount = positions.length / 3;
  const inverse = 1 / tolerance;
  let size = 1;
  while (size < vertexCount * 2) size <<= 1;
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
  const keys = new Int32Array(vertexCount * 3);
  const remap = new Uint32Array(vertexCount);
  const kept: number[] = [];
  const used = new Uint8Array(vertexCount);
  for (const index of indices) used[index] = 1;
  let out = 0;
  const outPositions = new Float64Array(vertexCount * 3);
  for (let v = 0; v < vertexCount; v++) {
    if (!used[v]) continue;
    const qx = Math.round(positions[v * 3]! * inverse);
    const qy = Math.round(positions[v * 3 + 1]! * inverse);
    const qz = Math.round(positions[v * 3 + 2]! * inverse);
    let slot = (Math.imul(qx, 73856093) ^ Math.imul(qy, 19349663) ^ Math.imul(qz, 83492791)) & mask;
    for (;;) {
      const found = table[slot]!;
      if (found === -1) {
        table[slot] = out;
        keys[out * 3] = qx;
        keys[out * 3 + 1] = qy;
        keys[out * 3 + 2] = qz;
        outPositions[out * 3] = positions[v * 3]!;
        outPositions[out * 3 + 1] = positions[v * 3 + 1]!;
        outPositions[out * 3 + 2] = positions[v * 3 + 2]!;
        remap[v] = out++;
        break;
      }
      if (keys[found * 3] === qx && keys[found * 3 + 1] === qy && keys[found * 3 + 2] === qz) {
        remap[v] = found;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  kept.length = 0;
  const outIndices = new Uint32Array(indices.length);
  for (let i = 0; i < indices.length; i++) outIndices[i] = remap[indices[i]!]!;
  let usedCount = 0;
  for (let v = 0; v < vertexCount; v++) usedCount += used[v]!;
  return { mesh: { positions: outPositions.slice(0, out * 3), indices: outIndices }, merged: usedCount - out };
}

/** Twice the area of triangle t. */
export function doubleArea(positions: ArrayLike<number>, indices: ArrayLike<number>, t: number): number {
  const n: [number, number, number] = [0, 0, 0];
  faceCross(positions, indices, t, n);
  return Math.hypot(n[0], n[1], n[2]);
}

/** Triangles with a repeated corner or (almost) no area: which ones. */
export function degenerateFaces(mesh: IndexedMesh, minDoubleArea: number): Uint8Array {
  const { positions, indices } = mesh;
  const faces = indices.length / 3;
  const degenerate = new Uint8Array(faces);
  for (let t = 0; t < faces; t++) {
    const a = indices[t * 3]!;
    const b = indices[t * 3 + 1]!;
    const c = indices[t * 3 + 2]!;
    if (a === b || b === c || a === c || doubleArea(positions, indices, t) <= minDoubleArea) degenerate[t] = 1;
  }
  return degenerate;
}

/** The mesh without the flagged triangles. */
export function withoutFaces(mesh: IndexedMesh, drop: Uint8Array): IndexedMesh {
  const kept: number[] = [];
  for (let t = 0; t < drop.length; t++) if (!drop[t]) kept.push(t);
  const indices = new Uint32Array(kept.length * 3);
  kept.forEach((t, i) => indices.set(mesh.indices.subarray(t * 3, t * 3 + 3), i * 3));
  return { positions: mesh.positions, indices };
}

/** For each vertex, the triangles that use it (compressed rows). */
export interface VertexFaces {
  start: Uint32Array;
  faces: Uint32Array;
}

export function vertexFaces(vertexCount: number, indices: Uint32Array): VertexFaces {
  const start = new Uint32Array(vertexCount + 1);
  for (const index of indices) start[index + 1]!++;
  for (let v = 0; v < vertexCount; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, vertexCount);
  const faces = new Uint32Array(indices.length);
  for (let i = 0; i < indices.length; i++) faces[fill[indices[i]!]!++] = (i / 3) | 0;
  return { start, faces };
}

/** Whether triangle t has the directed edge a -> b (0), b -> a (1), or neither (-1). */
export function edgeDirection(indices: Uint32Array, t: number, a: number, b: number): number {
  for (let k = 0; k < 3; k++) {
    const p = indices[t * 3 + k]!;
    const q = indices[t * 3 + ((k + 1) % 3)]!;
    if (p === a && q === b) return 0;
    if (p === b && q === a) return 1;
  }
  return -1;
}

/** The triangles other than t that share the edge a-b. */
export function facesOnEdge(adjacency: VertexFaces, indices: Uint32Array, t: number, a: number, b: number, out: number[]): number[] {
  out.length = 0;
  for (let i = adjacency.start[a]!; i < adjacency.start[a + 1]!; i++) {
    const f = adjacency.faces[i]!;
    if (f !== t && edgeDirection(indices, f, a, b) !== -1) out.push(f);
  }
  return out;
}

export interface EdgeCounts {
  /** Edges of one face only. */
  boundary: number;
  /** Edges of three or more faces. */
  overShared: number;
}

/** Counts the edges that are not shared by exactly two faces. */
export function countBadEdges(vertexCount: number, indices: Uint32Array, adjacency = vertexFaces(vertexCount, indices)): EdgeCounts {
  const faces = indices.length / 3;
  const others: number[] = [];
  let boundary = 0;
  let overShared = 0;
  for (let t = 0; t < faces; t++) {
    for (let k = 0; k < 3; k++) {
      const a = indices[t * 3 + k]!;
      const b = indices[t * 3 + ((k + 1) % 3)]!;
      facesOnEdge(adjacency, indices, t, a, b, others);
      // Each edge once: by the lowest face on it.
      if (others.some((f) => f < t)) continue;
      if (others.length === 0) boundary++;
      else if (others.length > 1) overShared++;
    }
  }
  return { boundary, overShared };
}

/** The part (connected through shared vertices) of each triangle, largest first, and the part count. */
export function partsOf(vertexCount: number, indices: Uint32Array): { partOfFace: Uint32Array; count: number } {
  const parent = new Int32Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) parent[v] = v;
  const find = (v: number): number => {
    while (parent[v] !== v) {
      parent[v] = parent[parent[v]!]!;
      v = parent[v]!;
    }
    return v;
  };
  for (let i = 0; i < indices.length; i += 3) {
    const a = find(indices[i]!);
    const b = find(indices[i + 1]!);
    const c = find(indices[i + 2]!);
    if (a !== b) parent[b] = a;
    const a2 = find(a);
    if (a2 !== c) parent[c] = a2;
  }
  const faces = indices.length / 3;
  const rootOfFace = new Uint32Array(faces);
  const facesOfRoot = new Uint32Array(vertexCount);
  for (let t = 0; t < faces; t++) {
    const root = find(indices[t * 3]!);
    rootOfFace[t] = root;
    facesOfRoot[root]!++;
  }
  const order: [number, number][] = [];
  for (let v = 0; v < vertexCount; v++) if (facesOfRoot[v]! > 0) order.push([v, facesOfRoot[v]!]);
  order.sort((x, y) => y[1] - x[1]);
  const label = new Uint32Array(vertexCount);
  order.forEach(([root], i) => (label[root] = i));
  const partOfFace = new Uint32Array(faces);
  for (let t = 0; t < faces; t++) partOfFace[t] = label[rootOfFace[t]!]!;
  return { partOfFace, count: order.length };
}

/** Six times the signed volume of the tetrahedron from the origin to triangle t. */
export function faceVolume6(positions: ArrayLike<number>, indices: ArrayLike<number>, t: number): number {
  const a = indices[t * 3]! * 3;
  const b = indices[t * 3 + 1]! * 3;
  const c = indices[t * 3 + 2]! * 3;
  return (
    positions[a]! * (positions[b + 1]! * positions[c + 2]! - positions[b + 2]! * positions[c + 1]!) -
    positions[a + 1]! * (positions[b]! * positions[c + 2]! - positions[b + 2]! * positions[c]!) +
    positions[a + 2]! * (positions[b]! * positions[c + 1]! - positions[b + 1]! * positions[c]!)
  );
}

/** Six times the signed volume enclosed by the triangles (positive when they face outwards). */
export function signedVolume6(positions: ArrayLike<number>, indices: ArrayLike<number>): number {
  let sum = 0;
  for (let t = 0; t < indices.length / 3; t++) sum += faceVolume6(positions, indices, t);
  return sum;
}
