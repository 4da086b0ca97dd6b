import {
  formatMillimetres,
  PRINT3D_DRAIN_HOLE,
  PRINT3D_FLAT_BASE,
  PRINT3D_LONGEST_SIDE,
  PRINT3D_MIN_WALL,
  PRINT3D_OVERHANG,
  PRINT3D_SCALE,
  PRINT3D_WALL,
  print3dInputSchema,
  type Print3dOptions as Print3dRunOptions,
  print3dTool,
} from '@facet/contract';
import { Print3dOptions, print3dReportRows } from '@facet/ui';
import { type ToolPage, ToolRoute } from './ToolRoute';

const ranges = {
  longest_side_mm: PRINT3D_LONGEST_SIDE,
  scale: PRINT3D_SCALE,
  wall_mm: PRINT3D_WALL,
  drain_hole_mm: PRINT3D_DRAIN_HOLE,
  flat_base_mm: PRINT3D_FLAT_BASE,
  min_wall_mm: PRINT3D_MIN_WALL,
  overhang_deg: PRINT3D_OVERHANG,
};

/** The longest side of a mesh's bounding box (metres) in millimetres at scale 1. */
function longestSideMm(asset: { data: Record<string, unknown> } | null | undefined): number | undefined {
  const bbox = asset?.data.bbox as { min?: number[]; max?: number[] } | undefined;
  if (!bbox?.min || !bbox.max) return undefined;
  return Math.max(...bbox.max.map((value, k) => value - (bbox.min![k] ?? 0))) * 1000;
}

/** `/dashboard/asset/tool/3d-printing`: the 3D-printing options on the shared tool page. */
export const print3dPage: ToolPage<typeof print3dTool, Required<Print3dRunOptions>> = {
  definition: print3dTool,
  // Every option's default, from the definition's schema.
  initialOptions: print3dInputSchema.omit({ mesh: true }).parse({}),
  renderOptions: (options, setOptions, run) => (
    <Print3dOptions settings={options} ranges={ranges} sourceLongestSideMm={longestSideMm(run.picked)} onChange={setOptions} />
  ),
  describe: (report) => ({
    rows: print3dReportRows(report),
    before: `Before · ${report.watertight_before ? 'watertight' : 'not watertight'}`,
    after: `After · ${report.watertight_after ? 'watertight' : 'not watertight'}, ${formatMillimetres(report.longest_side_mm)}`,
  }),
  inputHint: 'Pick a mesh',
};

export function Print3dRoute() {
  return <ToolRoute page={print3dPage} />;
}
