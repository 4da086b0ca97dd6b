/** The header of a PLY file: its body format and the elements and properties it declares. */
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';
import { TextCursor } from './text-cursor';

export type PlyScalarType = 'int8' | 'uint8' | 'int16' | 'uint16' | 'int32' | 'uint32' | 'float32' | 'float64';
export type PlyFormat = 'ascii' | 'binary_little_endian' | 'binary_big_endian';

export interface PlyProperty {
  name: string;
  type: PlyScalarType;
  /** Set for list properties (e.g. `property list uchar int vertex_indices`): the type of the count. */
  countType?: PlyScalarType;
}

export interface PlyElement {
  name: string;
  count: number;
  properties: PlyProperty[];
}

export interface PlyHeader {
  format: PlyFormat;
  elements: PlyElement[];
  /** Byte offset where the body starts. */
  bodyStart: number;
}

const TYPE_NAMES: Record<string, PlyScalarType> = {
  char: 'int8',
  int8: 'int8',
  uchar: 'uint8',
  uint8: 'uint8',
  short: 'int16',
  int16: 'int16',
  ushort: 'uint16',
  uint16: 'uint16',
  int: 'int32',
  int32: 'int32',
  uint: 'uint32',
  uint32: 'uint32',
  float: 'float32',
  float32: 'float32',
  double: 'float64',
  float64: 'float64',
};

export const PLY_TYPE_SIZES: Record<PlyScalarType, number> = {
  int8: 1,
  uint8: 1,
  int16: 2,
  uint16: 2,
  int32: 4,
  uint32: 4,
  float32: 4,
  float64: 8,
};

/** True when the bytes start like a PLY file (`ply` alone on the first line). */
export function looksLikePly(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x70 &&
    bytes[1] === 0x6c &&
    bytes[2] === 0x79 &&
    (bytes[3] === 0x0a || (bytes[3] === 0x0d && bytes[4] === 0x0a))
  );
}

/**
 * Reads the header from the start of the file. Throws UnsupportedFileError when it is damaged or
 * does not end within `bytes` (headers are a few hundred bytes; callers pass at least 64 KB).
 */
export function parsePlyHeader(bytes: Uint8Array): PlyHeader {
  const cursor = new TextCursor(bytes);
  const damaged = (why: string) => new UnsupportedFileError(`This PLY file's header is damaged: ${why}.`);
  if (!looksLikePly(bytes)) throw new UnsupportedFileError('This file is not a PLY file: it does not start with "ply".');
  cursor.nextLine();
  let format: PlyFormat | undefined;
  const elements: PlyElement[] = [];
  while (cursor.nextLine()) {
    const keyword = cursor.word();
    if (keyword === 'end_header') {
      if (!format) throw damaged('it has no "format" line');
      return { format, elements, bodyStart: cursor.nextLineStart };
    }
    if (keyword === 'format') {
      const name = cursor.word();
      if (name !== 'ascii' && name !== 'binary_little_endian' && name !== 'binary_big_endian') {
        throw damaged(`line ${cursor.lineNumber} names the unknown format "${name}"`);
      }
      format = name;
    } else if (keyword === 'element') {
      const name = cursor.word();
      const count = cursor.number();
      if (!name || count === undefined || !Number.isInteger(count) || count < 0) {
        throw damaged(`line ${cursor.lineNumber} declares an element without a valid count`);
      }
      elements.push({ name, count, properties: [] });
    } else if (keyword === 'property') {
      const element = elements.at(-1);
      if (!element) throw damaged(`line ${cursor.lineNumber} declares a property before any element`);
      const first = cursor.word();
      if (first === 'list') {
        const countType = TYPE_NAMES[cursor.word()];
        const type = TYPE_NAMES[cursor.word()];
        const name = cursor.word();
        if (!countType || !type || !name) throw damaged(`line ${cursor.lineNumber} declares a list property it cannot read`);
        element.properties.push({ name, type, countType });
      } else {
        const type = TYPE_NAMES[first];
        const name = cursor.word();
        if (!type || !name) throw damaged(`line ${cursor.lineNumber} declares a property of unknown type "${first}"`);
        element.properties.push({ name, type });
      }
    } else if (keyword !== 'comment' && keyword !== 'obj_info' && keyword !== '') {
      throw damaged(`line ${cursor.lineNumber} starts with the unknown word "${keyword.slice(0, 40)}"`);
    }
  }
  throw new UnsupportedFileError('This PLY file has no complete header: "end_header" was not found.');
}

/**
 * A PLY whose vertices carry 3D Gaussian splat properties (spherical-harmonic colour, opacity,
 * scale and rotation), or the packed layout of compressed splat PLYs.
 */
export function isSplatPly(header: PlyHeader): boolean {
  const vertex = header.elements.find((element) => element.name === 'vertex');
  if (!vertex) return false;
  const names = new Set(vertex.properties.map((property) => property.name));
  const gaussian = names.has('f_dc_0') && (names.has('opacity') || names.has('scale_0') || names.has('rot_0'));
  const packed = names.has('packed_position') && names.has('packed_color');
  return gaussian || packed;
}

/**
 * The fewest bytes a PLY body can hold for what `elements` declare. In binary, a row takes its
 * fixed-size properties and the count of each list (a list may be empty). In ASCII, a row has at
 * least one value per property, and each value is at least one character and a separator (the
 * file's last value may lack its separator).
 */
export function minimumBodyBytes(format: PlyFormat, elements: PlyElement[]): number {
  let total = 0;
  for (const { count, properties } of elements) {
    const row =
      format === 'ascii'
        ? properties.length * 2
        : properties.reduce((sum, property) => sum + PLY_TYPE_SIZES[property.countType ?? property.type], 0);
    total += count * row;
  }
  return format === 'ascii' ? Math.max(0, total - 1) : total;
}

/**
 * Refuses a mesh PLY whose header declares more vertices and faces than its body could hold, before
 * anything is allocated for them: a few hundred bytes can declare billions of vertices.
 */
export function checkPlyBodySize(header: PlyHeader, elements: PlyElement[], bodyBytes: number): void {
  const needed = minimumBodyBytes(header.format, elements);
  if (needed <= bodyBytes) return;
  throw new UnsupportedFileError(
    `This PLY file is cut short: its header declares ${declaredCounts(header)}, which need at least ${formatCount(needed)} bytes, but ${formatCount(bodyBytes)} follow the header.`,
  );
}

/** "8 vertices and 6 faces", as the header declares them. */
export function declaredCounts(header: PlyHeader): string {
  return header.elements
    .filter((element) => element.name === 'vertex' || element.name === 'face')
    .map((element) => `${formatCount(element.count)} ${element.name === 'vertex' ? plural(element.count, 'vertex', 'vertices') : plural(element.count, 'face', 'faces')}`)
    .join(' and ');
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
