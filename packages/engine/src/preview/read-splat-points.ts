/**
 * A splat read for its preview: the centre, colour, opacity and size of each Gaussian, no more.
 * Reads the 3D Gaussian Splatting PLY layout (binary, any scalar types) and SPZ versions 1 to 3.
 * Colours come from the spherical harmonics' constant term (0.5 + SH_C0 * f_dc), opacities through
 * the sigmoid of their logit, sizes from the exponent of the log scales. A big splat is sampled
 * evenly down to `maxPoints`, so its preview draws in about the time a small one does.
 */
import { gunzipSync } from 'node:zlib';
import { SPZ_MAGIC } from '../sniff-file';
import { isSplatPly, looksLikePly, parsePlyHeader, PLY_TYPE_SIZES, type PlyScalarType } from '../ingest/ply-header';

export interface SplatPoints {
  count: number;
  /** Three floats each. */
  positions: Float32Array;
  /** One standard deviation of each Gaussian across its two widest axes, in model units. */
  sizes: Float32Array;
  /** RGBA bytes each: the colour, and the opacity as alpha. */
  colours: Uint8Array;
}

/** Points drawn at most; more are sampled evenly. */
export const SPLAT_PREVIEW_POINTS = 300_000;

const SH_C0 = 0.28209479177387814;
/** The SPZ colour scale: a byte holds SH DC * 0.15 * 255 + 127.5. */
const SPZ_COLOUR_SCALE = 0.15;
/** An SPZ unpacked to more than this is refused rather than read (about 60 million points). */
const SPZ_MAX_BYTES = 2 ** 31 - 1;

const byte = (value: number) => (value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value));
const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

export function readSplatPoints(bytes: Uint8Array, maxPoints = SPLAT_PREVIEW_POINTS): SplatPoints {
  if (looksLikePly(bytes)) return readPly(bytes, maxPoints);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return readSpz(bytes, maxPoints);
  throw new Error('the file is neither a splat PLY nor an SPZ');
}

/**
 * The source rows to draw: all of them, or `max` spread evenly over the file. `grow` widens the
 * drawn points so that fewer of them cover what all of them would (their area grows by the share
 * left out), instead of showing the background through the gaps.
 */
function sampled(count: number, max: number): { count: number; row: (i: number) => number; grow: number } {
  if (count <= max) return { count, row: (i) => i, grow: 1 };
  const step = count / max;
  return { count: max, row: (i) => Math.floor(i * step), grow: Math.sqrt(step) };
}

function emptyPoints(count: number): SplatPoints {
  return { count, positions: new Float32Array(count * 3), sizes: new Float32Array(count), colours: new Uint8Array(count * 4) };
}

/** The size of a Gaussian from its three log scales: the geometric mean of its two widest axes. */
function sizeOf(a: number, b: number, c: number): number {
  const smallest = Math.min(a, b, c);
  return Math.exp((a + b + c - smallest) / 2);
}

