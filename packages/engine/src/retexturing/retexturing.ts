/**
 * Retexturing (PRODUCT.md, Tools): the mesh's base colour recoloured toward a reference image's or a
 * palette's colours, and its finish set by a PBR preset, with its geometry and UVs untouched.
 *
 * Colour transfer is Reinhard-style, in CIE Lab: the mean and spread of each channel over all the
 * base colours (each material's texture, vertex colours or colour, each counting the same) are
 * moved to the reference's, as far as `strength` says. A one-colour palette moves the mean only and
 * keeps the mesh's own spread. A preset sets metallic and roughness (dropping a metallic-roughness
 * texture that would scale them) and adds its tiling normal map (`normal-maps.ts`) on the mesh's UVs.
 * The GLB is written again with only the materials and textures changed: `retextured.glb`.
 */
import {
  HEX_COLOUR,
  RETEXTURING_DEFAULTS,
  RETEXTURING_PALETTE_MAX,
  RETEXTURING_PRESETS,
  type RetexturingOptions,
  type RetexturingReport,
  retexturingPresets,
  retexturingTool,
} from '@facet/contract';
import type { Accessor, Material, Primitive, Texture } from '@gltf-transform/core';
import { unpartition } from '@gltf-transform/functions';
import sharp from 'sharp';
import { decodePicture } from '../decode-picture';
import { gltfIO } from '../ingest/gltf-io';
import { readGlb } from '../ingest/read-gltf';
import type { PipelineResult, ProgressCallback } from '../pipeline';
import {
  applyTransfer,
  hexLab,
  LabStats,
  labHex,
  labToLinear,
  linearToLab,
  linearToSrgb,
  linearToSrgbByte,
  makeTransfer,
  srgbByteToLinear,
  srgbToLinear,
  type Transfer,
} from './colour';
import { presetNormalMap } from './normal-maps';

// The tool's id: the server shows what follows it as the reason a run failed.
const NAME = retexturingTool.id;

export type { RetexturingOptions, RetexturingReport } from '@facet/contract';

export const RETEXTURING_ENGINE_DEFAULTS: Required<RetexturingOptions> = { ...RETEXTURING_DEFAULTS, palette: [] };

/** Reference images are measured at most this large; their colour statistics need no more. */
const REFERENCE_SIDE = 256;
const JPEG_QUALITY = 90;
const COMPRESSION_EXTENSIONS = new Set(['KHR_draco_mesh_compression', 'EXT_meshopt_compression']);

/** What one material's base colour is held in. */
type Source =
  | { kind: 'texture'; texture: Texture }
  | { kind: 'vertex'; accessors: Accessor[] }
  | { kind: 'material'; material: Material };

interface DecodedTexture {
  texture: Texture;
  width: number;
  height: number;
  /** RGBA bytes. */
  pixels: Uint8Array;
}

