import { imageTo3dReportSchema, imageToKitReportSchema, multiviewTo3dReportSchema } from '@facet/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewRenderer, imageTo3d, imageToKit, multiviewTo3d, type PreviewRenderer } from '../src/index';
import { insideDistance, squaredDistanceTo } from '../src/image-to-3d/distance-transform';
import { signedVolume } from '../src/image-to-3d/marching-cubes';
import { plainIO, validatorErrors } from './helpers';
import { frontSilhouetteIoU } from './silhouette';

/** A figure: a red head, a blue body with rounded corners and a green arm, on an off-white ground (or none). */
async function figure(size: number, background: string | null = '#f4f4f0'): Promise<Uint8Array> {
  const ground = background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${ground}<g transform="scale(${size / 100})">
    <circle cx="50" cy="30" r="18" fill="#c0392b"/>
    <rect x="30" y="46" width="40" height="44" rx="8" fill="#2e86c1"/>
    <rect x="70" y="52" width="14" height="30" rx="6" fill="#27ae60"/>
  </g></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** A square subject of `side` px in the middle of a white picture. */
async function square(side: number, fill: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#ffffff"/><rect x="${80 - side / 2}" y="${80 - side / 2}" width="${side}" height="${side}" fill="${fill}"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

const plain = async (colour: string) => new Uint8Array(await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } }).png().toBuffer());

async function positionsOf(glb: Uint8Array): Promise<Float32Array> {
  const doc = await plainIO().readBinary(glb);
  return doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!.getAttribute('POSITION')!.getArray() as Float32Array;
}

let renderer: PreviewRenderer;
beforeAll(async () => {
  renderer = await createPreviewRenderer();
}, 60_000);
afterAll(async () => {
  await renderer?.close();
});

describe('the distance transform', () => {
  it('is exact: the same squared distances as measuring to every target pixel', () => {
    const width = 37;
    const height = 23;
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const targets = new Uint8Array(width * height).map(() => (random() < 0.04 ? 1 : 0));
    const { distance, nearest } = squaredDistanceTo(width, height, (p) => targets[p] === 1);
    for (let p = 0; p < width * height; p++) {
      let best = Infinity;
      for (let q = 0; q < width * height; q++) {
        if (!targets[q]) continue;
        best = Math.min(best, ((p % width) - (q % width)) ** 2 + (Math.floor(p / width) - Math.floor(q / width)) ** 2);
      }
      expect(distance[p]).toBe(best);
      const q = nearest[p]!;
      expect(targets[q]).toBe(1);
      expect(((p % width) - (q % width)) ** 2 + (Math.floor(p / width) - Math.floor(q / width)) ** 2).toBe(best);
    }
  });

  it('measures a disc from its outline: largest in the middle, by its radius', () => {
    const size = 41;
    const mask = new Uint8Array(size * size).map((_, p) => (Math.hypot((p % size) - 20, Math.floor(p / size) - 20) <= 15 ? 1 : 0));
    const inside = insideDistance(mask, size, size);
    expect(inside[20 * size + 20]).toBeCloseTo(15, 0);
    expect(inside[20 * size + 34]).toBeLessThan(2);
    expect(inside[0]).toBe(0);
  });
});

