import { SPLAT_DEFAULTS, SPLAT_GAUSSIAN_COUNT, type SplatGenerationOptions as SplatGenerationRunOptions, splatGenerationTool } from '@facet/contract';
import { SplatGenerationOptions, splatGenerationCaptions, splatGenerationReportRows } from '@facet/ui';
import { type ToolPage, ToolRoute } from './ToolRoute';

/** `/dashboard/asset/tool/splat-gen`: the splat-generation options on the shared tool page. */
export const splatGenerationPage: ToolPage<typeof splatGenerationTool, Required<SplatGenerationRunOptions>> = {
  definition: splatGenerationTool,
  initialOptions: { ...SPLAT_DEFAULTS },
  renderOptions: (options, setOptions) => (
    <SplatGenerationOptions {...options} countRange={SPLAT_GAUSSIAN_COUNT} onChange={setOptions} />
  ),
  describe: (report) => ({ rows: splatGenerationReportRows(report), ...splatGenerationCaptions(report) }),
  inputHint: 'Pick a mesh',
};

export function SplatGenerationRoute() {
  return <ToolRoute page={splatGenerationPage} />;
}
