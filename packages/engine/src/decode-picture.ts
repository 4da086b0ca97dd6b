/** Reading a picture a tool takes as input or reference: one decoding, the same limits everywhere. */
import sharp, { type OutputInfo } from 'sharp';

/** A picture's pixels, four bytes (RGBA) each, row by row. */
export interface DecodedPicture {
  data: Buffer;
  info: OutputInfo;
}

/**
 * Decodes `bytes` to RGBA, turned upright by its EXIF orientation and shrunk to at most `maxSide`
 * pixels on its longer side (never enlarged); throws `unreadable` when the file is not a picture
 * sharp can read in full.
 */
export async function decodePicture(bytes: Uint8Array, maxSide: number, unreadable: string): Promise<DecodedPicture> {
  try {
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new Error(unreadable);
  }
}
