/**
 * The foreground mask of PRODUCT.md, used wherever an image's subject must be told from its
 * background (image segmentation, the texture tool's front projection): the alpha channel when the
 * image has one that is not opaque everywhere; otherwise the colour of the border, a flood fill from
 * the border within a colour distance, and a morphological opening.
 */

/** RGB distance (0-441) within which a pixel counts as the background's colour. */
const BACKGROUND_DISTANCE = 48;
/** Alpha (0-255) above which a pixel is foreground when the image brings its own alpha. */
const ALPHA_CUT = 128;

/**
 * 1 where the image shows its subject; `fromAlpha` when the image's own alpha said so. Specks and
 * one-pixel bridges are opened away.
 */
export function foregroundMask(rgba: Uint8Array, width: number, height: number): { mask: Uint8Array; fromAlpha: boolean } {
  const found = rawMask(rgba, width, height);
  open(found.mask, width, height);
  return found;
}

function rawMask(rgba: Uint8Array, width: number, height: number): { mask: Uint8Array; fromAlpha: boolean } {
  const count = width * height;
  const mask = new Uint8Array(count);
  let transparent = false;
  for (let p = 0; p < count; p++) if (rgba[p * 4 + 3]! < 250) transparent = true;
  if (transparent) {
    for (let p = 0; p < count; p++) mask[p] = rgba[p * 4 + 3]! >= ALPHA_CUT ? 1 : 0;
    return { mask, fromAlpha: true };
  }
  // The border's colour: the median of each channel over the outermost pixels.
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) border.push(y * width, y * width + width - 1);
  const median = [0, 1, 2].map((k) => {
    const values = border.map((p) => rgba[p * 4 + k]!).sort((a, b) => a - b);
    return values[values.length >> 1]!;
  });
  const isBackground = (p: number) =>
    Math.hypot(rgba[p * 4]! - median[0]!, rgba[p * 4 + 1]! - median[1]!, rgba[p * 4 + 2]! - median[2]!) <= BACKGROUND_DISTANCE;
  // Flood fill from the border through background-coloured pixels; what it does not reach is the subject.
  mask.fill(1);
  const stack: number[] = [];
  for (const p of border) {
    if (mask[p] && isBackground(p)) {
      mask[p] = 0;
      stack.push(p);
    }
  }
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % width;
    const y = (p - x) / width;
    for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1]) {
      if (q >= 0 && mask[q] && isBackground(q)) {
        mask[q] = 0;
        stack.push(q);
      }
    }
  }
  return { mask, fromAlpha: false };
}

/** Morphological opening with a 3 x 3 square: specks and one-pixel bridges go. */
function open(mask: Uint8Array, width: number, height: number): void {
  const pass = (from: Uint8Array, keep: 0 | 1) => {
    const out = new Uint8Array(from.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let value = keep === 1 ? 1 : 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const nx = Math.min(width - 1, Math.max(0, x + dx));
            const ny = Math.min(height - 1, Math.max(0, y + dy));
            const v = from[ny * width + nx]!;
            // Erosion keeps a pixel only when all around are set; dilation sets it when any is.
            if (keep === 1 && v === 0) value = 0;
            if (keep === 0 && v === 1) value = 1;
          }
        }
        out[y * width + x] = value;
      }
    }
    return out;
  };
  mask.set(pass(pass(mask, 1), 0));
}

/** 8-connected regions of the mask: a label per pixel (-1 outside) and each label's size. */
export function regionsOf(mask: Uint8Array, width: number, height: number): { labels: Int32Array; sizes: number[] } {
  const labels = new Int32Array(width * height).fill(-1);
  const sizes: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]! >= 0) continue;
    const label = sizes.length;
    let size = 0;
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop()!;
      size++;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (mask[q] && labels[q]! < 0) {
            labels[q] = label;
            stack.push(q);
          }
        }
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}
