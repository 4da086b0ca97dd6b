/**
 * The printability checks on a mesh in millimetres, Z up: thin walls (a short ray from each face
 * inwards meets the other side sooner than the minimum wall) and overhangs (faces leaning down
 * further than the overhang angle, the bed left out).
 */
import { faceCross } from '../mesh-math';
import type { IndexedMesh } from './mesh-soup';

/** Faces tested by the thin-wall check at most; larger meshes are sampled evenly and the count scaled. */
const THIN_SAMPLE = 50_000;

/** Counts the overhanging faces; marks each in `flags` when given. */
export function overhangFaces(mesh: IndexedMesh, overhangDeg: number, flags?: Uint8Array): number {
  const { positions, indices } = mesh;
  const threshold = Math.sin((overhangDeg * Math.PI) / 180);
  let minZ = Infinity;
  for (let i = 2; i < positions.length; i += 3) minZ = Math.min(minZ, positions[i]!);
  const bed = minZ + 0.05;
  let count = 0;
  const n: [number, number, number] = [0, 0, 0];
  for (let t = 0; t < indices.length / 3; t++) {
    const a = indices[t * 3]! * 3;
    const b = indices[t * 3 + 1]! * 3;
    const c = indices[t * 3 + 2]! * 3;
    if (positions[a + 2]! <= bed && positions[b + 2]! <= bed && positions[c + 2]! <= bed) continue;
    faceCross(positions, indices, t, n);
    const length = Math.hypot(n[0], n[1], n[2]);
    if (length === 0) continue;
    if (-n[2] / length > threshold) {
      count++;
      if (flags) flags[t] = 1;
    }
  }
  return count;
}

/**
 * Faces behind which the solid is thinner than `minWall`: a ray from the face's centre straight in
 * meets another face within that distance. Counted on up to THIN_SAMPLE faces, scaled to all; the
 * tested faces found thin are marked in `flags` when given.
 */
export function thinFaces(mesh: IndexedMesh, minWall: number, flags?: Uint8Array): number {
  const { positions, indices } = mesh;
  const faces = indices.length / 3;
  if (faces === 0) return 0;
  const grid = buildGrid(mesh, minWall);
  const stride = Math.max(1, Math.ceil(faces / THIN_SAMPLE));
  let thin = 0;
  let tested = 0;
  const n: [number, number, number] = [0, 0, 0];
  for (let t = 0; t < faces; t += stride) {
    tested++;
    const a = indices[t * 3]! * 3;
    const b = indices[t * 3 + 1]! * 3;
    const c = indices[t * 3 + 2]! * 3;
    faceCross(positions, indices, t, n);
    const length = Math.hypot(n[0], n[1], n[2]);
    if (length === 0) continue;
    // Inwards.
    const nx = n[0] / -length;
    const ny = n[1] / -length;
    const nz = n[2] / -length;
    const ox = (positions[a]! + positions[b]! + positions[c]!) / 3;
    const oy = (positions[a + 1]! + positions[b + 1]! + positions[c + 1]!) / 3;
    const oz = (positions[a + 2]! + positions[b + 2]! + positions[c + 2]!) / 3;
    if (grid.hitWithin(t, ox, oy, oz, nx, ny, nz, minWall)) {
      thin++;
      if (flags) flags[t] = 1;
    }
  }
  return Math.round((thin * faces) / tested);
}

