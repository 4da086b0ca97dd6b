/** PNG, JPEG and WebP: dimensions read from the header before anything is decoded, then a preview. */
import sharp, { type Metadata } from 'sharp';
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';

/** The largest image, in pixels, that is decoded (the product's limit: 16,384 x 16,384). */
export const MAX_IMAGE_PIXELS = 16384 * 16384;
/** Longest side of an image preview. */
export const IMAGE_PREVIEW_SIZE = 512;

const LABELS = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' } as const;

export interface ImageIngest {
  kind: 'image';
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
  /** WebP, longest side at most 512 px, turned upright as the EXIF orientation says. */
  preview: Uint8Array;
}

export async function ingestImage(path: string, format: ImageIngest['format']): Promise<ImageIngest> {
  const label = LABELS[format];
  const damaged = (error: unknown) =>
    new UnsupportedFileError(`This ${label} image is damaged or cut short, so it cannot be read.`, { cause: error });
  let metadata: Metadata;
  try {
    // Only the header is read here; the pixel limit is checked below with the real numbers.
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw damaged(error);
  }
  const { width, height } = metadata;
  if (!width || !height) throw new UnsupportedFileError(`This ${label} image has no size in its header, so it cannot be read.`);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new UnsupportedFileError(
      `This image is ${formatCount(width)} × ${formatCount(height)} pixels, more than the ${formatCount(MAX_IMAGE_PIXELS)} pixels (16,384 × 16,384) that can be opened.`,
    );
  }
  let preview: Buffer;
  try {
    preview = await sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: IMAGE_PREVIEW_SIZE, height: IMAGE_PREVIEW_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw damaged(error);
  }
  // Width and height as shown: a portrait photo stored sideways with an EXIF rotation is portrait.
  const upright = metadata.autoOrient ?? { width, height };
  return { kind: 'image', format, width: upright.width, height: upright.height, preview: new Uint8Array(preview.buffer, preview.byteOffset, preview.byteLength) };
}
