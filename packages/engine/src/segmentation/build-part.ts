/**
 * One part of a segmented mesh as a mesh of its own: its faces, and caps over the loops where it
 * was cut from its neighbours, so a part cut from a closed mesh is closed too. A loop is
 * triangulated by ear clipping in the plane it lies closest to; a loop too long for that, or one
 * whose outline crosses itself there, is closed by a fan around its centre.
 */
import type { WeldedMesh } from './segment-mesh';

export interface PartMesh {
  positions: Float32Array;
  indices: Uint32Array;
  capTriangles: number;
  area: number;
  /** Every edge shared by exactly two of the part's triangles. */
  closed: boolean;
}

/** Loops longer than this get a fan instead of ear clipping (which is quadratic in the loop's length). */
const EAR_CLIP_LIMIT = 2000;

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
    if (complete && loop.length >= 3) capLoop(loop, points, triangles, edges);
  }

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

const edgeKey = (a: number, b: number) => Math.min(a, b) * 2 ** 26 + Math.max(a, b);

/**
 * Triangulates a loop whose vertices run in the cap's winding order. Ear clipping only for a loop
 * lying in a plane, and only when no new diagonal is an edge the part already has.
 */
function capLoop(loop: number[], points: number[], triangles: number[], edges: Set<number>): void {
  // Newell's normal: the direction the loop winds around, anticlockwise.
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < loop.length; i++) {
    const a = loop[i]! * 3;
    const b = loop[(i + 1) % loop.length]! * 3;
    nx += (points[a + 1]! - points[b + 1]!) * (points[a + 2]! + points[b + 2]!);
    ny += (points[a + 2]! - points[b + 2]!) * (points[a]! + points[b]!);
    nz += (points[a]! - points[b]!) * (points[a + 1]! + points[b + 1]!);
  }
  const length = Math.hypot(nx, ny, nz);
  if (length > 0 && loop.length <= EAR_CLIP_LIMIT) {
    const normal: [number, number, number] = [nx / length, ny / length, nz / length];
    const added = isPlanar(loop, points, normal) ? earClip(loop, points, normal) : undefined;
    if (added && !added.some((v, i) => edges.has(edgeKey(v, added[i - (i % 3) + ((i + 1) % 3)]!)) && !isLoopEdge(loop, v, added[i - (i % 3) + ((i + 1) % 3)]!))) {
      triangles.push(...added);
      for (let i = 0; i < added.length; i++) edges.add(edgeKey(added[i]!, added[i - (i % 3) + ((i + 1) % 3)]!));
      return;
    }
  }
  fan(loop, points, triangles);
}

function isLoopEdge(loop: number[], a: number, b: number): boolean {
  for (let i = 0; i < loop.length; i++) {
    const p = loop[i]!;
    const q = loop[(i + 1) % loop.length]!;
    if ((p === a && q === b) || (p === b && q === a)) return true;
  }
  return false;
}

/** Every vertex of the loop within a thousandth of its size of the plane through its centre. */
function isPlanar(loop: number[], points: number[], normal: [number, number, number]): boolean {
  const offsets = loop.map((v) => points[v * 3]! * normal[0] + points[v * 3 + 1]! * normal[1] + points[v * 3 + 2]! * normal[2]);
  let size = 0;
  for (let k = 0; k < 3; k++) {
    const values = loop.map((v) => points[v * 3 + k]!);
    size = Math.max(size, Math.max(...values) - Math.min(...values));
  }
  return Math.max(...offsets) - Math.min(...offsets) <= 1e-3 * size;
}

function fan(loop: number[], points: number[], triangles: number[]): void {
  const centre = [0, 0, 0];
  for (const v of loop) for (let k = 0; k < 3; k++) centre[k]! += points[v * 3 + k]! / loop.length;
  const c = points.length / 3;
  points.push(centre[0]!, centre[1]!, centre[2]!);
  for (let i = 0; i < loop.length; i++) triangles.push(c, loop[i]!, loop[(i + 1) % loop.length]!);
}

/** Ear clipping in the plane across `normal`; undefined when no ear is left to cut. */
function earClip(loop: number[], points: number[], normal: [number, number, number]): number[] | undefined {
  // u and v span the plane with u x v = normal, so the loop winds anticlockwise in (u, v).
  const [nx, ny, nz] = normal;
  const helper = Math.abs(nx) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  let ux = helper[1]! * nz - helper[2]! * ny;
  let uy = helper[2]! * nx - helper[0]! * nz;
  let uz = helper[0]! * ny - helper[1]! * nx;
  const ul = Math.hypot(ux, uy, uz);
  ux /= ul;
  uy /= ul;
  uz /= ul;
  const vx = ny * uz - nz * uy;
  const vy = nz * ux - nx * uz;
  const vz = nx * uy - ny * ux;
  const x = new Map<number, number>();
  const y = new Map<number, number>();
  for (const v of loop) {
    x.set(v, points[v * 3]! * ux + points[v * 3 + 1]! * uy + points[v * 3 + 2]! * uz);
    y.set(v, points[v * 3]! * vx + points[v * 3 + 1]! * vy + points[v * 3 + 2]! * vz);
  }
  const cross = (a: number, b: number, c: number) => (x.get(b)! - x.get(a)!) * (y.get(c)! - y.get(a)!) - (y.get(b)! - y.get(a)!) * (x.get(c)! - x.get(a)!);
  const inside = (p: number, a: number, b: number, c: number) => cross(a, b, p) > 0 && cross(b, c, p) > 0 && cross(c, a, p) > 0;

  const ring = [...loop];
  const added: number[] = [];
  let misses = 0;
  let i = 0;
  while (ring.length > 3) {
    if (misses > ring.length) return undefined;
    const n = ring.length;
    const a = ring[(i + n - 1) % n]!;
    const b = ring[i % n]!;
    const c = ring[(i + 1) % n]!;
    let ear = cross(a, b, c) > 0;
    if (ear) {
      for (const p of ring) {
        if (p !== a && p !== b && p !== c && inside(p, a, b, c)) {
          ear = false;
          break;
        }
      }
    }
    if (ear) {
      added.push(a, b, c);
      ring.splice(i % n, 1);
      misses = 0;
      i = i % (n - 1);
    } else {
      misses++;
      i = (i + 1) % n;
    }
  }
  added.push(ring[0]!, ring[1]!, ring[2]!);
  return added;
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
