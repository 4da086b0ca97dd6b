/**
 * Wavefront OBJ to a triangle mesh: `v` (with optional per-vertex colour), `vt`, `vn` and `f` with
 * any corner form (`1`, `1/2`, `1//3`, `1/2/3`, negative indices), polygons fan-triangulated.
 * Materials (.mtl) are separate files and not part of an upload, so they are not read.
 */
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';
import type { MeshData } from './mesh-data';
import { TextCursor } from './text-cursor';
import { Float64List, TripleKeyMap, Uint32List } from './typed-lists';

const NONE = 0xffffffff;

export function parseObj(bytes: Uint8Array): MeshData {
  const cursor = new TextCursor(bytes, 0, bytes.length, 0x23 /* # */);
  const positions = new Float64List();
  const colors = new Float64List();
  const uvs = new Float64List();
  const normals = new Float64List();
  let colorLines = 0;

  // One output vertex per distinct (position, uv, normal) corner.
  const corners = new TripleKeyMap(1 << 16);
  const vertexPosition = new Uint32List();
  const vertexUv = new Uint32List();
  const vertexNormal = new Uint32List();
  const indices = new Uint32List();
  const face: number[] = [];
  let anyUv = false;
  let anyMissingNormal = false;

  const refuse = (why: string) => new UnsupportedFileError(`This OBJ file cannot be read: line ${formatCount(cursor.lineNumber)} ${why}.`);
  const coordinate = () => {
    const value = cursor.number();
    if (value === undefined) throw refuse('has too few numbers');
    if (!Number.isFinite(value)) throw refuse('has a value that is not a number');
    return value;
  };
  const reference = (value: number | undefined, count: number, what: string) => {
    if (value === undefined || !Number.isInteger(value) || value === 0) throw refuse(`has a face with an invalid ${what} index`);
    const index = value > 0 ? value - 1 : count + value;
    if (index < 0) throw refuse(`has a face that refers to ${what} ${value}, before the first one`);
    return index;
  };

  while (cursor.nextLine()) {
    if (cursor.takeKeyword('v')) {
      positions.push3(coordinate(), coordinate(), coordinate());
      // Optional extras: a weight `w`, or an RGB colour as written by scanners and MeshLab.
      const extra: number[] = [];
      for (let value = cursor.number(); value !== undefined && extra.length < 4; value = cursor.number()) extra.push(value);
      if (extra.length >= 3 && extra.slice(-3).every((value) => Number.isFinite(value))) {
        const [r, g, b] = extra.slice(-3) as [number, number, number];
        colors.push3(r, g, b);
        colorLines += 1;
      }
    } else if (cursor.takeKeyword('vt')) {
      const u = coordinate();
      const v = cursor.number() ?? 0;
      if (!Number.isFinite(v)) throw refuse('has a value that is not a number');
      // OBJ measures v up from the bottom of the image, glTF down from the top.
      uvs.push(u);
      uvs.push(1 - v);
    } else if (cursor.takeKeyword('vn')) {
      normals.push3(coordinate(), coordinate(), coordinate());
    } else if (cursor.takeKeyword('f')) {
      face.length = 0;
      while (!cursor.atLineEnd()) {
        const p = reference(cursor.number(true), positions.length / 3, 'vertex');
        let t = NONE;
        let n = NONE;
        if (cursor.takeSlash()) {
          if (!cursor.takeSlash()) {
            t = reference(cursor.number(true), uvs.length / 2, 'texture coordinate');
            if (cursor.takeSlash()) n = reference(cursor.number(true), normals.length / 3, 'normal');
          } else {
            n = reference(cursor.number(true), normals.length / 3, 'normal');
          }
        }
        if (!cursor.atWordEnd()) throw refuse('has a face corner it cannot read');
        if (t !== NONE) anyUv = true;
        if (n === NONE) anyMissingNormal = true;
        const vertex = corners.getOrSet(p, t, n, vertexPosition.length);
        if (vertex === vertexPosition.length) {
          vertexPosition.push(p);
          vertexUv.push(t);
          vertexNormal.push(n);
        }
        face.push(vertex);
      }
      // Faces with fewer than three corners draw nothing; they are skipped.
      for (let k = 1; k + 1 < face.length; k++) indices.push3(face[0]!, face[k]!, face[k + 1]!);
    }
  }

  const positionCount = positions.length / 3;
  const vertexCount = vertexPosition.length;
  if (indices.length === 0) {
    throw new UnsupportedFileError(
      positionCount > 0
        ? 'This OBJ file has vertices but no faces, so there is no surface to show.'
        : 'This OBJ file has no vertices or faces: it may be empty or not an OBJ file.',
    );
  }

  const withColors = colorLines === positionCount;
  const withNormals = !anyMissingNormal;
  const out: MeshData = {
    positions: new Float32Array(vertexCount * 3),
    indices: indices.toArray(),
    ...(withNormals ? { normals: new Float32Array(vertexCount * 3) } : {}),
    ...(anyUv ? { uvs: new Float32Array(vertexCount * 2) } : {}),
    ...(withColors ? { colors: new Float32Array(vertexCount * 3), colorComponents: 3 as const } : {}),
  };
  for (let vertex = 0; vertex < vertexCount; vertex++) {
    const p = vertexPosition.get(vertex);
    if (p >= positionCount) {
      throw new UnsupportedFileError(
        `This OBJ file has a face that refers to vertex ${formatCount(p + 1)}, but it has only ${formatCount(positionCount)}.`,
      );
    }
    for (let k = 0; k < 3; k++) out.positions[vertex * 3 + k] = positions.get(p * 3 + k);
    if (out.colors) for (let k = 0; k < 3; k++) out.colors[vertex * 3 + k] = srgbToLinear(clamp01(colors.get(p * 3 + k)));
    if (out.normals) {
      const n = vertexNormal.get(vertex);
      if (n >= normals.length / 3) {
        throw new UnsupportedFileError(`This OBJ file has a face that refers to normal ${formatCount(n + 1)}, which it does not have.`);
      }
      for (let k = 0; k < 3; k++) out.normals[vertex * 3 + k] = normals.get(n * 3 + k);
    }
    if (out.uvs) {
      const t = vertexUv.get(vertex);
      if (t !== NONE && t >= uvs.length / 2) {
        throw new UnsupportedFileError(
          `This OBJ file has a face that refers to texture coordinate ${formatCount(t + 1)}, which it does not have.`,
        );
      }
      out.uvs[vertex * 2] = t === NONE ? 0 : uvs.get(t * 2);
      out.uvs[vertex * 2 + 1] = t === NONE ? 0 : uvs.get(t * 2 + 1);
    }
  }
  return out;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Vertex colours in files are sRGB; glTF's COLOR_0 is linear. */
export function srgbToLinear(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}
