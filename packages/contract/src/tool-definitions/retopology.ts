/** Retopology: a lighter mesh at a target triangle count, with up to three LODs (PRODUCT.md). */
import { z } from 'zod';
import { defineTool, type IntegerOption } from './define-tool';

export const retopologyModes = ['swift', 'precision'] as const;
export type RetopologyMode = (typeof retopologyModes)[number];

/** `target_triangles`: below a tetrahedron nothing is left; above this it is not a retopology. */
export const RETOPOLOGY_TARGET: IntegerOption = { min: 4, max: 5_000_000, step: 1 };
/** `lods`: the first LOD and up to two more, each with half the triangles of the one before. */
export const RETOPOLOGY_LODS: IntegerOption = { min: 1, max: 3, step: 1 };

/** When no target is asked for: a tenth of the mesh, at least 100 and at most 250,000, never over half. */
const AUTO_SHARE = 0.1;
const AUTO_MIN = 100;
const AUTO_MAX = 250_000;
/** What the options panel offers before a mesh is picked. */
const TARGET_BEFORE_A_MESH = 1000;

/** The first LOD's triangles when none are asked for, from the input's triangle count. */
export function defaultTargetTriangles(sourceTriangles: number | undefined): number {
  if (sourceTriangles === undefined) return TARGET_BEFORE_A_MESH;
  return Math.min(Math.floor(sourceTriangles / 2), Math.max(AUTO_MIN, Math.min(AUTO_MAX, Math.round(sourceTriangles * AUTO_SHARE))));
}

/** The most triangles the first LOD may ask for: one fewer than the mesh, within the bounds. */
export function maxTargetTriangles(sourceTriangles: number | undefined): number {
  return sourceTriangles === undefined ? RETOPOLOGY_TARGET.max : Math.max(RETOPOLOGY_TARGET.min, Math.min(RETOPOLOGY_TARGET.max, sourceTriangles - 1));
}

export const retopologyInputSchema = z.object({
  mesh: z.uuid('An asset id is needed.'),
  /**
   * `swift`: simplification that keeps UV seams and the input's vertex attributes. `precision`:
   * attribute-aware simplification into even triangles, then paired into a quad-dominant mesh.
   */
  mode: z.enum(retopologyModes).default('swift'),
  /**
   * Triangles of the first LOD, counted as the scene draws them (a mesh placed twice counts twice),
   * below the input's; left out, defaultTargetTriangles of the input.
   */
  target_triangles: z
    .number()
    .int('Target triangles must be a whole number.')
    .min(RETOPOLOGY_TARGET.min, `Target triangles must be at least ${RETOPOLOGY_TARGET.min}.`)
    .max(RETOPOLOGY_TARGET.max, `Target triangles must be at most ${RETOPOLOGY_TARGET.max.toLocaleString('en-US')}.`)
    .optional(),
  /** How many LODs to make; each after the first has half the triangles of the one before. */
  lods: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
});
export type RetopologyInput = z.infer<typeof retopologyInputSchema>;
/**
 * A run's options: the input without its mesh, as a caller may give them (each may be left out for
 * its default). The engine takes them; an options panel holds them whole, `Required<RetopologyOptions>`.
 */
export type RetopologyOptions = Omit<z.input<typeof retopologyInputSchema>, 'mesh'>;

export const retopologyLodSchema = z.object({
  /** File name without extension: `lod0`, `lod1`, `lod2`. */
  name: z.string(),
  triangles: z.number().int(),
  vertices: z.number().int(),
  /** Size of the GLB. */
  bytes: z.number().int(),
  /** Quads in this LOD (precision mode). */
  quads: z.number().int().optional(),
});
export type RetopologyLod = z.infer<typeof retopologyLodSchema>;

export const retopologyReportSchema = z.object({
  mode: z.enum(retopologyModes),
  triangles_before: z.number().int(),
  /** Triangles of the first LOD. */
  triangles_after: z.number().int(),
  lods: z.array(retopologyLodSchema),
  /** Quads of the first LOD (precision mode), each made of two of its triangles. */
  quads: z.number().int().optional(),
  /** Triangles of the first LOD that are in no quad (precision mode). */
  triangles_unpaired: z.number().int().optional(),
  /** Share of the first LOD's faces that are quads, once pairs count as one face (precision mode). */
  quad_ratio: z.number().optional(),
  time_ms: z.number(),
});
export type RetopologyReport = z.infer<typeof retopologyReportSchema>;

/** Credits per run of each mode (PRODUCT.md, Tool costs). */
export const RETOPOLOGY_COSTS = { swift: 10, precision: 25 } as const;

export const retopologyTool = defineTool({
  id: 'retopology',
  sessionType: 'retopology',
  name: 'Retopology',
  summary: 'Rebuild a clean, lighter mesh with up to three LODs.',
  costs: RETOPOLOGY_COSTS,
  pricing: 'from',
  inputAsset: 'mesh',
  inputTypes: ['mesh'],
  sessionOutput: 'meshes',
  input: retopologyInputSchema,
  checkAgainstAsset: (input, mesh) => {
    const triangles = mesh.data.triangle_count;
    if (typeof triangles !== 'number' || input.target_triangles === undefined || input.target_triangles < triangles) return undefined;
    return { field: 'input.target_triangles', message: `The target must be below the mesh's ${triangles.toLocaleString('en-US')} triangles.` };
  },
  cost: (input) => RETOPOLOGY_COSTS[input.mode],
  flags: (input) => (input.mode === 'precision' ? ['can_access_retopo_precision'] : ['can_access_retopo_swift']),
  pageFlags: ['can_access_retopo_swift', 'can_access_retopo_precision'],
  report: retopologyReportSchema,
  // Files past the LODs: precision mode's first LOD as an OBJ that keeps its quads (glTF holds only triangles).
  outputName: (sourceName, index, report) =>
    index < report.lods.length ? `${sourceName} (retopology ${report.mode}, LOD${index})` : `${sourceName} (retopology ${report.mode}, LOD0 quads, OBJ)`,
});
