/**
 * Tells what an upload really is from its first bytes. Content wins over the name: a JPEG named
 * `.stl` is an image, and a text file named `.glb` is nothing. The name only decides between
 * formats that have no signature of their own (binary STL, OBJ).
 */
import { constants, gunzipSync } from 'node:zlib';
import { isSplatPly, looksLikePly, parsePlyHeader } from './ingest/ply-header';

export type IngestKind = 'mesh' | 'image' | 'splat' | 'video';
export type IngestFormat = 'glb' | 'gltf' | 'obj' | 'stl' | 'ply' | 'png' | 'jpeg' | 'webp' | 'spz' | 'mp4' | 'webm';
export interface SniffedFile {
  kind: IngestKind;
  format: IngestFormat;
}

/** How much of the file sniffing looks at. */
export const SNIFF_BYTES = 64 * 1024;

/** `NGSP` read as a little-endian uint32: the first field of an SPZ file once gunzipped. */
export const SPZ_MAGIC = 0x5053474e;

/** ISO base media brands that are still images or sound, not video. */
const NON_VIDEO_BRANDS = new Set([
  'avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ', 'qt  ',
]);

/** Signatures of common formats that are not supported, so their bytes are never guessed at. */
const OTHER_SIGNATURES: number[][] = [
  [0x50, 0x4b, 0x03, 0x04], // zip (also 3MF, USDZ)
  [0x25, 0x50, 0x44, 0x46], // PDF
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x49, 0x49, 0x2a, 0x00], // TIFF
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x50, 0x58, 0x52, 0x2d], // USD crate
];

/** Decides from the bytes (first up to 64 KB) and the file name; returns undefined when unsupported. */
export function sniffFile(head: Uint8Array, fileName: string): SniffedFile | undefined {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  const at = (offset: number, ...bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  const ascii = (offset: number, text: string) => at(offset, ...Array.from(text, (char) => char.charCodeAt(0)));

  if (ascii(0, 'glTF')) return { kind: 'mesh', format: 'glb' };
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { kind: 'image', format: 'png' };
  if (at(0, 0xff, 0xd8, 0xff)) return { kind: 'image', format: 'jpeg' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { kind: 'image', format: 'webp' };
  if (ascii(4, 'ftyp')) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    return head.length >= 12 && !NON_VIDEO_BRANDS.has(brand) ? { kind: 'video', format: 'mp4' } : undefined;
  }
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) return isWebm(head) ? { kind: 'video', format: 'webm' } : undefined;
  if (looksLikePly(head)) return sniffPly(head);
  if (at(0, 0x1f, 0x8b, 0x08)) return isSpz(head) ? { kind: 'splat', format: 'spz' } : undefined;
  if (OTHER_SIGNATURES.some((signature) => at(0, ...signature))) return undefined;

  if (isText(head)) {
    const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, 4096)).toString('latin1');
    if (/^(\uFEFF|\xEF\xBB\xBF)?\s*\{/.test(text) && /"asset"\s*:/.test(text)) return { kind: 'mesh', format: 'gltf' };
    if (/^\s*solid\b/.test(text) && /\b(facet|endsolid)\b/.test(text)) return { kind: 'mesh', format: 'stl' };
    if (extension === 'obj' && /^\s*v\s+[-+.\d]/m.test(textOf(head))) return { kind: 'mesh', format: 'obj' };
    return undefined;
  }
  if (extension === 'stl' && looksLikeBinaryStl(head)) return { kind: 'mesh', format: 'stl' };
  return undefined;
}

function sniffPly(head: Uint8Array): SniffedFile | undefined {
  try {
    return { kind: isSplatPly(parsePlyHeader(head)) ? 'splat' : 'mesh', format: 'ply' };
  } catch {
    return undefined;
  }
}

/** The EBML header names its document type: WebM, not other Matroska files. */
function isWebm(head: Uint8Array): boolean {
  const window = head.subarray(0, Math.min(head.length, 256));
  for (let i = 4; i + 3 < window.length; i++) {
    // DocType element 0x4282, then a one-byte size (0x80 | length).
    if (window[i] === 0x42 && window[i + 1] === 0x82) {
      const length = window[i + 2]! & 0x7f;
      return String.fromCharCode(...window.subarray(i + 3, i + 3 + length)) === 'webm';
    }
  }
  return false;
}

/** Gunzips the first bytes only (a few KB at most, so a crafted stream cannot balloon) and checks `NGSP`. */
export function readSpzHeader(head: Uint8Array): DataView | undefined {
  try {
    const out = inflateGzipStart(head);
    if (out.length < 16) return undefined;
    const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
    return view.getUint32(0, true) === SPZ_MAGIC ? view : undefined;
  } catch {
    return undefined;
  }
}

const isSpz = (head: Uint8Array) => readSpzHeader(head) !== undefined;

/**
 * Gunzips what the first kilobyte holds; a truncated stream is fine with a sync flush, and 1 KB of
 * deflate data cannot grow past about 1 MB.
 */
function inflateGzipStart(bytes: Uint8Array): Buffer {
  return gunzipSync(bytes.subarray(0, 1024), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: 2 * 1024 * 1024 });
}

/** Text has no control bytes other than tab, newline, carriage return and form feed. */
function isText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  for (let i = 0; i < head.length; i++) {
    const byte = head[i]!;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

const textOf = (head: Uint8Array) => Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('latin1');

/** 80-byte header, a triangle count, then 50 bytes per triangle whose floats are real numbers. */
function looksLikeBinaryStl(head: Uint8Array): boolean {
  if (head.length < 84) return false;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const triangles = view.getUint32(80, true);
  if (triangles === 0) return false;
  const checked = Math.min(triangles, Math.floor((head.length - 84) / 50), 64);
  for (let t = 0; t < checked; t++) {
    for (let k = 0; k < 12; k++) {
      if (!Number.isFinite(view.getFloat32(84 + t * 50 + k * 4, true))) return false;
    }
  }
  return true;
}
