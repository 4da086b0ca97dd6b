/**
 * Which splat PLY files the splat viewer opens, so that no other is kept. The viewer (Spark 2)
 * reads PLY 1.0 in binary little endian only, with scalar properties named by the classic type
 * names, in one of two layouts:
 *
 * - 3D Gaussian Splatting: the vertex element first, each row with x, y, z, f_dc_0..2, opacity,
 *   scale_0..2, rot_0..3 and 0, 9, 24 or 45 `f_rest_` harmonics;
 * - the compressed layout of PlayCanvas and SuperSplat: a `chunk` element of bounds for each 256
 *   points, then the `vertex` element of packed_position, packed_rotation, packed_scale and
 *   packed_color, and optionally an `sh` element with a row per point.
 *
 * Spark reads a PLY as the compressed layout as soon as it has a `chunk` element.
 */
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';
import type { PlyElement, PlyHeader } from './ply-header';

export type SplatPlyLayout = 'gaussian' | 'compressed';

/** Points per chunk of the compressed layout. */
export const COMPRESSED_CHUNK_POINTS = 256;

export const GAUSSIAN_PROPERTIES = ['x', 'y', 'z', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3'];
export const CHUNK_PROPERTIES = [
  'min_x', 'min_y', 'min_z', 'max_x', 'max_y', 'max_z',
  'min_scale_x', 'min_scale_y', 'min_scale_z', 'max_scale_x', 'max_scale_y', 'max_scale_z',
];
export const PACKED_PROPERTIES = ['packed_position', 'packed_rotation', 'packed_scale', 'packed_color'];

/** The type names Spark reads; PLY's sized aliases (float32, uint8, ...) it does not. */
const VIEWER_TYPE_NAMES = new Set(['char', 'uchar', 'short', 'ushort', 'int', 'uint', 'float', 'double']);
/** Harmonic counts of degrees 0 to 3. */
const HARMONIC_COUNTS = new Set([0, 9, 24, 45]);

/**
 * The layout of a splat PLY the viewer opens, or an UnsupportedFileError saying why it cannot be
 * opened. `head` holds at least the whole header (its declared type names and line ends are read
 * from it).
 */
export function splatPlyLayout(header: PlyHeader, head: Uint8Array): SplatPlyLayout {
  const refuse = (why: string) => new UnsupportedFileError(`This splat PLY file ${why}`);
  const resave = 'save it as binary little-endian PLY and upload it again.';
  if (header.format === 'ascii') throw refuse(`is ASCII text, which the splat viewer cannot open; ${resave}`);
  if (header.format === 'binary_big_endian') throw refuse(`is binary big-endian, which the splat viewer cannot open; ${resave}`);
  const lines = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, header.bodyStart)).toString('latin1').split('\n');
  const version = lines.find((line) => /^\s*format\s/.test(line))?.trim().split(/\s+/)[2];
  if (version !== '1.0') throw refuse(`declares PLY version ${version ?? 'none'}; the splat viewer opens version 1.0 only.`);
  const last = lines.at(-2) ?? '';
  if (!last.endsWith('end_header')) {
    throw refuse(last.endsWith('\r') ? 'ends its header with a Windows line break (CR LF), which the splat viewer cannot read.' : 'has spaces after "end_header", which the splat viewer cannot read.');
  }
  for (const line of lines) {
    const [keyword, type, name] = line.trim().split(/\s+/);
    if (keyword !== 'property') continue;
    if (type === 'list') throw refuse(`has a list property (${line.trim().split(/\s+/).at(-1)}), which the splat viewer cannot read.`);
    if (!VIEWER_TYPE_NAMES.has(type!)) {
      throw refuse(`declares ${name} as "${type}", a type name the splat viewer cannot read; it reads char, uchar, short, ushort, int, uint, float and double.`);
    }
  }
  const element = (name: string) => header.elements.find((candidate) => candidate.name === name);
  const vertex = element('vertex')!;
  const chunk = element('chunk');
  if (chunk) return compressed(header, chunk, vertex, element('sh'));
  if (PACKED_PROPERTIES.some((name) => has(vertex, name))) {
    throw new UnsupportedFileError('This compressed splat PLY file has no "chunk" element, which holds the bounds its packed points need.');
  }
  const missing = GAUSSIAN_PROPERTIES.filter((name) => !has(vertex, name));
  if (missing.length > 0) throw refuse(`lacks the point properties ${missing.join(', ')}, which the splat viewer needs.`);
  checkHarmonics(vertex, 'This splat PLY file');
  if (header.elements[0] !== vertex) throw refuse(`has the element "${header.elements[0]!.name}" before its points, which the splat viewer cannot read.`);
  return 'gaussian';
}

function compressed(header: PlyHeader, chunk: PlyElement, vertex: PlyElement, sh: PlyElement | undefined): SplatPlyLayout {
  const refuse = (why: string) => new UnsupportedFileError(`This compressed splat PLY file ${why}`);
  for (const [element, names] of [[chunk, CHUNK_PROPERTIES], [vertex, PACKED_PROPERTIES]] as const) {
    const missing = names.filter((name) => !has(element, name));
    if (missing.length > 0) throw refuse(`lacks ${missing.join(', ')} in its "${element.name}" element, which the splat viewer needs.`);
  }
  if (header.elements.indexOf(chunk) > header.elements.indexOf(vertex)) {
    throw refuse('has its "chunk" element after its points, so the splat viewer cannot unpack them.');
  }
  const needed = Math.ceil(vertex.count / COMPRESSED_CHUNK_POINTS);
  if (chunk.count < needed) {
    throw refuse(
      `has ${formatCount(chunk.count)} chunks for ${formatCount(vertex.count)} points; it needs one for every ${COMPRESSED_CHUNK_POINTS} points (${formatCount(needed)}).`,
    );
  }
  if (sh) {
    if (sh.count !== vertex.count) throw refuse(`has ${formatCount(sh.count)} rows of harmonics for ${formatCount(vertex.count)} points.`);
    checkHarmonics(sh, 'This compressed splat PLY file');
  }
  return 'compressed';
}

/** Spark reads f_rest_0, f_rest_1, ... up to the first missing one, and only for degrees 0 to 3. */
function checkHarmonics(element: PlyElement, file: string): void {
  let count = 0;
  while (has(element, `f_rest_${count}`)) count += 1;
  if (!HARMONIC_COUNTS.has(count)) {
    throw new UnsupportedFileError(`${file} has ${count} f_rest properties; the splat viewer reads 0, 9, 24 or 45 (harmonics of degree 0 to 3).`);
  }
}

const has = (element: PlyElement, name: string) => element.properties.some((property) => property.name === name);
