import { Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { draco, meshopt } from '@gltf-transform/functions';
import draco3d from 'draco3dgltf';
import { MeshoptEncoder } from 'meshoptimizer';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewRenderer, type PreviewRenderer } from '../src/index';
import { readSplatPoints, SPLAT_PREVIEW_POINTS } from '../src/preview/read-splat-points';
import { SH_C0, writePly, writeSpz, type Gaussians } from '../src/splat-generation/write-splat';
import { boxDocument, texturedSphereDocument } from './meshes';

let renderer: PreviewRenderer;
let box: Uint8Array;

beforeAll(async () => {
  renderer = await createPreviewRenderer();
  box = await new NodeIO().writeBinary(boxDocument({ scale: [1, 0.5, 2] }));
});

afterAll(async () => {
  await renderer?.close();
});

/** Size, format and per-channel spread of a rendered preview. */
async function describeImage(webp: Uint8Array) {
  const image = sharp(webp);
  const [metadata, stats] = await Promise.all([image.metadata(), image.stats()]);
  return { format: metadata.format, width: metadata.width, height: metadata.height, channels: stats.channels };
}

describe('createPreviewRenderer', () => {
  it('renders a non-blank WebP of the asked size, with a transparent background', async () => {
    const image = await describeImage(await renderer.render(box, { size: 256 }));
    expect(image).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const [red, , , alpha] = image.channels;
    // The model is shaded (its pixels differ) and the corners around it are see-through.
    expect(red!.stdev).toBeGreaterThan(20);
    expect(alpha!.min).toBe(0);
    expect(alpha!.max).toBe(255);
  });

  it('keeps a tall model inside the middle three quarters up and down, which a 4:3 library card shows of the square', async () => {
    const tall = await new NodeIO().writeBinary(boxDocument({ scale: [0.5, 3, 0.5] }));
    const { data, info } = await sharp(await renderer.render(tall, { size: 128 })).raw().toBuffer({ resolveWithObject: true });
    const rows: number[] = [];
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (data[(y * info.width + x) * info.channels + 3]! > 0) {
          rows.push(y);
          break;
        }
      }
    }
    expect(rows.length).toBeGreaterThan(40);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(info.height / 8);
    expect(Math.max(...rows)).toBeLessThan((info.height * 7) / 8);
  });

  it('renders 512 px by default', async () => {
    expect(await describeImage(await renderer.render(box))).toMatchObject({ width: 512, height: 512 });
  });

  it('shows textures', async () => {
    const sphere = await new NodeIO().writeBinary(await texturedSphereDocument(40, 60));
    const { data, info } = await sharp(await renderer.render(sphere, { size: 128 })).raw().toBuffer({ resolveWithObject: true });
    let orange = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i + 3]! < 255) continue;
      if (data[i]! > 170 && data[i + 2]! < 110) orange += 1;
      if (data[i + 2]! > 140 && data[i]! < 90) blue += 1;
    }
    // Both checker colours of the texture are visible.
    expect(orange).toBeGreaterThan(500);
    expect(blue).toBeGreaterThan(500);
  });

  it('draws Draco- and meshopt-compressed GLBs with the decoders that ship with three.js', async () => {
    const silent = new Logger(Logger.Verbosity.SILENT);
    await MeshoptEncoder.ready;
    const io = new NodeIO()
      .setLogger(silent)
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'draco3d.encoder': await draco3d.createEncoderModule(), 'meshopt.encoder': MeshoptEncoder });
    for (const compress of [draco(), meshopt({ encoder: MeshoptEncoder })]) {
      const doc = boxDocument().setLogger(silent);
      await doc.transform(compress);
      const image = await describeImage(await renderer.render(await io.writeBinary(doc), { size: 64 }));
      expect(image.channels[3]!.max).toBe(255);
    }
  });

  it('rejects a bad GLB with an Error, then renders the next one', async () => {
    await expect(renderer.render(new TextEncoder().encode('not a glb at all'), { size: 64 })).rejects.toThrow(
      /^preview: the mesh preview could not be rendered: /,
    );
    expect(await describeImage(await renderer.render(box, { size: 64 }))).toMatchObject({ width: 64 });
  });

  it('recovers when its page crashes', async () => {
    const page = (renderer as unknown as { page: Page }).page;
    await page.goto('chrome://crash').catch(() => undefined);
    expect(await describeImage(await renderer.render(box, { size: 64 }))).toMatchObject({ width: 64 });
  });

  it('refuses a size outside 16 to 2048 pixels', async () => {
    await expect(renderer.render(box, { size: 5000 })).rejects.toThrow(/^preview: size must be/);
  });

  it('names the missing browser when the given Chromium does not exist', async () => {
    await expect(createPreviewRenderer({ executablePath: '/nonexistent/chromium' })).rejects.toThrow(
      'preview: the Chromium given as executablePath, /nonexistent/chromium, does not exist.',
    );
  });

  it('refuses to render once closed', async () => {
    const other = await createPreviewRenderer();
    await other.close();
    await expect(other.render(box)).rejects.toThrow('preview: the renderer is closed.');
  });
});

