/**
 * The library's view as its address holds it (`/dashboard/assets?folderId&q&type&reel`): read from and
 * written to `URLSearchParams`, so the router stays in app, which passes its search params in.
 */
import { fileAssetTypes, PAGE_SIZES, type Asset } from '@facet/contract';
import { useEffect, useMemo, useState } from 'react';
import { useAssetList, useFolderList } from './asset-hooks';
import type { AssetListFilter } from './asset-merge';

/** The search box answers every key; the URL (and the request) follows once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The `folderId` that shows the showcase instead of a folder. */
export const SHOWCASE_FOLDER_ID = 'showcase';

export type LibraryTypeFilter = (typeof fileAssetTypes)[number];

export interface LibraryParams {
  folderId: string | null;
  q: string;
  type: LibraryTypeFilter | null;
  /** The asset open in the reel overlay. */
  reel: string | null;
  /** A search or a type filter looks through every folder instead of one. */
  filtering: boolean;
}

export type LibraryParamChanges = Partial<Record<'folderId' | 'q' | 'type' | 'reel', string | null>>;

/** react-router's `setSearchParams` fits this shape. */
export type SetSearchParams = (update: (current: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => void;

const isTypeFilter = (value: string | null): value is LibraryTypeFilter =>
  value !== null && (fileAssetTypes as readonly string[]).includes(value);

export const isShowcaseView = (search: URLSearchParams): boolean => search.get('folderId') === SHOWCASE_FOLDER_ID;

export function readLibraryParams(search: URLSearchParams): LibraryParams {
  const q = search.get('q') ?? '';
  const typeParam = search.get('type');
  const type = isTypeFilter(typeParam) ? typeParam : null;
  return { folderId: search.get('folderId'), q, type, reel: search.get('reel'), filtering: q.trim() !== '' || type !== null };
}

/** A copy of `current` with each change set, or removed when it is empty. */
export function withLibraryParams(current: URLSearchParams, changes: LibraryParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Searching looks through every folder; browsing shows this folder's assets; both in one library (`organizationId`, or the person's own). */
export function libraryListQuery(
  { folderId, q, type, filtering }: LibraryParams,
  organizationId: string | null = null,
): { filter: AssetListFilter; pageSize: number } {
  const organization_id = organizationId ?? undefined;
  return filtering
    ? { filter: { q, type: type ?? undefined, exclude_types: ['folder'], organization_id }, pageSize: PAGE_SIZES.browsing }
    : { filter: { parent_id: folderId ?? 'root', exclude_types: ['folder'], organization_id }, pageSize: PAGE_SIZES.assetList };
}

/** Names the view a selection was made in: a new folder or search starts with none. */
export const libraryViewKey = ({ folderId, q, type }: LibraryParams): string => `${folderId ?? ''}|${q}|${type ?? ''}`;

/** The library's address state with the search box's draft, and the changes the screen makes to it. */
export function useLibraryParams(search: URLSearchParams, setSearch: SetSearchParams) {
  const params = readLibraryParams(search);
  const { q } = params;
  const update = (changes: LibraryParamChanges) => setSearch((current) => withLibraryParams(current, changes), { replace: true });

  // A draft belongs to the `q` it was typed over, so a changed URL (back button, folder change) replaces it.
  const [draft, setDraft] = useState({ base: q, text: q });
  const query = draft.base === q ? draft.text : q;
  const setQuery = (text: string) => setDraft({ base: q, text });
  useEffect(() => {
    if (query === q) return;
    const timer = window.setTimeout(() => update({ q: query.trim() ? query : null }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  });

  return {
    ...params,
    query,
    setQuery,
    setType: (type: LibraryTypeFilter | null) => update({ type }),
    clearFilters: () => {
      setQuery('');
      update({ q: null, type: null });
    },
    openFolder: (id: string) => {
      update({ folderId: id, q: null, type: null, reel: null });
      setQuery('');
    },
    setReel: (id: string | null) => update({ reel: id }),
  };
}

/** The reel alone, for the showcase: the asset open in it, a link that opens another, and a setter. */
export function useReelParam(search: URLSearchParams, setSearch: SetSearchParams) {
  return {
    reel: search.get('reel'),
    /** The search params that open `id` in the reel, the rest kept. */
    withReel: (id: string) => withLibraryParams(search, { reel: id }),
    setReel: (id: string | null) => setSearch((current) => withLibraryParams(current, { reel: id }), { replace: true }),
  };
}

/** What the library shows for its params: the folder's folders (none while filtering) and the assets, paged. */
export function useLibraryContents(params: LibraryParams, organizationId: string | null = null) {
  const folders = useFolderList(params.folderId ?? 'root', !params.filtering, organizationId);
  const { filter, pageSize } = libraryListQuery(params, organizationId);
  const assets = useAssetList(filter, pageSize);
  const shownAssets = assets.assets;
  const reelItems = useMemo(() => shownAssets.filter((asset: Asset) => asset.type !== 'folder'), [shownAssets]);
  return {
    folders: params.filtering ? [] : folders.assets,
    assets: shownAssets,
    reelItems,
    isLoading: assets.isLoading || (!params.filtering && folders.isLoading),
    error: assets.error ?? folders.error,
    retry: () => {
      assets.refresh();
      folders.refresh();
    },
    hasMore: assets.hasMore,
    isLoadingMore: assets.isLoadingMore,
    loadMore: assets.loadMore,
  };
}
