/**
 * The tiling normal map of each PBR preset, made in code: a height field that wraps at its edges
 * (brushed streaks for metal, grain for wood, pits for stone, a weave for fabric, a fine grain for
 * plastic, a gentle wave for ceramic), turned into tangent-space normals and encoded as a PNG.
 */
import type { RetexturingPreset } from '@facet/contract';
import sharp from 'sharp';

/** The normal map's side in pixels; it repeats over the mesh's UVs. */
export const NORMAL_MAP_SIZE = 256;

/** A small seeded random generator (mulberry32), so each preset's map is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Value noise on a `cellsX` x `cellsY` lattice that wraps, sampled at u, v in [0, 1). */
function tilingNoise(cellsX: number, cellsY: number, seed: number): (u: number, v: number) => number {
  const next = random(seed);
  const lattice = Float32Array.from({ length: cellsX * cellsY }, () => next());
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (u, v) => {
    const x = u * cellsX;
    const y = v * cellsY;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const tx = smooth(x - x0);
    const ty = smooth(y - y0);
    const at = (i: number, j: number) => lattice[(((j % cellsY) + cellsY) % cellsY) * cellsX + (((i % cellsX) + cellsX) % cellsX)]!;
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * tx;
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * tx;
    return top + (bottom - top) * ty;
  };
}

/** Octaves of noise, each twice as fine and half as strong. */
function fbm(cells: number, octaves: number, seed: number): (u: number, v: number) => number {
  const layers = Array.from({ length: octaves }, (_, octave) => tilingNoise(cells << octave, cells << octave, seed + octave));
  return (u, v) => layers.reduce((sum, layer, octave) => sum + layer(u, v) / 2 ** octave, 0) / (2 - 2 ** (1 - octaves));
}

/** Each preset's height field (0-1 at u, v in [0, 1)) and how steep its bumps are. */
function heightField(preset: Exclude<RetexturingPreset, 'none'>): { height: (u: number, v: number) => number; depth: number } {
  switch (preset) {
    case 'metal': {
      // Brushed: long streaks along u.
      const streaks = tilingNoise(4, 128, 11);
      return { height: streaks, depth: 1.2 };
    }
    case 'plastic': {
      const grain = fbm(32, 2, 21);
      return { height: grain, depth: 0.6 };
    }
    case 'wood': {
      // Rings along u, bent by a slow noise, with fine fibres.
      const bend = fbm(4, 2, 31);
      const fibres = tilingNoise(8, 96, 35);
      return { height: (u, v) => 0.75 * (0.5 + 0.5 * Math.sin(2 * Math.PI * (6 * v + 0.9 * bend(u, v)))) + 0.25 * fibres(u, v), depth: 2 };
    }
    case 'stone': {
      const rock = fbm(8, 4, 41);
      return { height: rock, depth: 4 };
    }
    case 'ceramic': {
      const wave = fbm(2, 2, 51);
      return { height: wave, depth: 0.5 };
    }
    case 'fabric': {
      // A plain weave: threads along u and along v, alternating in a checker of 32 cells.
      const threads = 32;
      const fuzz = tilingNoise(64, 64, 61);
      return {
        height: (u, v) => {
          const cx = Math.floor(u * threads);
          const cy = Math.floor(v * threads);
          const across = (cx + cy) % 2 === 0;
          const t = across ? v * threads : u * threads;
          return 0.85 * Math.abs(Math.sin(Math.PI * t)) + 0.15 * fuzz(u, v);
        },
        depth: 3,
      };
    }
  }
}

const cache = new Map<RetexturingPreset, Promise<Uint8Array>>();

/** The preset's normal map as a PNG (RGB: tangent-space x, y, z mapped to 0-255). */
export function presetNormalMap(preset: Exclude<RetexturingPreset, 'none'>): Promise<Uint8Array> {
  let png = cache.get(preset);
  if (!png) {
    png = makeNormalMap(preset);
    cache.set(preset, png);
  }
  return png;
}

async function makeNormalMap(preset: Exclude<RetexturingPreset, 'none'>): Promise<Uint8Array> {
  const size = NORMAL_MAP_SIZE;
  const { height, depth } = heightField(preset);
  const heights = new Float32Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) heights[y * size + x] = height(x / size, y / size);
  const pixels = new Uint8Array(size * size * 3);
  const at = (x: number, y: number) => heights[((y + size) % size) * size + ((x + size) % size)]!;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Slopes across the wrap, so the map tiles without a seam.
      const dx = ((at(x + 1, y) - at(x - 1, y)) / 2) * depth * (size / 64);
      const dy = ((at(x, y + 1) - at(x, y - 1)) / 2) * depth * (size / 64);
      const length = Math.sqrt(dx * dx + dy * dy + 1);
      const p = (y * size + x) * 3;
      pixels[p] = Math.round(((-dx / length) * 0.5 + 0.5) * 255);
      // glTF's normal textures are +Y up in texture space, with v running down the image.
      pixels[p + 1] = Math.round(((dy / length) * 0.5 + 0.5) * 255);
      pixels[p + 2] = Math.round(((1 / length) * 0.5 + 0.5) * 255);
    }
  }
  const png = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();
  return new Uint8Array(png);
}
