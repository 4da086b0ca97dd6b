/**
 * 3D printing: checks a mesh as Blender's 3D-Print Toolbox does, repairs it into one closed solid,
 * sizes it in millimetres, optionally stands it on its flattest side, cuts a flat base and hollows
 * it with a drain hole, and writes STL and 3MF (PRODUCT.md, Tools).
 */
import { z } from 'zod';
import { defineTool } from './define-tool';

/** A number option: what a slider or field may offer, and what the server accepts. */
export interface NumberOption {
  min: number;
  max: number;
  step: number;
  default: number;
}

export const print3dSizeModes = ['longest_side', 'scale'] as const;
export type Print3dSizeMode = (typeof print3dSizeModes)[number];

/** `longest_side_mm`: the longest side of the bounding box after sizing, in millimetres. */
export const PRINT3D_LONGEST_SIDE: NumberOption = { min: 5, max: 1000, step: 1, default: 100 };
/** `scale`: millimetres per unit of the mesh's metres times 1000 (1 keeps a 1 m chair 1000 mm). */
export const PRINT3D_SCALE: NumberOption = { min: 0.001, max: 1000, step: 0.001, default: 1 };
/** `wall_mm`: wall thickness when hollowing. */
export const PRINT3D_WALL: NumberOption = { min: 0.8, max: 10, step: 0.1, default: 2 };
/** `drain_hole_mm`: diameter of the one drain hole through the bottom wall; 0 for none. */
export const PRINT3D_DRAIN_HOLE: NumberOption = { min: 0, max: 20, step: 0.5, default: 4 };
/** `flat_base_mm`: how much of the bottom to cut away so the model stands on a flat face; 0 for none. */
export const PRINT3D_FLAT_BASE: NumberOption = { min: 0, max: 20, step: 0.1, default: 0 };
/** `min_wall_mm`: walls thinner than this are counted by the thin-wall check. */
export const PRINT3D_MIN_WALL: NumberOption = { min: 0.1, max: 10, step: 0.1, default: 0.8 };
/** `overhang_deg`: faces leaning out further than this from vertical are counted as overhangs. */
export const PRINT3D_OVERHANG: NumberOption = { min: 0, max: 89, step: 1, default: 45 };

/** The most triangles a run takes; larger meshes are simplified with retopology first. */
export const PRINT3D_MAX_TRIANGLES = 3_000_000;

/** Material and printer figures the report's estimates use. */
export const PRINT3D_MATERIALS = {
  /** g/cm3 */
  plaDensity: 1.24,
  resinDensity: 1.1,
  /** Extrusion of a typical 0.4 mm nozzle FDM printer at 0.2 mm layers, mm3 per second. */
  fdmFlowMm3PerS: 8,
  /** Infill of the solid inside, as slicers default (walls are counted whole). */
  fdmInfill: 0.15,
  /** A perimeter shell of this thickness is printed solid. */
  fdmShellMm: 1.2,
} as const;

const numberOption = (label: string, option: NumberOption) =>
  z
    .number(`${label} must be a number.`)
    .min(option.min, `${label} must be at least ${option.min}.`)
    .max(option.max, `${label} must be at most ${option.max}.`)
    .default(option.default);

export const print3dInputSchema = z.object({
  mesh: z.uuid('An asset id is needed.'),
  size_mode: z.enum(print3dSizeModes).default('longest_side'),
  longest_side_mm: numberOption('The longest side', PRINT3D_LONGEST_SIDE),
  scale: numberOption('The scale', PRINT3D_SCALE),
  orient_flat: z.boolean().default(true),
  hollow: z.boolean().default(false),
  wall_mm: numberOption('The wall thickness', PRINT3D_WALL),
  drain_hole_mm: numberOption('The drain hole', PRINT3D_DRAIN_HOLE),
  flat_base_mm: numberOption('The flat base cut', PRINT3D_FLAT_BASE),
  min_wall_mm: numberOption('The minimum wall', PRINT3D_MIN_WALL),
  overhang_deg: numberOption('The overhang angle', PRINT3D_OVERHANG),
});
export type Print3dInput = z.infer<typeof print3dInputSchema>;
/**
 * A run's options: the input without its mesh, as a caller may give them (each may be left out for
 * its default). The engine takes them; an options panel holds them whole, `Required<Print3dOptions>`.
 */
