/**
 * How a realtime `asset_update` (or a mutation's answer) changes the cached lists, detail and
 * session copies: SPEC.md section 4, "Realtime asset update", one pure function per rule.
 *
 * - A deleted asset is removed from every cached list and from its detail.
 * - Otherwise it is updated in place, or put at the front of the first page if new.
 * - Folder updates go into the folder lists the same way.
 * - The asset's session copy keeps its own jobs.
 *
 * A list only holds assets that match its filter (folder, types, search), so an asset that no longer
 * matches (moved to another folder, renamed out of a search) leaves that list, and a new one is put
 * only into lists it matches.
 */
import { ROOT_PARENT, type Asset, type AssetListResponse, type AssetType } from '@facet/contract';

/** What a cached list shows: the query it was loaded with. */
export interface AssetListFilter {
  /** A folder id, `root` for the top level, absent for every folder. */
  parent_id?: string;
  include_types?: readonly AssetType[];
  exclude_types?: readonly AssetType[];
  type?: AssetType;
  q?: string;
  /** An organization's library; absent for the person's own (their assets in no organization). */
  organization_id?: string;
}

export type AssetPages = readonly AssetListResponse[];

/** Whether `asset` belongs in a list loaded with `filter`. */
export function matchesFilter(asset: Asset, filter: AssetListFilter): boolean {
  if (asset.is_deleted) return false;
  if ((asset.organization_id ?? undefined) !== filter.organization_id) return false;
  if (filter.parent_id !== undefined) {
    const parent = asset.parent_id ?? ROOT_PARENT;
    if (parent !== filter.parent_id) return false;
  }
  if (filter.type && asset.type !== filter.type) return false;
  if (filter.include_types?.length && !filter.include_types.includes(asset.type)) return false;
  if (filter.exclude_types?.includes(asset.type)) return false;
  if (filter.q?.trim() && !asset.name.toLowerCase().includes(filter.q.trim().toLowerCase())) return false;
  return true;
}

function withPageItems(page: AssetListResponse, items: Asset[]): AssetListResponse {
  return { ...page, results: items, items };
}

/** Rule 1: a deleted asset leaves the list. Pages that did not hold it are kept as they were. */
export function removeFromPages(pages: AssetPages, assetId: string): AssetPages {
  let changed = false;
  const next = pages.map((page) => {
    const items = page.items.filter((item) => item.id !== assetId);
    if (items.length === page.items.length) return page;
    changed = true;
    return withPageItems(page, items);
  });
  return changed ? next : pages;
}

/** Rule 2: updated in place where it is, else put at the front of the first page. */
export function upsertIntoPages(pages: AssetPages, asset: Asset): AssetPages {
  let found = false;
  const next = pages.map((page) => {
    if (!page.items.some((item) => item.id === asset.id)) return page;
    found = true;
    return withPageItems(
      page,
      page.items.map((item) => (item.id === asset.id ? asset : item)),
    );
  });
  if (found) return next;
  const [first, ...rest] = pages;
  if (!first) return pages;
  return [withPageItems(first, [asset, ...first.items]), ...rest];
}

/**
 * One cached list after an update: removed when deleted or no longer matching, otherwise updated in
 * place or added at the front. Rule 3 (folders into the folder lists) is this with a folder filter.
 */
export function mergeIntoList(pages: AssetPages | undefined, filter: AssetListFilter, asset: Asset): AssetPages | undefined {
  if (!pages) return pages;
  if (asset.is_deleted || !matchesFilter(asset, filter)) return removeFromPages(pages, asset.id);
  return upsertIntoPages(pages, asset);
}

/** The detail: a deleted asset leaves it (`null`: gone), otherwise it is replaced. */
export function mergeIntoDetail(current: Asset | null | undefined, asset: Asset): Asset | null | undefined {
  if (asset.is_deleted) return null;
  if (current === undefined) return asset;
  return asset;
}

/** Rule 4: a session's copy of the asset takes the update but keeps its own jobs. */
export function mergeIntoSessionAssets(assets: readonly Asset[] | undefined, asset: Asset): readonly Asset[] | undefined {
  if (!assets) return assets;
  if (asset.is_deleted) {
    const kept = assets.filter((item) => item.id !== asset.id);
    return kept.length === assets.length ? assets : kept;
  }
  if (!assets.some((item) => item.id === asset.id)) return assets;
  return assets.map((item) => (item.id === asset.id ? { ...asset, jobs: item.jobs } : item));
}
