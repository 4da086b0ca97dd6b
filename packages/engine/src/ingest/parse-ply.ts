/**
 * PLY (ASCII, binary little- or big-endian) to a triangle mesh: positions, normals and vertex
 * colours when present, faces of any size fan-triangulated. Other elements are read past.
 */
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';
import type { MeshData } from './mesh-data';
import { srgbToLinear } from './parse-obj';
import {
  checkPlyBodySize,
  declaredCounts,
  parsePlyHeader,
  PLY_TYPE_SIZES,
  type PlyElement,
  type PlyHeader,
  type PlyProperty,
  type PlyScalarType,
} from './ply-header';
import { TextCursor } from './text-cursor';
import { Uint32List } from './typed-lists';

/** Reads the scalar values of a PLY body one after another. */
interface BodyReader {
  read(type: PlyScalarType): number;
}

class TruncatedError extends Error {}

class BinaryReader implements BodyReader {
  private readonly view: DataView;
  private offset: number;

  constructor(
    bytes: Uint8Array,
    start: number,
    private readonly little: boolean,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.offset = start;
  }

  read(type: PlyScalarType): number {
    const size = PLY_TYPE_SIZES[type];
    if (this.offset + size > this.view.byteLength) throw new TruncatedError();
    const value = readScalar(this.view, this.offset, type, this.little);
    this.offset += size;
    return value;
  }
}

class AsciiReader implements BodyReader {
  private readonly cursor: TextCursor;

  constructor(bytes: Uint8Array, start: number) {
    this.cursor = new TextCursor(bytes, start);
    this.cursor.nextLine();
  }

  read(): number {
    while (this.cursor.atLineEnd()) if (!this.cursor.nextLine()) throw new TruncatedError();
    const value = this.cursor.number();
    if (value === undefined || Number.isNaN(value)) {
      throw new UnsupportedFileError(
        `This PLY file cannot be read: line ${formatCount(this.cursor.lineNumber)} has a value that is not a number.`,
      );
    }
    return value;
  }
}

function readScalar(view: DataView, offset: number, type: PlyScalarType, little: boolean): number {
  switch (type) {
    case 'int8':
      return view.getInt8(offset);
    case 'uint8':
      return view.getUint8(offset);
    case 'int16':
      return view.getInt16(offset, little);
    case 'uint16':
      return view.getUint16(offset, little);
    case 'int32':
      return view.getInt32(offset, little);
    case 'uint32':
      return view.getUint32(offset, little);
    case 'float32':
      return view.getFloat32(offset, little);
    case 'float64':
      return view.getFloat64(offset, little);
  }
}

/** Scale that maps a colour channel of this type to [0, 1]. */
const COLOR_SCALE: Partial<Record<PlyScalarType, number>> = { uint8: 1 / 255, uint16: 1 / 65535, float32: 1, float64: 1 };

