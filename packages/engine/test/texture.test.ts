import { textureReportSchema } from '@facet/contract';
import { Document } from '@gltf-transform/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { texture } from '../src/index';
import { measureUvs } from '../src/texture/unwrap-uvs';
import { boxDocument, plainIO, validatorErrors } from './helpers';
import { texturedSphereDocument } from './meshes';

/** The textured GLB read back with gltf-transform: its one primitive's arrays and the decoded texture. */
async function readTextured(glb: Uint8Array) {
  const doc = await plainIO().readBinary(glb);
  const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
  const material = primitive.getMaterial()!;
  const image = material.getBaseColorTexture()!.getImage()!;
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return {
    positions: primitive.getAttribute('POSITION')!.getArray() as Float32Array,
    normals: primitive.getAttribute('NORMAL')!.getArray() as Float32Array,
    uvs: primitive.getAttribute('TEXCOORD_0')!.getArray() as Float32Array,
    indices: Uint32Array.from(primitive.getIndices()!.getArray()!),
    mimeType: material.getBaseColorTexture()!.getMimeType(),
    metallic: material.getMetallicFactor(),
    roughness: material.getRoughnessFactor(),
    texture: { width: info.width, height: info.height, channels: info.channels, pixels: data },
  };
}

type Textured = Awaited<ReturnType<typeof readTextured>>;

/** The texture's colour (0-255) at the surface point of the first triangle whose centroid `where` accepts. */
function colourAt(mesh: Textured, where: (x: number, y: number, z: number, nz: number) => boolean): [number, number, number] {
  for (let t = 0; t < mesh.indices.length / 3; t++) {
    const corners = [0, 1, 2].map((k) => mesh.indices[t * 3 + k]!);
    const centroid = [0, 1, 2].map((axis) => corners.reduce((sum, v) => sum + mesh.positions[v * 3 + axis]!, 0) / 3);
    const nz = corners.reduce((sum, v) => sum + mesh.normals[v * 3 + 2]!, 0) / 3;
    if (!where(centroid[0]!, centroid[1]!, centroid[2]!, nz)) continue;
    const u = corners.reduce((sum, v) => sum + mesh.uvs[v * 2]!, 0) / 3;
    const v = corners.reduce((sum, vertex) => sum + mesh.uvs[vertex * 2 + 1]!, 0) / 3;
    const { width, height, channels, pixels } = mesh.texture;
    const p = (Math.min(height - 1, Math.floor(v * height)) * width + Math.min(width - 1, Math.floor(u * width))) * channels;
    return [pixels[p]!, pixels[p + 1]!, pixels[p + 2]!];
  }
  throw new Error('No triangle there.');
}

