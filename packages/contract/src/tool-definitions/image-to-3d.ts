/**
 * Image to 3D (PRODUCT.md, Tools), and the two session types started from its page (PRODUCT.md,
 * other session types):
 *
 * - `image_to_3d`: one picture lifted into a textured mesh. The foreground mask (the picture's alpha,
 *   else the classical background estimate) is inflated from its distance transform into a rounded
 *   body, the picture projected on the front and the back mirrored from it or filled; a GLB, and with
 *   quads an OBJ that keeps them.
 * - `multiview_to_3d`: three pictures (front, side and back) carved into a visual hull on a voxel
 *   grid, its surface found by marching cubes and coloured from the pictures; a GLB.
 * - `image_to_kit`: each separate region of a picture's foreground inflated into a part of its own;
 *   one GLB per part.
 *
 * The two others have no page of their own (they are `pagelessToolDefinitions`): the Image to 3D
 * page offers them as its modes.
 */
import { z } from 'zod';
import { defineTool, type IntegerOption } from './define-tool';
import { assetIdSchema } from './inputs';

/** How many faces the mesh may have at most: what the grid's spacing is chosen from. */
export const IMAGE_TO_3D_FACE_LIMIT: IntegerOption = { min: 1000, max: 100_000, step: 1000 };
/** How deep the body is: its thickest part's depth over its width there (1 is round as a ball). */
export const IMAGE_TO_3D_THICKNESS = { min: 0.1, max: 1, step: 0.05 } as const;

/**
 * `mirror-back`: the back shows the front's picture, mirrored as one sees it from behind;
 * `left-right`: the silhouette and colours made the same on both sides, the back mirrored too;
 * `none`: nothing mirrored, the back filled with the front's colours, softened.
 */
export const imageTo3dSymmetries = ['mirror-back', 'left-right', 'none'] as const;
export type ImageTo3dSymmetry = (typeof imageTo3dSymmetries)[number];
/** What the options panel calls each, under "Mirror". */
export const IMAGE_TO_3D_SYMMETRY_NAMES: Readonly<Record<ImageTo3dSymmetry, string>> = {
  'mirror-back': 'Front to back',
  'left-right': 'Left to right',
  none: 'None',
};

/** Triangles: one GLB. Quads: a quad-dominant OBJ too (glTF holds only triangles), with the GLB to view. */
export const imageTo3dTopologies = ['triangles', 'quads'] as const;
export type ImageTo3dTopology = (typeof imageTo3dTopologies)[number];

export const IMAGE_TO_3D_DEFAULTS = { face_limit: 20_000, thickness: 0.5, symmetry: 'mirror-back', topology: 'triangles' } as const;

const faceLimit = (fallback: number) =>
  z
    .number('The face limit must be a whole number.')
    .int('The face limit must be a whole number.')
    .min(IMAGE_TO_3D_FACE_LIMIT.min, `The face limit must be at least ${IMAGE_TO_3D_FACE_LIMIT.min.toLocaleString('en-US')}.`)
    .max(IMAGE_TO_3D_FACE_LIMIT.max, `The face limit must be at most ${IMAGE_TO_3D_FACE_LIMIT.max.toLocaleString('en-US')}.`)
    .default(fallback);
const thickness = z
  .number('Thickness must be a number from 0.1 to 1.')
  .min(IMAGE_TO_3D_THICKNESS.min, 'Thickness must be at least 0.1.')
  .max(IMAGE_TO_3D_THICKNESS.max, 'Thickness must be at most 1.')
  .default(IMAGE_TO_3D_DEFAULTS.thickness);