function buildGrid(mesh: IndexedMesh, minWall: number) {
  const { positions, indices } = mesh;
  const faces = indices.length / 3;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, positions[i + k]!);
      max[k] = Math.max(max[k]!, positions[i + k]!);
    }
  }
  // About as many cells as faces, none smaller than the wall being looked for.
  const volume = Math.max(1e-9, (max[0]! - min[0]!) * (max[1]! - min[1]!) * (max[2]! - min[2]!));
  let size = Math.max(minWall, Math.cbrt(volume / Math.max(1, faces)));
  const dimsFor = (edge: number) => [0, 1, 2].map((k) => Math.max(1, Math.min(1024, Math.ceil((max[k]! - min[k]!) / edge) + 1)));
  let sized = dimsFor(size);
  // The cells are one dense table: a flat or needle-like model gets larger cells rather than a huge one.
  while (sized[0]! * sized[1]! * sized[2]! > Math.max(4 * faces, 1 << 20)) sized = dimsFor((size *= 1.25));
  const cell = size;
  const dims = sized;
  const [nx, ny] = dims as [number, number, number];
  const cellOf = (value: number, k: number) => Math.min(dims[k]! - 1, Math.max(0, Math.floor((value - min[k]!) / cell)));
  // Count, then fill (compressed rows per cell), each face in every cell its box touches.
  const cellCount = dims[0]! * dims[1]! * dims[2]!;
  const start = new Uint32Array(cellCount + 1);
  const boxes = new Int32Array(faces * 6);
  for (let t = 0; t < faces; t++) {
    let lo0 = Infinity, lo1 = Infinity, lo2 = Infinity, hi0 = -Infinity, hi1 = -Infinity, hi2 = -Infinity;
    for (let j = 0; j < 3; j++) {
      const p = indices[t * 3 + j]! * 3;
      const x = positions[p]!, y = positions[p + 1]!, z = positions[p + 2]!;
      if (x < lo0) lo0 = x;
      if (x > hi0) hi0 = x;
      if (y < lo1) lo1 = y;
      if (y > hi1) hi1 = y;
      if (z < lo2) lo2 = z;
      if (z > hi2) hi2 = z;
    }
    const box = t * 6;
    boxes[box] = cellOf(lo0, 0); boxes[box + 1] = cellOf(hi0, 0);
    boxes[box + 2] = cellOf(lo1, 1); boxes[box + 3] = cellOf(hi1, 1);
    boxes[box + 4] = cellOf(lo2, 2); boxes[box + 5] = cellOf(hi2, 2);
    for (let z = boxes[box + 4]!; z <= boxes[box + 5]!; z++)
      for (let y = boxes[box + 2]!; y <= boxes[box + 3]!; y++)
        for (let x = boxes[box]!; x <= boxes[box + 1]!; x++) start[(z * ny + y) * nx + x + 1]!++;
  }
  for (let c = 0; c < cellCount; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, cellCount);
  const cellFaces = new Uint32Array(start[cellCount]!);
  for (let t = 0; t < faces; t++) {
    const box = t * 6;
    for (let z = boxes[box + 4]!; z <= boxes[box + 5]!; z++)
      for (let y = boxes[box + 2]!; y <= boxes[box + 3]!; y++)
        for (let x = boxes[box]!; x <= boxes[box + 1]!; x++) cellFaces[fill[(z * ny + y) * nx + x]!++] = t;
  }
  const seen = new Int32Array(faces).fill(-1);
  return {
    hitWithin(self: number, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, distance: number): boolean {
      const ex = ox + dx * distance, ey = oy + dy * distance, ez = oz + dz * distance;
      const x0 = cellOf(Math.min(ox, ex), 0), x1 = cellOf(Math.max(ox, ex), 0);
      const y0 = cellOf(Math.min(oy, ey), 1), y1 = cellOf(Math.max(oy, ey), 1);
      const z0 = cellOf(Math.min(oz, ez), 2), z1 = cellOf(Math.max(oz, ez), 2);
      const epsilon = distance * 1e-4;
      for (let x = x0; x <= x1; x++)
        for (let y = y0; y <= y1; y++)
          for (let z = z0; z <= z1; z++) {
            const cellIndex = (z * ny + y) * nx + x;
            for (let i = start[cellIndex]!; i < start[cellIndex + 1]!; i++) {
              const t = cellFaces[i]!;
              if (t === self || seen[t] === self) continue;
              seen[t] = self;
              const hit = rayTriangle(positions, indices, t, ox, oy, oz, dx, dy, dz);
              if (hit > epsilon && hit < distance) return true;
            }
          }
      return false;
    },
  };
}

/** Distance along the ray to triangle t (Möller-Trumbore), or -1. */
function rayTriangle(positions: ArrayLike<number>, indices: ArrayLike<number>, t: number, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number): number {
  const a = indices[t * 3]! * 3;
  const b = indices[t * 3 + 1]! * 3;
  const c = indices[t * 3 + 2]! * 3;
  const e1x = positions[b]! - positions[a]!, e1y = positions[b + 1]! - positions[a + 1]!, e1z = positions[b + 2]! - positions[a + 2]!;
  const e2x = positions[c]! - positions[a]!, e2y = positions[c + 1]! - positions[a + 1]!, e2z = positions[c + 2]! - positions[a + 2]!;
  const px = dy * e2z - dz * e2y, py = dz * e2x - dx * e2z, pz = dx * e2y - dy * e2x;
  const det = e1x * px + e1y * py + e1z * pz;
  if (Math.abs(det) < 1e-18) return -1;
  const inv = 1 / det;
  const sx = ox - positions[a]!, sy = oy - positions[a + 1]!, sz = oz - positions[a + 2]!;
  const u = (sx * px + sy * py + sz * pz) * inv;
  if (u < 0 || u > 1) return -1;
  const qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
  const v = (dx * qx + dy * qy + dz * qz) * inv;
  if (v < 0 || u + v > 1) return -1;
  return (e2x * qx + e2y * qy + e2z * qz) * inv;
}

