import { SEGMENTATION_CREASE_ANGLE, SEGMENTATION_DEFAULTS, SEGMENTATION_PART_RANGES, type SegmentationOptions as SegmentationRunOptions, segmentationTool } from '@facet/contract';
import { SegmentationOptions, segmentationCaptions, segmentationReportRows } from '@facet/ui';
import { PartsUpresList } from './PartsUpresList';
import { type ToolPage, ToolRoute } from './ToolRoute';

const trianglesOf = (asset: { data: Record<string, unknown> } | null | undefined) =>
  typeof asset?.data.triangle_count === 'number' ? asset.data.triangle_count : undefined;

/** `/dashboard/asset/tool/segmentation`: the segmentation options on the shared tool page. */
export const segmentationPage: ToolPage<typeof segmentationTool, Required<SegmentationRunOptions>> = {
  definition: segmentationTool,
  initialOptions: { ...SEGMENTATION_DEFAULTS },
  renderOptions: (options, setOptions, run) => (
    <SegmentationOptions
      {...options}
      partRanges={SEGMENTATION_PART_RANGES}
      creaseRange={SEGMENTATION_CREASE_ANGLE}
      sourceTriangles={trianglesOf(run.picked)}
      inputKind={run.picked?.type === 'image' ? 'image' : 'mesh'}
      onChange={setOptions}
    />
  ),
  describe: (report) => ({ rows: segmentationReportRows(report), ...segmentationCaptions(report) }),
  // Each part of a mesh can be made finer and smoother (parts upres, which has no page of its own).
  renderResult: (report, run) => <PartsUpresList report={report} run={run} />,
  inputHint: 'Pick a mesh or an image',
};

export function SegmentationRoute() {
  return <ToolRoute page={segmentationPage} />;
}
