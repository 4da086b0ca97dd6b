/**
 * Retexturing: a mesh's base colour recoloured and its finish changed, its geometry and UVs kept
 * (PRODUCT.md, Tools). The colours move toward those of a reference image or a palette of hex
 * colours (Reinhard-style colour transfer: each Lab channel's mean and spread matched, as far as
 * `strength` says), on its base-colour texture when it has one, else its vertex colours or its
 * material's colour. A PBR preset sets metallic and roughness and adds a tiling normal map made for
 * it (grain for wood, pits for stone, a weave for fabric); `none` keeps the material's own.
 */
import { z } from 'zod';
import { defineTool } from './define-tool';
import { MATERIAL_FINISHES } from './inputs';

/** Physically based finishes: metallic and roughness factors; `none` keeps the mesh's own (and its normal map). */
export const RETEXTURING_PRESETS = {
  none: { label: 'None', metallic: null, roughness: null },
  // The shared finishes, metal first as this tool lists them.
  metal: MATERIAL_FINISHES.metal,
  plastic: MATERIAL_FINISHES.plastic,
  wood: MATERIAL_FINISHES.wood,
  stone: MATERIAL_FINISHES.stone,
  ceramic: MATERIAL_FINISHES.ceramic,
  fabric: MATERIAL_FINISHES.fabric,
} as const satisfies Record<string, { label: string; metallic: number | null; roughness: number | null }>;
export type RetexturingPreset = keyof typeof RETEXTURING_PRESETS;
export const retexturingPresets = Object.keys(RETEXTURING_PRESETS) as [RetexturingPreset, ...RetexturingPreset[]];

/** How far the colours move toward the reference's: 0 keeps them, 1 matches its mean and spread. */
export const RETEXTURING_STRENGTH = { min: 0, max: 1, step: 0.05 } as const;
/** The most colours a palette may hold. */
export const RETEXTURING_PALETTE_MAX = 8;
/** A colour as `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export const RETEXTURING_DEFAULTS = {
  palette: [] as string[],
  strength: 1,
  // A start with the mesh alone gives it a plastic finish: there is always something to change.
  preset: 'plastic',
} as const satisfies { palette: string[]; strength: number; preset: RetexturingPreset };

export const retexturingInputSchema = z
  .object({
    mesh: z.uuid('An asset id is needed.'),
    /** The reference image whose colours the mesh takes; or a palette, not both. */
    image: z.uuid('The reference image must be an asset id.').optional(),
    palette: z
      .array(z.string().regex(HEX_COLOUR, 'Palette colours are hex colours such as #a0522d.'), 'The palette must be a list of hex colours.')
      .max(RETEXTURING_PALETTE_MAX, `A palette holds at most ${RETEXTURING_PALETTE_MAX} colours.`)
      .default(RETEXTURING_DEFAULTS.palette),
    strength: z
      .number('Strength must be a number from 0 to 1.')
      .min(RETEXTURING_STRENGTH.min, 'Strength must be at least 0.')
      .max(RETEXTURING_STRENGTH.max, 'Strength must be at most 1.')
      .default(RETEXTURING_DEFAULTS.strength),
    preset: z
      .enum(retexturingPresets, `The preset must be one of ${retexturingPresets.join(', ')}.`)
      .default(RETEXTURING_DEFAULTS.preset),
  })
  .superRefine((input, context) => {
    if (input.image && input.palette.length > 0) {
      context.addIssue({ code: 'custom', path: ['palette'], message: 'Give a reference image or a palette, not both.' });
    }
    if (!input.image && input.palette.length === 0 && input.preset === 'none') {
      context.addIssue({ code: 'custom', path: ['preset'], message: 'Nothing to change: pick a reference image, a palette or a material preset.' });
    }
  });
export type RetexturingInput = z.infer<typeof retexturingInputSchema>;
/**
 * A run's options: the input without its assets (the mesh, and the reference image, which the engine
 * takes as bytes of its own), each optional. The engine takes them; the options panel holds them
 * whole, `Required<RetexturingOptions>`, with the image beside.
 */
export type RetexturingOptions = Omit<z.input<typeof retexturingInputSchema>, 'mesh' | 'image'>;

export const retexturingReportSchema = z.object({
  /** Triangles and vertices, as they were: the geometry is kept. */
  triangles: z.number().int(),
  vertices: z.number().int(),
  /** Where the new colours came from (`none`: only the finish changed). */
  colour_source: z.enum(['image', 'palette', 'none']),
  /** What was recoloured: the base-colour textures, the vertex colours or the material colours. */
  recoloured: z.enum(['texture', 'vertex', 'material', 'none']),
  strength: z.number(),
  /** The mean base colour before and after, as #rrggbb, and the reference's. */
  mean_before: z.string(),
  mean_after: z.string(),
  mean_reference: z.string().optional(),
  preset: z.enum(retexturingPresets),
  /** The preset's factors; null when the materials keep their own. */
  metallic: z.number().nullable(),
  roughness: z.number().nullable(),
  /** Whether the preset's normal map was added (a mesh without UVs cannot carry one). */
  normal_map: z.boolean(),
  materials: z.number().int(),
  textures: z.number().int(),
  size_bytes: z.number().int(),
  time_ms: z.number(),
});
export type RetexturingReport = z.infer<typeof retexturingReportSchema>;

export const retexturingTool = defineTool({
  id: 'retexturing',
  sessionType: 'retexturing',
  name: 'Retexturing',
  summary: 'Recolour materials from a reference image or a PBR preset.',
  costs: { run: 20 },
  pricing: 'per-run',
  inputAsset: 'mesh',
  inputTypes: ['mesh'],
  references: [{ key: 'image', types: ['image'], label: 'reference image' }],
  sessionOutput: 'meshes',
  input: retexturingInputSchema,
  flags: () => ['can_access_retexturing'],
  pageFlags: ['can_access_retexturing'],
  desktopOnly: true,
  report: retexturingReportSchema,
  outputName: (sourceName, _index, report) =>
    report.preset === 'none' ? `${sourceName} (retextured)` : `${sourceName} (retextured, ${RETEXTURING_PRESETS[report.preset].label.toLowerCase()})`,
});
