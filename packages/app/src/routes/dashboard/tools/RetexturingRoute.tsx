import { RETEXTURING_DEFAULTS, RETEXTURING_STRENGTH, retexturingTool } from '@facet/contract';
import { errorText, useAsset, useAssetList } from '@facet/data';
import { RetexturingOptions, type RetexturingOptionsProps, retexturingCaptions, retexturingChangesSomething, retexturingReportRows } from '@facet/ui';
import { type ToolPage, ToolRoute } from './ToolRoute';

type Options = RetexturingOptionsProps['settings'];

/** The reference images a person can pick, as many as the input picker offers. */
const REFERENCE_PAGE = 30;

/** The retexturing options with the library's images to pick a reference from. */
function RetexturingOptionsPanel({ options, setOptions }: { options: Options; setOptions(next: Options): void }) {
  const images = useAssetList({ include_types: ['image'] }, REFERENCE_PAGE);
  const { asset: image } = useAsset(options.image);
  return (
    <RetexturingOptions
      settings={options}
      referenceImage={image ?? null}
      referenceCandidates={images.isLoading ? undefined : images.assets}
      referenceError={errorText(images.error, 'Your images could not be loaded.')}
      onRetryReferences={images.refresh}
      strengthRange={RETEXTURING_STRENGTH}
      onChange={setOptions}
    />
  );
}

/** `/dashboard/asset/tool/retexturing`: the retexturing options on the shared tool page. */
export const retexturingPage: ToolPage<typeof retexturingTool, Options> = {
  definition: retexturingTool,
  initialOptions: { ...RETEXTURING_DEFAULTS, palette: [] },
  renderOptions: (options, setOptions) => <RetexturingOptionsPanel options={options} setOptions={setOptions} />,
  describe: (report) => ({ rows: retexturingReportRows(report), ...retexturingCaptions(report) }),
  runDisabledReason: (options) => (retexturingChangesSomething(options) ? undefined : 'Pick a reference image, a palette or a finish.'),
  inputHint: 'Pick a mesh',
};

export function RetexturingRoute() {
  return <ToolRoute page={retexturingPage} />;
}
