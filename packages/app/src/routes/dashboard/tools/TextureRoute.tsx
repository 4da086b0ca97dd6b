import { TEXTURE_DEFAULTS, TEXTURE_TILES, textureTool } from '@facet/contract';
import { errorText, useAsset, useAssetList } from '@facet/data';
import { TextureOptions, type TextureOptionsProps, textureCaptions, textureReportRows } from '@facet/ui';
import { type ToolPage, ToolRoute } from './ToolRoute';

type Options = TextureOptionsProps['settings'];

/** The reference images a person can pick, as many as the input picker offers. */
const REFERENCE_PAGE = 30;

/** The texture options with the library's images to pick a reference from. */
function TextureOptionsPanel({ options, setOptions }: { options: Options; setOptions(next: Options): void }) {
  const images = useAssetList({ include_types: ['image'] }, REFERENCE_PAGE);
  const { asset: image } = useAsset(options.image);
  return (
    <TextureOptions
      settings={options}
      referenceImage={image ?? null}
      referenceCandidates={images.isLoading ? undefined : images.assets}
      referenceError={errorText(images.error, 'Your images could not be loaded.')}
      onRetryReferences={images.refresh}
      tilesRange={TEXTURE_TILES}
      onChange={setOptions}
    />
  );
}

/** `/dashboard/asset/tool/texture`: the texture options on the shared tool page. */
export const texturePage: ToolPage<typeof textureTool, Options> = {
  definition: textureTool,
  initialOptions: { ...TEXTURE_DEFAULTS },
  renderOptions: (options, setOptions) => <TextureOptionsPanel options={options} setOptions={setOptions} />,
  describe: (report) => ({ rows: textureReportRows(report), ...textureCaptions(report) }),
  inputHint: 'Pick a mesh',
};

export function TextureRoute() {
  return <ToolRoute page={texturePage} />;
}