describe('image to 3D', () => {
  it('lifts a picture into a rounded, textured GLB whose front view has the subject’s silhouette', async () => {
    const picture = await figure(256);
    const stages: string[] = [];
    const { files, report } = await imageTo3d(picture, {}, (_fraction, stage) => stages.push(stage));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: 'model.glb', mimeType: 'model/gltf-binary' });
    expect(imageTo3dReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({ mask_source: 'estimate', width: 256, height: 256, symmetry: 'mirror-back', topology: 'triangles' });
    expect(report.faces).toBeLessThanOrEqual(20_000);
    expect(report.faces).toBeGreaterThan(10_000);
    expect(stages).toContain('Inflating the silhouette');
    expect((await validatorErrors(files[0]!.bytes)).messages).toEqual([]);

    // 1 m tall; as wide as the figure (body to arm: 54 of its 78 units); deep, and as deep in front as behind.
    expect(report.size_m.height).toBeCloseTo(1, 1);
    expect(report.size_m.width).toBeCloseTo(54 / 78, 1);
    const positions = await positionsOf(files[0]!.bytes);
    let front = 0;
    let back = 0;
    for (let v = 2; v < positions.length; v += 3) {
      front = Math.max(front, positions[v]!);
      back = Math.min(back, positions[v]!);
    }
    expect(front).toBeGreaterThan(0.1);
    expect(back).toBeCloseTo(-front, 5);

    // Rounded, not extruded: across the body's middle row (its middle 7 units left of the box's,
    // 20 units to each side, of 78) the depth rises from the side to the middle.
    const row: [number, number][] = [];
    for (let v = 0; v < positions.length; v += 3) {
      if (Math.abs(positions[v + 1]! - 0.28) < 0.02 && positions[v + 2]! >= 0) row.push([positions[v]!, positions[v + 2]!]);
    }
    const depthAt = (units: number) => {
      const x = (units - 7) / 78;
      return row.reduce((best, [px, z]) => (Math.abs(px - x) < Math.abs(best[0] - x) ? [px, z] : best), row[0]!)[1];
    };
    expect(depthAt(0)).toBeGreaterThan(depthAt(-10) * 1.05);
    expect(depthAt(-10)).toBeGreaterThan(depthAt(-18) * 1.3);

    const { iou, render } = await frontSilhouetteIoU(renderer, files[0]!.bytes, picture);
    expect(iou).toBeGreaterThanOrEqual(0.9);
    // The picture is on the front: the head is red, the body blue.
    const { data, info } = await sharp(render).raw().toBuffer({ resolveWithObject: true });
    const colourAt = (fx: number, fy: number) => {
      const p = (Math.round(fy * info.height) * info.width + Math.round(fx * info.width)) * info.channels;
      return [data[p]!, data[p + 1]!, data[p + 2]!];
    };
    const head = colourAt(0.5, 0.3);
    const body = colourAt(0.47, 0.68);
    expect(head[0]).toBeGreaterThan(head[2]! + 60);
    expect(body[2]).toBeGreaterThan(body[0]! + 60);
  }, 60_000);

  it('takes the picture’s own alpha as the mask, and gives quads as an OBJ with the GLB to view', async () => {
    const picture = await figure(200, null);
    const { files, report } = await imageTo3d(picture, { topology: 'quads', face_limit: 4000, symmetry: 'none' });
    expect(report).toMatchObject({ mask_source: 'alpha', topology: 'quads', symmetry: 'none' });
    expect(files.map((file) => file.name)).toEqual(['model.glb', 'model.obj']);
    const obj = new TextDecoder().decode(files[1]!.bytes);
    const faces = obj.split('\n').filter((line) => line.startsWith('f '));
    const quads = faces.filter((line) => line.split(' ').length === 5);
    expect(faces.length).toBe(report.faces);
    expect(faces.length).toBeLessThanOrEqual(4000);
    expect(quads.length).toBe(report.quads);
    expect(quads.length / faces.length).toBeGreaterThan(0.8);
    expect(files[1]!.view).toBe(files[0]!.bytes);
    // A filled back: the texture holds the front and, beside it, the back.
    const doc = await plainIO().readBinary(files[0]!.bytes);
    const texture = (await sharp(doc.getRoot().listTextures()[0]!.getImage()!).metadata());
    expect(texture.width).toBeGreaterThan(texture.height! * 1.2);
    expect((await validatorErrors(files[0]!.bytes)).messages).toEqual([]);
    const { iou } = await frontSilhouetteIoU(renderer, files[0]!.bytes, picture);
    expect(iou).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it('makes left and right alike, and thickness makes it deeper', async () => {
    const picture = await figure(160);
    const thin = await imageTo3d(picture, { symmetry: 'left-right', thickness: 0.2, face_limit: 5000 });
    const thick = await imageTo3d(picture, { symmetry: 'left-right', thickness: 0.8, face_limit: 5000 });
    const positions = await positionsOf(thin.files[0]!.bytes);
    let left = 0;
    let right = 0;
    for (let v = 0; v < positions.length; v += 3) {
      left = Math.min(left, positions[v]!);
      right = Math.max(right, positions[v]!);
    }
    // The arm is on both sides now, mirrored about the figure's middle (its centroid).
    expect(left).toBeCloseTo(-right, 2);
    expect(thin.report.size_m.width).toBeGreaterThan(0.75);
    expect(thick.report.size_m.depth).toBeGreaterThan(thin.report.size_m.depth * 3);
  }, 60_000);

  it('says so when a picture has no foreground, and refuses options out of range', async () => {
    await expect(imageTo3d(await plain('#3060a0'))).rejects.toThrow(/^i3d: No foreground found in the picture: it is one colour from edge to edge\./);
    await expect(imageTo3d(new Uint8Array([1, 2, 3]))).rejects.toThrow(/^i3d: The picture could not be read/);
    const picture = await figure(64);
    await expect(imageTo3d(picture, { face_limit: 10 })).rejects.toThrow(/^i3d: The face limit must be/);
    await expect(imageTo3d(picture, { thickness: 3 })).rejects.toThrow(/^i3d: Thickness must be/);
  });
});

describe('multiview to 3D', () => {
  it('carves the three square views of a cube into the cube: its volume within 5%', async () => {
    const { files, report } = await multiviewTo3d(await square(100, '#c0392b'), await square(100, '#2e86c1'), await square(100, '#27ae60'), { resolution: 64 });
    expect(multiviewTo3dReportSchema.parse(report)).toEqual(report);
    // 1 m tall, so the cube is 1 m on each side: 1 m³.
    expect(report.size_m.width).toBeCloseTo(1, 1);
    expect(report.size_m.depth).toBeCloseTo(1, 1);
    expect(Math.abs(report.volume_m3 - 1)).toBeLessThan(0.05);
    const doc = await plainIO().readBinary(files[0]!.bytes);
    const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    const positions = primitive.getAttribute('POSITION')!.getArray() as Float32Array;
    const indices = primitive.getIndices()!.getArray()!;
    expect(Math.abs(signedVolume(positions, Uint32Array.from(indices)) - 1)).toBeLessThan(0.05);
    expect((await validatorErrors(files[0]!.bytes)).messages).toEqual([]);
    // Coloured from the pictures: the front red.
    const colours = primitive.getAttribute('COLOR_0')!;
    let frontRed = 0;
    let front = 0;
    const colour: number[] = [];
    for (let v = 0; v < positions.length / 3; v++) {
      if (positions[v * 3 + 2]! < 0.49) continue;
      front++;
      colours.getElement(v, colour);
      if (colour[0]! > colour[2]! * 3) frontRed++;
    }
    expect(frontRed / front).toBeGreaterThan(0.9);
  }, 60_000);

  it('makes a wide, shallow box of a wide front and a narrow side, and says which picture has no subject', async () => {
    const wide = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#fff"/><rect x="20" y="30" width="160" height="40" fill="#333"/></svg>')).png().toBuffer();
    const side = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#fff"/><rect x="40" y="30" width="20" height="40" fill="#333"/></svg>')).png().toBuffer();
    const { report } = await multiviewTo3d(new Uint8Array(wide), new Uint8Array(side), new Uint8Array(wide), { resolution: 48 });
    // 4 by 1 by 0.5 m.
    expect(report.size_m.width).toBeCloseTo(4, 1);
    expect(report.size_m.depth).toBeCloseTo(0.5, 1);
    expect(Math.abs(report.volume_m3 - 2) / 2).toBeLessThan(0.05);
    await expect(multiviewTo3d(new Uint8Array(wide), await plain('#ffffff'), new Uint8Array(wide))).rejects.toThrow(/^multiview-to-3d: No foreground found in the side picture/);
  }, 60_000);
});

describe('image to kit', () => {
  it('makes one inflated part of each separate region, in reading order, at one scale', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#fff"/>
      <circle cx="60" cy="60" r="40" fill="#c0392b"/><rect x="150" y="30" width="120" height="60" fill="#2e86c1"/>
      <path d="M40 180 L100 110 L160 180Z" fill="#27ae60"/><circle cx="280" cy="180" r="3" fill="#000"/></svg>`;
    const { files, report } = await imageToKit(new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer()), { face_limit: 3000 });
    expect(imageToKitReportSchema.parse(report)).toEqual(report);
    expect(files.map((file) => file.name)).toEqual(['part-1.glb', 'part-2.glb', 'part-3.glb']);
    // The speck is no part; the circle first (top left), then the bar, then the triangle.
    expect(report.regions).toBe(4);
    expect(report.parts.map((part) => part.box[0]).slice(0, 2)).toEqual([20, 150]);
    // The triangle's sharp tip at x 40 loses a pixel or two to the mask's clean-up.
    expect(report.parts[2]!.box[0]).toBeGreaterThanOrEqual(40);
    expect(report.parts[2]!.box[0]).toBeLessThanOrEqual(43);
    // One scale: the whole kit is 1 m tall (160 px, circle top to triangle bottom), so the circle is 80/160 m across.
    expect(report.parts[0]!.size_m.width).toBeCloseTo(80 / 160, 1);
    expect(report.parts[1]!.size_m.width).toBeCloseTo(120 / 160, 1);
    for (const file of files) expect((await validatorErrors(file.bytes)).messages).toEqual([]);
    for (const part of report.parts) expect(part.triangles).toBeLessThanOrEqual(3000);
    await expect(imageToKit(await plain('#ffffff'))).rejects.toThrow(/^image-to-kit: No foreground found in the picture/);
  }, 60_000);
});
