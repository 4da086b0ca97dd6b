/**
 * Texture: a mesh given a base-colour texture. The mesh is UV-unwrapped when it has no usable UVs
 * (its own are kept when they are), the reference image is projected on it (from the front, planar
 * along its broadest side, or triplanar), the colours are baked into a 1K, 2K or 4K texture, and a
 * PBR preset sets how metallic and rough it looks; out comes a textured GLB (PRODUCT.md, Tools).
 * With no reference image, the mesh's own colours (texture, vertex colours or material) are baked.
 */
import { z } from 'zod';
import { defineTool, type IntegerOption } from './define-tool';
import { MATERIAL_FINISHES } from './inputs';

export const textureProjections = ['front', 'planar', 'triplanar'] as const;
export type TextureProjection = (typeof textureProjections)[number];

export const textureResolutions = [1024, 2048, 4096] as const;
export type TextureResolution = (typeof textureResolutions)[number];

/** Physically based looks, each a metallic and a roughness factor; `original` keeps the mesh's own. */
export const TEXTURE_PRESETS = {
  original: { label: 'Original', metallic: null, roughness: null },
  ...MATERIAL_FINISHES,
} as const satisfies Record<string, { label: string; metallic: number | null; roughness: number | null }>;
export type TexturePreset = keyof typeof TEXTURE_PRESETS;
export const texturePresets = Object.keys(TEXTURE_PRESETS) as [TexturePreset, ...TexturePreset[]];

/** `tiles`: how many times a planar or triplanar image repeats along the mesh's longest side. */
export const TEXTURE_TILES: IntegerOption = { min: 1, max: 16, step: 1 };
/** The most triangles a mesh may have to be textured (more is refused before anything is charged). */
export const TEXTURE_MAX_TRIANGLES = 1_000_000;

export const TEXTURE_DEFAULTS = {
  projection: 'front',
  resolution: 2048,
  preset: 'original',
  tiles: 1,
  keep_uvs: true,
} as const;

export const textureInputSchema = z.object({
  mesh: z.uuid('An asset id is needed.'),
  /** The reference image; without one the mesh's own colours are baked. */
  image: z.uuid('The reference image must be an asset id.').optional(),
  projection: z.enum(textureProjections, 'Projection must be front, planar or triplanar.').default(TEXTURE_DEFAULTS.projection),
  resolution: z
    .literal(textureResolutions, 'The texture size must be 1024, 2048 or 4096 pixels.')
    .default(TEXTURE_DEFAULTS.resolution),
  preset: z.enum(texturePresets, `The preset must be one of ${texturePresets.join(', ')}.`).default(TEXTURE_DEFAULTS.preset),
  tiles: z
    .number()
    .int('Tiles must be a whole number.')
    .min(TEXTURE_TILES.min, `Tiles must be at least ${TEXTURE_TILES.min}.`)
    .max(TEXTURE_TILES.max, `Tiles must be at most ${TEXTURE_TILES.max}.`)
    .default(TEXTURE_DEFAULTS.tiles),
  /** Keep the mesh's own UVs when they are usable (inside the square, not overlapping). */
  keep_uvs: z.boolean('Keep UVs must be true or false.').default(TEXTURE_DEFAULTS.keep_uvs),
});
export type TextureInput = z.infer<typeof textureInputSchema>;
/**
 * A run's options: the input without its assets (the mesh, and the reference image, which the engine
 * takes as bytes of its own), as a caller may give them (each may be left out for its default). The
 * engine takes them; an options panel holds them whole, `Required<TextureOptions>`, with the image beside.
 */
export type TextureOptions = Omit<z.input<typeof textureInputSchema>, 'mesh' | 'image'>;

export const textureReportSchema = z.object({
  /** Triangles and vertices of the textured mesh (vertices split along chart seams). */
  triangles: z.number().int(),
  vertices: z.number().int(),
  /** Whether the mesh's own UVs were kept or new ones unwrapped, and why when it had some. */
  uv_source: z.enum(['kept', 'unwrapped']),
  uv_note: z.string().optional(),
  /** Charts of the UV atlas (islands of connected faces). */
  charts: z.number().int(),
  /** Share of the texture the mesh's faces cover (0-1). */
  uv_coverage: z.number(),
  /** Area-weighted UV stretch: 1 keeps the surface's proportions, more is stretched. */
  stretch: z.number(),
  resolution: z.number().int(),
  projection: z.enum(textureProjections),
  /** Where the baked colours came from. */
  colour_source: z.enum(['image', 'texture', 'vertex', 'material']),
  preset: z.enum(texturePresets),
  metallic: z.number(),
  roughness: z.number(),
  /** The GLB's size, and the texture's encoded size inside it. */
  size_bytes: z.number().int(),
  texture_bytes: z.number().int(),
  unwrap_ms: z.number(),
  bake_ms: z.number(),
  time_ms: z.number(),
});
export type TextureReport = z.infer<typeof textureReportSchema>;

/** "1K", "2K", "4K": a texture size as artists say it. */
export const textureSizeLabel = (size: number) => `${Math.round(size / 1024)}K`;

export const textureTool = defineTool({
  id: 'texture',
  sessionType: 'texture',
  name: 'Texture',
  summary: 'Paint a mesh from a reference image and bake a base-colour texture.',
  costs: { run: 20 },
  pricing: 'per-run',
  inputAsset: 'mesh',
  inputTypes: ['mesh'],
  references: [{ key: 'image', types: ['image'], label: 'reference image' }],
  sessionOutput: 'meshes',
  input: textureInputSchema,
  checkAgainstAsset: (_input, mesh) => {
    const triangles = mesh.data.triangle_count;
    if (typeof triangles !== 'number' || triangles <= TEXTURE_MAX_TRIANGLES) return undefined;
    return {
      field: 'input.mesh',
      message: `The mesh has ${triangles.toLocaleString('en-US')} triangles; at most ${TEXTURE_MAX_TRIANGLES.toLocaleString('en-US')} can be textured. Simplify it with retopology first.`,
    };
  },
  flags: () => [],
  pageFlags: [],
  report: textureReportSchema,
  outputName: (sourceName, _index, report) => `${sourceName} (textured, ${textureSizeLabel(report.resolution)})`,
});
