import { defaultTargetTriangles, maxTargetTriangles, RETOPOLOGY_TARGET, retopologyModes, type RetopologyOptions as RetopologyRunOptions, retopologyTool } from '@facet/contract';
import { RetopologyOptions, retopologyReportRows } from '@facet/ui';
import { type ToolPage, ToolRoute } from './ToolRoute';

const trianglesOf = (asset: { data: Record<string, unknown> } | null | undefined) =>
  typeof asset?.data.triangle_count === 'number' ? asset.data.triangle_count : undefined;
const count = (value: number) => value.toLocaleString('en-US');

/** `/dashboard/asset/tool/retopology` [source_workflow]: the retopology options on the shared tool page. */
export const retopologyPage: ToolPage<typeof retopologyTool, Required<RetopologyRunOptions>> = {
  definition: retopologyTool,
  initialOptions: { mode: 'swift', target_triangles: defaultTargetTriangles(undefined), lods: 1 },
  optionsForAsset: (options, mesh) => ({ ...options, target_triangles: defaultTargetTriangles(trianglesOf(mesh)) }),
  renderOptions: (options, setOptions, run, upgrade) => (
    <RetopologyOptions
      {...options}
      lockedModes={retopologyModes.filter((mode) => !run.allows({ ...options, mode }))}
      sourceTriangles={trianglesOf(run.picked)}
      targetRange={{ min: RETOPOLOGY_TARGET.min, max: maxTargetTriangles(trianglesOf(run.picked)) }}
      modeCosts={{ swift: run.costWith({ ...options, mode: 'swift' }) ?? 0, precision: run.costWith({ ...options, mode: 'precision' }) ?? 0 }}
      onChange={setOptions}
      onUpgrade={upgrade}
    />
  ),
  describe: (report) => ({
    rows: retopologyReportRows(report),
    before: `Before · ${count(report.triangles_before)} triangles`,
    after: `After · ${count(report.triangles_after)} triangles`,
  }),
  runDisabledReason: (options, run) => {
    const source = trianglesOf(run.picked);
    return source !== undefined && options.target_triangles >= source ? 'Choose fewer triangles than the mesh has.' : undefined;
  },
  inputHint: 'Pick a mesh',
};

export function RetopologyRoute() {
  return <ToolRoute page={retopologyPage} />;
}
