/**
 * The printability checks on a mesh in millimetres, Z up: thin walls (a short ray from each face
 * inwards meets the other side sooner than the minimum wall) and overhangs (faces leaning down
 * further than the overhang angle, the bed left out).
 */
import { boundsOf } from '../mesh-math';
import type { IndexedMesh } from './mesh-soup';

/** Faces tested by the thin-wall check at most; larger meshes are sampled evenly and the count scaled. */
const THIN_SAMPLE = 50_000;

/** Counts the overhanging faces; marks each in `flags` when given. */
export function overhangFaces(mesh: IndexedMesh, overhangDeg: number, flags?: Uint8Array, mmPerUnit = 1): number {
  return faceChecks(mesh, overhangDeg, { flags, mmPerUnit }).overhangs;
}

export interface FaceChecks {
  /** Faces leaning down further than the overhang angle, the bed left out. */
  overhangs: number;
  /** Faces with a repeated corner or no area. */
  degenerate: number;
}

/**
 * The checks that need each face's normal, in one pass over the faces: overhangs (marked in
 * `flags` when given) and degenerate faces, with each face's unit normal written to `normals` when
 * given (for the STL, which stores them). `mmPerUnit` is the size of the mesh's unit: the bed is
 * the 0.05 mm above its lowest point.
 */
export function faceChecks(mesh: IndexedMesh, overhangDeg: number, options: { flags?: Uint8Array; normals?: Float32Array; mmPerUnit?: number } = {}): FaceChecks {
  const { positions, indices } = mesh;
  const { flags, normals, mmPerUnit = 1 } = options;
  const threshold = Math.sin((overhangDeg * Math.PI) / 180);
  const bed = boundsOf(positions).min[2] + 0.05 / mmPerUnit;
  let overhangs = 0;
  let degenerate = 0;
  const faces = indices.length / 3;
  for (let t = 0; t < faces; t++) {
    const i = indices[t * 3]!, j = indices[t * 3 + 1]!, k = indices[t * 3 + 2]!;
    const a = i * 3, b = j * 3, c = k * 3;
    const az = positions[a + 2]!, bz = positions[b + 2]!, cz = positions[c + 2]!;
    const ux = positions[b]! - positions[a]!, uy = positions[b + 1]! - positions[a + 1]!, uz = bz - az;
    const vx = positions[c]! - positions[a]!, vy = positions[c + 1]! - positions[a + 1]!, vz = cz - az;
    const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (i === j || j === k || i === k || length === 0) degenerate++;
    if (normals) {
      const inverse = length === 0 ? 0 : 1 / length;
      normals[t * 3] = nx * inverse;
      normals[t * 3 + 1] = ny * inverse;
      normals[t * 3 + 2] = nz * inverse;
    }
    if (length === 0 || (az <= bed && bz <= bed && cz <= bed)) continue;
    if (-nz / length > threshold) {
      overhangs++;
      if (flags) flags[t] = 1;
    }
  }
  return { overhangs, degenerate };
}

/**
 * Faces behind which the solid is thinner than `minWall`: a ray from the face's centre straight in
 * meets another face within that distance. Counted on up to THIN_SAMPLE faces, scaled to all; the
 * tested faces found thin are marked in `flags` when given. Lengths are in the mesh's own units
 * (`minWall` too), so a mesh need not be scaled to millimetres first.
 *
 * The rays are few and short, the faces many: faces are sorted into a grid of cells (about one
 * face a cell, none smaller than the wall), but only into the cells some ray passes through, so
 * most faces are looked at once and stored nowhere. Each step is its own small function, which
 * V8 optimises whole (one large function with many loops runs long stretches unoptimised).
 */
export function thinFaces(mesh: IndexedMesh, minWall: number, flags?: Uint8Array): number {
  const faces = mesh.indices.length / 3;
  if (faces === 0) return 0;
  const stride = Math.max(1, Math.ceil(faces / THIN_SAMPLE));
  const tested = Math.ceil(faces / stride);
  const rays = inwardRays(mesh, stride, tested);
  if (rays.count === 0) return 0;
  const grid = gridOver(mesh, minWall);
  const rayBoxes = markRayCells(grid, rays, minWall);
  const cells = facesOfMarkedCells(grid, mesh);
  if (cells === undefined) return 0;
  const thin = castRays(mesh, cells, rays, rayBoxes, grid, minWall, flags);
  return Math.round((thin * faces) / tested);
}

