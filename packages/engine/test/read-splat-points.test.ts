import { describe, expect, it } from 'vitest';
import { readSplatPoints, type SplatPoints } from '../src/preview/read-splat-points';
import { writePly, type Gaussians } from '../src/splat-generation/write-splat';
import { compressedPly, expectedColour, gaussianPly, variedGaussians } from './splat-layouts';

/** The widest gap between what was written and what was read, per attribute. */
function gaps(g: Gaussians, points: SplatPoints) {
  let position = 0;
  let colour = 0;
  let opacity = 0;
  let size = 0;
  for (let i = 0; i < g.count; i++) {
    for (let k = 0; k < 3; k++) position = Math.max(position, Math.abs(points.positions[i * 3 + k]! - g.positions[i * 3 + k]!));
    const expected = expectedColour(g, i);
    for (let k = 0; k < 3; k++) colour = Math.max(colour, Math.abs(points.colours[i * 4 + k]! - expected[k]!));
    opacity = Math.max(opacity, Math.abs(points.colours[i * 4 + 3]! - expected[3]!));
    // The size is the geometric mean of the two widest axes.
    const logs = [...g.scales.subarray(i * 3, i * 3 + 3)].sort((a, b) => b - a);
    size = Math.max(size, Math.abs(Math.log(points.sizes[i]!) - (logs[0]! + logs[1]!) / 2));
  }
  return { position, colour, opacity, size };
}

describe('readSplatPoints', () => {
  // 600 points: two full chunks of 256 and a part one.
  const g = variedGaussians(600);

  it('reads the 3D Gaussian Splatting layout exactly', () => {
    const points = readSplatPoints(gaussianPly(g));
    expect(points.count).toBe(600);
    const gap = gaps(g, points);
    expect(gap.position).toBeLessThan(1e-6);
    expect(gap.colour).toBeLessThanOrEqual(0.5 + 1e-6);
    expect(gap.opacity).toBe(0);
    expect(gap.size).toBeLessThan(1e-5);
    expect(readSplatPoints(writePly(g)).positions).toEqual(points.positions);
  });

  it('reads the compressed PLY layout within its quantisation', () => {
    for (const options of [{}, { colourBounds: true }, { colourBounds: true, harmonics: 9 }, { harmonics: 45 }]) {
      const points = readSplatPoints(compressedPly(g, options));
      expect(points.count).toBe(600);
      const gap = gaps(g, points);
      // Positions span at most 6 units a chunk; 10 bits (y) step 6 / 1023, and rounding halves that.
      expect(gap.position).toBeLessThan(6 / 1023 / 2 + 1e-5);
      expect(gap.position).toBeGreaterThan(0);
      // A colour byte across the chunk's colour range, then as a byte again: a step at most.
      expect(gap.colour).toBeLessThanOrEqual(1);
      expect(gap.opacity).toBeLessThanOrEqual(1);
      // Log scales span under 2 a chunk, in 10 or 11 bits.
      expect(gap.size).toBeLessThan(2 / 1023);
    }
  });

  it('unpacks the bits of a compressed point in the order Spark reads them', () => {
    const header = [
      'ply', 'format binary_little_endian 1.0', 'element chunk 1',
      ...['min_x', 'min_y', 'min_z', 'max_x', 'max_y', 'max_z', 'min_scale_x', 'min_scale_y', 'min_scale_z', 'max_scale_x', 'max_scale_y', 'max_scale_z'].map((name) => `property float ${name}`),
      'element vertex 1', ...['packed_position', 'packed_rotation', 'packed_scale', 'packed_color'].map((name) => `property uint ${name}`),
      'end_header', '',
    ].join('\n');
    const body = new DataView(new ArrayBuffer(12 * 4 + 4 * 4));
    // Positions from (10, 20, 30) to (12, 24, 38); log scales from -4 to 0 on every axis.
    [10, 20, 30, 12, 24, 38, -4, -4, -4, 0, 0, 0].forEach((value, k) => body.setFloat32(k * 4, value, true));
    body.setUint32(48, ((2047 << 21) | (0 << 11) | 1023) >>> 0, true); // x at the top, y at the bottom, z halfway
    body.setUint32(52, 0, true);
    body.setUint32(56, ((2047 << 21) | (1023 << 11) | 0) >>> 0, true); // log scales 0, 0 and -4
    body.setUint32(60, 0x11223344, true); // red 0x11, green 0x22, blue 0x33, opacity 0x44
    const bytes = new Uint8Array([...new TextEncoder().encode(header), ...new Uint8Array(body.buffer)]);
    const points = readSplatPoints(bytes);
    expect(points.count).toBe(1);
    expect(points.positions[0]).toBeCloseTo(12, 5);
    expect(points.positions[1]).toBeCloseTo(20, 5);
    expect(points.positions[2]).toBeCloseTo(30 + (8 * 1023) / 2047, 5);
    expect([...points.colours]).toEqual([0x11, 0x22, 0x33, 0x44]);
    expect(points.sizes[0]).toBeCloseTo(1, 5);
  });

  it('samples a big compressed splat evenly, chunk by chunk', () => {
    const big = variedGaussians(3000);
    const points = readSplatPoints(compressedPly(big), 1000);
    expect(points.count).toBe(1000);
    // Point i is row 3i: its position comes from that row's chunk.
    expect(Math.abs(points.positions[999 * 3 + 2]! - big.positions[2997 * 3 + 2]!)).toBeLessThan(4 / 1023);
  });

  it('refuses a header that declares more rows than the file holds, before allocating for them', () => {
    expect(() => readSplatPoints(gaussianPly(variedGaussians(10), { declared: 2_000_000_000 }))).toThrow(/cut short/);
    expect(() => readSplatPoints(compressedPly(variedGaussians(10), { declaredPoints: 2_000_000_000, declaredChunks: 7_812_500 }))).toThrow(/cut short/);
    expect(() => readSplatPoints(compressedPly(variedGaussians(300), { declaredChunks: 1 }))).toThrow(/1 chunks for 300 points/);
  });

  it('refuses the layouts the splat viewer cannot open', () => {
    expect(() => readSplatPoints(gaussianPly(g, { format: 'ascii' }))).toThrow(/is ASCII text/);
    expect(() => readSplatPoints(gaussianPly(g, { format: 'binary_big_endian' }))).toThrow(/is binary big-endian/);
    expect(() => readSplatPoints(compressedPly(g, { without: ['min_scale_x', 'max_scale_x'] }))).toThrow(/lacks min_scale_x, max_scale_x in its "chunk" element/);
  });
});
