import { RETEXTURING_PRESETS, retexturingReportSchema } from '@facet/contract';
import { Document } from '@gltf-transform/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { retexturing } from '../src/index';
import { linearToLab, srgbByteToLinear } from '../src/retexturing/colour';
import { boxDocument, plainIO, validatorErrors } from './helpers';
import { texturedSphereDocument } from './meshes';

type GlbJson = {
  meshes: { primitives: { attributes: Record<string, number> }[] }[];
  accessors: { bufferView: number; byteOffset?: number; count: number; componentType: number; type: string }[];
  bufferViews: { byteOffset?: number; byteLength: number; byteStride?: number }[];
};

/** The bytes an attribute's accessor holds in a GLB, read from its JSON and binary chunks as written. */
function attributeBytes(glb: Uint8Array, semantic: string): { bytes: Buffer; accessor: GlbJson['accessors'][number] } {
  const buffer = Buffer.from(glb.buffer, glb.byteOffset, glb.byteLength);
  const jsonLength = buffer.readUInt32LE(12);
  const json = JSON.parse(buffer.subarray(20, 20 + jsonLength).toString('utf8')) as GlbJson;
  const binary = buffer.subarray(20 + jsonLength + 8);
  const accessor = json.accessors[json.meshes[0]!.primitives[0]!.attributes[semantic]!]!;
  const view = json.bufferViews[accessor.bufferView]!;
  const components = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4 }[accessor.type]!;
  const start = (view.byteOffset ?? 0) + (accessor.byteOffset ?? 0);
  return { bytes: binary.subarray(start, start + accessor.count * components * 4), accessor };
}

/** Mean Lab colour of an encoded image's pixels. */
async function meanLab(image: Uint8Array): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  const lab = new Float64Array(3);
  for (let p = 0; p < data.length; p += info.channels) {
    linearToLab(srgbByteToLinear(data[p]!), srgbByteToLinear(data[p + 1]!), srgbByteToLinear(data[p + 2]!), lab);
    for (let k = 0; k < 3; k++) sum[k]! += lab[k]!;
  }
  const count = data.length / info.channels;
  return sum.map((value) => value / count) as [number, number, number];
}

