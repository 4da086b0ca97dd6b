/**
 * Image to 3D (PRODUCT.md, Tools): one picture lifted into a textured mesh on the CPU. The picture's
 * subject (its foreground mask: alpha, else the background estimate) is cropped, made the same on
 * both sides when asked, and inflated from its distance transform into a rounded body
 * (`inflate.ts`); the picture is on its front, and its back is the front seen from behind or a
 * softened fill. The model stands 1 m tall, its bottom middle at the origin, facing +Z.
 *
 * Files: `model.glb` (textured, triangles); with quads, `model.obj` too, quad-dominant with UVs,
 * viewed through the same GLB.
 */
import {
  IMAGE_TO_3D_DEFAULTS,
  IMAGE_TO_3D_FACE_LIMIT,
  IMAGE_TO_3D_THICKNESS,
  type ImageTo3dOptions,
  type ImageTo3dReport,
  imageTo3dSymmetries,
  imageTo3dTool,
  imageTo3dTopologies,
} from '@facet/contract';
import { writeMeshGlb } from '../ingest/write-mesh-glb';
import type { PipelineResult, ProgressCallback } from '../pipeline';
import { type InflatedMesh, inflate, mirrorLeftRight } from './inflate';
import { insideDistance } from './distance-transform';
import { bleedColours, maskBox, type Picture, readPicture } from './picture';

// The tool's id: the server shows what follows it as the reason a run failed.
const NAME = imageTo3dTool.id;

export type { ImageTo3dOptions, ImageTo3dReport } from '@facet/contract';
export const IMAGE_TO_3D_ENGINE_DEFAULTS: Required<ImageTo3dOptions> = { ...IMAGE_TO_3D_DEFAULTS };

/** Pixels of background kept round the subject, for the outline to be found past its last pixel. */
export const CROP_MARGIN = 3;
/** How far in from the outline a pixel's colour is trusted. */
const EDGE_PIXELS = 1.5;

export async function imageTo3d(input: Uint8Array, options: ImageTo3dOptions = {}, onProgress?: ProgressCallback): Promise<PipelineResult<ImageTo3dReport>> {
  const started = performance.now();
  const chosen = checkOptions(options);
  const progress = (fraction: number, stage: string) => onProgress?.(Math.min(1, Math.max(0, fraction)), stage);

  progress(0, 'Reading the picture');
  const picture = await readPicture(input, NAME);
  progress(0.2, 'Finding the subject');
  const region = cropRegion(picture, picture.mask, undefined);
  let { mask, colours, width } = region;
  let originX = region.originX;
  if (chosen.symmetry === 'left-right') {
    const mirrored = mirrorLeftRight(mask, colours, width, region.height);
    ({ mask, colours, width } = mirrored);
    originX = (width - 1) / 2;
  }
  progress(0.35, 'Inflating the silhouette');
  const metresPerPixel = 1 / Math.max(1, region.subjectHeight);
  const mesh = await inflate({
    mask,
    colours,
    width,
    height: region.height,
    faceLimit: chosen.face_limit,
    thickness: chosen.thickness,
    symmetry: chosen.symmetry,
    topology: chosen.topology,
    metresPerPixel,
    origin: { x: originX, y: region.bottom },
  });

  progress(0.8, 'Writing GLB');
  const glb = await glbOf(mesh, 'Image to 3D');
  const files: PipelineResult<ImageTo3dReport>['files'] = [{ name: 'model.glb', mimeType: 'model/gltf-binary', bytes: glb }];
  if (chosen.topology === 'quads') {
    progress(0.9, 'Writing the quad OBJ');
    files.push({ name: 'model.obj', mimeType: 'model/obj', bytes: quadObj(mesh, 'Image to 3D, quad-dominant'), view: glb });
  }
  progress(1, 'Done');
  const report: ImageTo3dReport = {
    mask_source: picture.maskSource,
    width: picture.width,
    height: picture.height,
    coverage: +(picture.area / (picture.width * picture.height)).toFixed(4),
    grid_step: +mesh.gridStep.toFixed(2),
    faces: mesh.faces,
    triangles: mesh.triangles,
    ...(chosen.topology === 'quads' ? { quads: mesh.quads } : {}),
    vertices: mesh.positions.length / 3,
    thickness: chosen.thickness,
    symmetry: chosen.symmetry,
    topology: chosen.topology,
    size_m: roundSize(mesh.size),
    texture_size: Math.max(mesh.texture.width, mesh.texture.height),
    size_bytes: glb.byteLength,
    time_ms: Math.round(performance.now() - started),
  };
  return { files, report };
}

