/**
 * Previews on a machine without a system Chromium: with CHROMIUM_PATH unset and no browser at the
 * system paths, the renderer unpacks the Chromium of `@sparticuz/chromium` and draws with it.
 */
import { NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewRenderer, type PreviewRenderer } from '../src/index';
import { boxDocument } from './meshes';

describe('mesh previews without a system Chromium', () => {
  let renderer: PreviewRenderer;
  const chromiumPath = process.env.CHROMIUM_PATH;

  beforeAll(async () => {
    delete process.env.CHROMIUM_PATH;
    // No system path to look at: the lookup finds nothing, as on a machine without Chromium.
    renderer = await createPreviewRenderer({ systemPaths: [] });
  });

  afterAll(async () => {
    await renderer?.close();
    if (chromiumPath !== undefined) process.env.CHROMIUM_PATH = chromiumPath;
  });

  it('uses the Chromium of @sparticuz/chromium, drawing WebGL on its SwiftShader', () => {
    expect(renderer.chromium).toMatchObject({ source: '@sparticuz/chromium', webgl: expect.stringContaining('SwiftShader') });
    expect(renderer.chromium.version).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it('renders a shaded mesh, not a blank or flat image', async () => {
    const box = await new NodeIO().writeBinary(boxDocument({ scale: [1, 0.5, 2] }));
    const webp = await renderer.render(box, { size: 128 });
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 128, height: 128, channels: 4 });

    let covered = 0;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 255) continue;
      covered += 1;
      // Quantized a little, so antialiasing alone does not count as variety.
      colours.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
    }
    // The box fills a good part of the frame, its three visible sides lit differently; the corners
    // around it stay transparent.
    expect(covered).toBeGreaterThan(128 * 128 * 0.15);
    expect(colours.size).toBeGreaterThanOrEqual(3);
    expect(data[3]).toBe(0);
    expect(data[data.length - 1]).toBe(0);
  });
});
