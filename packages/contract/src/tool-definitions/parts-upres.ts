/**
 * Parts upres (PRODUCT.md, other session types): a part mesh made finer and smoother, Loop
 * subdivision (each triangle into four, once or twice) then Taubin smoothing, which smooths without
 * the shrinking plain averaging brings. It has no page of its own: it is started from a part in the
 * segmentation tool's result, so it is not in the tool lists (`toolCatalogue`) but in
 * `pagelessToolDefinitions`, and runs as any tool does.
 */
import { z } from 'zod';
import { defineTool, type IntegerOption } from './define-tool';

/** How many times each triangle is split in four. */
export const PARTS_UPRES_LEVELS: IntegerOption = { min: 1, max: 2, step: 1 };
/** How much the subdivided surface is smoothed: 0 not at all, 1 the most (mapped to Taubin iterations). */
export const PARTS_UPRES_SMOOTHING = { min: 0, max: 1, step: 0.05 } as const;
/** The most triangles a part may have once subdivided (more is refused before anything is charged). */
export const PARTS_UPRES_MAX_TRIANGLES = 2_000_000;

export const PARTS_UPRES_DEFAULTS = { levels: 1, smoothing: 0.5 } as const;

export const partsUpresInputSchema = z.object({
  mesh: z.uuid('An asset id is needed.'),
  levels: z
    .number('Levels must be 1 or 2.')
    .int('Levels must be 1 or 2.')
    .min(PARTS_UPRES_LEVELS.min, 'Levels must be 1 or 2.')
    .max(PARTS_UPRES_LEVELS.max, 'Levels must be 1 or 2.')
    .default(PARTS_UPRES_DEFAULTS.levels),
  smoothing: z
    .number('Smoothing must be a number from 0 to 1.')
    .min(PARTS_UPRES_SMOOTHING.min, 'Smoothing must be at least 0.')
    .max(PARTS_UPRES_SMOOTHING.max, 'Smoothing must be at most 1.')
    .default(PARTS_UPRES_DEFAULTS.smoothing),
});
export type PartsUpresInput = z.infer<typeof partsUpresInputSchema>;
/** A run's options: the input without its asset, each optional for its default. */
export type PartsUpresOptions = Omit<z.input<typeof partsUpresInputSchema>, 'mesh'>;

/** Triangles a mesh of `triangles` has after `levels` subdivisions. */
export const upresTriangles = (triangles: number, levels: number): number => triangles * 4 ** levels;

export const partsUpresReportSchema = z.object({
  levels: z.number().int(),
  /** Taubin iterations run (each one a shrinking and an inflating pass). */
  smoothing_iterations: z.number().int(),
  triangles_before: z.number().int(),
  triangles_after: z.number().int(),
  vertices_after: z.number().int(),
  /** Every edge shared by exactly two triangles, after the run. */
  closed: z.boolean(),
  time_ms: z.number(),
});
export type PartsUpresReport = z.infer<typeof partsUpresReportSchema>;

export const partsUpresTool = defineTool({
  id: 'parts-upres',
  sessionType: 'parts_upres',
  name: 'Parts upres',
  summary: 'Make a part finer and smoother: subdivision, then smoothing.',
  costs: { run: 10 },
  pricing: 'per-run',
  inputAsset: 'mesh',
  inputTypes: ['mesh'],
  sessionOutput: 'mesh',
  input: partsUpresInputSchema,
  checkAgainstAsset: (input, mesh) => {
    const triangles = mesh.data.triangle_count;
    if (typeof triangles !== 'number') return undefined;
    const after = upresTriangles(triangles, input.levels);
    if (after <= PARTS_UPRES_MAX_TRIANGLES) return undefined;
    return {
      field: input.levels > 1 ? 'input.levels' : 'input.mesh',
      message: `Subdividing ${triangles.toLocaleString('en-US')} triangles ${input.levels === 1 ? 'once' : 'twice'} makes ${after.toLocaleString('en-US')}; at most ${PARTS_UPRES_MAX_TRIANGLES.toLocaleString('en-US')} can be made.${input.levels > 1 ? ' Try one level.' : ' Simplify it with retopology first.'}`,
    };
  },
  flags: () => [],
  pageFlags: [],
  report: partsUpresReportSchema,
  outputName: (sourceName) => `${sourceName} (upres)`,
});
