/**
 * How well a model seen from the front matches a picture's subject: the renderer's front view, its
 * opaque pixels against the picture's foreground mask, each cropped to its box and brought to the
 * mask's height by one uniform scale (so a wrong width still counts), then intersection over union.
 */
import sharp from 'sharp';
import type { PreviewRenderer } from '../src/index';
import { foregroundMask } from '../src/foreground-mask';
import { maskBox } from '../src/image-to-3d/picture';

/** The picture's foreground mask, as the engine finds it. */
export async function pictureMask(picture: Uint8Array): Promise<{ mask: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const rgba = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return { mask: foregroundMask(rgba, info.width, info.height).mask, width: info.width, height: info.height };
}

/** The mask inside its box, as a 0/255 grey image of the box's size. */
function cropped(mask: Uint8Array, width: number, height: number): { grey: Buffer; width: number; height: number } {
  const box = maskBox(mask, width, height);
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  const grey = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) grey[y * w + x] = mask[(box.y0 + y) * width + box.x0 + x]! ? 255 : 0;
  return { grey, width: w, height: h };
}

export async function frontSilhouetteIoU(renderer: PreviewRenderer, glb: Uint8Array, picture: Uint8Array, size = 512): Promise<{ iou: number; render: Uint8Array }> {
  const render = await renderer.render(glb, { size, view: 'front' });
  const { data, info } = await sharp(render).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Uint8Array(info.width * info.height);
  for (let p = 0; p < seen.length; p++) seen[p] = data[p * 4 + 3]! >= 128 ? 1 : 0;
  const model = cropped(seen, info.width, info.height);
  const subject = await pictureMask(picture);
  const wanted = cropped(subject.mask, subject.width, subject.height);
  // One scale for both sides: the model's height to the subject's.
  const scaledWidth = Math.max(1, Math.round((model.width * wanted.height) / model.height));
  // Nearest-pixel scaling: each pixel of the scaled view reads the render's pixel under its centre.
  const scale = model.height / wanted.height;
  const scaled = Buffer.alloc(scaledWidth * wanted.height);
  for (let y = 0; y < wanted.height; y++) {
    const sy = Math.min(model.height - 1, Math.floor((y + 0.5) * scale));
    for (let x = 0; x < scaledWidth; x++) scaled[y * scaledWidth + x] = model.grey[sy * model.width + Math.min(model.width - 1, Math.floor((x + 0.5) * scale))]!;
  }
  const width = Math.max(scaledWidth, wanted.width);
  let both = 0;
  let either = 0;
  for (let y = 0; y < wanted.height; y++) {
    for (let x = 0; x < width; x++) {
      const a = x < scaledWidth && scaled[y * scaledWidth + x]! >= 128;
      const b = x < wanted.width && wanted.grey[y * wanted.width + x]! >= 128;
      if (a && b) both++;
      if (a || b) either++;
    }
  }
  return { iou: either === 0 ? 0 : both / either, render };
}
