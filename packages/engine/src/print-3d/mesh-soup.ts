/**
 * The geometry the 3D-printing pipeline works on: every triangle of a glTF scene, placed in the world
 * and turned Z up (as printers and STL expect), welded into an indexed mesh, and the topology
 * helpers the checks and the repair share (vertex-to-face lists, edges, parts).
 */
import type { Document } from '@gltf-transform/core';
import { MeshoptSimplifier } from 'meshoptimizer';
import { type Bounds, boundsOf, faceCross } from '../mesh-math';

/** Positions x, y, z per vertex and three vertex indices per triangle. */
export interface IndexedMesh {
  positions: Float64Array;
  indices: Uint32Array;
}

/** The scene's triangles, with for each vertex the first vertex whose stored position equals its own, when known. */
export interface SceneTriangles extends IndexedMesh {
  samePosition?: Uint32Array;
}

const TRIANGLES = 4;

/** Every triangle of the default scene in world space, Z up (glTF's -Z forward becomes +Y). */
export function sceneTriangles(doc: Document): SceneTriangles {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const chunks: SceneTriangles[] = [];
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
      // Bitwise-equal stored positions come out of the same transform equal: meshoptimizer finds them
      // (in WebAssembly) so that welding hashes each position once, not once per triangle corner.
      const samePosition = plain ? MeshoptSimplifier.generatePositionRemap(array, 3) : undefined;
      chunks.push({ positions, indices: indices.length % 3 === 0 ? indices : indices.subarray(0, indices.length - (indices.length % 3)), samePosition });
    }
  });
  return concat(chunks);
}

function determinant3(m: readonly number[]): number {
  return m[0]! * (m[5]! * m[10]! - m[9]! * m[6]!) - m[4]! * (m[1]! * m[10]! - m[9]! * m[2]!) + m[8]! * (m[1]! * m[6]! - m[5]! * m[2]!);
}

function concat(chunks: SceneTriangles[]): SceneTriangles {
  // One primitive (the usual case) is already the mesh: no copy of its arrays.
  if (chunks.length === 1) return chunks[0]!;
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
  // Each chunk's equal positions stay within the chunk; a chunk without them counts each vertex alone.
  const samePosition = new Uint32Array(vertexCount);
  vertexOffset = 0;
  for (const chunk of chunks) {
    const count = chunk.positions.length / 3;
    for (let v = 0; v < count; v++) samePosition[vertexOffset + v] = vertexOffset + (chunk.samePosition ? chunk.samePosition[v]! : v);
    vertexOffset += count;
  }
  return { positions, indices, samePosition };
}

export { type Bounds, boundsOf };

export const diagonalOf = (bounds: Bounds) =>
  Math.hypot(bounds.max[0] - bounds.min[0], bounds.max[1] - bounds.min[1], bounds.max[2] - bounds.min[2]);

/**
 * Merges vertices closer than `tolerance` (on a grid of that size) and drops the vertices no
 * triangle uses. Returns the welded mesh and how many vertices went.
 */