/** Reads a GLB (and the reference image, when there is one) and writes `retextured.glb`. */
export async function retexturing(
  input: Uint8Array,
  reference: Uint8Array | undefined,
  options: RetexturingOptions = {},
  onProgress?: ProgressCallback,
): Promise<PipelineResult<RetexturingReport>> {
  const started = performance.now();
  const { palette, strength, preset } = checkOptions(options, reference !== undefined);
  const progress = (fraction: number, stage: string) => onProgress?.(Math.min(1, Math.max(0, fraction)), stage);

  progress(0, 'Reading mesh');
  const { doc, stats } = await readGlb(input);
  const primitives = doc
    .getRoot()
    .listMeshes()
    .flatMap((mesh) => mesh.listPrimitives());
  const hasMaterial = primitives.some((primitive) => primitive.getMaterial() !== null);
  const hasVertexColours = primitives.some((primitive) => primitive.getAttribute('COLOR_0') !== null);
  if (!hasMaterial && !hasVertexColours && preset === 'none') {
    throw new Error(`${NAME}: This mesh has no material or vertex colours to recolour. Pick a material preset to give it one.`);
  }

  // The target's colours.
  let target: LabStats | undefined;
  let keepSpread = false;
  if (reference) {
    progress(0.05, 'Reading the reference image');
    target = await referenceStats(reference);
  } else if (palette.length > 0) {
    target = new LabStats();
    for (const hex of palette) target.add(...hexLab(hex));
    keepSpread = palette.length === 1;
  }

  // Primitives without a material get one: glTF's default (white, metallic 1, roughness 1), which
  // looks as they did, for the preset or the colours to go on.
  if (primitives.some((primitive) => primitive.getMaterial() === null)) {
    const material = doc.createMaterial('Retextured').setBaseColorFactor([1, 1, 1, 1]).setMetallicFactor(1).setRoughnessFactor(1);
    for (const primitive of primitives) if (!primitive.getMaterial()) primitive.setMaterial(material);
  }

  // Each material's base colour, read once.
  progress(0.1, 'Reading the base colours');
  const materials = [...new Set(primitives.map((primitive) => primitive.getMaterial()!))];
  const sources = materials.map((material) => sourceOf(material, primitives));
  const decoded = new Map<Texture, DecodedTexture>();
  for (const source of sources) {
    if (source.kind === 'texture' && !decoded.has(source.texture)) decoded.set(source.texture, await decodeTexture(source.texture));
  }
  const before = new LabStats();
  const sourceStats = sources.map((source) => statsOf(source, decoded));
  // Each material counts the same, whatever its texture's size or its vertex count.
  for (const sourceStat of sourceStats) before.merge(sourceStat, 1);

  let after = before;
  let recolouredTextures = 0;
  if (target) {
    const transfer = makeTransfer(before, target, strength, keepSpread);
    after = new LabStats();
    const done = new Map<Texture, LabStats>();
    for (const [index, source] of sources.entries()) {
      progress(0.15 + (0.6 * index) / sources.length, source.kind === 'texture' ? 'Recolouring textures' : 'Recolouring');
      if (source.kind === 'texture') {
        let moved = done.get(source.texture);
        if (!moved) {
          moved = await recolourTexture(decoded.get(source.texture)!, transfer);
          done.set(source.texture, moved);
          recolouredTextures++;
        }
        after.merge(moved, 1);
      } else if (source.kind === 'vertex') {
        after.merge(recolourVertices(source.accessors, transfer), 1);
      } else {
        after.merge(recolourFactor(source.material, transfer), 1);
      }
    }
  }

  // The finish.
  const look = RETEXTURING_PRESETS[preset];
  let normalMap = false;
  if (preset !== 'none' && look.metallic !== null && look.roughness !== null) {
    progress(0.8, `Making the ${look.label.toLowerCase()} finish`);
    const png = await presetNormalMap(preset);
    const texture = doc.createTexture(`${look.label} normal map`).setImage(png).setMimeType('image/png');
    for (const material of materials) {
      material.setMetallicFactor(look.metallic).setRoughnessFactor(look.roughness).setMetallicRoughnessTexture(null);
      const withUvs = primitives.some((primitive) => primitive.getMaterial() === material && primitive.getAttribute('TEXCOORD_0') !== null);
      if (!withUvs) continue;
      material.setNormalTexture(texture).setNormalScale(1);
      material.getNormalTextureInfo()?.setTexCoord(0);
      normalMap = true;
    }
    if (!normalMap) texture.dispose();
  }

  progress(0.9, 'Writing GLB');
  // Geometry that came compressed was decoded on reading; it is written plain (re-encoding needs
  // encoders), in the one buffer a GLB holds.
  for (const extension of doc.getRoot().listExtensionsUsed()) {
    if (COMPRESSION_EXTENSIONS.has(extension.extensionName)) extension.dispose();
  }
  if (doc.getRoot().listBuffers().length > 1) await doc.transform(unpartition());
  const glb = await (await gltfIO()).writeBinary(doc);

  progress(1, 'Done');
  const recoloured: RetexturingReport['recoloured'] = !target
    ? 'none'
    : sources.some((source) => source.kind === 'texture')
      ? 'texture'
      : sources.some((source) => source.kind === 'vertex')
        ? 'vertex'
        : 'material';
  const report: RetexturingReport = {
    triangles: stats.triangleCount,
    vertices: stats.vertexCount,
    colour_source: reference ? 'image' : palette.length > 0 ? 'palette' : 'none',
    recoloured,
    strength,
    mean_before: labHex(before.mean()),
    mean_after: labHex(after.mean()),
    ...(target ? { mean_reference: labHex(target.mean()) } : {}),
    preset,
    metallic: look.metallic,
    roughness: look.roughness,
    normal_map: normalMap,
    materials: materials.length,
    textures: recolouredTextures,
    size_bytes: glb.byteLength,
    time_ms: Math.round(performance.now() - started),
  };
  return { files: [{ name: 'retextured.glb', mimeType: 'model/gltf-binary', bytes: glb }], report };
}