function readPly(bytes: Uint8Array, maxPoints: number): SplatPoints {
  const header = parsePlyHeader(bytes);
  if (!isSplatPly(header)) throw new Error('the PLY file has no splat properties');
  if (header.format === 'ascii') throw new Error('ASCII splat PLY files are not drawn');
  const vertex = header.elements.find((element) => element.name === 'vertex')!;
  const names = ['x', 'y', 'z', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity', 'scale_0', 'scale_1', 'scale_2'];
  // Elements before the vertices (rare) are skipped only when their rows have a fixed size.
  let start = header.bodyStart;
  for (const element of header.elements) {
    if (element === vertex) break;
    if (element.properties.some((property) => property.countType)) throw new Error(`the PLY element "${element.name}" before the points has lists`);
    start += element.count * element.properties.reduce((sum, property) => sum + PLY_TYPE_SIZES[property.type], 0);
  }
  if (vertex.properties.some((property) => property.countType)) throw new Error('the splat PLY points have list properties');
  const offsets = new Map<string, { offset: number; type: PlyScalarType }>();
  let stride = 0;
  for (const property of vertex.properties) {
    offsets.set(property.name, { offset: stride, type: property.type });
    stride += PLY_TYPE_SIZES[property.type];
  }
  const missing = names.filter((name) => !offsets.has(name));
  if (missing.length > 0) throw new Error(`the splat PLY points lack ${missing.join(', ')}`);
  if (start + vertex.count * stride > bytes.byteLength) throw new Error('the splat PLY file is cut short');
  const little = header.format === 'binary_little_endian';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const readers = names.map((name) => {
    const { offset, type } = offsets.get(name)!;
    return (row: number) => readScalar(view, start + row * stride + offset, type, little);
  });
  const value = (k: number, row: number) => readers[k]!(row);
  const pick = sampled(vertex.count, maxPoints);
  const points = emptyPoints(pick.count);
  for (let i = 0; i < pick.count; i++) {
    const row = pick.row(i);
    for (let k = 0; k < 3; k++) {
      points.positions[i * 3 + k] = value(k, row);
      points.colours[i * 4 + k] = byte((0.5 + SH_C0 * value(3 + k, row)) * 255);
    }
    points.colours[i * 4 + 3] = byte(sigmoid(value(6, row)) * 255);
    points.sizes[i] = sizeOf(value(7, row), value(8, row), value(9, row)) * pick.grow;
  }
  return points;
}

function readScalar(view: DataView, at: number, type: PlyScalarType, little: boolean): number {
  switch (type) {
    case 'int8':
      return view.getInt8(at);
    case 'uint8':
      return view.getUint8(at);
    case 'int16':
      return view.getInt16(at, little);
    case 'uint16':
      return view.getUint16(at, little);
    case 'int32':
      return view.getInt32(at, little);
    case 'uint32':
      return view.getUint32(at, little);
    case 'float32':
      return view.getFloat32(at, little);
    case 'float64':
      return view.getFloat64(at, little);
  }
}

/**
 * SPZ: a gzip of a 16-byte header (magic, version, point count, SH degree, fractional bits, flags)
 * and the attributes one after another: positions (half floats in version 1, 24-bit fixed point
 * after), alphas, colours, scales, then rotations and higher harmonics, which a preview leaves out.
 */
function readSpz(bytes: Uint8Array, maxPoints: number): SplatPoints {
  const data = gunzipSync(bytes, { maxOutputLength: SPZ_MAX_BYTES });
  if (data.length < 16) throw new Error('the SPZ file is too short for its header');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0, true) !== SPZ_MAGIC) throw new Error('the SPZ file has no SPZ header');
  const version = view.getUint32(4, true);
  if (version < 1 || version > 3) throw new Error(`SPZ version ${version} is not read`);
  const count = view.getUint32(8, true);
  const bits = data[13]!;
  const positionBytes = version === 1 ? 6 : 9;
  const positions = 16;
  const alphas = positions + count * positionBytes;
  const colours = alphas + count;
  const scales = colours + count * 3;
  if (scales + count * 3 > data.length) throw new Error('the SPZ file is cut short');
  const unit = 2 ** bits;
  const pick = sampled(count, maxPoints);
  const points = emptyPoints(pick.count);
  for (let i = 0; i < pick.count; i++) {
    const row = pick.row(i);
    for (let k = 0; k < 3; k++) {
      if (version === 1) {
        points.positions[i * 3 + k] = halfFloat(view.getUint16(positions + row * 6 + k * 2, true));
      } else {
        const o = positions + row * 9 + k * 3;
        // 24-bit two's complement, sign-extended through the top byte.
        const fixed = ((data[o]! | (data[o + 1]! << 8) | (data[o + 2]! << 16)) << 8) >> 8;
        points.positions[i * 3 + k] = fixed / unit;
      }
      const dc = (data[colours + row * 3 + k]! - 127.5) / (SPZ_COLOUR_SCALE * 255);
      points.colours[i * 4 + k] = byte((0.5 + SH_C0 * dc) * 255);
    }
    points.colours[i * 4 + 3] = data[alphas + row]!;
    const scale = (k: number) => data[scales + row * 3 + k]! / 16 - 10;
    points.sizes[i] = sizeOf(scale(0), scale(1), scale(2)) * pick.grow;
  }
  return points;
}

function halfFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? NaN : sign * Infinity;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

/**
 * The points as the preview page reads them: the count (a 32-bit integer), then the positions
 * and sizes as floats, then the RGBA bytes, all little endian.
 */
export function packSplatPoints(points: SplatPoints): Uint8Array {
  const { count } = points;
  const out = new Uint8Array(4 + count * 16 + count * 4);
  const view = new DataView(out.buffer);
  view.setUint32(0, count, true);
  let at = 4;
  for (let i = 0; i < count * 3; i++, at += 4) view.setFloat32(at, points.positions[i]!, true);
  for (let i = 0; i < count; i++, at += 4) view.setFloat32(at, points.sizes[i]!, true);
  out.set(points.colours, at);
  return out;
}

/**
 * What a splat's preview draws, read and packed: the page gets only these, a few megabytes at most.
 * Reading a large splat takes tens of milliseconds, so a server does it in a worker thread.
 */
export function splatPreviewPoints(splat: Uint8Array): Uint8Array {
  return packSplatPoints(readSplatPoints(splat));
}