export const imageTo3dInputSchema = z.object({
  image: z.uuid('An image asset id is needed.'),
  face_limit: faceLimit(IMAGE_TO_3D_DEFAULTS.face_limit),
  thickness,
  symmetry: z.enum(imageTo3dSymmetries, `Symmetry must be one of ${imageTo3dSymmetries.join(', ')}.`).default(IMAGE_TO_3D_DEFAULTS.symmetry),
  topology: z.enum(imageTo3dTopologies, 'Topology must be triangles or quads.').default(IMAGE_TO_3D_DEFAULTS.topology),
});
export type ImageTo3dInput = z.infer<typeof imageTo3dInputSchema>;
/** A run's options: the input without its picture, each optional for its default. */
export type ImageTo3dOptions = Omit<z.input<typeof imageTo3dInputSchema>, 'image'>;

/** Where the subject's outline came from: the picture's own alpha, or the background estimate. */
const maskSource = z.enum(['alpha', 'estimate']);
/** A size in metres: the model stands 1 m tall. */
const sizeMetres = z.object({ width: z.number(), height: z.number(), depth: z.number() });

export const imageTo3dReportSchema = z.object({
  mask_source: maskSource,
  /** The picture's size in pixels, as read, and the share of it the subject covers. */
  width: z.number().int(),
  height: z.number().int(),
  coverage: z.number(),
  /** Spacing of the surface's grid, in the picture's pixels. */
  grid_step: z.number(),
  faces: z.number().int(),
  triangles: z.number().int(),
  /** Four-sided faces of the OBJ (quads only). */
  quads: z.number().int().optional(),
  vertices: z.number().int(),
  thickness: z.number(),
  symmetry: z.enum(imageTo3dSymmetries),
  topology: z.enum(imageTo3dTopologies),
  size_m: sizeMetres,
  /** The texture's side, in pixels. */
  texture_size: z.number().int(),
  size_bytes: z.number().int(),
  time_ms: z.number(),
});
export type ImageTo3dReport = z.infer<typeof imageTo3dReportSchema>;

export const imageTo3dTool = defineTool({
  id: 'i3d',
  sessionType: 'image_to_3d',
  name: 'Image to 3D',
  summary: 'Lift a single image into a textured mesh.',
  costs: { run: 30 },
  pricing: 'per-run',
  inputAsset: 'image',
  inputTypes: ['image'],
  sessionOutput: 'meshes',
  input: imageTo3dInputSchema,
  flags: () => [],
  pageFlags: [],
  report: imageTo3dReportSchema,
  // The GLB first; with quads, the OBJ after it.
  outputName: (sourceName, index) => (index === 0 ? `${sourceName} 3D` : `${sourceName} 3D (quads)`),
});

/** The voxels along the hull's longest side. */
export const MULTIVIEW_RESOLUTION: IntegerOption = { min: 32, max: 160, step: 8 };
export const MULTIVIEW_DEFAULTS = { resolution: 96 } as const;
/** The pictures a multiview run takes, in this order. */
export const MULTIVIEW_VIEWS = ['front', 'side', 'back'] as const;
export type MultiviewView = (typeof MULTIVIEW_VIEWS)[number];

export const multiviewTo3dInputSchema = z.object({
  /** Front, side (seen from the subject's right) and back, in that order. */
  images: z
    .array(assetIdSchema, 'Images must be a list of three image asset ids: front, side and back.')
    .length(3, 'Give three pictures: front, side and back.'),
  resolution: z
    .number('Resolution must be a whole number.')
    .int('Resolution must be a whole number.')
    .min(MULTIVIEW_RESOLUTION.min, `Resolution must be at least ${MULTIVIEW_RESOLUTION.min}.`)
    .max(MULTIVIEW_RESOLUTION.max, `Resolution must be at most ${MULTIVIEW_RESOLUTION.max}.`)
    .default(MULTIVIEW_DEFAULTS.resolution),
});
export type MultiviewTo3dInput = z.infer<typeof multiviewTo3dInputSchema>;
/** A run's options: the input without its pictures. */
export type MultiviewTo3dOptions = Omit<z.input<typeof multiviewTo3dInputSchema>, 'images'>;

