/**
 * The triangle mesh that the OBJ, STL and PLY readers produce, and the checks and normals it gets
 * before it is written as GLB.
 */
import { faceCross } from '../mesh-math';
import { UnsupportedFileError } from '../unsupported-file-error';
import { TripleKeyMap, Uint32List } from './typed-lists';

export interface MeshData {
  /** x, y, z per vertex. */
  positions: Float32Array;
  /** Three vertex indices per triangle. */
  indices: Uint32Array;
  /** x, y, z per vertex, as the file gave them (checked and normalized by `prepareMeshData`). */
  normals?: Float32Array;
  /** u, v per vertex, with v pointing down the image as glTF wants. */
  uvs?: Float32Array;
  /** Linear RGB or RGBA per vertex, each in [0, 1]. */
  colors?: Float32Array;
  colorComponents?: 3 | 4;
}

/** Faces meeting at a sharper angle than this keep a hard edge when normals are computed. */
const CREASE_ANGLE = Math.PI / 4;

/**
 * Refuses geometry that cannot be shown (no triangles, NaN, nothing but zero-area faces) and
 * makes sure every vertex has a unit normal: the file's own when they are usable, otherwise
 * computed, smooth across gentle angles and split at creases.
 */
export function prepareMeshData(input: MeshData, label: string): MeshData {
  const mesh = dropOpaqueAlpha(input);
  const vertexCount = mesh.positions.length / 3;
  if (mesh.indices.length === 0) throw new UnsupportedFileError(`This ${label} file has no triangles to show.`);
  for (let i = 0; i < mesh.positions.length; i++) {
    if (!Number.isFinite(mesh.positions[i]!)) {
      throw new UnsupportedFileError(
        `This ${label} file has vertex coordinates that are not numbers (NaN or infinite), so it cannot be shown.`,
      );
    }
  }
  for (let i = 0; i < mesh.indices.length; i++) {
    if (mesh.indices[i]! >= vertexCount) {
      throw new UnsupportedFileError(`This ${label} file has a face that refers to a vertex it does not have.`);
    }
  }
  const normals = mesh.normals && normalizeNormals(mesh.normals);
  if (normals) {
    if (!hasArea(mesh.positions, mesh.indices)) throw zeroArea(label);
    return { ...mesh, normals };
  }
  const computed = computeCreasedNormals(mesh.positions, mesh.indices, CREASE_ANGLE);
  if (!computed) throw zeroArea(label);
  const { vertexOf } = computed;
  return {
    positions: gather(mesh.positions, vertexOf, 3),
    indices: computed.indices,
    normals: computed.normals,
    ...(mesh.uvs ? { uvs: gather(mesh.uvs, vertexOf, 2) } : {}),
    ...(mesh.colors && mesh.colorComponents
      ? { colors: gather(mesh.colors, vertexOf, mesh.colorComponents), colorComponents: mesh.colorComponents }
      : {}),
  };
}

/** Alpha that is 1 everywhere (common in PLY files) would only make the material needlessly blended. */
function dropOpaqueAlpha(mesh: MeshData): MeshData {
  const { colors } = mesh;
  if (!colors || mesh.colorComponents !== 4) return mesh;
  for (let i = 3; i < colors.length; i += 4) if (colors[i]! < 1) return mesh;
  const rgb = new Float32Array((colors.length / 4) * 3);
  for (let v = 0; v < colors.length / 4; v++) rgb.set(colors.subarray(v * 4, v * 4 + 3), v * 3);
  return { ...mesh, colors: rgb, colorComponents: 3 };
}

const zeroArea = (label: string) =>
  new UnsupportedFileError(`Every face of this ${label} file has zero area, so there is nothing to show.`);

/** Unit-length copies of the normals, or undefined when any is zero or not a number. */
function normalizeNormals(normals: Float32Array): Float32Array | undefined {
  const out = new Float32Array(normals.length);
  for (let i = 0; i < normals.length; i += 3) {
    const x = normals[i]!;
    const y = normals[i + 1]!;
    const z = normals[i + 2]!;
    const length = Math.hypot(x, y, z);
    if (!(length > 1e-12) || !Number.isFinite(length)) return undefined;
    out[i] = x / length;
    out[i + 1] = y / length;
    out[i + 2] = z / length;
  }
  return out;
}

function hasArea(positions: Float32Array, indices: Uint32Array): boolean {
  const n: [number, number, number] = [0, 0, 0];
  for (let f = 0; f < indices.length / 3; f++) {
    faceCross(positions, indices, f, n);
    if (n[0] !== 0 || n[1] !== 0 || n[2] !== 0) return true;
  }
  return false;
}

/** Gives each distinct position (equal float bits, -0 counted as 0) one id. */
export function weldPositions(positions: Float32Array): { ids: Uint32Array; count: number; unique: Float32Array } {
  const vertexCount = positions.length / 3;
  const ids = new Uint32Array(vertexCount);
  const map = new TripleKeyMap(Math.min(vertexCount, 1 << 24));
  const scratch = new Float32Array(3);
  const bits = new Uint32Array(scratch.buffer);
  const unique = new Uint32List(Math.max(16, vertexCount));
  for (let v = 0; v < vertexCount; v++) {
    // `+ 0` turns -0 into 0 so the two weld together.
    scratch[0] = positions[v * 3]! + 0;
    scratch[1] = positions[v * 3 + 1]! + 0;
    scratch[2] = positions[v * 3 + 2]! + 0;
    const id = map.getOrSet(bits[0]!, bits[1]!, bits[2]!, map.size);
    if (id === unique.length) unique.push(v);
    ids[v] = id;
  }
  return { ids, count: map.size, unique: gather(positions, unique.toArray(), 3) };
}