interface Rays {
  /** Origin x, y, z and unit direction x, y, z of each ray. */
  data: Float64Array;
  /** The face each ray starts from. */
  face: Int32Array;
  count: number;
}

/** From the centre of every `stride`-th face, inwards (faces without area have none). */
function inwardRays(mesh: IndexedMesh, stride: number, tested: number): Rays {
  const { positions, indices } = mesh;
  const faces = indices.length / 3;
  const face = new Int32Array(tested);
  const data = new Float64Array(tested * 6);
  let count = 0;
  for (let t = 0; t < faces; t += stride) {
    const a = indices[t * 3]! * 3;
    const b = indices[t * 3 + 1]! * 3;
    const c = indices[t * 3 + 2]! * 3;
    const ax = positions[a]!, ay = positions[a + 1]!, az = positions[a + 2]!;
    const bx = positions[b]!, by = positions[b + 1]!, bz = positions[b + 2]!;
    const cx = positions[c]!, cy = positions[c + 1]!, cz = positions[c + 2]!;
    const ux = bx - ax, uy = by - ay, uz = bz - az;
    const vx = cx - ax, vy = cy - ay, vz = cz - az;
    const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (length === 0) continue;
    const r = count * 6;
    data[r] = (ax + bx + cx) / 3;
    data[r + 1] = (ay + by + cy) / 3;
    data[r + 2] = (az + bz + cz) / 3;
    data[r + 3] = nx / -length;
    data[r + 4] = ny / -length;
    data[r + 5] = nz / -length;
    face[count++] = t;
  }
  return { data, face, count };
}

/** A dense grid of cubic cells over a mesh's box: `low` corner, 1 / cell size, cells per axis. */
interface Grid {
  low: Float64Array;
  inverse: number;
  dims: Int32Array;
  marked: Uint8Array;
}

/** About as many cells as faces, none smaller than the wall being looked for. */
function gridOver(mesh: IndexedMesh, minWall: number): Grid {
  const faces = mesh.indices.length / 3;
  const { min, max } = boundsOf(mesh.positions);
  const extents = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
  const volume = Math.max(1e-9, extents[0]! * extents[1]! * extents[2]!);
  let cell = Math.max(minWall, Math.cbrt(volume / faces));
  const dimsFor = (edge: number) => extents.map((extent) => Math.max(1, Math.min(1024, Math.ceil(extent / edge) + 1)));
  let dims = dimsFor(cell);
  // The cells are one dense table: a flat or needle-like model gets larger cells rather than a huge one.
  while (dims[0]! * dims[1]! * dims[2]! > Math.max(4 * faces, 1 << 20)) dims = dimsFor((cell *= 1.25));
  return { low: Float64Array.from(min), inverse: 1 / cell, dims: Int32Array.from(dims), marked: new Uint8Array(dims[0]! * dims[1]! * dims[2]!) };
}

/** Marks the cells each ray's segment (its box) passes through; returns those boxes, six cell indices a ray. */
function markRayCells(grid: Grid, rays: Rays, minWall: number): Int32Array {
  const { data, count } = rays;
  const { marked } = grid;
  const nx = grid.dims[0]!, ny = grid.dims[1]!;
  const boxes = new Int32Array(count * 6);
  for (let r = 0; r < count; r++) {
    const o = r * 6;
    const ox = data[o]!, oy = data[o + 1]!, oz = data[o + 2]!;
    const ex = ox + data[o + 3]! * minWall, ey = oy + data[o + 4]! * minWall, ez = oz + data[o + 5]! * minWall;
    cellBox(grid, boxes, o, ox < ex ? ox : ex, oy < ey ? oy : ey, oz < ez ? oz : ez, ox < ex ? ex : ox, oy < ey ? ey : oy, oz < ez ? ez : oz);
    for (let z = boxes[o + 4]!; z <= boxes[o + 5]!; z++)
      for (let y = boxes[o + 2]!; y <= boxes[o + 3]!; y++)
        for (let x = boxes[o]!; x <= boxes[o + 1]!; x++) marked[(z * ny + y) * nx + x] = 1;
  }
  return boxes;
}

/** The faces in each marked cell, as compressed rows (`start` per cell into `faces`); undefined when there are none. */
interface CellFaces {
  start: Uint32Array;
  faces: Uint32Array;
}

/**
 * Count, then fill: each face in every marked cell its box touches. The count pass keeps the faces
 * that touch a marked cell (few: the rays are a sample), and only those are looked at again.
 */
