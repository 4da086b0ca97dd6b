/** A 3D-printing report and settings for the stories: the armchair made printable at 120 mm. */
import {
  PRINT3D_DRAIN_HOLE,
  PRINT3D_FLAT_BASE,
  PRINT3D_LONGEST_SIDE,
  PRINT3D_MIN_WALL,
  PRINT3D_OVERHANG,
  PRINT3D_SCALE,
  PRINT3D_WALL,
  type Print3dOptions as Print3dRunOptions,
  type Print3dReport,
} from '@facet/contract';
import type { Print3dOptionsProps } from './Print3dOptions';

export const print3dRanges: Print3dOptionsProps['ranges'] = {
  longest_side_mm: PRINT3D_LONGEST_SIDE,
  scale: PRINT3D_SCALE,
  wall_mm: PRINT3D_WALL,
  drain_hole_mm: PRINT3D_DRAIN_HOLE,
  flat_base_mm: PRINT3D_FLAT_BASE,
  min_wall_mm: PRINT3D_MIN_WALL,
  overhang_deg: PRINT3D_OVERHANG,
};

export const defaultPrint3dSettings: Required<Print3dRunOptions> = {
  size_mode: 'longest_side',
  longest_side_mm: 120,
  scale: 1,
  orient_flat: true,
  hollow: false,
  wall_mm: PRINT3D_WALL.default,
  drain_hole_mm: PRINT3D_DRAIN_HOLE.default,
  flat_base_mm: 0,
  min_wall_mm: PRINT3D_MIN_WALL.default,
  overhang_deg: PRINT3D_OVERHANG.default,
};

export const armchairPrintReport: Print3dReport = {
  watertight_before: false,
  watertight_after: true,
  checks_before: { non_manifold_edges: 148, degenerate_faces: 12, loose_parts: 3, self_intersections: 14, thin_faces: 420, overhang_faces: 2210 },
  checks_after: { non_manifold_edges: 0, degenerate_faces: 0, loose_parts: 0, self_intersections: 0, thin_faces: 36, overhang_faces: 1874 },
  repairs: { welded_vertices: 24105, removed_degenerate_faces: 12, filled_holes: 4, flipped_faces: 96, removed_parts: 1 },
  longest_side_mm: 120,
  bbox_mm: [94.2, 88.6, 120],
  volume_cm3: 214.37,
  area_cm2: 612.4,
  hollowed: true,
  grams_pla: 121.6,
  grams_resin: 235.8,
  print_minutes: 517,
  triangles: 48986,
  files: [
    { name: 'print.stl', format: 'stl', bytes: 2449384 },
    { name: 'print.3mf', format: '3mf', bytes: 1021120 },
  ],
  time_ms: 1460,
};
