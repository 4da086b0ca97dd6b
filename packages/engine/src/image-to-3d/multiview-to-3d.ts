/**
 * Multiview to 3D (PRODUCT.md, other session types): pictures of the front, the side (seen from the
 * right of the front picture) and the back carved into a visual hull. Each picture's subject (its
 * foreground mask) stands 1 m tall; its signed distance to the outline, swept through the depth it
 * does not see, bounds the hull, and the hull is where every picture's sweep holds (the largest of
 * the three distances below zero), sampled on a voxel grid. Marching cubes finds its surface, and
 * each vertex takes its colour from the pictures that face it most (the left side from the side
 * picture, mirrored). The model's bottom middle is at the origin, facing +Z. One GLB: `model.glb`.
 */
import {
  MULTIVIEW_DEFAULTS,
  MULTIVIEW_RESOLUTION,
  type MultiviewTo3dOptions,
  type MultiviewTo3dReport,
  multiviewTo3dTool,
} from '@facet/contract';
import { writeMeshGlb } from '../ingest/write-mesh-glb';
import type { PipelineResult, ProgressCallback } from '../pipeline';
import { signedDistance } from './distance-transform';
import { roundSize } from './image-to-3d';
import { marchingCubes, signedVolume } from './marching-cubes';
import { bleedColours, maskBox, readPicture } from './picture';

const NAME = multiviewTo3dTool.id;

export type { MultiviewTo3dOptions, MultiviewTo3dReport } from '@facet/contract';
export const MULTIVIEW_ENGINE_DEFAULTS: Required<MultiviewTo3dOptions> = { ...MULTIVIEW_DEFAULTS };

/** Background kept round each subject, so the distance outside it is measured, not guessed. */
const MARGIN = 4;
/** Empty cells round the hull, so its surface closes. */
const PAD = 2;

/** One picture's subject as a view of the hull: its signed distance and colours, and its scale. */
interface View {
  width: number;
  height: number;
  /** Signed distance to the outline, in pixels (negative inside). */
  distance: Float32Array;
  colours: Uint8Array;
  /** The subject's box, in the crop's pixels, and its pixels per metre (its height is 1 m). */
  left: number;
  top: number;
  boxWidth: number;
  perMetre: number;
  maskSource: 'alpha' | 'estimate';
}

async function viewOf(bytes: Uint8Array, label: string): Promise<View> {
  const picture = await readPicture(bytes, NAME, label);
  const box = maskBox(picture.mask, picture.width, picture.height);
  const left = box.x0 - MARGIN;
  const top = box.y0 - MARGIN;
  const width = box.x1 - box.x0 + 1 + 2 * MARGIN;
  const height = box.y1 - box.y0 + 1 + 2 * MARGIN;
  const mask = new Uint8Array(width * height);
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sy = top + y;
    if (sy < 0 || sy >= picture.height) continue;
    for (let x = 0; x < width; x++) {
      const sx = left + x;
      if (sx < 0 || sx >= picture.width) continue;
      const p = sy * picture.width + sx;
      mask[y * width + x] = picture.mask[p]!;
      rgba.set(picture.rgba.subarray(p * 4, p * 4 + 4), (y * width + x) * 4);
    }
  }
  return {
    width,
    height,
    distance: signedDistance(mask, width, height),
    colours: bleedColours(rgba, mask, width, height),
    left: MARGIN,
    top: MARGIN,
    boxWidth: box.x1 - box.x0 + 1,
    perMetre: box.y1 - box.y0 + 1,
    maskSource: picture.maskSource,
  };
}

/** The view's signed distance in metres at (u, v) in its pixels; beyond the crop, the distance to it is added. */
function distanceAt(view: View, u: number, v: number): number {
  const x = u - 0.5;
  const y = v - 0.5;
  const cx = Math.min(view.width - 1, Math.max(0, x));
  const cy = Math.min(view.height - 1, Math.max(0, y));
  const x0 = Math.min(view.width - 2, Math.floor(cx));
  const y0 = Math.min(view.height - 2, Math.floor(cy));
  const fx = cx - x0;
  const fy = cy - y0;
  const p = y0 * view.width + x0;
  const d = view.distance;
  const inside = (d[p]! * (1 - fx) + d[p + 1]! * fx) * (1 - fy) + (d[p + view.width]! * (1 - fx) + d[p + view.width + 1]! * fx) * fy;
  return (inside + Math.hypot(x - cx, y - cy)) / view.perMetre;
}

