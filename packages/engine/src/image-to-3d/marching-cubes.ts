/**
 * Marching cubes over a scalar field sampled on a grid: the surface where the field crosses zero
 * (negative inside), each crossing placed by linear interpolation along its cube edge and shared by
 * the cubes that meet there. The case tables are Paul Bourke's, as three.js ships them.
 */
import { edgeTable, triTable } from 'three/examples/jsm/objects/MarchingCubes.js';

/** Corner offsets of a cube, in Bourke's order. */
const CORNERS = [
  [0, 0, 0],
  [1, 0, 0],
  [1, 1, 0],
  [0, 1, 0],
  [0, 0, 1],
  [1, 0, 1],
  [1, 1, 1],
  [0, 1, 1],
] as const;
/** The two corners of each of the 12 edges. */
const EDGES = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 0],
  [4, 5],
  [5, 6],
  [6, 7],
  [7, 4],
  [0, 4],
  [1, 5],
  [2, 6],
  [3, 7],
] as const;

export interface Surface {
  /** Grid coordinates (x, y, z) per vertex, to be scaled by the caller. */
  positions: Float32Array;
  indices: Uint32Array;
}

/**
 * The zero surface of `field` (nx by ny by nz samples, x fastest). Triangles wind counter-clockwise
 * seen from outside (where the field is positive).
 */
export function marchingCubes(field: Float32Array, nx: number, ny: number, nz: number): Surface {
  const at = (x: number, y: number, z: number) => (z * ny + y) * nx + x;
  const positions: number[] = [];
  const indices: number[] = [];
  // A vertex per crossed grid edge: the edge's lower sample and its axis.
  const vertexOf = new Map<number, number>();
  const values = new Float64Array(8);
  const cubeEdges = new Int32Array(12);
  for (let z = 0; z + 1 < nz; z++) {
    for (let y = 0; y + 1 < ny; y++) {
      for (let x = 0; x + 1 < nx; x++) {
        let index = 0;
        for (let c = 0; c < 8; c++) {
          const [dx, dy, dz] = CORNERS[c]!;
          const value = field[at(x + dx, y + dy, z + dz)]!;
          values[c] = value;
          if (value < 0) index |= 1 << c;
        }
        const crossed = edgeTable[index]!;
        if (crossed === 0) continue;
        for (let e = 0; e < 12; e++) {
          if (!(crossed & (1 << e))) continue;
          const [c0, c1] = EDGES[e]!;
          const p0 = CORNERS[c0]!;
          const p1 = CORNERS[c1]!;
          const axis = p0[0] !== p1[0] ? 0 : p0[1] !== p1[1] ? 1 : 2;
          const low = p0[axis] < p1[axis] ? p0 : p1;
          const key = at(x + low[0], y + low[1], z + low[2]) * 3 + axis;
          let vertex = vertexOf.get(key);
          if (vertex === undefined) {
            const v0 = values[c0]!;
            const v1 = values[c1]!;
            const t = v0 === v1 ? 0.5 : v0 / (v0 - v1);
            positions.push(x + p0[0] + (p1[0] - p0[0]) * t, y + p0[1] + (p1[1] - p0[1]) * t, z + p0[2] + (p1[2] - p0[2]) * t);
            vertex = positions.length / 3 - 1;
            vertexOf.set(key, vertex);
          }
          cubeEdges[e] = vertex;
        }
        const row = index * 16;
        for (let k = 0; triTable[row + k]! !== -1; k += 3) {
          const a = cubeEdges[triTable[row + k]!]!;
          const b = cubeEdges[triTable[row + k + 1]!]!;
          const c = cubeEdges[triTable[row + k + 2]!]!;
          if (a === b || b === c || a === c) continue;
          indices.push(a, b, c);
        }
      }
    }
  }
  const surface = { positions: Float32Array.from(positions), indices: Uint32Array.from(indices) };
  // The tables' winding depends on which side counts as inside: turned, when needed, to face out.
  if (signedVolume(surface.positions, surface.indices) < 0) {
    for (let t = 0; t < surface.indices.length; t += 3) {
      const b = surface.indices[t + 1]!;
      surface.indices[t + 1] = surface.indices[t + 2]!;
      surface.indices[t + 2] = b;
    }
  }
  return surface;
}

/** The volume a closed surface holds (positive when its triangles face out). */
export function signedVolume(positions: Float32Array, indices: Uint32Array): number {
  let volume = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t]! * 3;
    const b = indices[t + 1]! * 3;
    const c = indices[t + 2]! * 3;
    volume +=
      positions[a]! * (positions[b + 1]! * positions[c + 2]! - positions[b + 2]! * positions[c + 1]!) -
      positions[a + 1]! * (positions[b]! * positions[c + 2]! - positions[b + 2]! * positions[c]!) +
      positions[a + 2]! * (positions[b]! * positions[c + 1]! - positions[b + 1]! * positions[c]!);
  }
  return volume / 6;
}