function checkOptions(options: RetexturingOptions, hasReference: boolean): Required<RetexturingOptions> {
  const chosen = { ...RETEXTURING_ENGINE_DEFAULTS, ...options };
  const known = new Set(Object.keys(RETEXTURING_ENGINE_DEFAULTS));
  for (const key of Object.keys(options)) if (!known.has(key)) throw new Error(`${NAME}: Unknown option "${key}".`);
  if (!Array.isArray(chosen.palette) || chosen.palette.some((colour) => typeof colour !== 'string' || !HEX_COLOUR.test(colour))) {
    throw new Error(`${NAME}: The palette must be a list of hex colours such as #a0522d.`);
  }
  if (chosen.palette.length > RETEXTURING_PALETTE_MAX) throw new Error(`${NAME}: A palette holds at most ${RETEXTURING_PALETTE_MAX} colours.`);
  if (typeof chosen.strength !== 'number' || !(chosen.strength >= 0 && chosen.strength <= 1)) throw new Error(`${NAME}: Strength must be a number from 0 to 1.`);
  if (!retexturingPresets.includes(chosen.preset)) throw new Error(`${NAME}: The preset must be one of ${retexturingPresets.join(', ')}.`);
  if (hasReference && chosen.palette.length > 0) throw new Error(`${NAME}: Give a reference image or a palette, not both.`);
  if (!hasReference && chosen.palette.length === 0 && chosen.preset === 'none') {
    throw new Error(`${NAME}: Nothing to change: pick a reference image, a palette or a material preset.`);
  }
  return chosen;
}

/** Where a material's base colour is: its texture, else its primitives' vertex colours, else its colour factor. */
function sourceOf(material: Material, primitives: Primitive[]): Source {
  const texture = material.getBaseColorTexture();
  if (texture) return { kind: 'texture', texture };
  const accessors = [
    ...new Set(
      primitives.filter((primitive) => primitive.getMaterial() === material).flatMap((primitive) => primitive.getAttribute('COLOR_0') ?? []),
    ),
  ];
  if (accessors.length > 0) return { kind: 'vertex', accessors };
  return { kind: 'material', material };
}

async function referenceStats(bytes: Uint8Array): Promise<LabStats> {
  const decoded = await decodePicture(bytes, REFERENCE_SIDE, `${NAME}: The reference image could not be read. Upload it again as PNG, JPEG or WebP.`);
  const stats = rgbaStats(new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength));
  if (stats.weight === 0) throw new Error(`${NAME}: The reference image is fully transparent, so it has no colours to take.`);
  return stats;
}

