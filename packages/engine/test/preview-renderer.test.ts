import { Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { draco, meshopt } from '@gltf-transform/functions';
import draco3d from 'draco3dgltf';
import { MeshoptEncoder } from 'meshoptimizer';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewRenderer, type PreviewRenderer } from '../src/index';
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
