/**
 * How the texture tool puts a reference image on a surface point:
 * - `front`: a picture of the object, seen from the front (+Z), fitted to the mesh's front outline:
 *   the image's foreground (its subject, without the backdrop) is stretched over the mesh's X-Y
 *   bounds, and the back sees the same picture through the object, as a projector would cast it.
 * - `planar`: the image as a swatch repeated `tiles` times along the mesh's longest side, cast along
 *   the axis the mesh shows most area to (the top of a table, the front of a sign).
 * - `triplanar`: the same swatch cast along all three axes and blended by how much the surface faces
 *   each, so there is no streaking on the sides.
 */
import { type TextureProjection, textureTool } from '@facet/contract';
import { decodePicture } from '../decode-picture';
import { foregroundMask } from '../foreground-mask';
import { type Bounds, soupCross } from '../mesh-math';

const NAME = textureTool.id;
/** Reference images are read at most this large; the bake samples them, so more adds nothing. */
const MAX_SIDE = 2048;

export interface ReferenceImage {
  width: number;
  height: number;
  /** RGB, 0-255, three bytes per pixel; the backdrop filled with the nearest subject colour for `front`. */
  pixels: Uint8Array;
  /** The subject's box in pixels (the whole image for swatches). */
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** Writes the colour (sRGB, 0-1) at a surface point with unit normal n to `out` at `at`. */
export type Projector = (px: number, py: number, pz: number, nx: number, ny: number, nz: number, out: Float32Array, at: number) => void;

/**
 * Decodes the reference image. For `front` its subject is found (PRODUCT.md's foreground mask) and
 * the backdrop is painted with the colour of the nearest subject pixel, so texels at the outline do
 * not pick up the backdrop's colour.
 */
export async function readReferenceImage(bytes: Uint8Array, projection: TextureProjection): Promise<ReferenceImage> {
  const decoded = await decodePicture(bytes, MAX_SIDE, `${NAME}: The reference image could not be read. Upload it again as PNG, JPEG or WebP.`);
  const { width, height } = decoded.info;
  const rgba = new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
  const pixels = new Uint8Array(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    pixels[p * 3] = rgba[p * 4]!;
    pixels[p * 3 + 1] = rgba[p * 4 + 1]!;
    pixels[p * 3 + 2] = rgba[p * 4 + 2]!;
  }
  if (projection !== 'front') return { width, height, pixels, box: { x0: 0, y0: 0, x1: width - 1, y1: height - 1 } };

  const { mask, fromAlpha } = foregroundMask(rgba, width, height);
  const box = { x0: width, y0: height, x1: -1, y1: -1 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      if (x < box.x0) box.x0 = x;
      if (x > box.x1) box.x1 = x;
      if (y < box.y0) box.y0 = y;
      if (y > box.y1) box.y1 = y;
    }
  }
  if (box.x1 < 0) {
    throw new Error(
      `${NAME}: The reference image has no subject to project from the front: it is ${fromAlpha ? 'transparent everywhere' : 'one colour from edge to edge'}. Pick a picture of the object, or a planar or triplanar projection for a material swatch.`,
    );
  }
  fillBackdrop(pixels, mask, width, height);
  return { width, height, pixels, box };
}

/** Paints every backdrop pixel with the colour of the subject pixel nearest to it (breadth first). */
function fillBackdrop(pixels: Uint8Array, mask: Uint8Array, width: number, height: number): void {
  const filled = Uint8Array.from(mask);
  let frontier: number[] = [];
  for (let p = 0; p < filled.length; p++) if (filled[p]) frontier.push(p);
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const p of frontier) {
      const x = p % width;
      const y = (p - x) / width;
      const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1];
      for (const q of neighbours) {
        if (q < 0 || filled[q]) continue;
        filled[q] = 1;
        pixels[q * 3] = pixels[p * 3]!;
        pixels[q * 3 + 1] = pixels[p * 3 + 1]!;
        pixels[q * 3 + 2] = pixels[p * 3 + 2]!;
        next.push(q);
      }
    }
    frontier = next;
  }
}