async function decodeTexture(texture: Texture): Promise<DecodedTexture> {
  const image = texture.getImage();
  try {
    if (!image) throw new Error('no image');
    const { data, info } = await sharp(image, { failOn: 'error' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { texture, width: info.width, height: info.height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch {
    throw new Error(
      `${NAME}: The mesh's base-colour texture${texture.getName() ? ` “${texture.getName()}”` : ''} could not be read (${texture.getMimeType() || 'unknown format'}); PNG, JPEG and WebP textures can be recoloured.`,
    );
  }
}

/** Lab statistics of RGBA pixels; fully transparent ones are left out. */
function rgbaStats(pixels: Uint8Array): LabStats {
  const stats = new LabStats();
  const lab = new Float64Array(3);
  for (let p = 0; p < pixels.length; p += 4) {
    if (pixels[p + 3] === 0) continue;
    linearToLab(srgbByteToLinear(pixels[p]!), srgbByteToLinear(pixels[p + 1]!), srgbByteToLinear(pixels[p + 2]!), lab);
    stats.add(lab[0]!, lab[1]!, lab[2]!);
  }
  return stats;
}

function statsOf(source: Source, decoded: Map<Texture, DecodedTexture>): LabStats {
  if (source.kind === 'texture') return rgbaStats(decoded.get(source.texture)!.pixels);
  const lab = new Float64Array(3);
  const stats = new LabStats();
  if (source.kind === 'vertex') {
    const element: number[] = [];
    for (const accessor of source.accessors) {
      for (let index = 0; index < accessor.getCount(); index++) {
        accessor.getElement(index, element);
        linearToLab(element[0]!, element[1]!, element[2]!, lab);
        stats.add(lab[0]!, lab[1]!, lab[2]!);
      }
    }
    return stats;
  }
  const [r, g, b] = source.material.getBaseColorFactor();
  linearToLab(r, g, b, lab);
  stats.add(lab[0]!, lab[1]!, lab[2]!);
  return stats;
}

/** Moves every pixel's colour (alpha kept) and encodes the texture again: PNG when it has alpha, else JPEG. */
async function recolourTexture({ texture, width, height, pixels }: DecodedTexture, transfer: Transfer): Promise<LabStats> {
  const out = new Uint8Array(pixels.length);
  const lab = new Float64Array(3);
  const rgb = new Float64Array(3);
  const moved = new LabStats();
  let opaque = true;
  for (let p = 0; p < pixels.length; p += 4) {
    const alpha = pixels[p + 3]!;
    out[p + 3] = alpha;
    if (alpha !== 255) opaque = false;
    linearToLab(srgbByteToLinear(pixels[p]!), srgbByteToLinear(pixels[p + 1]!), srgbByteToLinear(pixels[p + 2]!), lab);
    applyTransfer(transfer, lab);
    labToLinear(lab[0]!, lab[1]!, lab[2]!, rgb);
    out[p] = linearToSrgbByte(rgb[0]!);
    out[p + 1] = linearToSrgbByte(rgb[1]!);
    out[p + 2] = linearToSrgbByte(rgb[2]!);
    if (alpha !== 0) {
      linearToLab(srgbByteToLinear(out[p]!), srgbByteToLinear(out[p + 1]!), srgbByteToLinear(out[p + 2]!), lab);
      moved.add(lab[0]!, lab[1]!, lab[2]!);
    }
  }
  const encoder = sharp(out, { raw: { width, height, channels: 4 } });
  const encoded = opaque
    ? await encoder.removeAlpha().jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4', mozjpeg: false }).toBuffer()
    : await encoder.png().toBuffer();
  texture.setImage(new Uint8Array(encoded)).setMimeType(opaque ? 'image/jpeg' : 'image/png');
  return moved;
}

function recolourVertices(accessors: Accessor[], transfer: Transfer): LabStats {
  const element: number[] = [];
  const lab = new Float64Array(3);
  const rgb = new Float64Array(3);
  const moved = new LabStats();
  for (const accessor of accessors) {
    for (let index = 0; index < accessor.getCount(); index++) {
      accessor.getElement(index, element);
      linearToLab(element[0]!, element[1]!, element[2]!, lab);
      applyTransfer(transfer, lab);
      labToLinear(lab[0]!, lab[1]!, lab[2]!, rgb);
      element[0] = rgb[0]!;
      element[1] = rgb[1]!;
      element[2] = rgb[2]!;
      accessor.setElement(index, element);
      linearToLab(rgb[0]!, rgb[1]!, rgb[2]!, lab);
      moved.add(lab[0]!, lab[1]!, lab[2]!);
    }
  }
  return moved;
}

function recolourFactor(material: Material, transfer: Transfer): LabStats {
  const [r, g, b, a] = material.getBaseColorFactor();
  const lab = new Float64Array(3);
  const rgb = new Float64Array(3);
  linearToLab(r, g, b, lab);
  applyTransfer(transfer, lab);
  labToLinear(lab[0]!, lab[1]!, lab[2]!, rgb);
  // Kept exact through sRGB, as a colour picker would show it.
  const snap = (value: number) => srgbToLinear(Math.round(linearToSrgb(value) * 255) / 255);
  material.setBaseColorFactor([snap(rgb[0]!), snap(rgb[1]!), snap(rgb[2]!), a]);
  const moved = new LabStats();
  linearToLab(...(material.getBaseColorFactor().slice(0, 3) as [number, number, number]), lab);
  moved.add(lab[0]!, lab[1]!, lab[2]!);
  return moved;
}