/** Meshes above this many faces are not checked for crossing faces (the check would cost seconds). */
export const SELF_INTERSECTION_MAX_FACES = 200_000;

/**
 * Pairs of faces that cross each other (an edge of one passes through the other), among faces that
 * share no corner; null when the mesh has more than SELF_INTERSECTION_MAX_FACES faces. Faces are
 * sorted into a grid of about one face a cell, and only faces of a cell are paired.
 */
export function selfIntersections(mesh: IndexedMesh): number | null {
  const { positions, indices } = mesh;
  const faces = indices.length / 3;
  if (faces > SELF_INTERSECTION_MAX_FACES) return null;
  if (faces < 2) return 0;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, positions[i + k]!);
      max[k] = Math.max(max[k]!, positions[i + k]!);
    }
  }
  const extent = [0, 1, 2].map((k) => Math.max(max[k]! - min[k]!, 1e-12));
  // About two faces a cell over the bounding box's surface.
  const cell = Math.max(Math.sqrt((2 * (extent[0]! * extent[1]! + extent[1]! * extent[2]! + extent[0]! * extent[2]!)) / (faces / 2)), Math.max(...extent) / 512);
  const dims = extent.map((length) => Math.max(1, Math.min(512, Math.ceil(length / cell))));
  const cellOf = (value: number, k: number) => Math.min(dims[k]! - 1, Math.max(0, Math.floor((value - min[k]!) / cell)));
  const cells = new Map<number, number[]>();
  for (let t = 0; t < faces; t++) {
    const lo = [Infinity, Infinity, Infinity];
    const hi = [-Infinity, -Infinity, -Infinity];
    for (let j = 0; j < 3; j++) {
      const p = indices[t * 3 + j]! * 3;
      for (let k = 0; k < 3; k++) {
        lo[k] = Math.min(lo[k]!, positions[p + k]!);
        hi[k] = Math.max(hi[k]!, positions[p + k]!);
      }
    }
    for (let x = cellOf(lo[0]!, 0); x <= cellOf(hi[0]!, 0); x++)
      for (let y = cellOf(lo[1]!, 1); y <= cellOf(hi[1]!, 1); y++)
        for (let z = cellOf(lo[2]!, 2); z <= cellOf(hi[2]!, 2); z++) {
          const key = (z * dims[1]! + y) * dims[0]! + x;
          const list = cells.get(key);
          if (list) list.push(t);
          else cells.set(key, [t]);
        }
  }
  const pairs = new Set<number>();
  for (const list of cells.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = Math.min(list[i]!, list[j]!);
        const b = Math.max(list[i]!, list[j]!);
        const key = a * faces + b;
        if (pairs.has(key) || sharesCorner(indices, a, b)) continue;
        if (edgeCrosses(positions, indices, a, b) || edgeCrosses(positions, indices, b, a)) pairs.add(key);
      }
    }
  }
  return pairs.size;
}

function sharesCorner(indices: ArrayLike<number>, a: number, b: number): boolean {
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) if (indices[a * 3 + i] === indices[b * 3 + j]) return true;
  return false;
}

/** Whether an edge of triangle `a` passes through triangle `b`. */
function edgeCrosses(positions: ArrayLike<number>, indices: ArrayLike<number>, a: number, b: number): boolean {
  for (let k = 0; k < 3; k++) {
    const p = indices[a * 3 + k]! * 3;
    const q = indices[a * 3 + ((k + 1) % 3)]! * 3;
    const dx = positions[q]! - positions[p]!, dy = positions[q + 1]! - positions[p + 1]!, dz = positions[q + 2]! - positions[p + 2]!;
    const length = Math.hypot(dx, dy, dz);
    if (length === 0) continue;
    const hit = rayTriangle(positions, indices, b, positions[p]!, positions[p + 1]!, positions[p + 2]!, dx / length, dy / length, dz / length);
    if (hit > length * 1e-9 && hit < length * (1 - 1e-9)) return true;
  }
  return false;
}
