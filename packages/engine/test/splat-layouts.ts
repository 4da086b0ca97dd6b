/**
 * Splat PLY files in the layouts people upload, built byte by byte: the 3D Gaussian Splatting
 * layout in each PLY format, and the compressed layout PlayCanvas and SuperSplat write.
 */
import { SH_C0, type Gaussians } from '../src/splat-generation/write-splat';

const GAUSSIAN_PROPERTIES = ['x', 'y', 'z', 'nx', 'ny', 'nz', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3'];

const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

/** `count` Gaussians with positions, colours, opacities and sizes that all differ, over a few units. */
export function variedGaussians(count: number): Gaussians {
  const g: Gaussians = {
    count,
    positions: new Float32Array(count * 3),
    normals: new Float32Array(count * 3),
    dc: new Float32Array(count * 3),
    opacity: new Float32Array(count),
    scales: new Float32Array(count * 3),
    rotations: new Float32Array(count * 4),
  };
  for (let i = 0; i < count; i++) {
    const t = i / Math.max(1, count - 1);
    g.positions.set([Math.sin(i * 0.37) * 3, Math.cos(i * 0.11) * 2 - 1, t * 4 - 2], i * 3);
    const colour = [0.1 + 0.8 * t, 0.9 - 0.7 * t, 0.5 + 0.4 * Math.sin(i)];
    for (let k = 0; k < 3; k++) g.dc[i * 3 + k] = (colour[k]! - 0.5) / SH_C0;
    g.opacity[i] = -3 + 6 * ((i * 7) % 11) / 10;
    g.scales.set([Math.log(0.01 + 0.05 * t), Math.log(0.02), Math.log(0.005 + 0.01 * ((i % 5) / 4))], i * 3);
    g.rotations[i * 4] = 1;
  }
  return g;
}

/** What a preview should read back: colour bytes (0.5 + SH_C0 * f_dc) and opacity bytes (sigmoid). */
export function expectedColour(g: Gaussians, i: number): number[] {
  const rgb = [0, 1, 2].map((k) => Math.round((0.5 + SH_C0 * g.dc[i * 3 + k]!) * 255));
  return [...rgb, Math.round(sigmoid(g.opacity[i]!) * 255)];
}

/** The 3D Gaussian Splatting layout, float properties, in the PLY format given. */
export function gaussianPly(
  g: Gaussians,
  { format = 'binary_little_endian', declared = g.count, lineEnd = '\n' }: { format?: 'ascii' | 'binary_little_endian' | 'binary_big_endian'; declared?: number; lineEnd?: string } = {},
): Uint8Array {
  const header = ['ply', `format ${format} 1.0`, `element vertex ${declared}`, ...GAUSSIAN_PROPERTIES.map((name) => `property float ${name}`), 'end_header', ''].join(lineEnd);
  const row = (i: number) => [
    ...g.positions.subarray(i * 3, i * 3 + 3), ...g.normals.subarray(i * 3, i * 3 + 3), ...g.dc.subarray(i * 3, i * 3 + 3),
    g.opacity[i]!, ...g.scales.subarray(i * 3, i * 3 + 3), ...g.rotations.subarray(i * 4, i * 4 + 4),
  ];
  if (format === 'ascii') {
    const lines = Array.from({ length: g.count }, (_, i) => row(i).join(' '));
    return new TextEncoder().encode(header + lines.map((line) => `${line}\n`).join(''));
  }
  const body = new DataView(new ArrayBuffer(g.count * GAUSSIAN_PROPERTIES.length * 4));
  for (let i = 0; i < g.count; i++) {
    row(i).forEach((value, k) => body.setFloat32((i * GAUSSIAN_PROPERTIES.length + k) * 4, value, format === 'binary_little_endian'));
  }
  return concat(new TextEncoder().encode(header), new Uint8Array(body.buffer));
}

export interface CompressedOptions {
  /** Writes per-chunk colour bounds (min_r..max_b), as newer SuperSplat files have. */
  colourBounds?: boolean;
  /** Adds an `sh` element with this many f_rest bytes per point. */
  harmonics?: number;
  /** The counts the header declares, when they should not be the true ones. */
  declaredPoints?: number;
  declaredChunks?: number;
  /** Leaves these properties out of the header and the rows. */
  without?: string[];
  /** Puts the chunk element after the vertices. */
  chunksLast?: boolean;
}

const CHUNK_BOUNDS = ['min_x', 'min_y', 'min_z', 'max_x', 'max_y', 'max_z', 'min_scale_x', 'min_scale_y', 'min_scale_z', 'max_scale_x', 'max_scale_y', 'max_scale_z'];
const COLOUR_BOUNDS = ['min_r', 'min_g', 'min_b', 'max_r', 'max_g', 'max_b'];
const PACKED = ['packed_position', 'packed_rotation', 'packed_scale', 'packed_color'];

/**
 * The compressed PLY layout as PlayCanvas writes it: per 256 points a chunk of float bounds, per
 * point four uints (position and log scale as 11-10-11 bits across the chunk's bounds, rotation
 * as the smallest three, colour and opacity as 8-8-8-8), then optional harmonics as bytes.
 */
export function compressedPly(g: Gaussians, options: CompressedOptions = {}): Uint8Array {
  const without = new Set(options.without ?? []);
  const chunkNames = [...CHUNK_BOUNDS, ...(options.colourBounds ? COLOUR_BOUNDS : [])].filter((name) => !without.has(name));
  const vertexNames = PACKED.filter((name) => !without.has(name));
  const chunks = Math.ceil(g.count / 256);
  const chunkBody = new DataView(new ArrayBuffer(chunks * chunkNames.length * 4));
  const vertexBody = new DataView(new ArrayBuffer(g.count * vertexNames.length * 4));
  const colourOf = (i: number, k: number) => 0.5 + SH_C0 * g.dc[i * 3 + k]!;
  const unorm = (value: number, bits: number) => Math.max(0, Math.min(bits, Math.floor(value * bits + 0.5)));
  const share = (value: number, min: number, max: number) => (max - min > 0 ? (value - min) / (max - min) : 0);
  for (let c = 0; c < chunks; c++) {
    const rows = Array.from({ length: Math.min(256, g.count - c * 256) }, (_, j) => c * 256 + j);
    const range = (of: (i: number) => number) => [Math.min(...rows.map(of)), Math.max(...rows.map(of))] as const;
    const bounds: Record<string, number> = {};
    const position = [0, 1, 2].map((k) => range((i) => g.positions[i * 3 + k]!));
    const scale = [0, 1, 2].map((k) => range((i) => g.scales[i * 3 + k]!));
    const colour = [0, 1, 2].map((k) => (options.colourBounds ? range((i) => colourOf(i, k)) : ([0, 1] as const)));
    ['x', 'y', 'z'].forEach((axis, k) => {
      [bounds[`min_${axis}`], bounds[`max_${axis}`]] = position[k]!;
      [bounds[`min_scale_${axis}`], bounds[`max_scale_${axis}`]] = scale[k]!;
      [bounds[`min_${'rgb'[k]}`], bounds[`max_${'rgb'[k]}`]] = colour[k]!;
    });
    chunkNames.forEach((name, k) => chunkBody.setFloat32((c * chunkNames.length + k) * 4, bounds[name]!, true));
    for (const i of rows) {
      const pack111011 = (values: number[], ranges: (readonly [number, number])[]) =>
        ((unorm(share(values[0]!, ...ranges[0]!), 2047) << 21) | (unorm(share(values[1]!, ...ranges[1]!), 1023) << 11) | unorm(share(values[2]!, ...ranges[2]!), 2047)) >>> 0;
      const rgba = [0, 1, 2].map((k) => unorm(share(colourOf(i, k), ...colour[k]!), 255));
      const packed: Record<string, number> = {
        packed_position: pack111011([...g.positions.subarray(i * 3, i * 3 + 3)], position),
        // The identity: w, the largest, left out (index 0), and x, y, z at the middle of their range.
        packed_rotation: ((512 << 20) | (512 << 10) | 512) >>> 0,
        packed_scale: pack111011([...g.scales.subarray(i * 3, i * 3 + 3)], scale),
        packed_color: ((rgba[0]! << 24) | (rgba[1]! << 16) | (rgba[2]! << 8) | unorm(sigmoid(g.opacity[i]!), 255)) >>> 0,
      };
      vertexNames.forEach((name, k) => vertexBody.setUint32((i * vertexNames.length + k) * 4, packed[name]!, true));
    }
  }
  const harmonics = options.harmonics ?? 0;
  const shBody = new Uint8Array(g.count * harmonics).map((_, k) => (k * 37) % 256);
  const chunkHeader = [`element chunk ${options.declaredChunks ?? chunks}`, ...chunkNames.map((name) => `property float ${name}`)];
  const vertexHeader = [`element vertex ${options.declaredPoints ?? g.count}`, ...vertexNames.map((name) => `property uint ${name}`)];
  const shHeader = harmonics ? [`element sh ${options.declaredPoints ?? g.count}`, ...Array.from({ length: harmonics }, (_, k) => `property uchar f_rest_${k}`)] : [];
  const header = [
    'ply',
    'format binary_little_endian 1.0',
    'comment Generated by SuperSplat',
    ...(options.chunksLast ? [...vertexHeader, ...chunkHeader] : [...chunkHeader, ...vertexHeader]),
    ...shHeader,
    'end_header',
    '',
  ].join('\n');
  const [first, second] = options.chunksLast ? [vertexBody, chunkBody] : [chunkBody, vertexBody];
  return concat(new TextEncoder().encode(header), new Uint8Array(first.buffer), new Uint8Array(second.buffer), shBody);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
