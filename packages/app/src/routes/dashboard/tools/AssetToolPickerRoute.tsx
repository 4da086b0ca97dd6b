import { type Asset, type AssetType, toolDefinitions, toolInfoOf, type UserProfile } from '@facet/contract';
import { errorText, toolAccessFor, useAsset, useAssetList, useUser } from '@facet/data';
import { AssetToolPickerScreen, RootLoadingView, type ToolChoice } from '@facet/ui';
import { useSearchParams } from 'react-router-dom';
import { toolHref, toolsTaking } from './toolLinks';

/** Every asset type some tool takes: the picker lists only assets a tool can run on. */
const inputTypes: AssetType[] = [...new Set(toolDefinitions.flatMap((definition) => definition.inputTypes))];

/** The tools that take `asset`, each opening its page with the asset picked; the ones the plan lacks name the plan that opens them. */
export function toolChoicesFor(user: UserProfile, asset: Asset): ToolChoice[] {
  return toolsTaking(asset.type).map((definition) => {
    const access = toolAccessFor(user, definition.id);
    return { tool: toolInfoOf(definition.id), href: toolHref(definition.id, { assetId: asset.id }), ...(access.state === 'locked' && { openedBy: access.openedBy }) };
  });
}

/** `/dashboard/asset/tool` [asset]: pick an asset (or arrive with one), see the tools that take it, open one. */
export function AssetToolPickerRoute() {
  const { user } = useUser();
  const [search, setSearch] = useSearchParams();
  const assetId = search.get('asset') ?? undefined;
  const candidates = useAssetList({ include_types: inputTypes }, 30);
  const { asset, error } = useAsset(assetId);
  if (!user) return <RootLoadingView />;
  const shown = asset && asset.type !== 'folder' ? asset : null;
  const isMissing = asset === null || asset?.type === 'folder';
  return (
    <AssetToolPickerScreen
      assets={candidates.isLoading ? undefined : candidates.assets}
      assetsError={errorText(candidates.error, 'Your assets could not be loaded.')}
      onRetryAssets={candidates.refresh}
      asset={shown}
      assetError={isMissing ? 'That asset was not found in your library. Pick one above.' : errorText(error, 'That asset could not be loaded. Pick one above.')}
      onPickAsset={(id) => setSearch({ asset: id }, { replace: true })}
      choices={shown ? toolChoicesFor(user, shown) : []}
    />
  );
}