export function weld(mesh: SceneTriangles, tolerance: number): { mesh: IndexedMesh; merged: number } {
  const { positions, indices, samePosition } = mesh;
  const vertexCount = positions.length / 3;
  const inverse = 1 / tolerance;
  let size = 1;
  while (size < vertexCount * 2) size <<= 1;
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
  const keys = new Int32Array(vertexCount * 3);
  const unset = 0xffffffff;
  const remap = new Uint32Array(vertexCount).fill(unset);
  const used = new Uint8Array(vertexCount);
  for (const index of indices) used[index] = 1;
  let out = 0;
  const outPositions = new Float64Array(vertexCount * 3);
  for (let v = 0; v < vertexCount; v++) {
    if (!used[v]) continue;
    // A vertex at the very position of one before it goes where that one went.
    const same = samePosition ? samePosition[v]! : v;
    if (same !== v && remap[same] !== unset) {
      remap[v] = remap[same]!;
      continue;
    }
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
  const outIndices = new Uint32Array(indices.length);
  for (let i = 0; i < indices.length; i++) outIndices[i] = remap[indices[i]!]!;
  let usedCount = 0;
  for (let v = 0; v < vertexCount; v++) usedCount += used[v]!;
  return { mesh: { positions: outPositions.slice(0, out * 3), indices: outIndices }, merged: usedCount - out };
}

/** Scratch for doubleArea, which runs once a face. */
const cross: [number, number, number] = [0, 0, 0];

/** Twice the area of triangle t. */
export function doubleArea(positions: ArrayLike<number>, indices: ArrayLike<number>, t: number): number {
  const n = cross;
  faceCross(positions, indices, t, n);
  return Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
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

/** The mesh without the flagged triangles (always a copy of the indices, which the repair changes). */
export function withoutFaces(mesh: IndexedMesh, drop: Uint8Array): IndexedMesh {
  let kept = 0;
  for (let t = 0; t < drop.length; t++) kept += drop[t] ? 0 : 1;
  const indices = new Uint32Array(kept * 3);
  for (let t = 0, i = 0; t < drop.length; t++) {
    if (drop[t]) continue;
    indices[i++] = mesh.indices[t * 3]!;
    indices[i++] = mesh.indices[t * 3 + 1]!;
    indices[i++] = mesh.indices[t * 3 + 2]!;
  }
  return { positions: mesh.positions, indices };
}

/**
 * The edges of a mesh: half-edge `3t + k` runs from corner k of triangle t to corner k + 1, and every
 * half-edge is assigned the undirected edge (vertex pair) it lies on. Half-edges are bucketed by
 * their lower vertex (a counting sort), so an edge is found among the few of one vertex. The checks
 * and the repair all read edges from this instead of searching each vertex's faces.
 */
export interface EdgeMap {
  /** The edge of each half-edge. */
  edgeOf: Uint32Array;
  /** How many half-edges lie on each edge: 1 on a boundary, 2 inside a closed surface. */
  uses: Uint32Array;
  /** For a half-edge whose edge has exactly two half-edges, the other one; otherwise -1. */
  twin: Int32Array;
}

export function edgeMap(indices: Uint32Array): EdgeMap {
  const halfEdges = indices.length;
  let vertexCount = 0;
  for (let i = 0; i < halfEdges; i++) if (indices[i]! >= vertexCount) vertexCount = indices[i]! + 1;
  // Each half-edge's lower and higher vertex.
  const low = new Uint32Array(halfEdges);
  const high = new Uint32Array(halfEdges);
  const start = new Uint32Array(vertexCount + 1);
  for (let h = 0; h < halfEdges; h++) {
    const a = indices[h]!;
    const b = indices[h % 3 === 2 ? h - 2 : h + 1]!;
    low[h] = a < b ? a : b;
    high[h] = a < b ? b : a;
    start[low[h]! + 1]!++;
  }
  for (let v = 0; v < vertexCount; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, vertexCount);
  const order = new Uint32Array(halfEdges);
  for (let h = 0; h < halfEdges; h++) order[fill[low[h]!]!++] = h;
  const edgeOf = new Uint32Array(halfEdges);
  const usesAll = new Uint32Array(halfEdges);
  const firstOf = new Uint32Array(halfEdges);
  const twin = new Int32Array(halfEdges).fill(-1);
  let edges = 0;
  for (let v = 0; v < vertexCount; v++) {
    const from = start[v]!;
    const to = start[v + 1]!;
    // A vertex with very many edges (a fan's centre) is sorted by the other end, so the search
    // below stops at the first half-edge of another edge instead of scanning them all.
    if (to - from > 48) {
      const sorted = Array.from(order.subarray(from, to)).sort((x, y) => high[x]! - high[y]!);
      order.set(sorted, from);
    }
    for (let i = from; i < to; i++) {
      const h = order[i]!;
      const other = high[h]!;
      let found = -1;
      for (let j = i - 1; j >= from; j--) {
        const g = order[j]!;
        if (high[g] === other) {
          found = g;
          break;
        }
        if (to - from > 48 && high[g]! < other) break;
      }
      if (found === -1) {
        firstOf[edges] = h;
        usesAll[edges] = 1;
        edgeOf[h] = edges++;
        continue;
      }
      const edge = edgeOf[found]!;
      edgeOf[h] = edge;
      if (++usesAll[edge]! === 2) {
        twin[h] = firstOf[edge]!;
        twin[firstOf[edge]!] = h;
      }
    }
  }
  // A third half-edge on an edge unpairs the first two.
  for (let h = 0; h < halfEdges; h++) if (usesAll[edgeOf[h]!]! !== 2) twin[h] = -1;
  return { edgeOf, uses: usesAll.slice(0, edges), twin };
}

export interface EdgeCounts {
  /** Edges of one face only. */
  boundary: number;
  /** Edges of three or more faces. */
  overShared: number;
}

/** Counts the edges that are not shared by exactly two faces. */
export function countBadEdges(edges: EdgeMap): EdgeCounts {
  let boundary = 0;
  let overShared = 0;
  for (const uses of edges.uses) {
    if (uses === 1) boundary++;
    else if (uses > 2) overShared++;
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
