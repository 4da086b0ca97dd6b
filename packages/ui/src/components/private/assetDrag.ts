import type { Asset } from '@facet/contract';
import { isTextDropItem, type DropItem } from 'react-aria-components';

/**
 * The drag type of assets dragged inside Facet. Folder tiles and breadcrumbs accept only this, so
 * text or files dragged in from elsewhere never count as a move.
 */
export const ASSET_DRAG_TYPE = 'application/x-facet-asset-id';

/** What one dragged asset carries: its id, and its name for anything outside the page. */
export function assetDragItem(asset: Pick<Asset, 'id' | 'name'>): Record<string, string> {
  return { [ASSET_DRAG_TYPE]: asset.id, 'text/plain': asset.name };
}

/** The ids of the Facet assets in a drop, in drag order. */
export async function droppedAssetIds(items: readonly DropItem[]): Promise<string[]> {
  const texts = items.filter(isTextDropItem).filter((item) => item.types.has(ASSET_DRAG_TYPE));
  return Promise.all(texts.map((item) => item.getText(ASSET_DRAG_TYPE)));
}