export function parsePly(bytes: Uint8Array): MeshData {
  const header = parsePlyHeader(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
  const vertexElement = header.elements.find((element) => element.name === 'vertex');
  const faceElement = header.elements.find((element) => element.name === 'face');
  if (!vertexElement || vertexElement.count === 0) throw new UnsupportedFileError('This PLY file has no vertices.');
  if (!faceElement || faceElement.count === 0) {
    throw new UnsupportedFileError(
      'This PLY file is a point cloud without faces; only meshes and 3D Gaussian splats can be uploaded.',
    );
  }
  const names = new Map(vertexElement.properties.map((property, index) => [property.name, index]));
  for (const axis of ['x', 'y', 'z']) {
    if (!names.has(axis)) throw new UnsupportedFileError(`This PLY file's vertices have no "${axis}" coordinate.`);
  }

  // Elements after the vertices and faces are never read, so only those up to them must be there.
  const read = header.elements.slice(0, Math.max(header.elements.indexOf(vertexElement), header.elements.indexOf(faceElement)) + 1);
  const bodyBytes = Math.max(0, bytes.length - header.bodyStart);
  checkPlyBodySize(header, read, bodyBytes);

  const reader: BodyReader =
    header.format === 'ascii'
      ? new AsciiReader(bytes, header.bodyStart)
      : new BinaryReader(bytes, header.bodyStart, header.format === 'binary_little_endian');
  let mesh: Partial<MeshData> = {};
  // Faces may be empty lists, so their count alone does not justify room for three indices each;
  // the list grows if the body holds more.
  const indices = new Uint32List(Math.max(3, Math.min(faceElement.count * 3, bodyBytes)));
  try {
    for (const element of read) {
      if (element === vertexElement) mesh = readVertices(reader, element);
      else if (element === faceElement) readFaces(reader, element, indices);
      else skipElement(reader, element);
    }
  } catch (error) {
    if (error instanceof TruncatedError) throw truncated(header);
    throw error;
  }
  return { ...(mesh as Omit<MeshData, 'indices'>), indices: indices.toArray() };
}

const truncated = (header: PlyHeader) =>
  new UnsupportedFileError(`This PLY file is cut short: its header declares ${declaredCounts(header)}, but the data ends early.`);

function readVertices(reader: BodyReader, element: PlyElement): Omit<MeshData, 'indices'> {
  const { properties, count } = element;
  const index = (name: string) => properties.findIndex((property) => property.name === name && !property.countType);
  const [x, y, z] = [index('x'), index('y'), index('z')];
  const normal = [index('nx'), index('ny'), index('nz')];
  const hasNormals = normal.every((i) => i >= 0);
  const color = ['red', 'green', 'blue'].map((name) => (index(name) >= 0 ? index(name) : index(`diffuse_${name}`)));
  const alpha = index('alpha') >= 0 ? index('alpha') : index('diffuse_alpha');
  const hasColors = color.every((i) => i >= 0 && COLOR_SCALE[properties[i]!.type] !== undefined);
  const colorComponents = hasColors && alpha >= 0 ? 4 : 3;

  const positions = new Float32Array(count * 3);
  const normals = hasNormals ? new Float32Array(count * 3) : undefined;
  const colors = hasColors ? new Float32Array(count * colorComponents) : undefined;
  const values = new Float64Array(properties.length);
  for (let v = 0; v < count; v++) {
    for (let p = 0; p < properties.length; p++) values[p] = readProperty(reader, properties[p]!);
    positions[v * 3] = values[x]!;
    positions[v * 3 + 1] = values[y]!;
    positions[v * 3 + 2] = values[z]!;
    if (normals) for (let k = 0; k < 3; k++) normals[v * 3 + k] = values[normal[k]!]!;
    if (colors) {
      for (let k = 0; k < 3; k++) {
        const channel = color[k]!;
        colors[v * colorComponents + k] = srgbToLinear(clamp01(values[channel]! * COLOR_SCALE[properties[channel]!.type]!));
      }
      if (colorComponents === 4) colors[v * 4 + 3] = clamp01(values[alpha]! * (COLOR_SCALE[properties[alpha]!.type] ?? 1));
    }
  }
  return {
    positions,
    ...(normals ? { normals } : {}),
    ...(colors ? { colors, colorComponents } : {}),
  };
}

function readProperty(reader: BodyReader, property: PlyProperty): number {
  if (!property.countType) return reader.read(property.type);
  const length = reader.read(property.countType);
  for (let i = 0; i < length; i++) reader.read(property.type);
  return length;
}

function readFaces(reader: BodyReader, element: PlyElement, indices: Uint32List): void {
  const list = element.properties.findIndex(
    (property) => property.countType && (property.name === 'vertex_indices' || property.name === 'vertex_index'),
  );
  if (list < 0) throw new UnsupportedFileError('This PLY file has faces without a "vertex_indices" list.');
  const corners: number[] = [];
  for (let f = 0; f < element.count; f++) {
    for (let p = 0; p < element.properties.length; p++) {
      const property = element.properties[p]!;
      if (p !== list) {
        readProperty(reader, property);
        continue;
      }
      const length = reader.read(property.countType!);
      corners.length = 0;
      for (let i = 0; i < length; i++) corners.push(reader.read(property.type));
      for (const corner of corners) {
        if (!Number.isInteger(corner) || corner < 0) {
          throw new UnsupportedFileError('This PLY file has a face with an invalid vertex index.');
        }
      }
      for (let k = 1; k + 1 < corners.length; k++) indices.push3(corners[0]!, corners[k]!, corners[k + 1]!);
    }
  }
}

function skipElement(reader: BodyReader, element: PlyElement): void {
  // An element without properties has no bytes, whatever its count says.
  if (element.properties.length === 0) return;
  for (let i = 0; i < element.count; i++) for (const property of element.properties) readProperty(reader, property);
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
