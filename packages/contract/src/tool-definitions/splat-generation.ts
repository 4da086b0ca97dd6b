/**
 * Splat generation: a mesh turned into a 3D Gaussian splat by area-weighted sampling of its
 * surface, each gaussian coloured from the base-colour texture at its UV (else the vertex colour,
 * else the material's colour), flat along the surface and as wide as the spacing of the samples;
 * written as a `.ply` in the standard 3DGS layout and as a `.spz` (PRODUCT.md, Tools).
 */
import { z } from 'zod';
import { defineTool, type IntegerOption } from './define-tool';

/** `gaussian_count`: how many gaussians the splat holds. */
export const SPLAT_GAUSSIAN_COUNT: IntegerOption & { default: number } = { min: 10_000, max: 2_000_000, step: 10_000, default: 200_000 };

/** Spherical harmonics beyond the constant term are not made: a sampled surface has no view-dependent colour. */
export const SPLAT_SH_DEGREES = [0] as const;

export const SPLAT_DEFAULTS = { gaussian_count: SPLAT_GAUSSIAN_COUNT.default, sh_degree: 0 } as const;

export const splatGenerationInputSchema = z.object({
  mesh: z.uuid('An asset id is needed.'),
  /** Gaussians to make (SPLAT_GAUSSIAN_COUNT). */
  gaussian_count: z
    .number()
    .int('The gaussian count must be a whole number.')
    .min(SPLAT_GAUSSIAN_COUNT.min, `The gaussian count must be at least ${SPLAT_GAUSSIAN_COUNT.min.toLocaleString('en-US')}.`)
    .max(SPLAT_GAUSSIAN_COUNT.max, `The gaussian count must be at most ${SPLAT_GAUSSIAN_COUNT.max.toLocaleString('en-US')}.`)
    .multipleOf(SPLAT_GAUSSIAN_COUNT.step, `The gaussian count goes in steps of ${SPLAT_GAUSSIAN_COUNT.step.toLocaleString('en-US')}.`)
    .default(SPLAT_DEFAULTS.gaussian_count),
  /** Only 0: one colour per gaussian. */
  sh_degree: z.literal(0, 'Only spherical-harmonics degree 0 (one colour per gaussian) is made.').default(SPLAT_DEFAULTS.sh_degree),
});
export type SplatGenerationInput = z.infer<typeof splatGenerationInputSchema>;
/**
 * A run's options: the input without its mesh, as a caller may give them (each may be left out for
 * its default). The engine takes them; an options panel holds them whole, `Required<SplatGenerationOptions>`.
 */
export type SplatGenerationOptions = Omit<z.input<typeof splatGenerationInputSchema>, 'mesh'>;

export const splatFileFormats = ['ply', 'spz'] as const;

export const splatGenerationReportSchema = z.object({
  /** Gaussians in each file. */
  gaussians: z.number().int(),
  sh_degree: z.number().int(),
  /** Triangles of the mesh that were sampled (those with area). */
  triangles: z.number().int(),
  /** Total surface area sampled, in the mesh's units squared. */
  area: z.number(),
  /** Where the colours came from. */
  colour_source: z.enum(['texture', 'vertex', 'material']),
  /** Axis-aligned bounds of the gaussians' centres, in the mesh's coordinates. */
  bounds: z.object({ min: z.tuple([z.number(), z.number(), z.number()]), max: z.tuple([z.number(), z.number(), z.number()]) }),
  /** One entry per output file, in the order of the outputs. */
  files: z.array(z.object({ name: z.string(), format: z.enum(splatFileFormats), size_bytes: z.number().int() })),
  time_ms: z.number(),
});
export type SplatGenerationReport = z.infer<typeof splatGenerationReportSchema>;

/** "200k", "1.5M": a gaussian count as a person says it. */
export function formatGaussianCount(count: number): string {
  if (count >= 1_000_000) return `${Math.round(count / 100_000) / 10}M`;
  if (count >= 1_000) return `${Math.round(count / 1_000)}k`;
  return String(count);
}

export const splatGenerationTool = defineTool({
  id: 'splat-gen',
  sessionType: 'splat_generation',
  name: 'Splat generation',
  summary: 'Turn a mesh into a 3D Gaussian splat (.ply, .spz).',
  costs: { run: 15 },
  pricing: 'per-run',
  inputAsset: 'mesh',
  inputTypes: ['mesh'],
  sessionOutput: 'splats',
  input: splatGenerationInputSchema,
  flags: () => [],
  pageFlags: [],
  report: splatGenerationReportSchema,
  // The PLY first ("Chair (splat, 200k)"), then the compressed SPZ beside it.
  outputName: (sourceName, index, report) =>
    `${sourceName} (splat, ${formatGaussianCount(report.gaussians)}${report.files[index]?.format === 'spz' ? ', SPZ' : ''})`,
});
