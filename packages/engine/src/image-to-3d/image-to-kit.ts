/**
 * Image to kit (PRODUCT.md, other session types): each separate thing in a picture made a part of
 * its own. The foreground mask's 8-connected regions (specks dropped, the largest `max_parts` kept,
 * in reading order) are each inflated as Image to 3D inflates a whole subject (`inflate.ts`, the back
 * mirrored from the front), at one scale for all: the kit stands 1 m tall, so its parts keep their
 * sizes to each other. Each part's bottom middle is at its origin. One GLB per part: `part-1.glb`, ...
 */
import { IMAGE_TO_KIT_DEFAULTS, IMAGE_TO_KIT_PARTS, IMAGE_TO_3D_FACE_LIMIT, IMAGE_TO_3D_THICKNESS, type ImageToKitOptions, type ImageToKitReport, imageToKitTool } from '@facet/contract';
import type { PipelineFile, PipelineResult, ProgressCallback } from '../pipeline';
import { cropRegion, glbOf, roundSize } from './image-to-3d';
import { inflate } from './inflate';
import { regionsOf } from '../foreground-mask';
import { maskBox, readPicture } from './picture';

const NAME = imageToKitTool.id;

export type { ImageToKitOptions, ImageToKitReport } from '@facet/contract';
export const IMAGE_TO_KIT_ENGINE_DEFAULTS: Required<ImageToKitOptions> = { ...IMAGE_TO_KIT_DEFAULTS };

/** Regions smaller than this share of the subject (or than MIN_PIXELS) are specks, not parts. */
const MIN_SHARE = 0.01;
const MIN_PIXELS = 64;

export async function imageToKit(input: Uint8Array, options: ImageToKitOptions = {}, onProgress?: ProgressCallback): Promise<PipelineResult<ImageToKitReport>> {
  const started = performance.now();
  const chosen = checkOptions(options);
  const progress = (fraction: number, stage: string) => onProgress?.(Math.min(1, Math.max(0, fraction)), stage);

  progress(0, 'Reading the picture');
  const picture = await readPicture(input, NAME);
  progress(0.15, 'Finding the separate parts');
  const { labels, sizes } = regionsOf(picture.mask, picture.width, picture.height);
  const kept = sizes
    .map((size, label) => ({ size, label }))
    .filter(({ size }) => size >= Math.max(MIN_PIXELS, MIN_SHARE * picture.area))
    .sort((a, b) => b.size - a.size)
    .slice(0, chosen.max_parts);
  if (kept.length === 0) {
    throw new Error(`${NAME}: No foreground found in the picture: only specks stand out from its background, too small to make parts of.`);
  }
  const boxes = new Map<number, { x0: number; y0: number; x1: number; y1: number }>();
  for (const { label } of kept) boxes.set(label, maskBox(Uint8Array.from(labels, (value) => (value === label ? 1 : 0)), picture.width, picture.height));
  // Reading order: top to bottom, then left to right, so part 1 is the top-left one.
  kept.sort((a, b) => boxes.get(a.label)!.y0 - boxes.get(b.label)!.y0 || boxes.get(a.label)!.x0 - boxes.get(b.label)!.x0);
  const whole = maskBox(picture.mask, picture.width, picture.height);
  const metresPerPixel = 1 / (whole.y1 - whole.y0 + 1);

  const files: PipelineFile[] = [];
  const parts: ImageToKitReport['parts'] = [];
  for (const [index, { label, size }] of kept.entries()) {
    progress(0.2 + (0.75 * index) / kept.length, `Inflating part ${index + 1} of ${kept.length}`);
    const region = cropRegion(picture, picture.mask, { labels, label });
    const mesh = await inflate({
      mask: region.mask,
      colours: region.colours,
      width: region.width,
      height: region.height,
      faceLimit: chosen.face_limit,
      thickness: chosen.thickness,
      symmetry: 'mirror-back',
      topology: 'triangles',
      metresPerPixel,
      origin: { x: region.originX, y: region.bottom },
    });
    const glb = await glbOf(mesh, `Part ${index + 1}`);
    files.push({ name: `part-${index + 1}.glb`, mimeType: 'model/gltf-binary', bytes: glb });
    const box = boxes.get(label)!;
    parts.push({
      box: [box.x0, box.y0, box.x1 - box.x0 + 1, box.y1 - box.y0 + 1],
      pixels: size,
      triangles: mesh.triangles,
      vertices: mesh.positions.length / 3,
      size_m: roundSize(mesh.size),
      size_bytes: glb.byteLength,
    });
  }
  progress(1, 'Done');
  return {
    files,
    report: {
      mask_source: picture.maskSource,
      width: picture.width,
      height: picture.height,
      regions: sizes.length,
      parts,
      thickness: chosen.thickness,
      time_ms: Math.round(performance.now() - started),
    },
  };
}

function checkOptions(options: ImageToKitOptions): Required<ImageToKitOptions> {
  const chosen = { ...IMAGE_TO_KIT_ENGINE_DEFAULTS, ...options };
  const known = new Set(Object.keys(IMAGE_TO_KIT_ENGINE_DEFAULTS));
  for (const key of Object.keys(options)) if (!known.has(key)) throw new Error(`${NAME}: Unknown option "${key}".`);
  const faces = IMAGE_TO_3D_FACE_LIMIT;
  if (!Number.isInteger(chosen.face_limit) || chosen.face_limit < faces.min || chosen.face_limit > faces.max) {
    throw new Error(`${NAME}: The face limit must be a whole number from ${faces.min} to ${faces.max}.`);
  }
  if (typeof chosen.thickness !== 'number' || !(chosen.thickness >= IMAGE_TO_3D_THICKNESS.min && chosen.thickness <= IMAGE_TO_3D_THICKNESS.max)) {
    throw new Error(`${NAME}: Thickness must be a number from ${IMAGE_TO_3D_THICKNESS.min} to ${IMAGE_TO_3D_THICKNESS.max}.`);
  }
  if (!Number.isInteger(chosen.max_parts) || chosen.max_parts < IMAGE_TO_KIT_PARTS.min || chosen.max_parts > IMAGE_TO_KIT_PARTS.max) {
    throw new Error(`${NAME}: The part count must be a whole number from ${IMAGE_TO_KIT_PARTS.min} to ${IMAGE_TO_KIT_PARTS.max}.`);
  }
  return chosen;
}