/** Bilinear sample at image coordinates (pixels, centres at .5), clamped or repeated. */
function sampler(image: ReferenceImage, repeat: boolean) {
  const { width, height, pixels } = image;
  const wrap = (value: number, size: number) => (repeat ? ((value % size) + size) % size : Math.min(size - 1, Math.max(0, value)));
  return (x: number, y: number, out: Float32Array, at: number, weight: number) => {
    const fx = x - 0.5;
    const fy = y - 0.5;
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const tx = fx - x0;
    const ty = fy - y0;
    const xa = wrap(x0, width);
    const xb = wrap(x0 + 1, width);
    const ya = wrap(y0, height);
    const yb = wrap(y0 + 1, height);
    const p00 = (ya * width + xa) * 3;
    const p10 = (ya * width + xb) * 3;
    const p01 = (yb * width + xa) * 3;
    const p11 = (yb * width + xb) * 3;
    for (let k = 0; k < 3; k++) {
      const top = pixels[p00 + k]! + (pixels[p10 + k]! - pixels[p00 + k]!) * tx;
      const bottom = pixels[p01 + k]! + (pixels[p11 + k]! - pixels[p01 + k]!) * tx;
      out[at + k] = out[at + k]! + ((top + (bottom - top) * ty) / 255) * weight;
    }
  };
}

/** The axis (0 x, 1 y, 2 z) the surface shows most area to. */
export function broadestAxis(corners: Float32Array, count: number): 0 | 1 | 2 {
  const cross: [number, number, number] = [0, 0, 0];
  let x = 0;
  let y = 0;
  let z = 0;
  for (let t = 0; t < count; t++) {
    soupCross(corners, t, cross);
    x += Math.abs(cross[0]);
    y += Math.abs(cross[1]);
    z += Math.abs(cross[2]);
  }
  return y >= x && y >= z ? 1 : z >= x ? 2 : 0;
}

/** The projector for one image, projection and mesh. `axis` is the planar projection's axis. */
export function makeProjector(image: ReferenceImage, projection: TextureProjection, bounds: Bounds, tiles: number, axis: 0 | 1 | 2): Projector {
  const { min, max } = bounds;
  if (projection === 'front') {
    const sample = sampler(image, false);
    const { box } = image;
    const spanX = Math.max(max[0] - min[0], 1e-12);
    const spanY = Math.max(max[1] - min[1], 1e-12);
    const boxW = box.x1 - box.x0 + 1;
    const boxH = box.y1 - box.y0 + 1;
    return (px, py, _pz, _nx, _ny, _nz, out, at) => {
      out[at] = 0;
      out[at + 1] = 0;
      out[at + 2] = 0;
      // Image rows run down while Y runs up.
      sample(box.x0 + ((px - min[0]) / spanX) * boxW, box.y0 + ((max[1] - py) / spanY) * boxH, out, at, 1);
    };
  }
  const sample = sampler(image, true);
  const longest = Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2], 1e-12);
  // One tile's size in the mesh's units: the image keeps its proportions.
  const perPixel = longest / tiles / image.width;
  /** Samples the swatch cast along `along`, weighted, into out. */
  const cast = (along: 0 | 1 | 2, px: number, py: number, pz: number, out: Float32Array, at: number, weight: number) => {
    // The two other axes, right-handed, so the image is not mirrored when seen down the axis.
    if (along === 0) sample((max[2] - pz) / perPixel, (max[1] - py) / perPixel, out, at, weight);
    else if (along === 1) sample((px - min[0]) / perPixel, (pz - min[2]) / perPixel, out, at, weight);
    else sample((px - min[0]) / perPixel, (max[1] - py) / perPixel, out, at, weight);
  };
  if (projection === 'planar') {
    return (px, py, pz, _nx, _ny, _nz, out, at) => {
      out[at] = 0;
      out[at + 1] = 0;
      out[at + 2] = 0;
      cast(axis, px, py, pz, out, at, 1);
    };
  }
  return (px, py, pz, nx, ny, nz, out, at) => {
    out[at] = 0;
    out[at + 1] = 0;
    out[at + 2] = 0;
    // Sharpened weights: mostly the facing axis, blended only near 45 degrees.
    const wx = nx ** 4;
    const wy = ny ** 4;
    const wz = nz ** 4;
    const total = wx + wy + wz || 1;
    if (wx > 0.001 * total) cast(0, px, py, pz, out, at, wx / total);
    if (wy > 0.001 * total) cast(1, px, py, pz, out, at, wy / total);
    if (wz > 0.001 * total) cast(2, px, py, pz, out, at, wz / total);
  };
}
