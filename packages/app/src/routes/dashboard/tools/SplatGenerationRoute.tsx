import { SPLAT_DEFAULTS, SPLAT_GAUSSIAN_COUNT, splatGenerationTool } from '@facet/contract';
import { SplatGenerationOptions, splatGenerationCaptions, splatGenerationReportRows } from '@facet/ui';
import { type ToolPage, ToolRoute } from './ToolRoute';

type Options = { gaussian_count: number };

/** `/dashboard/asset/tool/splat-gen`: the splat-generation options on the shared tool page. */
export const splatGenerationPage: ToolPage<typeof splatGenerationTool, Options> = {
  definition: splatGenerationTool,
  initialOptions: { gaussian_count: SPLAT_DEFAULTS.gaussian_count },
  renderOptions: (options, setOptions) => (
    <SplatGenerationOptions
      gaussianCount={options.gaussian_count}
      countRange={SPLAT_GAUSSIAN_COUNT}
      onChange={(next) => setOptions({ gaussian_count: next.gaussianCount })}
    />
  ),
  describe: (report) => ({ rows: splatGenerationReportRows(report), ...splatGenerationCaptions(report) }),
  inputHint: 'Pick a mesh',
};

export function SplatGenerationRoute() {
  return <ToolRoute page={splatGenerationPage} />;
}
