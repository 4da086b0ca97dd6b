import type { Asset } from '@facet/contract';
import { useEffect, useMemo } from 'react';
import { useAssetList } from './asset-hooks';

/** Folders are few next to assets, so the tree asks for big pages. */
const FOLDER_TREE_PAGE_SIZE = 100;
/** Deeper than any real tree: stops a walk up a parent chain that loops. */
const MAX_FOLDER_DEPTH = 100;

/**
 * Every folder of a library (`organizationId`'s, or the person's own), at any depth: for the
 * breadcrumbs and the move dialog. Folders are few next to assets, so all their pages are loaded.
 */
export function useFolderTree(organizationId: string | null = null) {
  const list = useAssetList({ include_types: ['folder'], organization_id: organizationId ?? undefined }, FOLDER_TREE_PAGE_SIZE);
  const { hasMore, isLoadingMore, loadMore } = list;
  useEffect(() => {
    if (hasMore && !isLoadingMore) loadMore();
  }, [hasMore, isLoadingMore, loadMore]);
  const byId = useMemo(() => new Map(list.assets.map((folder) => [folder.id, folder])), [list.assets]);
  return { folders: list.assets, byId, isComplete: !list.isLoading && !hasMore, error: list.error, retry: list.refresh };
}

export type FolderTree = ReturnType<typeof useFolderTree>;

/** The folders from the top level down to `folderId` (not included when unknown). */
export function folderPath(byId: ReadonlyMap<string, Asset>, folderId: string | null): Asset[] {
  const path: Asset[] = [];
  let current = folderId ? byId.get(folderId) : undefined;
  while (current && path.length < MAX_FOLDER_DEPTH) {
    path.unshift(current);
    current = current.parent_id ? byId.get(current.parent_id) : undefined;
  }
  return path;
}