function facesOfMarkedCells(grid: Grid, mesh: IndexedMesh): CellFaces | undefined {
  const start = new Uint32Array(grid.marked.length + 1);
  const touching = new Uint32Array(mesh.indices.length / 3);
  const box = new Int32Array(6);
  const count = countFacesOfMarkedCells(grid, mesh, box, start, touching);
  if (count === 0) return undefined;
  for (let i = 0; i < grid.marked.length; i++) start[i + 1]! += start[i]!;
  return { start, faces: fillFacesOfMarkedCells(grid, mesh, box, start, touching.subarray(0, count)) };
}

/** A face's box in cells into `box`. */
function faceCells(grid: Grid, positions: Float64Array, indices: Uint32Array, t: number, box: Int32Array): void {
  const a = indices[t * 3]! * 3;
  const b = indices[t * 3 + 1]! * 3;
  const c = indices[t * 3 + 2]! * 3;
  const ax = positions[a]!, ay = positions[a + 1]!, az = positions[a + 2]!;
  const bx = positions[b]!, by = positions[b + 1]!, bz = positions[b + 2]!;
  const cx = positions[c]!, cy = positions[c + 1]!, cz = positions[c + 2]!;
  cellBox(
    grid, box, 0,
    ax < bx ? (ax < cx ? ax : cx) : bx < cx ? bx : cx,
    ay < by ? (ay < cy ? ay : cy) : by < cy ? by : cy,
    az < bz ? (az < cz ? az : cz) : bz < cz ? bz : cz,
    ax > bx ? (ax > cx ? ax : cx) : bx > cx ? bx : cx,
    ay > by ? (ay > cy ? ay : cy) : by > cy ? by : cy,
    az > bz ? (az > cz ? az : cz) : bz > cz ? bz : cz,
  );
}

/**
 * How many faces each marked cell gets, into `start[cell + 1]`, and the faces that touch any marked
 * cell into `touching`; returns how many those are.
 */
function countFacesOfMarkedCells(grid: Grid, mesh: IndexedMesh, box: Int32Array, start: Uint32Array, touching: Uint32Array): number {
  const { positions, indices } = mesh;
  const faces = indices.length / 3;
  const { marked } = grid;
  const nx = grid.dims[0]!, ny = grid.dims[1]!;
  let count = 0;
  for (let t = 0; t < faces; t++) {
    faceCells(grid, positions, indices, t, box);
    let touches = false;
    for (let z = box[4]!; z <= box[5]!; z++)
      for (let y = box[2]!; y <= box[3]!; y++)
        for (let x = box[0]!; x <= box[1]!; x++) {
          const index = (z * ny + y) * nx + x;
          if (!marked[index]) continue;
          start[index + 1]!++;
          touches = true;
        }
    if (touches) touching[count++] = t;
  }
  return count;
}

function fillFacesOfMarkedCells(grid: Grid, mesh: IndexedMesh, box: Int32Array, start: Uint32Array, touching: Uint32Array): Uint32Array {
  const { positions, indices } = mesh;
  const { marked } = grid;
  const nx = grid.dims[0]!, ny = grid.dims[1]!;
  const cellCount = marked.length;
  const fill = start.slice(0, cellCount);
  const cellFaces = new Uint32Array(start[cellCount]!);
  for (let i = 0; i < touching.length; i++) {
    const t = touching[i]!;
    faceCells(grid, positions, indices, t, box);
    for (let z = box[4]!; z <= box[5]!; z++)
      for (let y = box[2]!; y <= box[3]!; y++)
        for (let x = box[0]!; x <= box[1]!; x++) {
          const index = (z * ny + y) * nx + x;
          if (marked[index]) cellFaces[fill[index]!++] = t;
        }
  }
  return cellFaces;
}

/**
 * Each ray against the faces of its cells (each face once, those clear of the segment's own box
 * passed over): how many meet one within the wall, each marked in `flags`.
 */