export type Print3dOptions = Omit<z.input<typeof print3dInputSchema>, 'mesh'>;

/** What the checks count, before repair and on the part that is written. */
export const print3dChecksSchema = z.object({
  /** Edges not shared by exactly two faces (open or with three and more faces). */
  non_manifold_edges: z.number().int(),
  /** Faces with (almost) no area. */
  degenerate_faces: z.number().int(),
  /** Separate pieces besides the largest one. */
  loose_parts: z.number().int(),
  /** Pairs of faces that cross each other; null when the mesh was too large to check. */
  self_intersections: z.number().int().nullable(),
  /** Faces where the solid is thinner than the minimum wall. */
  thin_faces: z.number().int(),
  /** Faces facing down more steeply than the overhang angle (the bed excluded). */
  overhang_faces: z.number().int(),
});
export type Print3dChecks = z.infer<typeof print3dChecksSchema>;

export const print3dReportSchema = z.object({
  watertight_before: z.boolean(),
  watertight_after: z.boolean(),
  checks_before: print3dChecksSchema,
  checks_after: print3dChecksSchema,
  /** What repair did. */
  repairs: z.object({
    welded_vertices: z.number().int(),
    removed_degenerate_faces: z.number().int(),
    filled_holes: z.number().int(),
    flipped_faces: z.number().int(),
    removed_parts: z.number().int(),
  }),
  /** Longest side in millimetres after sizing. */
  longest_side_mm: z.number(),
  /** Width, depth, height of the bounding box in millimetres (Z up, as printers use). */
  bbox_mm: z.tuple([z.number(), z.number(), z.number()]),
  volume_cm3: z.number(),
  area_cm2: z.number(),
  hollowed: z.boolean(),
  grams_pla: z.number(),
  grams_resin: z.number(),
  /** FDM print time estimate in minutes. */
  print_minutes: z.number(),
  triangles: z.number().int(),
  /** STL and 3MF, in that order. */
  files: z.array(z.object({ name: z.string(), format: z.enum(['stl', '3mf']), bytes: z.number().int() })),
  time_ms: z.number(),
});
export type Print3dReport = z.infer<typeof print3dReportSchema>;

/** "120 mm" from a length, rounded as a person says it. */
export const formatMillimetres = (mm: number) => `${mm >= 100 ? Math.round(mm) : Math.round(mm * 10) / 10} mm`;

export const print3dTool = defineTool({
  id: '3d-printing',
  sessionType: 'print_3d',
  name: '3D printing',
  summary: 'Make a mesh watertight, size it in mm and export STL or 3MF.',
  costs: { run: 10 },
  pricing: 'per-run',
  inputAsset: 'mesh',
  inputTypes: ['mesh'],
  sessionOutput: 'meshes',
  input: print3dInputSchema,
  checkAgainstAsset: (_input, mesh) => {
    const triangles = mesh.data.triangle_count;
    if (typeof triangles !== 'number' || triangles <= PRINT3D_MAX_TRIANGLES) return undefined;
    return {
      field: 'input.mesh',
      message: `The mesh has ${triangles.toLocaleString('en-US')} triangles; at most ${PRINT3D_MAX_TRIANGLES.toLocaleString('en-US')} can be prepared for printing. Simplify it with retopology first.`,
    };
  },
  flags: () => [],
  pageFlags: [],
  report: print3dReportSchema,
  outputName: (sourceName, index, report) =>
    `${sourceName} (printable, ${formatMillimetres(report.longest_side_mm)}${index === 0 ? '' : `, ${(report.files[index]?.format ?? '3mf').toUpperCase()}`})`,
});
