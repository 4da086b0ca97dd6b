/**
 * The assets a picker offers, searched on the server as the person types: the newest first, a page
 * at a time, and the library's own search (the asset listing's name search) once the typing pauses,
 * so an asset older than the first page can be found and picked.
 */
import type { AssetType } from '@facet/contract';
import { useEffect, useState } from 'react';
import { useAssetList } from './asset-hooks';

/** How long the typing pauses before the library is searched, in milliseconds. */
export const SEARCH_DELAY_MS = 250;

export function useAssetSearch(includeTypes: readonly AssetType[], pageSize: number) {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === searched) return;
    const timer = setTimeout(() => setSearched(trimmed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, searched]);

  const list = useAssetList({ include_types: [...includeTypes], q: searched }, pageSize);
  return {
    /** The assets found: the newest, or those whose name contains the text searched. */
    assets: list.assets,
    /** The first list of the newest loads (a search loading is `isSearching`: the picker stays open). */
    isLoading: list.isLoading && searched === '',
    /** The typing has not paused yet, or the search is on its way. */
    isSearching: query.trim() !== searched || (list.isLoading && searched !== ''),
    error: list.error,
    hasMore: list.hasMore,
    isLoadingMore: list.isLoadingMore,
    loadMore: list.loadMore,
    refresh: list.refresh,
    /** The text typed, and the text the list was last searched for. */
    query,
    searched,
    /** Searches the library for `text` once the typing pauses; an empty text lists the newest. */
    search: setQuery,
  };
}

export type AssetSearch = ReturnType<typeof useAssetSearch>;
