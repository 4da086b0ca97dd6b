import { ANIMATE_DEFAULTS, animateTool } from '@facet/contract';
import { AnimateOptions, type AnimateOptionsProps, animateCaptions, animateReportRows } from '@facet/ui';
import { type ToolPage, ToolRoute } from './ToolRoute';

type Options = AnimateOptionsProps['settings'];

/** `/dashboard/asset/tool/animate`: the animate options on the shared tool page. */
export const animatePage: ToolPage<typeof animateTool, Options> = {
  definition: animateTool,
  initialOptions: { ...ANIMATE_DEFAULTS },
  renderOptions: (options, setOptions) => <AnimateOptions settings={options} onChange={setOptions} />,
  describe: (report) => ({ rows: animateReportRows(report), ...animateCaptions(report) }),
  // A mesh over the triangle limit is refused by the server before charging; the button says so first.
  runDisabledReason: (options, run) => (run.picked ? animateTool.checkAgainstAsset?.({ mesh: run.picked.id, ...options }, run.picked)?.message : undefined),
  inputHint: 'Pick a mesh',
};

export function AnimateRoute() {
  return <ToolRoute page={animatePage} />;
}
