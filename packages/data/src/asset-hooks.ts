/**
 * Asset lists, detail and mutations. Every change, whether it comes from this tab's own mutation or
 * from the socket, goes through `applyAssetUpdate`, which merges it into every cached list, the detail
 * and session copies by the rules of `asset-merge.ts`.
 */
import { PAGE_SIZES, type Asset, type AssetListResponse, type MeshUnit, type ShowcaseResponse, type UpAxis } from '@facet/contract';
import { useCallback, useEffect, useMemo } from 'react';
// `unstableKey` gives the cache's own string for an array key.
import useSWR, { unstable_serialize as unstableKey, useSWRConfig, type Cache } from 'swr';
import useSWRInfinite, { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { mergeIntoDetail, mergeIntoList, type AssetListFilter, type AssetPages } from './asset-merge';
import {
  createFolder as createFolderCall,
  deleteAsset as deleteAssetCall,
  fetchAsset,
  fetchAssetPage,
  fetchShowcasePage,
  moveAssets as moveAssetsCall,
  setUnit as setUnitCall,
  setUpAxis as setUpAxisCall,
  updateAsset as updateAssetCall,
} from './assets';
import { assetKeys } from './keys';
import { queryStatus, withMutationRetry } from './swr-config';

type ScopedMutate = ReturnType<typeof useSWRConfig>['mutate'];

/**
 * A mounted asset list: the filter it was loaded with, how many hooks show it, and whether an update
 * came while it had no data yet (`missed`: it is read again once its first answer is in).
 */
interface MountedList {
  filter: AssetListFilter;
  users: number;
  missed: boolean;
}

/** The asset lists mounted on each cache. */
const listsByCache = new WeakMap<Cache, Map<string, MountedList>>();

function listsOf(cache: Cache): Map<string, MountedList> {
  let lists = listsByCache.get(cache);
  if (!lists) {
    lists = new Map();
    listsByCache.set(cache, lists);
  }
  return lists;
}

/** A stable, minimal filter: empty values dropped, so equal filters give equal keys. */
export function normalizeFilter(filter: AssetListFilter): AssetListFilter {
  const out: AssetListFilter = {};
  if (filter.parent_id) out.parent_id = filter.parent_id;
  if (filter.type) out.type = filter.type;
  if (filter.include_types?.length) out.include_types = [...filter.include_types].sort();
  if (filter.exclude_types?.length) out.exclude_types = [...filter.exclude_types].sort();
  if (filter.q?.trim()) out.q = filter.q.trim();
  if (filter.organization_id) out.organization_id = filter.organization_id;
  return out;
}

/** Merges one asset into every cached list, its detail and (later) the session copies. */
export function applyAssetUpdate(cache: Cache, mutate: ScopedMutate, asset: Asset): void {
  for (const [key, list] of listsOf(cache)) {
    // A list still loading has nothing to merge into, and a change now would make SWR drop the answer
    // on its way (a folder opened as any asset changed stayed empty): it is read again once loaded.
    if (cache.get(key)?.data === undefined) {
      list.missed = true;
      continue;
    }
    const { filter } = list;
    void mutate(key, (pages: AssetPages | undefined) => mergeIntoList(pages, filter, asset) as AssetListResponse[] | undefined, {
      revalidate: false,
    });
  }
  void mutate(assetKeys.detail(asset.id), (current: Asset | null | undefined) => mergeIntoDetail(current, asset), { revalidate: false });
}

/** Re-reads every mounted list: after a failed optimistic change, the server's word wins. */
function revalidateLists(cache: Cache, mutate: ScopedMutate): void {
  for (const key of listsOf(cache).keys()) void mutate(key);
}

/** A paged asset list (SPEC.md section 9 page sizes), merged live with every update. */
export function useAssetList(filter: AssetListFilter, pageSize: number = PAGE_SIZES.assetList, enabled = true) {
  const { cache } = useSWRConfig();
  // Compared by value, so a filter object made anew on each render keeps the same key.
  const filterText = JSON.stringify(normalizeFilter(filter));
  const normalized = useMemo(() => JSON.parse(filterText) as AssetListFilter, [filterText]);
  const getKey = useCallback(
    (index: number, previous: AssetListResponse | null) => {
      if (!enabled) return null;
      if (previous && !previous.nextCursor) return null;
      return assetKeys.page(normalized, index === 0 ? undefined : (previous?.nextCursor ?? undefined));
    },
    [normalized, enabled],
  );
  const result = useSWRInfinite(getKey, ([, , cursor]) => fetchAssetPage(normalized, cursor || undefined, pageSize), {
    revalidateFirstPage: false,
  });

  const cacheKey = enabled ? serializeInfinite(getKey) : '';
  useEffect(() => {
    if (!cacheKey) return;
    const lists = listsOf(cache);
    const entry = lists.get(cacheKey) ?? { filter: normalized, users: 0, missed: false };
    entry.users += 1;
    lists.set(cacheKey, entry);
    return () => {
      entry.users -= 1;
      if (entry.users <= 0) lists.delete(cacheKey);
    };
  }, [cache, cacheKey, normalized]);

  // Updates that came while the list loaded may be newer than its first answer: read it once more.
  const loaded = result.data !== undefined;
  const { mutate: reload } = result;
  useEffect(() => {
    const entry = cacheKey ? listsOf(cache).get(cacheKey) : undefined;
    if (!loaded || !entry?.missed) return;
    entry.missed = false;
    void reload();
  }, [cache, cacheKey, loaded, reload]);

  const pages = result.data ?? [];
  const assets = pages.flatMap((page) => page.items);
  const last = pages[pages.length - 1];
  const hasMore = last ? last.nextCursor !== null : false;
  const isLoadingMore = result.isValidating && result.size > pages.length;
  return {
    assets,
    hasMore,
    isLoading: result.isLoading,
    isLoadingMore,
    error: result.error as unknown,
    status: queryStatus(result),
    loadMore: () => {
      if (hasMore && !isLoadingMore) void result.setSize(result.size + 1);
    },
    refresh: () => void result.mutate(),
  };
}

/** The folders inside `parentId` (`root` for the top level) of a library (`organizationId`, or the person's own), 20 a page. */
export function useFolderList(parentId: string, enabled = true, organizationId: string | null = null) {
  return useAssetList({ parent_id: parentId, include_types: ['folder'], organization_id: organizationId ?? undefined }, PAGE_SIZES.folderList, enabled);
}

export function useAsset(id: string | undefined) {
  const result = useSWR(id ? assetKeys.detail(id) : null, ([, assetId]) => fetchAsset(assetId));
  return {
    /** `null` once the asset is deleted (in this tab or another). */
    asset: result.data,
    error: result.error as unknown,
    isLoading: result.isLoading,
    status: queryStatus(result),
    refresh: () => void result.mutate(),
  };
}

/** The public showcase (no sign-in), 50 a page. */
export function useShowcase() {
  const result = useSWRInfinite(
    (index: number, previous: ShowcaseResponse | null) =>
      previous && !previous.nextCursor ? null : assetKeys.showcasePage(index === 0 ? undefined : (previous?.nextCursor ?? undefined)),
    ([, cursor]) => fetchShowcasePage(cursor || undefined),
  );
  const pages = result.data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = last ? last.nextCursor !== null : false;
  return {
    assets: pages.flatMap((page) => page.items),
    hasMore,
    isLoading: result.isLoading,
    error: result.error as unknown,
    status: queryStatus(result),
    loadMore: () => {
      if (hasMore && !result.isValidating) void result.setSize(result.size + 1);
    },
  };
}

/**
 * Create, rename, move, delete and a change of up axis, each shown at once where it can be
 * (optimistic) and confirmed by the server's answer; a failure re-reads the lists and is thrown for
 * the screen to show.
 */
export function useAssetActions() {
  const { cache, mutate } = useSWRConfig();
  return useMemo(() => {
    const apply = (asset: Asset) => applyAssetUpdate(cache, mutate, asset);
    const undo = () => revalidateLists(cache, mutate);
    const run = async <T,>(optimistic: () => void, call: () => Promise<T>, confirm: (result: T) => void): Promise<T> => {
      optimistic();
      try {
        const result = await withMutationRetry(call);
        confirm(result);
        return result;
      } catch (error) {
        undo();
        throw error;
      }
    };
    const known = (id: string): Asset | undefined => {
      const detail = cache.get(unstableKey(assetKeys.detail(id)))?.data as Asset | null | undefined;
      if (detail) return detail;
      for (const key of listsOf(cache).keys()) {
        const pages = cache.get(key)?.data as AssetPages | undefined;
        const found = pages?.flatMap((page) => page.items).find((item) => item.id === id);
        if (found) return found;
      }
      return undefined;
    };

    return {
      /** At the top level of `organizationId`'s library when given; inside a folder, in the folder's library. */
      createFolder: (name: string, parentId: string | null, organizationId: string | null = null) =>
        run(
          () => undefined,
          () => createFolderCall({ name, parent_id: parentId, organization_id: parentId ? undefined : (organizationId ?? undefined) }),
          apply,
        ),
      rename: (id: string, name: string) =>
        run(
          () => {
            const current = known(id);
            if (current) apply({ ...current, name });
          },
          () => updateAssetCall(id, { name }),
          apply,
        ),
      move: (ids: readonly string[], parentId: string | null) =>
        run(
          () => {
            for (const id of ids) {
              const current = known(id);
              if (current) apply({ ...current, parent_id: parentId });
            }
          },
          () => moveAssetsCall({ asset_ids: [...ids], parent_id: parentId }),
          (result) => result.assets.forEach(apply),
        ),
      /** Nothing is shown before the answer: the new bounds, view file and preview come from the server. */
      setUpAxis: (id: string, upAxis: UpAxis) =>
        run(
          () => undefined,
          () => setUpAxisCall(id, { up_axis: upAxis }),
          apply,
        ),
      /** As `setUpAxis`: the new bounds, view file and preview come from the server. */
      setUnit: (id: string, unit: MeshUnit) =>
        run(
          () => undefined,
          () => setUnitCall(id, { unit }),
          apply,
        ),
      remove: (id: string) => {
        const current = known(id);
        return run(
          () => {
            if (current) apply({ ...current, is_deleted: true });
          },
          () => deleteAssetCall(id),
          () => {
            if (!current) undo();
          },
        );
      },
      /** For uploads and anything else that produced an asset outside these actions. */
      apply,
    };
  }, [cache, mutate]);
}