function castRays(mesh: IndexedMesh, cells: CellFaces, rays: Rays, rayBoxes: Int32Array, grid: Grid, minWall: number, flags: Uint8Array | undefined): number {
  const { positions, indices } = mesh;
  const { start, faces: cellFaces } = cells;
  const { data, face, count } = rays;
  const nx = grid.dims[0]!, ny = grid.dims[1]!;
  const seen = new Int32Array(indices.length / 3).fill(-1);
  const epsilon = minWall * 1e-4;
  let thin = 0;
  for (let r = 0; r < count; r++) {
    const self = face[r]!;
    const o = r * 6;
    const ox = data[o]!, oy = data[o + 1]!, oz = data[o + 2]!, dx = data[o + 3]!, dy = data[o + 4]!, dz = data[o + 5]!;
    const ex = ox + dx * minWall, ey = oy + dy * minWall, ez = oz + dz * minWall;
    const loX = ox < ex ? ox : ex, hiX = ox < ex ? ex : ox;
    const loY = oy < ey ? oy : ey, hiY = oy < ey ? ey : oy;
    const loZ = oz < ez ? oz : ez, hiZ = oz < ez ? ez : oz;
    let hit = false;
    search: for (let x = rayBoxes[o]!; x <= rayBoxes[o + 1]!; x++)
      for (let y = rayBoxes[o + 2]!; y <= rayBoxes[o + 3]!; y++)
        for (let z = rayBoxes[o + 4]!; z <= rayBoxes[o + 5]!; z++) {
          const index = (z * ny + y) * nx + x;
          for (let i = start[index]!; i < start[index + 1]!; i++) {
            const t = cellFaces[i]!;
            if (t === self || seen[t] === self) continue;
            seen[t] = self;
            const a = indices[t * 3]! * 3;
            const b = indices[t * 3 + 1]! * 3;
            const c = indices[t * 3 + 2]! * 3;
            const ax = positions[a]!, bx = positions[b]!, cx = positions[c]!;
            if ((ax < loX && bx < loX && cx < loX) || (ax > hiX && bx > hiX && cx > hiX)) continue;
            const ay = positions[a + 1]!, by = positions[b + 1]!, cy = positions[c + 1]!;
            if ((ay < loY && by < loY && cy < loY) || (ay > hiY && by > hiY && cy > hiY)) continue;
            const az = positions[a + 2]!, bz = positions[b + 2]!, cz = positions[c + 2]!;
            if ((az < loZ && bz < loZ && cz < loZ) || (az > hiZ && bz > hiZ && cz > hiZ)) continue;
            // Möller-Trumbore, written out here: a call a candidate would box its numbers.
            const e1x = bx - ax, e1y = by - ay, e1z = bz - az;
            const e2x = cx - ax, e2y = cy - ay, e2z = cz - az;
            const px = dy * e2z - dz * e2y, py = dz * e2x - dx * e2z, pz = dx * e2y - dy * e2x;
            const det = e1x * px + e1y * py + e1z * pz;
            if (Math.abs(det) < 1e-18) continue;
            const inv = 1 / det;
            const sx = ox - ax, sy = oy - ay, sz = oz - az;
            const u = (sx * px + sy * py + sz * pz) * inv;
            if (u < 0 || u > 1) continue;
            const qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
            const v = (dx * qx + dy * qy + dz * qz) * inv;
            if (v < 0 || u + v > 1) continue;
            const distance = (e2x * qx + e2y * qy + e2z * qz) * inv;
            if (distance > epsilon && distance < minWall) {
              hit = true;
              break search;
            }
          }
        }
    if (!hit) continue;
    thin++;
    if (flags) flags[self] = 1;
  }
  return thin;
}

/**
 * The cells a box from (loX, loY, loZ) to (hiX, hiY, hiZ) spans, clamped to the grid, into `boxes`
 * from `at`: the first and last cell along x, then y, then z.
 */
function cellBox(grid: Grid, boxes: Int32Array, at: number, loX: number, loY: number, loZ: number, hiX: number, hiY: number, hiZ: number): void {
  const { low, inverse, dims } = grid;
  boxes[at] = cellIndex(loX, low[0]!, inverse, dims[0]! - 1);
  boxes[at + 1] = cellIndex(hiX, low[0]!, inverse, dims[0]! - 1);
  boxes[at + 2] = cellIndex(loY, low[1]!, inverse, dims[1]! - 1);
  boxes[at + 3] = cellIndex(hiY, low[1]!, inverse, dims[1]! - 1);
  boxes[at + 4] = cellIndex(loZ, low[2]!, inverse, dims[2]! - 1);
  boxes[at + 5] = cellIndex(hiZ, low[2]!, inverse, dims[2]! - 1);
}

/** The grid cell along one axis of a coordinate, clamped to the grid. */
function cellIndex(value: number, low: number, inverse: number, last: number): number {
  const cell = Math.floor((value - low) * inverse);
  return cell < 0 ? 0 : cell > last ? last : cell;
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
  const { min, max } = boundsOf(positions);
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