/** Linear colour of the view at (u, v) in its pixels. */
function colourAt(view: View, u: number, v: number, out: Float64Array, weight: number): void {
  const x = Math.min(view.width - 1, Math.max(0, Math.floor(u)));
  const y = Math.min(view.height - 1, Math.max(0, Math.floor(v)));
  const p = (y * view.width + x) * 4;
  for (let k = 0; k < 3; k++) out[k]! += srgbToLinear(view.colours[p + k]! / 255) * weight;
}

const srgbToLinear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);

export async function multiviewTo3d(
  front: Uint8Array,
  side: Uint8Array | undefined,
  back: Uint8Array | undefined,
  options: MultiviewTo3dOptions = {},
  onProgress?: ProgressCallback,
): Promise<PipelineResult<MultiviewTo3dReport>> {
  const started = performance.now();
  const { resolution } = checkOptions(options);
  if (!side || !back) throw new Error(`${NAME}: Give three pictures: front, side and back.`);
  const progress = (fraction: number, stage: string) => onProgress?.(Math.min(1, Math.max(0, fraction)), stage);

  progress(0, 'Reading the pictures');
  const views = [await viewOf(front, 'the front picture'), await viewOf(side, 'the side picture'), await viewOf(back, 'the back picture')] as const;
  const [frontView, sideView, backView] = views;
  // Sizes in metres: 1 m tall; across as the front shows it, deep as the side does.
  const across = frontView.boxWidth / frontView.perMetre;
  const acrossBack = backView.boxWidth / backView.perMetre;
  const deep = sideView.boxWidth / sideView.perMetre;
  const cell = Math.max(across, 1, deep) / resolution;
  const counts = [across, 1, deep].map((extent) => Math.ceil(extent / cell) + 1 + 2 * PAD) as [number, number, number];
  const [nx, ny, nz] = counts;
  const origin = [-(counts[0] - 1) * cell * 0.5, -PAD * cell, -(counts[2] - 1) * cell * 0.5];
  const world = (index: number, axis: number) => origin[axis]! + index * cell;

  progress(0.25, 'Carving the hull');
  // Each picture's distance at every grid column it sees: the front and back over (x, y), the side over (z, y).
  const frontSeen = new Float32Array(nx * ny);
  const backSeen = new Float32Array(nx * ny);
  const sideSeen = new Float32Array(nz * ny);
  for (let j = 0; j < ny; j++) {
    const height = 1 - world(j, 1);
    for (let i = 0; i < nx; i++) {
      const x = world(i, 0);
      frontSeen[j * nx + i] = distanceAt(frontView, frontView.left + (x + across / 2) * frontView.perMetre, frontView.top + height * frontView.perMetre);
      // Seen from behind, the picture's right is the model's left (-x).
      backSeen[j * nx + i] = distanceAt(backView, backView.left + (acrossBack / 2 - x) * backView.perMetre, backView.top + height * backView.perMetre);
    }
    for (let k = 0; k < nz; k++) {
      const z = world(k, 2);
      // Seen from the right (+x), the picture's right is the back (-z).
      sideSeen[j * nz + k] = distanceAt(sideView, sideView.left + (deep / 2 - z) * sideView.perMetre, sideView.top + height * sideView.perMetre);
    }
  }
  const field = new Float32Array(nx * ny * nz);
  let inside = 0;
  for (let k = 0; k < nz; k++) {
    for (let j = 0; j < ny; j++) {
      for (let i = 0; i < nx; i++) {
        const value = Math.max(frontSeen[j * nx + i]!, backSeen[j * nx + i]!, sideSeen[j * nz + k]!);
        field[(k * ny + j) * nx + i] = value;
        if (value < 0) inside++;
      }
    }
  }
  if (inside === 0) throw new Error(`${NAME}: The three pictures' subjects do not overlap anywhere, so there is nothing to carve. Check they show the same subject, front, side and back.`);

  progress(0.55, 'Finding the surface');
  const surface = marchingCubes(field, nx, ny, nz);
  const positions = new Float32Array(surface.positions.length);
  for (let v = 0; v < positions.length; v += 3) {
    for (let axis = 0; axis < 3; axis++) positions[v + axis] = origin[axis]! + surface.positions[v + axis]! * cell;
  }
  const { indices } = surface;
  const normals = vertexNormals(positions, indices);

  progress(0.75, 'Colouring from the pictures');
  const colors = new Float32Array(positions.length);
  const colour = new Float64Array(3);
  for (let v = 0; v < positions.length / 3; v++) {
    const [x, y, z] = [positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!];
    const nxv = normals[v * 3]!;
    const nzv = normals[v * 3 + 2]!;
    colour.fill(0);
    const height = 1 - y;
    // Each picture counts as much as the surface faces it; the front always a little, for tops and bottoms.
    const weights = [Math.max(0, nzv) ** 2 + 0.05, Math.max(0, -nzv) ** 2, Math.max(0, nxv) ** 2, Math.max(0, -nxv) ** 2];
    const total = weights.reduce((sum, w) => sum + w, 0);
    colourAt(frontView, frontView.left + (x + across / 2) * frontView.perMetre, frontView.top + height * frontView.perMetre, colour, weights[0]! / total);
    colourAt(backView, backView.left + (acrossBack / 2 - x) * backView.perMetre, backView.top + height * backView.perMetre, colour, weights[1]! / total);
    colourAt(sideView, sideView.left + (deep / 2 - z) * sideView.perMetre, sideView.top + height * sideView.perMetre, colour, weights[2]! / total);
    // The left, unseen: the side picture mirrored.
    colourAt(sideView, sideView.left + (deep / 2 + z) * sideView.perMetre, sideView.top + height * sideView.perMetre, colour, weights[3]! / total);
    colors.set([colour[0]!, colour[1]!, colour[2]!], v * 3);
  }

  progress(0.9, 'Writing GLB');
  const { glb } = await writeMeshGlb({ positions, normals, indices, colors, colorComponents: 3 }, 'Multiview to 3D');
  const bounds = boundsOf(positions);
  progress(1, 'Done');
  const report: MultiviewTo3dReport = {
    mask_sources: views.map((view) => view.maskSource),
    grid: counts,
    voxels_inside: inside,
    triangles: indices.length / 3,
    vertices: positions.length / 3,
    volume_m3: +signedVolume(positions, indices).toFixed(5),
    size_m: roundSize(bounds),
    size_bytes: glb.byteLength,
    time_ms: Math.round(performance.now() - started),
  };
  return { files: [{ name: 'model.glb', mimeType: 'model/gltf-binary', bytes: glb }], report };
}

