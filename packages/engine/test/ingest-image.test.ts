import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ingestFile, sniffFile, UnsupportedFileError, type ImageIngest } from '../src/index';
import { tempFile } from './helpers';

async function ingestImage(name: string, bytes: Uint8Array): Promise<ImageIngest> {
  const sniffed = sniffFile(bytes, name);
  expect(sniffed?.kind).toBe('image');
  return (await ingestFile(await tempFile(name, bytes), sniffed!)) as ImageIngest;
}

async function refusal(name: string, bytes: Uint8Array): Promise<string> {
  const error = await ingestImage(name, bytes).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UnsupportedFileError);
  return (error as Error).message;
}

const noise = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

/** A real PNG whose header then claims other dimensions (with a correct checksum). */
async function pngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = Buffer.from(await noise(4, 4).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('ingestFile: images', () => {
  it('reads PNG, JPEG and WebP sizes and makes a WebP preview no larger than 512 px', async () => {
    const cases = [
      ['wide.png', await noise(1200, 600).png().toBuffer(), 1200, 600],
      ['photo.jpg', await noise(800, 1000).jpeg().toBuffer(), 800, 1000],
      ['small.webp', await noise(100, 50).webp().toBuffer(), 100, 50],
    ] as const;
    for (const [name, bytes, width, height] of cases) {
      const result = await ingestImage(name, bytes);
      expect(result).toMatchObject({ kind: 'image', width, height });
      const preview = await sharp(result.preview).metadata();
      expect(preview.format).toBe('webp');
      expect(Math.max(preview.width, preview.height)).toBe(Math.min(512, Math.max(width, height)));
      expect(preview.width / preview.height).toBeCloseTo(width / height, 1);
    }
  });

  it('turns the preview upright as the EXIF orientation says, and reports the upright size', async () => {
    const sideways = await noise(600, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await ingestImage('sideways.jpg', sideways);
    expect(result).toMatchObject({ width: 300, height: 600 });
    const preview = await sharp(result.preview).metadata();
    expect([preview.width, preview.height]).toEqual([256, 512]);
  });

  it('refuses a PNG claiming 100,000 x 100,000 pixels from its header, in milliseconds', async () => {
    const png = await pngClaiming(100_000, 100_000);
    const started = performance.now();
    expect(await refusal('huge.png', png)).toBe(
      'This image is 100,000 × 100,000 pixels, more than the 268,435,456 pixels (16,384 × 16,384) that can be opened.',
    );
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses truncated and corrupt images', async () => {
    const jpeg = await noise(300, 300).jpeg().toBuffer();
    expect(await refusal('cut.jpg', jpeg.subarray(0, jpeg.length / 2))).toBe('This JPEG image is damaged or cut short, so it cannot be read.');
    const png = await noise(300, 300).png().toBuffer();
    expect(await refusal('cut.png', png.subarray(0, png.length / 2))).toBe('This PNG image is damaged or cut short, so it cannot be read.');
    const webp = Buffer.from(await noise(300, 300).webp().toBuffer());
    webp.fill(0x55, 40, 200);
    expect(await refusal('broken.webp', webp)).toBe('This WebP image is damaged or cut short, so it cannot be read.');
  });
});