export const multiviewTo3dReportSchema = z.object({
  /** Each picture's mask source, front, side and back. */
  mask_sources: z.array(maskSource),
  /** The voxel grid: its cells along x, y and z, and those inside the hull. */
  grid: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  voxels_inside: z.number().int(),
  triangles: z.number().int(),
  vertices: z.number().int(),
  /** The hull's volume and size, the model standing 1 m tall. */
  volume_m3: z.number(),
  size_m: sizeMetres,
  size_bytes: z.number().int(),
  time_ms: z.number(),
});
export type MultiviewTo3dReport = z.infer<typeof multiviewTo3dReportSchema>;

export const multiviewTo3dTool = defineTool({
  id: 'multiview-to-3d',
  sessionType: 'multiview_to_3d',
  name: 'Multiview to 3D',
  summary: 'Carve front, side and back pictures into one mesh.',
  costs: { run: 30 },
  pricing: 'per-run',
  inputAsset: 'images',
  inputTypes: ['image'],
  references: [
    { key: 'side', at: { list: 'images', index: 1 }, types: ['image'], label: 'side picture' },
    { key: 'back', at: { list: 'images', index: 2 }, types: ['image'], label: 'back picture' },
  ],
  sessionOutput: 'meshes',
  input: multiviewTo3dInputSchema,
  flags: () => [],
  pageFlags: [],
  report: multiviewTo3dReportSchema,
  outputName: (sourceName) => `${sourceName} 3D (from three views)`,
});

/** The most parts a kit makes: the largest regions are kept. */
export const IMAGE_TO_KIT_PARTS: IntegerOption = { min: 1, max: 16, step: 1 };
export const IMAGE_TO_KIT_DEFAULTS = { face_limit: 10_000, thickness: IMAGE_TO_3D_DEFAULTS.thickness, max_parts: 8 } as const;

export const imageToKitInputSchema = z.object({
  image: z.uuid('An image asset id is needed.'),
  /** The faces each part may have at most. */
  face_limit: faceLimit(IMAGE_TO_KIT_DEFAULTS.face_limit),
  thickness,
  max_parts: z
    .number('The part count must be a whole number.')
    .int('The part count must be a whole number.')
    .min(IMAGE_TO_KIT_PARTS.min, `At least ${IMAGE_TO_KIT_PARTS.min} part.`)
    .max(IMAGE_TO_KIT_PARTS.max, `At most ${IMAGE_TO_KIT_PARTS.max} parts.`)
    .default(IMAGE_TO_KIT_DEFAULTS.max_parts),
});
export type ImageToKitInput = z.infer<typeof imageToKitInputSchema>;
export type ImageToKitOptions = Omit<z.input<typeof imageToKitInputSchema>, 'image'>;

export const imageToKitReportSchema = z.object({
  mask_source: maskSource,
  width: z.number().int(),
  height: z.number().int(),
  /** Separate regions found, before specks were dropped and the count capped. */
  regions: z.number().int(),
  parts: z.array(
    z.object({
      /** The region's box in the picture, in pixels, and its share of the subject. */
      box: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
      pixels: z.number().int(),
      triangles: z.number().int(),
      vertices: z.number().int(),
      size_m: sizeMetres,
      size_bytes: z.number().int(),
    }),
  ),
  thickness: z.number(),
  time_ms: z.number(),
});
export type ImageToKitReport = z.infer<typeof imageToKitReportSchema>;

export const imageToKitTool = defineTool({
  id: 'image-to-kit',
  sessionType: 'image_to_kit',
  name: 'Image to kit',
  summary: 'Turn each separate thing in a picture into a part of its own.',
  costs: { run: 30 },
  pricing: 'per-run',
  inputAsset: 'image',
  inputTypes: ['image'],
  sessionOutput: 'part_meshes',
  input: imageToKitInputSchema,
  flags: () => [],
  pageFlags: [],
  report: imageToKitReportSchema,
  outputName: (sourceName, index) => `${sourceName} part ${index + 1}`,
});