function checkOptions(options: MultiviewTo3dOptions): Required<MultiviewTo3dOptions> {
  const chosen = { ...MULTIVIEW_ENGINE_DEFAULTS, ...options };
  const known = new Set(Object.keys(MULTIVIEW_ENGINE_DEFAULTS));
  for (const key of Object.keys(options)) if (!known.has(key)) throw new Error(`${NAME}: Unknown option "${key}".`);
  const { min, max } = MULTIVIEW_RESOLUTION;
  if (!Number.isInteger(chosen.resolution) || chosen.resolution < min || chosen.resolution > max) {
    throw new Error(`${NAME}: Resolution must be a whole number from ${min} to ${max}.`);
  }
  return chosen;
}

/** Area-weighted vertex normals, unit length. */
export function vertexNormals(positions: Float32Array, indices: Uint32Array): Float32Array {
  const sums = new Float64Array(positions.length);
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t]! * 3;
    const b = indices[t + 1]! * 3;
    const c = indices[t + 2]! * 3;
    const e1 = [positions[b]! - positions[a]!, positions[b + 1]! - positions[a + 1]!, positions[b + 2]! - positions[a + 2]!];
    const e2 = [positions[c]! - positions[a]!, positions[c + 1]! - positions[a + 1]!, positions[c + 2]! - positions[a + 2]!];
    const n = [e1[1]! * e2[2]! - e1[2]! * e2[1]!, e1[2]! * e2[0]! - e1[0]! * e2[2]!, e1[0]! * e2[1]! - e1[1]! * e2[0]!];
    for (const v of [a, b, c]) for (let k = 0; k < 3; k++) sums[v + k]! += n[k]!;
  }
  const normals = new Float32Array(positions.length);
  for (let v = 0; v < positions.length; v += 3) {
    const length = Math.hypot(sums[v]!, sums[v + 1]!, sums[v + 2]!);
    if (length > 0) normals.set([sums[v]! / length, sums[v + 1]! / length, sums[v + 2]! / length], v);
    else normals.set([0, 1, 0], v);
  }
  return normals;
}

function boundsOf(positions: Float32Array): { width: number; height: number; depth: number } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let v = 0; v < positions.length; v += 3) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, positions[v + k]!);
      max[k] = Math.max(max[k]!, positions[v + k]!);
    }
  }
  return { width: max[0]! - min[0]!, height: max[1]! - min[1]!, depth: max[2]! - min[2]! };
}
