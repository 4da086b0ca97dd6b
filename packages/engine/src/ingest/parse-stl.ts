/**
 * STL, binary or ASCII, to a triangle mesh. STL stores every triangle with its own three corners;
 * equal corners are welded so the mesh is indexed. The facet normals in the file are often wrong
 * or zero, so normals are computed from the geometry instead.
 */
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';
import { weldPositions, type MeshData } from './mesh-data';
import { TextCursor } from './text-cursor';
import { Float64List } from './typed-lists';

export function parseStl(bytes: Uint8Array): MeshData {
  return isBinaryStl(bytes) ? fromSoup(parseBinary(bytes)) : fromSoup(parseAscii(bytes));
}

/**
 * Binary unless it reads as ASCII: binary files may also start with "solid" in their 80-byte
 * header, so the size the triangle count implies decides first.
 */
function isBinaryStl(bytes: Uint8Array): boolean {
  if (bytes.length >= 84) {
    const triangles = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
    if (84 + triangles * 50 === bytes.length) return true;
  }
  const start = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString('latin1');
  return !/^\s*solid\b/.test(start) || start.includes('\0');
}

function parseBinary(bytes: Uint8Array): Float32Array {
  if (bytes.length < 84) {
    throw new UnsupportedFileError(`This STL file is cut short: it has ${formatCount(bytes.length)} bytes, less than the 84-byte header.`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const triangles = view.getUint32(80, true);
  const expected = 84 + triangles * 50;
  if (triangles === 0) throw new UnsupportedFileError('This STL file has no triangles to show.');
  if (bytes.length < expected) {
    throw new UnsupportedFileError(
      `This STL file is cut short: it declares ${formatCount(triangles)} triangles (${formatCount(expected)} bytes) but has ${formatCount(bytes.length)} bytes.`,
    );
  }
  const soup = new Float32Array(triangles * 9);
  for (let t = 0; t < triangles; t++) {
    // 12 bytes of facet normal, then three corners of three floats, then 2 attribute bytes.
    const base = 84 + t * 50 + 12;
    for (let k = 0; k < 9; k++) soup[t * 9 + k] = view.getFloat32(base + k * 4, true);
  }
  return soup;
}

function parseAscii(bytes: Uint8Array): Float32Array {
  const cursor = new TextCursor(bytes);
  const soup = new Float64List();
  const loop: number[] = [];
  const refuse = (why: string) => new UnsupportedFileError(`This STL file cannot be read: line ${formatCount(cursor.lineNumber)} ${why}.`);
  // Word by word, so files that put several keywords on one line read the same.
  while (cursor.nextLine()) {
    while (!cursor.atLineEnd()) {
      if (cursor.takeKeyword('vertex')) {
        for (let k = 0; k < 3; k++) {
          const value = cursor.number();
          if (value === undefined) throw refuse('has a vertex with fewer than three coordinates');
          if (!Number.isFinite(value)) throw refuse('has a vertex coordinate that is not a number');
          loop.push(value);
        }
      } else if (cursor.takeKeyword('endloop')) {
        // A loop is a triangle; a few exporters write polygons, which are fanned into triangles.
        const corners = loop.length / 3;
        for (let k = 1; k + 1 < corners; k++) {
          soup.push3(loop[0]!, loop[1]!, loop[2]!);
          soup.push3(loop[k * 3]!, loop[k * 3 + 1]!, loop[k * 3 + 2]!);
          soup.push3(loop[k * 3 + 3]!, loop[k * 3 + 4]!, loop[k * 3 + 5]!);
        }
        loop.length = 0;
      } else {
        cursor.skipWord();
      }
    }
  }
  if (soup.length === 0) throw new UnsupportedFileError('This STL file has no triangles to show.');
  return new Float32Array(soup.toArray());
}

/** Welds the triangle soup into an indexed mesh. */
function fromSoup(soup: Float32Array): MeshData {
  const { ids, unique } = weldPositions(soup);
  return { positions: unique, indices: ids };
}
