/**
 * Segmentation: a mesh split into parts (connected components first, then region growing on
 * dihedral angle and concavity), each part a closed mesh of its own, plus a colour-coded preview
 * of them all; an image cut into its foreground regions, one PNG with alpha each (PRODUCT.md, Tools).
 */
import { z } from 'zod';
import { defineTool, type IntegerOption } from './define-tool';

export const segmentationGranularities = ['simple', 'balanced', 'detailed'] as const;
export type SegmentationGranularity = (typeof segmentationGranularities)[number];

/**
 * How many parts each granularity makes of a mesh: `simple` 3-6, `balanced` 6-15, `detailed` 15 and
 * more. An image gives its foreground regions, at most `max` of them.
 */
export const SEGMENTATION_PART_RANGES: Readonly<Record<SegmentationGranularity, { min: number; max: number }>> = {
  simple: { min: 3, max: 6 },
  balanced: { min: 6, max: 15 },
  detailed: { min: 15, max: 40 },
};

/**
 * `crease_angle`: in degrees, how far two faces must turn away from each other (a fold, most of all
 * an inward one) before their shared edge may separate two parts.
 */
export const SEGMENTATION_CREASE_ANGLE: IntegerOption = { min: 10, max: 90, step: 5 };
/** The most triangles a mesh may have to be segmented (more is refused before anything is charged). */
export const SEGMENTATION_MAX_TRIANGLES = 2_000_000;

export const SEGMENTATION_DEFAULTS = { granularity: 'balanced', crease_angle: 30 } as const;

export const segmentationInputSchema = z.object({
  asset: z.uuid('An asset id is needed.'),
  /** `simple` 3-6 parts, `balanced` 6-15, `detailed` 15 and more (SEGMENTATION_PART_RANGES). */
  granularity: z.enum(segmentationGranularities, 'Granularity must be simple, balanced or detailed.').default(SEGMENTATION_DEFAULTS.granularity),
  /** Degrees: an inward fold sharper than this may separate parts (SEGMENTATION_CREASE_ANGLE). */
  crease_angle: z
    .number()
    .int('The crease angle must be a whole number of degrees.')
    .min(SEGMENTATION_CREASE_ANGLE.min, `The crease angle must be at least ${SEGMENTATION_CREASE_ANGLE.min} degrees.`)
    .max(SEGMENTATION_CREASE_ANGLE.max, `The crease angle must be at most ${SEGMENTATION_CREASE_ANGLE.max} degrees.`)
    .multipleOf(SEGMENTATION_CREASE_ANGLE.step, `The crease angle goes in steps of ${SEGMENTATION_CREASE_ANGLE.step} degrees.`)
    .default(SEGMENTATION_DEFAULTS.crease_angle),
});
export type SegmentationInput = z.infer<typeof segmentationInputSchema>;
/**
 * A run's options: the input without its asset, as a caller may give them (each may be left out for
 * its default). The engine takes them; an options panel holds them whole, `Required<SegmentationOptions>`.
 */
export type SegmentationOptions = Omit<z.input<typeof segmentationInputSchema>, 'asset'>;

export const segmentationPartSchema = z.object({
  /** File name without extension: `part-3`. */
  name: z.string(),
  /** Mesh parts: triangles and vertices of the part's GLB. */
  triangles: z.number().int().optional(),
  vertices: z.number().int().optional(),
  /** Mesh parts: surface area in the mesh's units squared, caps included. */
  area: z.number().optional(),
  /** Mesh parts: triangles added to close the cuts. */
  cap_triangles: z.number().int().optional(),
  /** Mesh parts: every edge shared by exactly two triangles. */
  closed: z.boolean().optional(),
  /** Mesh parts: the part's bounding box, in the mesh's coordinates. */
  bbox: z.object({ min: z.tuple([z.number(), z.number(), z.number()]), max: z.tuple([z.number(), z.number(), z.number()]) }).optional(),
  /** Image parts: pixels of the region, and the size of its cut-out PNG. */
  pixels: z.number().int().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** The part's colour in the preview, `#rrggbb`. */
  color: z.string(),
});
export type SegmentationPart = z.infer<typeof segmentationPartSchema>;

export const segmentationReportSchema = z.object({
  /** What was split: a mesh into closed meshes, or an image into cut-outs of its foreground. */
  kind: z.enum(['mesh', 'image']),
  granularity: z.enum(segmentationGranularities),
  /** Meshes: triangles of the input. */
  triangles_before: z.number().int().optional(),
  /** Images: the input's size in pixels (as segmented; very large images are read at 4096 px). */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** Pieces of the mesh that touch nothing else; of an image, separate foreground regions. */
  components: z.number().int(),
  parts: z.array(segmentationPartSchema),
  /** True when the first output is the colour-coded preview of every part; the parts follow in order. */
  preview: z.boolean(),
  time_ms: z.number(),
});
export type SegmentationReport = z.infer<typeof segmentationReportSchema>;

export const segmentationTool = defineTool({
  id: 'segmentation',
  sessionType: 'segmentation',
  name: 'Segmentation',
  summary: 'Split a mesh into parts, or cut an image from its background.',
  costs: { run: 10 },
  pricing: 'per-run',
  inputAsset: 'asset',
  inputTypes: ['mesh', 'image'],
  sessionOutput: 'meshes',
  input: segmentationInputSchema,
  checkAgainstAsset: (_input, mesh) => {
    const triangles = mesh.data.triangle_count;
    if (typeof triangles !== 'number') return undefined;
    if (triangles < 2) return { field: 'input.asset', message: 'This mesh has a single triangle; there is nothing to split into parts.' };
    if (triangles <= SEGMENTATION_MAX_TRIANGLES) return undefined;
    return {
      field: 'input.asset',
      message: `The mesh has ${triangles.toLocaleString('en-US')} triangles; at most ${SEGMENTATION_MAX_TRIANGLES.toLocaleString('en-US')} can be segmented. Simplify it with retopology first.`,
    };
  },
  flags: () => [],
  pageFlags: [],
  report: segmentationReportSchema,
  // The preview comes first, so the result view shows every part in its colour.
  outputName: (sourceName, index, report) => {
    const part = report.preview ? index : index + 1;
    return part === 0 ? `${sourceName} (Parts, colour-coded)` : `${sourceName} (Part ${part} of ${report.parts.length})`;
  },
});