const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/** A mossy picture: greens and a little brown, in soft stripes. */
async function mossPicture(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120">
    <rect width="200" height="120" fill="#3f7a2c"/>
    <rect y="40" width="200" height="30" fill="#6fa84a"/>
    <rect y="90" width="200" height="30" fill="#5a4630"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

const glbOf = async (doc: Document) => new Uint8Array(await plainIO().writeBinary(doc));

describe('retexturing', () => {
  it('moves a textured mesh toward a reference image in Lab, keeping its geometry and UVs byte for byte', async () => {
    const input = await glbOf(await texturedSphereDocument(24, 48));
    const reference = await mossPicture();
    const stages: string[] = [];
    const { files, report } = await retexturing(input, reference, { preset: 'none' }, (_fraction, stage) => stages.push(stage));

    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: 'retextured.glb', mimeType: 'model/gltf-binary' });
    const glb = files[0]!.bytes;
    expect(retexturingReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({ colour_source: 'image', recoloured: 'texture', preset: 'none', metallic: null, roughness: null, normal_map: false, textures: 1 });
    expect(stages).toContain('Recolouring textures');

    // Geometry and UVs untouched.
    for (const semantic of ['POSITION', 'TEXCOORD_0']) {
      const before = attributeBytes(input, semantic);
      const after = attributeBytes(glb, semantic);
      expect(after.accessor.count).toBe(before.accessor.count);
      expect(after.accessor.componentType).toBe(before.accessor.componentType);
      expect(Buffer.compare(after.bytes, before.bytes), semantic).toBe(0);
    }

    // The base colour's mean, in Lab, is now near the reference's (it was far from it).
    const read = async (bytes: Uint8Array) => (await plainIO().readBinary(bytes)).getRoot().listMaterials()[0]!;
    const reference_ = await meanLab(reference);
    const before = await meanLab((await read(input)).getBaseColorTexture()!.getImage()!);
    const material = await read(glb);
    const after = await meanLab(material.getBaseColorTexture()!.getImage()!);
    expect(distance(before, reference_)).toBeGreaterThan(20);
    expect(distance(after, reference_)).toBeLessThan(distance(before, reference_) / 4);
    // The material's own finish is kept with `none`.
    expect(material.getMetallicFactor()).toBe(0);
    expect(material.getRoughnessFactor()).toBe(0.6);
    expect((await validatorErrors(glb)).messages).toEqual([]);
  }, 30_000);

  it('goes part of the way at a lower strength, and none of it at 0', async () => {
    const input = await glbOf(await texturedSphereDocument(8, 16));
    const reference = await mossPicture();
    const target = await meanLab(reference);
    const meanOf = async (strength: number) => {
      const { files } = await retexturing(input, reference, { strength, preset: 'none' });
      const doc = await plainIO().readBinary(files[0]!.bytes);
      return meanLab(doc.getRoot().listMaterials()[0]!.getBaseColorTexture()!.getImage()!);
    };
    const [none, half, full] = [await meanOf(0), await meanOf(0.5), await meanOf(1)];
    expect(distance(full, target)).toBeLessThan(distance(half, target));
    expect(distance(half, target)).toBeLessThan(distance(none, target));
  }, 30_000);

  it('recolours a material colour from a palette and gives it a metal finish', async () => {
    const input = await glbOf(boxDocument());
    const { files, report } = await retexturing(input, undefined, { palette: ['#a0522d', '#cd853f'], preset: 'metal' });
    const material = (await plainIO().readBinary(files[0]!.bytes)).getRoot().listMaterials()[0]!;
    expect(report).toMatchObject({ colour_source: 'palette', recoloured: 'material', metallic: 1, roughness: 0.3, mean_before: '#bcbcbc' });
    expect(material.getMetallicFactor()).toBe(RETEXTURING_PRESETS.metal.metallic);
    expect(material.getRoughnessFactor()).toBe(RETEXTURING_PRESETS.metal.roughness);
    // The palette's mean colour, sienna to peru: one colour's spread cannot follow, only its mean.
    expect(report.mean_after).toBe(report.mean_reference);
    // A box without UVs cannot carry a normal map.
    expect(report.normal_map).toBe(false);
    expect(material.getNormalTexture()).toBeNull();
  });

  it('gives the mesh alone a plastic finish with a tiling normal map, its texture untouched', async () => {
    const doc = await texturedSphereDocument(8, 16);
    const input = await glbOf(doc);
    const { files, report } = await retexturing(input, undefined);
    expect(report).toMatchObject({ colour_source: 'none', recoloured: 'none', preset: 'plastic', metallic: 0, roughness: 0.4, normal_map: true, textures: 0 });
    expect(report.mean_after).toBe(report.mean_before);
    const material = (await plainIO().readBinary(files[0]!.bytes)).getRoot().listMaterials()[0]!;
    const normal = material.getNormalTexture()!;
    expect(normal.getMimeType()).toBe('image/png');
    const { info, data } = await sharp(normal.getImage()!).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([256, 256]);
    // Tangent-space normals: mostly facing out (blue), with bumps.
    let blue = 0;
    let flat = 0;
    for (let p = 0; p < data.length; p += info.channels) {
      blue += data[p + 2]!;
      if (data[p] === 128 && data[p + 1] === 128) flat++;
    }
    expect(blue / (data.length / info.channels)).toBeGreaterThan(200);
    expect(flat).toBeLessThan(data.length / info.channels / 2);
    const original = doc.getRoot().listTextures()[0]!.getImage()!;
    expect(Buffer.compare(Buffer.from(material.getBaseColorTexture()!.getImage()!), Buffer.from(original))).toBe(0);
  });

  it('makes a different normal map for each preset', async () => {
    const input = await glbOf(await texturedSphereDocument(4, 8));
    const maps = new Set<string>();
    for (const preset of ['metal', 'plastic', 'wood', 'stone', 'ceramic', 'fabric'] as const) {
      const { files, report } = await retexturing(input, undefined, { preset });
      expect(report).toMatchObject({ preset, metallic: RETEXTURING_PRESETS[preset].metallic, roughness: RETEXTURING_PRESETS[preset].roughness });
      const material = (await plainIO().readBinary(files[0]!.bytes)).getRoot().listMaterials()[0]!;
      maps.add(Buffer.from(material.getNormalTexture()!.getImage()!).toString('base64'));
    }
    expect(maps.size).toBe(6);
  }, 30_000);

  it('recolours vertex colours', async () => {
    const doc = boxDocument();
    const primitive = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    const colours = new Float32Array(8 * 4);
    for (let v = 0; v < 8; v++) colours.set([0.8, 0.1 + v * 0.05, 0.1, 1], v * 4);
    primitive.setAttribute('COLOR_0', doc.createAccessor().setType('VEC4').setArray(colours).setBuffer(doc.getRoot().listBuffers()[0]!));
    primitive.getMaterial()!.setBaseColorFactor([1, 1, 1, 1]);
    const { files, report } = await retexturing(await glbOf(doc), undefined, { palette: ['#2050c0', '#4080ff'], preset: 'none' });
    expect(report).toMatchObject({ colour_source: 'palette', recoloured: 'vertex' });
    const after = (await plainIO().readBinary(files[0]!.bytes)).getRoot().listMeshes()[0]!.listPrimitives()[0]!.getAttribute('COLOR_0')!;
    const first = after.getElement(0, []);
    // Red became blue.
    expect(first[2]!).toBeGreaterThan(first[0]!);
  });

  it('refuses a mesh with nothing to recolour and no preset, and options out of range', async () => {
    const doc = boxDocument();
    doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!.setMaterial(null);
    await expect(retexturing(await glbOf(doc), undefined, { palette: ['#ff0000'], preset: 'none' })).rejects.toThrow(
      /^retexturing: This mesh has no material or vertex colours to recolour\. Pick a material preset to give it one\.$/,
    );
    // With a preset it gets a material.
    const { report } = await retexturing(await glbOf(doc), undefined, { palette: ['#ff0000'], preset: 'stone' });
    expect(report).toMatchObject({ recoloured: 'material', preset: 'stone', materials: 1 });

    const input = await glbOf(boxDocument());
    await expect(retexturing(input, undefined, { preset: 'none' })).rejects.toThrow(/^retexturing: Nothing to change/);
    await expect(retexturing(input, undefined, { strength: 2 })).rejects.toThrow(/^retexturing: Strength must be/);
    await expect(retexturing(input, undefined, { palette: ['red'] })).rejects.toThrow(/^retexturing: The palette must be/);
    await expect(retexturing(input, new Uint8Array([1, 2, 3]), {})).rejects.toThrow(/^retexturing: The reference image could not be read/);
  });
});
