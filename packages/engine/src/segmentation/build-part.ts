/**
 * One part of a segmented mesh as a mesh of its own: its faces, and caps over the loops where it
 * was cut from its neighbours (see cap-loops.ts), so a part cut from a closed mesh is closed too.
 */
import { capLoops, edgeKey } from './cap-loops';
import type { WeldedMesh } from './segment-mesh';

export interface PartMesh {
  positions: Float32Array;
  indices: Uint32Array;
  capTriangles: number;
  area: number;
  /** Every edge shared by exactly two of the part's triangles. */
  closed: boolean;
}

export function buildPart(mesh: WeldedMesh, faces: readonly number[], partOf: Uint32Array, across: Int32Array, part: number): PartMesh {
  const { positions, indices } = mesh;
  const local = new Map<number, number>();
  const points: number[] = [];
  const vertex = (v: number) => {
    let id = local.get(v);
    if (id === undefined) {
      id = local.size;
      local.set(v, id);
      points.push(positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!);
    }
    return id;
  };
  const triangles: number[] = [];
  // Cap edges run against the cut edges, so caps face the same way as the faces they close.
  const capNext = new Map<number, number[]>();
  let capEdges = 0;
  for (const f of faces) {
    for (let k = 0; k < 3; k++) triangles.push(vertex(indices[f * 3 + k]!));
    for (let k = 0; k < 3; k++) {
      const g = across[f * 3 + k]!;
      if (g < 0 || partOf[g] === part) continue;
      const a = vertex(indices[f * 3 + k]!);
      const b = vertex(indices[f * 3 + ((k + 1) % 3)]!);
      const list = capNext.get(b);
      if (list) list.push(a);
      else capNext.set(b, [a]);
      capEdges++;
    }
  }
  const originalTriangles = triangles.length / 3;
  const edges = new Set<number>();
  for (let t = 0; t < triangles.length; t += 3) for (let k = 0; k < 3; k++) edges.add(edgeKey(triangles[t + k]!, triangles[t + ((k + 1) % 3)]!));

  // Walk the cap edges into loops.
  const loops: number[][] = [];
  while (capEdges > 0) {
    const [start] = capNext.keys();
    const loop: number[] = [start!];
    let at = start!;
    let complete = false;
    for (;;) {
      const outs = capNext.get(at);
      if (!outs || outs.length === 0) break;
      const next = outs.pop()!;
      if (outs.length === 0) capNext.delete(at);
      capEdges--;
      if (next === start) {
        complete = true;
        break;
      }
      loop.push(next);
      at = next;
    }
    if (complete && loop.length >= 3) loops.push(loop);
  }
  capLoops(loops, points, triangles, edges);

  const outPositions = Float32Array.from(points);
  const outIndices = Uint32Array.from(triangles);
  return {
    positions: outPositions,
    indices: outIndices,
    capTriangles: outIndices.length / 3 - originalTriangles,
    area: surfaceArea(outPositions, outIndices),
    closed: isClosed(outIndices, outPositions.length / 3),
  };
}

function surfaceArea(positions: Float32Array, indices: Uint32Array): number {
  let area = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t]! * 3;
    const b = indices[t + 1]! * 3;
    const c = indices[t + 2]! * 3;
    const ux = positions[b]! - positions[a]!;
    const uy = positions[b + 1]! - positions[a + 1]!;
    const uz = positions[b + 2]! - positions[a + 2]!;
    const vx = positions[c]! - positions[a]!;
    const vy = positions[c + 1]! - positions[a + 1]!;
    const vz = positions[c + 2]! - positions[a + 2]!;
    area += Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx) / 2;
  }
  return area;
}

/** Every edge used by exactly two triangles, once in each direction. */
export function isClosed(indices: Uint32Array, vertexCount: number): boolean {
  const directed = new Map<number, number>();
  for (let t = 0; t < indices.length; t += 3) {
    for (let k = 0; k < 3; k++) {
      const a = indices[t + k]!;
      const b = indices[t + ((k + 1) % 3)]!;
      const key = a * vertexCount + b;
      directed.set(key, (directed.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of directed) {
    const a = Math.floor(key / vertexCount);
    const b = key % vertexCount;
    if (count !== 1 || directed.get(b * vertexCount + a) !== 1) return false;
  }
  return directed.size > 0;
}
