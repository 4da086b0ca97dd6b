/**
 * Animate: a mesh rigged, skinned and given procedural clips, out as one skinned, animated GLB
 * (PRODUCT.md, Tools). The rig follows the mesh's principal axes: a mesh shaped like a person (two
 * separate legs in its lower part, arms wider than its body, a narrower head on top) gets a biped
 * skeleton placed from its shape, with bones named after a preset (Mixamo, Unity, Unreal or VRM);
 * any other mesh gets a chain of bones along its longest axis. Each vertex is bound to at most four
 * bones, its weights summing to one. The clips (idle, walk for bipeds, bounce, spin and wave) are
 * all in the one file, in place or moving forward.
 */
import { z } from 'zod';
import { defineTool } from './define-tool';

export const animateRigs = ['auto', 'biped', 'chain'] as const;
export type AnimateRig = (typeof animateRigs)[number];

/** Bone-naming presets, each with the name its hips bone gets (e.g. "mixamorig:Hips"). */
export const ANIMATE_PRESETS = {
  mixamo: { label: 'Mixamo', hips: 'mixamorig:Hips' },
  unity: { label: 'Unity', hips: 'Hips' },
  unreal: { label: 'Unreal', hips: 'pelvis' },
  vrm: { label: 'VRM', hips: 'hips' },
} as const satisfies Record<string, { label: string; hips: string }>;
export type AnimatePreset = keyof typeof ANIMATE_PRESETS;
export const animatePresets = Object.keys(ANIMATE_PRESETS) as [AnimatePreset, ...AnimatePreset[]];

export const animateMotions = ['in_place', 'moving'] as const;
export type AnimateMotion = (typeof animateMotions)[number];

/** Every clip the tool makes; walk only for bipeds. */
export const animateClips = ['idle', 'walk', 'bounce', 'spin', 'wave'] as const;
export type AnimateClip = (typeof animateClips)[number];

/** The most triangles a mesh may have to be animated (more is refused before anything is charged). */
export const ANIMATE_MAX_TRIANGLES = 300_000;
/** The most influences (bones) each vertex is bound to. */
export const ANIMATE_MAX_INFLUENCES = 4;

export const ANIMATE_DEFAULTS = {
  rig: 'auto',
  preset: 'mixamo',
  motion: 'in_place',
} as const satisfies { rig: AnimateRig; preset: AnimatePreset; motion: AnimateMotion };

export const animateInputSchema = z.object({
  mesh: z.uuid('An asset id is needed.'),
  /** `auto` picks a biped for a mesh shaped like a person, else a chain; `biped` refuses any other mesh. */
  rig: z.enum(animateRigs, 'The rig must be auto, biped or chain.').default(ANIMATE_DEFAULTS.rig),
  preset: z.enum(animatePresets, `The bone names must be one of ${animatePresets.join(', ')}.`).default(ANIMATE_DEFAULTS.preset),
  /** `moving`: walk and bounce carry the model forward (root motion); `in_place` keeps it on the spot. */
  motion: z.enum(animateMotions, 'Motion must be in_place or moving.').default(ANIMATE_DEFAULTS.motion),
});
export type AnimateInput = z.infer<typeof animateInputSchema>;
/** A run's options: the input without its mesh, each optional (the engine fills in the defaults). */
export type AnimateOptions = Omit<z.input<typeof animateInputSchema>, 'mesh'>;

export const animateReportSchema = z.object({
  triangles: z.number().int(),
  vertices: z.number().int(),
  /** What was asked for, and the skeleton made. */
  rig: z.enum(animateRigs),
  skeleton: z.enum(['biped', 'chain']),
  /** Why `auto` made a chain: what the mesh lacks to be a humanoid. */
  humanoid_note: z.string().optional(),
  bones: z.number().int(),
  /** The root bone's name under the preset (for a biped, its hips). */
  root_bone: z.string(),
  preset: z.enum(animatePresets),
  motion: z.enum(animateMotions),
  /** Each clip in the file, with its length in seconds. */
  clips: z.array(z.object({ name: z.enum(animateClips), duration_s: z.number() })),
  /** The most bones any vertex is bound to (at most four). */
  max_influences: z.number().int(),
  size_bytes: z.number().int(),
  rig_ms: z.number(),
  skin_ms: z.number(),
  time_ms: z.number(),
});
export type AnimateReport = z.infer<typeof animateReportSchema>;

export const animateTool = defineTool({
  id: 'animate',
  sessionType: 'animation',
  name: 'Animate',
  summary: 'Rig a mesh and bake idle, bounce, spin or wave clips.',
  costs: { run: 20 },
  pricing: 'per-run',
  inputAsset: 'mesh',
  inputTypes: ['mesh'],
  sessionOutput: 'meshes',
  input: animateInputSchema,
  checkAgainstAsset: (_input, mesh) => {
    const triangles = mesh.data.triangle_count;
    if (typeof triangles !== 'number' || triangles <= ANIMATE_MAX_TRIANGLES) return undefined;
    return {
      field: 'input.mesh',
      message: `The mesh has ${triangles.toLocaleString('en-US')} triangles; at most ${ANIMATE_MAX_TRIANGLES.toLocaleString('en-US')} can be animated. Simplify it with retopology first.`,
    };
  },
  flags: () => ['can_access_animate'],
  pageFlags: ['can_access_animate'],
  report: animateReportSchema,
  outputName: (sourceName, _index, report) => `${sourceName} (animated, ${report.skeleton})`,
});