function checkOptions(options: ImageTo3dOptions): Required<ImageTo3dOptions> {
  const chosen = { ...IMAGE_TO_3D_ENGINE_DEFAULTS, ...options };
  const known = new Set(Object.keys(IMAGE_TO_3D_ENGINE_DEFAULTS));
  for (const key of Object.keys(options)) if (!known.has(key)) throw new Error(`${NAME}: Unknown option "${key}".`);
  const { min, max } = IMAGE_TO_3D_FACE_LIMIT;
  if (!Number.isInteger(chosen.face_limit) || chosen.face_limit < min || chosen.face_limit > max) {
    throw new Error(`${NAME}: The face limit must be a whole number from ${min} to ${max}.`);
  }
  if (typeof chosen.thickness !== 'number' || !(chosen.thickness >= IMAGE_TO_3D_THICKNESS.min && chosen.thickness <= IMAGE_TO_3D_THICKNESS.max)) {
    throw new Error(`${NAME}: Thickness must be a number from ${IMAGE_TO_3D_THICKNESS.min} to ${IMAGE_TO_3D_THICKNESS.max}.`);
  }
  if (!imageTo3dSymmetries.includes(chosen.symmetry)) throw new Error(`${NAME}: Symmetry must be one of ${imageTo3dSymmetries.join(', ')}.`);
  if (!imageTo3dTopologies.includes(chosen.topology)) throw new Error(`${NAME}: Topology must be triangles or quads.`);
  return chosen;
}

export interface Region {
  mask: Uint8Array;
  colours: Uint8Array;
  width: number;
  height: number;
  /** Where the region's box sits in the picture. */
  left: number;
  top: number;
  /** The subject's middle column and its bottom row, in the region's pixels. */
  originX: number;
  bottom: number;
  subjectHeight: number;
}

/**
 * The subject (or one region of it, `labels` === `label`) cropped with a margin: its mask and its
 * colours bled out past the outline.
 */
export function cropRegion(picture: Picture, mask: Uint8Array, only: { labels: Int32Array; label: number } | undefined): Region {
  const selected = only ? Uint8Array.from(only.labels, (value) => (value === only.label ? 1 : 0)) : mask;
  const box = maskBox(selected, picture.width, picture.height);
  const left = Math.max(0, box.x0 - CROP_MARGIN);
  const top = Math.max(0, box.y0 - CROP_MARGIN);
  const right = Math.min(picture.width - 1, box.x1 + CROP_MARGIN);
  const bottomRow = Math.min(picture.height - 1, box.y1 + CROP_MARGIN);
  const width = right - left + 1;
  const height = bottomRow - top + 1;
  const cropMask = new Uint8Array(width * height);
  const cropRgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * picture.width + left;
    cropMask.set(selected.subarray(from, from + width), y * width);
    cropRgba.set(picture.rgba.subarray(from * 4, (from + width) * 4), y * width * 4);
  }
  return {
    mask: cropMask,
    colours: bleedColours(cropRgba, colourCore(cropMask, width, height), width, height),
    width,
    height,
    left,
    top,
    originX: (box.x0 + box.x1) / 2 - left,
    bottom: box.y1 - top + 0.5,
    subjectHeight: box.y1 - box.y0 + 1,
  };
}

/**
 * The pixels whose colours are the subject's own: the mask less its outermost pixels, which an
 * anti-aliased edge mixes with the background (they would show as a pale rim round the body). A
 * subject too thin to lose them keeps them.
 */
function colourCore(mask: Uint8Array, width: number, height: number): Uint8Array {
  const distance = insideDistance(mask, width, height);
  const core = new Uint8Array(mask.length);
  let kept = 0;
  let total = 0;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    total++;
    if (distance[p]! >= EDGE_PIXELS) {
      core[p] = 1;
      kept++;
    }
  }
  return kept >= total / 2 ? core : mask;
}

export async function glbOf(mesh: InflatedMesh, name: string): Promise<Uint8Array> {
  const { glb } = await writeMeshGlb({ positions: mesh.positions, normals: mesh.normals, uvs: mesh.uvs, indices: mesh.indices }, name, {
    baseColorTexture: { image: mesh.texture.jpeg, mimeType: 'image/jpeg', name: 'Picture' },
    metallic: 0,
    roughness: 0.8,
  });
  return glb;
}

/** The surface as an OBJ with its quads kept (v pointing up, as OBJ wants it). */
export function quadObj(mesh: InflatedMesh, comment: string): Uint8Array {
  const { positions, uvs, faces } = mesh.polygons;
  const lines: string[] = [`# ${comment}`, 'o model'];
  for (let v = 0; v < positions.length; v += 3) lines.push(`v ${+positions[v]!.toPrecision(7)} ${+positions[v + 1]!.toPrecision(7)} ${+positions[v + 2]!.toPrecision(7)}`);
  for (let t = 0; t < uvs.length; t += 2) lines.push(`vt ${+uvs[t]!.toPrecision(7)} ${+(1 - uvs[t + 1]!).toPrecision(7)}`);
  for (const face of faces) lines.push(`f ${face.vertices.map((v, k) => `${v + 1}/${face.uvs[k]! + 1}`).join(' ')}`);
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

export const roundSize = (size: { width: number; height: number; depth: number }) => ({
  width: +size.width.toFixed(3),
  height: +size.height.toFixed(3),
  depth: +size.depth.toFixed(3),
});
