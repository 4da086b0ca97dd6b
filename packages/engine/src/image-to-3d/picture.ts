/**
 * A picture read for lifting into 3D: its pixels (at most MAX_SIDE on a side), its foreground mask
 * (PRODUCT.md: the alpha channel, else the classical background estimate) and the mask's connected
 * regions; a picture with no foreground is refused in words.
 */
import { decodePicture } from '../decode-picture';
import { foregroundMask } from '../foreground-mask';
import { squaredDistanceTo } from './distance-transform';

/** The largest side a picture is read at; larger ones are scaled down to it. */
export const MAX_SIDE = 2048;
/** Fewer foreground pixels than this (or than MIN_SHARE of the picture) is no subject. */
const MIN_PIXELS = 64;
const MIN_SHARE = 0.001;

export interface Picture {
  width: number;
  height: number;
  /** RGBA, row by row from the top. */
  rgba: Uint8Array;
  /** 1 on the subject. */
  mask: Uint8Array;
  maskSource: 'alpha' | 'estimate';
  /** Foreground pixels. */
  area: number;
}

/** Decodes the picture and finds its subject; `name` starts the messages (the tool's id), `label` names the picture in them. */
export async function readPicture(bytes: Uint8Array, name: string, label = 'the picture'): Promise<Picture> {
  const decoded = await decodePicture(bytes, MAX_SIDE, `${name}: ${capital(label)} could not be read. Upload it again as PNG, JPEG or WebP.`);
  const { width, height } = decoded.info;
  const rgba = new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
  const { mask, fromAlpha } = foregroundMask(rgba, width, height);
  let area = 0;
  for (let p = 0; p < mask.length; p++) area += mask[p]!;
  if (area < Math.max(MIN_PIXELS, MIN_SHARE * width * height)) {
    throw new Error(
      `${name}: No foreground found in ${label}: it is ${fromAlpha ? 'transparent everywhere' : 'one colour from edge to edge'}. Use a picture of one subject on a plain background, or with a transparent background.`,
    );
  }
  return { width, height, rgba, mask, maskSource: fromAlpha ? 'alpha' : 'estimate', area };
}

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** The mask's bounding box, inclusive. */
export function maskBox(mask: Uint8Array, width: number, height: number): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!mask[row + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return { x0, y0, x1, y1 };
}

/**
 * The picture's colours with every background pixel given its nearest subject pixel's colour, so a
 * texture read at the outline (or blurred) never takes the background's colour.
 */
export function bleedColours(rgba: Uint8Array, mask: Uint8Array, width: number, height: number): Uint8Array {
  const { nearest } = squaredDistanceTo(width, height, (p) => mask[p] === 1);
  const out = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const q = mask[p] ? p : nearest[p]!;
    const from = q >= 0 ? q : p;
    out[p * 4] = rgba[from * 4]!;
    out[p * 4 + 1] = rgba[from * 4 + 1]!;
    out[p * 4 + 2] = rgba[from * 4 + 2]!;
    out[p * 4 + 3] = 255;
  }
  return out;
}

