/**
 * The two files of a splat. `.ply` in the layout 3D Gaussian Splatting training writes (binary
 * little endian; x y z nx ny nz f_dc_0..2 opacity scale_0..2 rot_0..3, rot_0 the real part): colours
 * as the spherical harmonics' constant term, opacity as a logit, scales as natural logs. `.spz`
 * (Niantic's format, version 2): a gzip of a 16-byte header and the attributes one after another:
 * positions as 24-bit fixed point, alphas, colours, scales, rotations (x, y, z of the quaternion
 * with w >= 0), 8 bits each. Both keep the mesh's own (glTF, Y up) coordinates, so they agree.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** The constant spherical-harmonics basis function: a colour c is stored as (c - 0.5) / SH_C0. */
export const SH_C0 = 0.28209479177387814;
export const SPZ_MAGIC = 0x5053474e;
export const SPZ_VERSION = 2;
/** The colour scale of SPZ: a byte holds SH DC * 0.15 * 255 + 127.5. */
export const SPZ_COLOUR_SCALE = 0.15;

export interface Gaussians {
  count: number;
  /** Three floats each. */
  positions: Float32Array;
  normals: Float32Array;
  /** SH DC terms. */
  dc: Float32Array;
  /** Logit of the opacity. */
  opacity: Float32Array;
  /** Natural logs of the three standard deviations. */
  scales: Float32Array;
  /** Unit quaternions, w x y z, w >= 0. */
  rotations: Float32Array;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

const PLY_PROPERTIES = [
  'x', 'y', 'z', 'nx', 'ny', 'nz', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity',
  'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3',
] as const;

export function writePly(g: Gaussians): Uint8Array {
  const header = new TextEncoder().encode(
    `ply\nformat binary_little_endian 1.0\nelement vertex ${g.count}\n${PLY_PROPERTIES.map((name) => `property float ${name}\n`).join('')}end_header\n`,
  );
  const stride = PLY_PROPERTIES.length;
  // Rows filled as floats (this machine's byte order), then checked to be little endian.
  const body = new Float32Array(g.count * stride);
  for (let i = 0; i < g.count; i++) {
    const o = i * stride;
    body[o] = g.positions[i * 3]!;
    body[o + 1] = g.positions[i * 3 + 1]!;
    body[o + 2] = g.positions[i * 3 + 2]!;
    body[o + 3] = g.normals[i * 3]!;
    body[o + 4] = g.normals[i * 3 + 1]!;
    body[o + 5] = g.normals[i * 3 + 2]!;
    body[o + 6] = g.dc[i * 3]!;
    body[o + 7] = g.dc[i * 3 + 1]!;
    body[o + 8] = g.dc[i * 3 + 2]!;
    body[o + 9] = g.opacity[i]!;
    body[o + 10] = g.scales[i * 3]!;
    body[o + 11] = g.scales[i * 3 + 1]!;
    body[o + 12] = g.scales[i * 3 + 2]!;
    body[o + 13] = g.rotations[i * 4]!;
    body[o + 14] = g.rotations[i * 4 + 1]!;
    body[o + 15] = g.rotations[i * 4 + 2]!;
    body[o + 16] = g.rotations[i * 4 + 3]!;
  }
  const bytes = new Uint8Array(header.length + body.byteLength);
  bytes.set(header, 0);
  bytes.set(new Uint8Array(body.buffer), header.length);
  if (!LITTLE_ENDIAN) {
    const view = new DataView(bytes.buffer, header.length);
    for (let i = 0; i < body.length; i++) view.setFloat32(i * 4, body[i]!, true);
  }
  return bytes;
}

const byte = (value: number) => (value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value));

/**
 * Fractional bits of the fixed-point positions: 12, as the reference writer uses, unless the
 * largest coordinate would not fit in 24 bits, then as many as fit.
 */
export function spzFractionalBits(positions: Float32Array): number {
  let largest = 0;
  for (let i = 0; i < positions.length; i++) largest = Math.max(largest, Math.abs(positions[i]!));
  if (largest === 0) return 12;
  return Math.max(0, Math.min(12, Math.floor(22 - Math.log2(largest))));
}

/** The packed (not yet gzipped) SPZ bytes. */
export function packSpz(g: Gaussians): Uint8Array {
  const n = g.count;
  const bits = spzFractionalBits(g.positions);
  const out = new Uint8Array(16 + n * (9 + 1 + 3 + 3 + 3));
  const header = new DataView(out.buffer);
  header.setUint32(0, SPZ_MAGIC, true);
  header.setUint32(4, SPZ_VERSION, true);
  header.setUint32(8, n, true);
  out[12] = 0; // SH degree
  out[13] = bits;
  out[14] = 0; // flags: not antialiased
  out[15] = 0;
  const positions = 16;
  const alphas = positions + n * 9;
  const colours = alphas + n;
  const scales = colours + n * 3;
  const rotations = scales + n * 3;
  const unit = 2 ** bits;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 3; k++) {
      const fixed = Math.round(g.positions[i * 3 + k]! * unit);
      const o = positions + i * 9 + k * 3;
      out[o] = fixed & 0xff;
      out[o + 1] = (fixed >> 8) & 0xff;
      out[o + 2] = (fixed >> 16) & 0xff;
      out[colours + i * 3 + k] = byte(g.dc[i * 3 + k]! * SPZ_COLOUR_SCALE * 255 + 127.5);
      out[scales + i * 3 + k] = byte((g.scales[i * 3 + k]! + 10) * 16);
      out[rotations + i * 3 + k] = byte(g.rotations[i * 4 + 1 + k]! * 127.5 + 127.5);
    }
    out[alphas + i] = byte((1 / (1 + Math.exp(-g.opacity[i]!))) * 255);
  }
  return out;
}

export async function writeSpz(g: Gaussians): Promise<Uint8Array> {
  const zipped = await gzipAsync(packSpz(g), { level: 1 });
  return new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength);
}