/** A picture of a subject on a white backdrop: the left half of the subject red, the right half blue. */
async function twoColourPicture(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="#ffffff"/>
    <rect x="100" y="50" width="100" height="200" fill="#e01010"/>
    <rect x="200" y="50" width="100" height="200" fill="#1030e0"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

const near = (actual: readonly number[], expected: readonly number[], tolerance: number) =>
  actual.every((value, k) => Math.abs(value - expected[k]!) <= tolerance);

describe('texture', () => {
  it('unwraps a box without UVs into six charts and bakes its material colour into a valid textured GLB', async () => {
    const glb = await plainIO().writeBinary(boxDocument());
    const { files, report } = await texture(glb, undefined, { resolution: 1024 });
    expect(textureReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({ uv_source: 'unwrapped', charts: 6, triangles: 12, resolution: 1024, colour_source: 'material' });
    expect(report.uv_note).toBeUndefined();
    expect(report.stretch).toBeLessThan(1.05);
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('textured.glb');
    expect(await validatorErrors(files[0]!.bytes)).toEqual({ count: 0, messages: [] });

    const mesh = await readTextured(files[0]!.bytes);
    expect(mesh.texture).toMatchObject({ width: 1024, height: 1024 });
    expect(mesh.mimeType).toBe('image/jpeg');
    // Every UV in the square, and no two charts on the same texels.
    expect(mesh.uvs.every((value) => value >= 0 && value <= 1)).toBe(true);
    const cornerUvs = new Float32Array(mesh.indices.length * 2);
    mesh.indices.forEach((vertex, corner) => cornerUvs.set(mesh.uvs.subarray(vertex * 2, vertex * 2 + 2), corner * 2));
    const measured = measureUvs(mesh.positions, mesh.indices, cornerUvs);
    expect(measured).toMatchObject({ outside: 0, overlap: 0 });
    // Flat sides: 4 vertices each.
    expect(mesh.positions.length / 3).toBe(24);
    // The material's linear 0.5 grey is sRGB 188.
    expect(near(colourAt(mesh, (_x, _y, z) => z > 0.99), [188, 188, 188], 3)).toBe(true);
  });

  it('projects a picture from the front: its left half on the left of the front, its right half on the right, not mirrored', async () => {
    const glb = await plainIO().writeBinary(boxDocument());
    const { files, report } = await texture(glb, await twoColourPicture(), { resolution: 1024, projection: 'front', preset: 'plastic' });
    expect(report).toMatchObject({ colour_source: 'image', projection: 'front', preset: 'plastic', metallic: 0, roughness: 0.4 });
    const mesh = await readTextured(files[0]!.bytes);
    expect(mesh).toMatchObject({ metallic: 0, roughness: 0.4 });
    const front = (side: -1 | 1) => colourAt(mesh, (x, _y, z, nz) => z > 0.99 && nz > 0.9 && Math.sign(x) === side && Math.abs(x) > 0.3);
    expect(near(front(-1), [224, 16, 16], 24)).toBe(true);
    expect(near(front(1), [16, 48, 224], 24)).toBe(true);
    // The white backdrop is not painted on: the subject's colours reach the outline.
    const top = colourAt(mesh, (_x, y) => y > 0.99);
    expect(top[0] + top[1] + top[2]).toBeLessThan(3 * 240);
  });

  it('keeps a mesh\'s own UVs when they are clean, and bakes its texture back onto them', async () => {
    const doc = await texturedSphereDocument(40, 60);
    const source = doc.getRoot().listTextures()[0]!.getImage()!;
    const { data: original, info } = await sharp(source).resize(256, 256, { kernel: 'nearest' }).raw().toBuffer({ resolveWithObject: true });
    const { files, report } = await texture(await plainIO().writeBinary(doc), undefined, { resolution: 1024 });
    expect(report).toMatchObject({ uv_source: 'kept', colour_source: 'texture' });
    expect(report.uv_coverage).toBeGreaterThan(0.95);
    const mesh = await readTextured(files[0]!.bytes);
    const { data: baked } = await sharp(mesh.texture.pixels, { raw: { width: 1024, height: 1024, channels: mesh.texture.channels } })
      .resize(256, 256, { kernel: 'nearest' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The same picture on the same layout: per-channel mean difference of a few levels (JPEG, resampling).
    let difference = 0;
    for (let p = 0; p < 256 * 256; p++) for (let k = 0; k < 3; k++) difference += Math.abs(baked[p * 3 + k]! - original[p * info.channels + k]!);
    expect(difference / (256 * 256 * 3)).toBeLessThan(12);
  });

  it('unwraps again when the mesh\'s UVs overlap, and says why', async () => {
    const doc = boxDocument();
    const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    // Every vertex on the same few texels: all faces overlap.
    const count = primitive.getAttribute('POSITION')!.getCount();
    const uvs = new Float32Array(count * 2).map((_, i) => (i % 2 === 0 ? (i / 2) % 2 : Math.floor(i / 2) % 3 === 0 ? 0 : 1) * 0.5);
    primitive.setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(uvs).setBuffer(doc.getRoot().listBuffers()[0]!));
    const { report } = await texture(await plainIO().writeBinary(doc), undefined, { resolution: 1024 });
    expect(report.uv_source).toBe('unwrapped');
    expect(report.uv_note).toMatch(/^Its UVs overlap \(\d+(\.\d)?% of the covered texture\), so new ones were unwrapped\.$/);
    expect(report.charts).toBe(6);
  });

  it('casts a swatch on every side with triplanar projection', async () => {
    const stripes = new Uint8Array(
      await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#20a020"/><rect width="32" height="64" fill="#a02020"/></svg>'))
        .png()
        .toBuffer(),
    );
    const glb = await plainIO().writeBinary(boxDocument());
    const { files, report } = await texture(glb, stripes, { resolution: 1024, projection: 'triplanar', tiles: 2 });
    expect(report.projection).toBe('triplanar');
    const mesh = await readTextured(files[0]!.bytes);
    // Each side shows the swatch's two colours, red and green, and nothing of a backdrop.
    const { pixels, channels } = mesh.texture;
    let red = 0;
    let green = 0;
    for (let p = 0; p < pixels.length; p += channels) {
      if (pixels[p]! > 120 && pixels[p + 1]! < 80) red++;
      if (pixels[p + 1]! > 120 && pixels[p]! < 80) green++;
    }
    expect(red / (pixels.length / channels)).toBeGreaterThan(0.2);
    expect(green / (pixels.length / channels)).toBeGreaterThan(0.2);
  });

  it('refuses a picture with no subject for a front projection, a mesh with no area, and options out of range', async () => {
    const glb = await plainIO().writeBinary(boxDocument());
    const blank = new Uint8Array(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).png().toBuffer());
    await expect(texture(glb, blank, { projection: 'front' })).rejects.toThrow(
      /^texture: The reference image has no subject to project from the front: it is one colour from edge to edge\./,
    );
    // A flat colour is a fine swatch.
    await expect(texture(glb, blank, { projection: 'planar', resolution: 1024 })).resolves.toBeDefined();
    await expect(texture(glb, new Uint8Array([1, 2, 3]), {})).rejects.toThrow(/^texture: The reference image could not be read\./);

    const flat = new Document();
    const buffer = flat.createBuffer();
    const primitive = flat
      .createPrimitive()
      .setAttribute('POSITION', flat.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 0, 0, 2, 0, 0])).setBuffer(buffer));
    flat.getRoot().setDefaultScene(flat.createScene().addChild(flat.createNode().setMesh(flat.createMesh().addPrimitive(primitive))));
    await expect(texture(await plainIO().writeBinary(flat), undefined, {})).rejects.toThrow(/^texture: This mesh has no area/);

    await expect(texture(glb, undefined, { resolution: 3000 as never })).rejects.toThrow('texture: The texture size must be 1024, 2048 or 4096 pixels.');
    await expect(texture(glb, undefined, { tiles: 0 })).rejects.toThrow('texture: Tiles must be a whole number from 1 to 16.');
  });
});
