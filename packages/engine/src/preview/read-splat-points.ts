/**
 * A splat read for its preview: the centre, colour, opacity and size of each Gaussian, no more.
 * Reads what the splat viewer opens: the 3D Gaussian Splatting PLY layout, the compressed PLY
 * layout of PlayCanvas and SuperSplat (both binary little endian), and SPZ versions 1 to 3.
 * Colours come from the spherical harmonics' constant term (0.5 + SH_C0 * f_dc), opacities through
 * the sigmoid of their logit, sizes from the exponent of the log scales. A big splat is sampled
 * evenly down to `maxPoints`, so its preview draws in about the time a small one does.
 */
import { gunzipSync } from 'node:zlib';
import { SPZ_MAGIC } from '../sniff-file';
import { isSplatPly, looksLikePly, parsePlyHeader, PLY_TYPE_SIZES, type PlyElement, type PlyScalarType } from '../ingest/ply-header';
import { COMPRESSED_CHUNK_POINTS, splatPlyLayout } from '../ingest/splat-ply';

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
  // Only what the viewer opens is read (binary little endian, vertices first or after their chunks).
  const layout = splatPlyLayout(header, bytes);
  // Every element's rows must be in the file before any row is read: a header of a few hundred
  // bytes can declare billions of them.
  const elements = new Map<string, PlyRows>();
  let start = header.bodyStart;
  for (const element of header.elements) {
    const stride = element.properties.reduce((sum, property) => sum + PLY_TYPE_SIZES[property.type], 0);
    elements.set(element.name, { element, start, stride });
    start += element.count * stride;
  }
  if (start > bytes.byteLength) throw new Error('the splat PLY file is cut short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vertex = elements.get('vertex')!;
  return layout === 'compressed' ? readCompressedPly(view, vertex, elements.get('chunk')!, maxPoints) : readGaussianPly(view, vertex, maxPoints);
}

/** An element's rows in the body: where they start and the bytes each takes. */
interface PlyRows {
  element: PlyElement;
  start: number;
  stride: number;
}

/** Where a property of `rows` sits in each row, and its type. */
function field(rows: PlyRows, name: string): { offset: number; type: PlyScalarType } {
  let offset = 0;
  for (const property of rows.element.properties) {
    if (property.name === name) return { offset, type: property.type };
    offset += PLY_TYPE_SIZES[property.type];
  }
  throw new Error(`the splat PLY file has no ${name} in its "${rows.element.name}" element`);
}

/** Reads a property of `rows` by name, as a number, from the row given. */
function column(view: DataView, rows: PlyRows, name: string): (row: number) => number {
  const { offset, type } = field(rows, name);
  return (row) => readScalar(view, rows.start + row * rows.stride + offset, type, true);
}

/** The 3D Gaussian Splatting layout: a float (or other scalar) per property and row. */
function readGaussianPly(view: DataView, vertex: PlyRows, maxPoints: number): SplatPoints {
  const names = ['x', 'y', 'z', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity', 'scale_0', 'scale_1', 'scale_2'];
  const readers = names.map((name) => column(view, vertex, name));
  const value = (k: number, row: number) => readers[k]!(row);
  const pick = sampled(vertex.element.count, maxPoints);
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

/**
 * The compressed layout of PlayCanvas and SuperSplat, read as Spark reads it. Each chunk of 256
 * points has the bounds of their positions and log scales (and, in newer files, of their colours;
 * 0 to 1 without them). Each point packs its position and its log scales in 32 bits each, as 11,
 * 10 and 11 bits across those bounds, and its colour (0.5 + SH_C0 * f_dc) and opacity (already
 * through the sigmoid) in 8 bits each, red in the highest byte and opacity in the lowest.
 */
function readCompressedPly(view: DataView, vertex: PlyRows, chunk: PlyRows, maxPoints: number): SplatPoints {
  const bound = (name: string, fallback?: number) =>
    chunk.element.properties.some((property) => property.name === name) || fallback === undefined ? column(view, chunk, name) : () => fallback;
  const axes = ['x', 'y', 'z'] as const;
  const position = axes.map((axis) => [bound(`min_${axis}`), bound(`max_${axis}`)] as const);
  const scale = axes.map((axis) => [bound(`min_scale_${axis}`), bound(`max_scale_${axis}`)] as const);
  const colour = (['r', 'g', 'b'] as const).map((channel) => [bound(`min_${channel}`, 0), bound(`max_${channel}`, 1)] as const);
  const packed = (name: string) => {
    const { offset, type } = field(vertex, name);
    // Spark takes a float's bits as they are, and any other type's value as an unsigned integer.
    if (type === 'float32') return (row: number) => view.getUint32(vertex.start + row * vertex.stride + offset, true);
    return (row: number) => readScalar(view, vertex.start + row * vertex.stride + offset, type, true) >>> 0;
  };
  const packedPosition = packed('packed_position');
  const packedScale = packed('packed_scale');
  const packedColour = packed('packed_color');
  /** 11, 10 and 11 bits from the highest down, each as a share of its range. */
  const unpack111011 = (bits: number) => [((bits >>> 21) & 2047) / 2047, ((bits >>> 11) & 1023) / 1023, (bits & 2047) / 2047];
  const pick = sampled(vertex.element.count, maxPoints);
  const points = emptyPoints(pick.count);
  for (let i = 0; i < pick.count; i++) {
    const row = pick.row(i);
    const c = Math.floor(row / COMPRESSED_CHUNK_POINTS);
    const at = unpack111011(packedPosition(row));
    const logs = unpack111011(packedScale(row));
    const rgba = packedColour(row);
    for (let k = 0; k < 3; k++) {
      const [minP, maxP] = position[k]!;
      points.positions[i * 3 + k] = minP(c) + at[k]! * (maxP(c) - minP(c));
      const [minS, maxS] = scale[k]!;
      logs[k] = minS(c) + logs[k]! * (maxS(c) - minS(c));
      const [minC, maxC] = colour[k]!;
      points.colours[i * 4 + k] = byte((minC(c) + (((rgba >>> (24 - k * 8)) & 255) / 255) * (maxC(c) - minC(c))) * 255);
    }
    points.colours[i * 4 + 3] = rgba & 255;
    points.sizes[i] = sizeOf(logs[0]!, logs[1]!, logs[2]!) * pick.grow;
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
