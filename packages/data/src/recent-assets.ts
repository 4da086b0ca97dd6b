import { useAssetList } from './asset-hooks';

/** How many of the newest assets the signed-in home shows. */
export const RECENT_ASSETS_COUNT = 12;

/** The newest assets, not folders: `undefined` while the first page loads. */
export function useRecentAssets() {
  const list = useAssetList({ exclude_types: ['folder'] }, RECENT_ASSETS_COUNT);
  return {
    assets: list.isLoading ? undefined : list.assets.slice(0, RECENT_ASSETS_COUNT),
    error: list.error,
    refresh: list.refresh,
  };
}