/**
 * Area-weighted vertex normals that ignore neighbours meeting at more than `creaseAngle`, so a
 * cube keeps flat sides and a scanned statue is smooth. Vertices are split where a corner needs a
 * different normal; `vertexOf` maps each output vertex to the input vertex it copies. Returns
 * undefined when every face has zero area.
 */
export function computeCreasedNormals(
  positions: Float32Array,
  indices: Uint32Array,
  creaseAngle: number,
): { indices: Uint32Array; normals: Float32Array; vertexOf: Uint32Array } | undefined {
  const faceCount = indices.length / 3;
  const vertexCount = positions.length / 3;
  // Neighbours are found through welded positions, so seams in UVs or colours stay smooth.
  const { ids: positionOf, count: positionCount } = weldPositions(positions);

  const faceNormals = new Float32Array(faceCount * 3);
  const faceUnits = new Float32Array(faceCount * 3);
  const n: [number, number, number] = [0, 0, 0];
  let anyArea = false;
  for (let f = 0; f < faceCount; f++) {
    faceCross(positions, indices, f, n);
    const length = Math.hypot(n[0], n[1], n[2]);
    faceNormals.set(n, f * 3);
    if (length > 0 && Number.isFinite(length)) {
      anyArea = true;
      faceUnits[f * 3] = n[0] / length;
      faceUnits[f * 3 + 1] = n[1] / length;
      faceUnits[f * 3 + 2] = n[2] / length;
    }
  }
  if (!anyArea) return undefined;

  // Faces around each position, as compressed rows.
  const rowStart = new Uint32Array(positionCount + 1);
  for (let c = 0; c < indices.length; c++) rowStart[positionOf[indices[c]!]! + 1]! += 1;
  for (let p = 0; p < positionCount; p++) rowStart[p + 1]! += rowStart[p]!;
  const filled = rowStart.slice(0, positionCount);
  const rowFaces = new Uint32Array(indices.length);
  for (let c = 0; c < indices.length; c++) {
    const p = positionOf[indices[c]!]!;
    rowFaces[filled[p]!++] = (c / 3) | 0;
  }

  const cosCrease = Math.cos(creaseAngle);
  const outIndices = new Uint32Array(indices.length);
  const firstCopy = new Int32Array(vertexCount).fill(-1);
  const nextCopy = new Uint32List(vertexCount);
  const vertexOf = new Uint32List(vertexCount);
  let outNormals = new Float32Array(Math.max(1024, vertexCount * 3));
  let outCount = 0;

  for (let c = 0; c < indices.length; c++) {
    const f = (c / 3) | 0;
    const v = indices[c]!;
    const p = positionOf[v]!;
    const ux = faceUnits[f * 3]!;
    const uy = faceUnits[f * 3 + 1]!;
    const uz = faceUnits[f * 3 + 2]!;
    const degenerate = ux === 0 && uy === 0 && uz === 0;
    let x = 0;
    let y = 0;
    let z = 0;
    for (let r = rowStart[p]!; r < rowStart[p + 1]!; r++) {
      const g = rowFaces[r]!;
      const gx = faceUnits[g * 3]!;
      const gy = faceUnits[g * 3 + 1]!;
      const gz = faceUnits[g * 3 + 2]!;
      if (degenerate || gx * ux + gy * uy + gz * uz >= cosCrease) {
        x += faceNormals[g * 3]!;
        y += faceNormals[g * 3 + 1]!;
        z += faceNormals[g * 3 + 2]!;
      }
    }
    let length = Math.hypot(x, y, z);
    if (!(length > 0) || !Number.isFinite(length)) {
      // A lone zero-area face: any unit normal will do, it covers no pixels.
      x = 0;
      y = 1;
      z = 0;
      length = 1;
    }
    x /= length;
    y /= length;
    z /= length;

    let copy = firstCopy[v]!;
    while (copy !== -1) {
      const dx = outNormals[copy * 3]! - x;
      const dy = outNormals[copy * 3 + 1]! - y;
      const dz = outNormals[copy * 3 + 2]! - z;
      if (dx * dx + dy * dy + dz * dz < 1e-8) break;
      const next = nextCopy.get(copy);
      copy = next === 0xffffffff ? -1 : next;
    }
    if (copy === -1) {
      copy = outCount++;
      if (outCount * 3 > outNormals.length) {
        const grown = new Float32Array(Math.max(1024, outNormals.length * 2));
        grown.set(outNormals);
        outNormals = grown;
      }
      outNormals[copy * 3] = x;
      outNormals[copy * 3 + 1] = y;
      outNormals[copy * 3 + 2] = z;
      nextCopy.push(firstCopy[v] === -1 ? 0xffffffff : firstCopy[v]!);
      firstCopy[v] = copy;
      vertexOf.push(v);
    }
    outIndices[c] = copy;
  }
  return { indices: outIndices, normals: outNormals.slice(0, outCount * 3), vertexOf: vertexOf.toArray() };
}

/** Picks rows of `size` values from `source` in the order given by `rows`. */
export function gather(source: Float32Array, rows: Uint32Array, size: number): Float32Array {
  const out = new Float32Array(rows.length * size);
  for (let i = 0; i < rows.length; i++) {
    const from = rows[i]! * size;
    for (let k = 0; k < size; k++) out[i * size + k] = source[from + k]!;
  }
  return out;
}