/**
 * A ball of Gaussians, orange in its upper half and blue in its lower: colours stored as spherical
 * harmonics, opacities as logits and sizes as log scales, as splat files hold them.
 */
function ballOfGaussians(count: number): Gaussians {
  const g: Gaussians = {
    count,
    positions: new Float32Array(count * 3),
    normals: new Float32Array(count * 3),
    dc: new Float32Array(count * 3),
    opacity: new Float32Array(count).fill(4),
    scales: new Float32Array(count * 3).fill(Math.log(0.03)),
    rotations: new Float32Array(count * 4),
  };
  const orange = [1, 0.5, 0.1];
  const blue = [0.1, 0.3, 1];
  for (let i = 0; i < count; i++) {
    // Evenly over the sphere by the golden angle.
    const y = 1 - (2 * (i + 0.5)) / count;
    const ring = Math.sqrt(1 - y * y);
    const angle = i * 2.399963229728653;
    g.positions.set([Math.cos(angle) * ring, y, Math.sin(angle) * ring], i * 3);
    const colour = y > 0 ? orange : blue;
    for (let k = 0; k < 3; k++) g.dc[i * 3 + k] = (colour[k]! - 0.5) / SH_C0;
    g.rotations[i * 4] = 1;
  }
  return g;
}

/** Counts the opaque orange and blue pixels in the upper and lower middle of a square image. */
async function splatColours(webp: Uint8Array) {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const counts = { orangeAbove: 0, blueBelow: 0, opaqueCentre: 0 };
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
      const central = Math.abs(x - info.width / 2) < info.width / 4;
      if (!central || a < 200) continue;
      if (Math.abs(y - info.height / 2) < info.height / 8) counts.opaqueCentre += 1;
      if (y < info.height * 0.4 && r > 200 && g > 90 && g < 170 && b < 80) counts.orangeAbove += 1;
      if (y > info.height * 0.6 && b > 200 && r < 80) counts.blueBelow += 1;
    }
  }
  return counts;
}

describe('splat previews', () => {
  const ball = ballOfGaussians(6000);

  it('draws a splat PLY in its own colours, upright and framed, on a transparent background', async () => {
    const webp = await renderer.renderSplat(writePly(ball), { size: 128 });
    const image = await describeImage(webp);
    expect(image).toMatchObject({ format: 'webp', width: 128, height: 128 });
    expect(image.channels[3]!.min).toBe(0);
    const counts = await splatColours(webp);
    // The middle quarter of the frame (64 by 32 pixels) is nearly all covered.
    expect(counts.opaqueCentre).toBeGreaterThan(64 * 32 * 0.8);
    expect(counts.orangeAbove).toBeGreaterThan(500);
    expect(counts.blueBelow).toBeGreaterThan(500);
  });

  it('draws an SPZ as its PLY is drawn', async () => {
    const counts = await splatColours(await renderer.renderSplat(await writeSpz(ball), { size: 128 }));
    expect(counts.orangeAbove).toBeGreaterThan(500);
    expect(counts.blueBelow).toBeGreaterThan(500);
  });

  it('reads at most 300,000 points of a big splat, spread over all of it', () => {
    const points = readSplatPoints(writePly(ballOfGaussians(400_000)));
    expect(points.count).toBe(SPLAT_PREVIEW_POINTS);
    // The last sampled point is near the end of the file: the bottom of the ball.
    expect(points.positions[(points.count - 1) * 3 + 1]).toBeLessThan(-0.99);
    expect(points.colours[3]).toBe(Math.round(255 / (1 + Math.exp(-4))));
    expect(readSplatPoints(writePly(ball)).sizes[0]).toBeCloseTo(0.03, 5);
    // Each drawn point stands for 4/3 of the file's, so it is drawn that much larger in area.
    expect(points.sizes[0]).toBeCloseTo(0.03 * Math.sqrt(400_000 / SPLAT_PREVIEW_POINTS), 5);
  });

  it('rejects a file that is not a splat with an Error, then draws the next one', async () => {
    await expect(renderer.renderSplat(box, { size: 64 })).rejects.toThrow(/^preview: the splat preview could not be rendered: /);
    expect((await describeImage(await renderer.renderSplat(writePly(ball), { size: 64 }))).channels[3]!.max).toBe(255);
  });
});
