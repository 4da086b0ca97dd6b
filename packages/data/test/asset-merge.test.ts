import type { AssetListResponse } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import {
  matchesFilter,
  mergeIntoDetail,
  mergeIntoList,
  mergeIntoSessionAssets,
  removeFromPages,
  upsertIntoPages,
} from '../src/asset-merge';
import { asset, pages } from './fixtures';

const ids = (list: readonly AssetListResponse[] | undefined) => list?.map((page) => page.items.map((item) => item.id));

describe('realtime asset update (SPEC.md section 4)', () => {
  it('removes a deleted asset from every page of a list', () => {
    const merged = mergeIntoList(pages(['a', 'b'], ['c']), {}, asset('c', { is_deleted: true }));
    expect(ids(merged)).toEqual([['a', 'b'], []]);
  });

  it('removes a deleted asset from its detail', () => {
    expect(mergeIntoDetail(asset('a'), asset('a', { is_deleted: true }))).toBeNull();
  });

  it('updates a known asset in place, on whatever page it is', () => {
    const merged = mergeIntoList(pages(['a', 'b'], ['c', 'd']), {}, asset('c', { name: 'Renamed' }));
    expect(ids(merged)).toEqual([['a', 'b'], ['c', 'd']]);
    expect(merged?.[1]?.items[0]?.name).toBe('Renamed');
    expect(merged?.[1]?.results[0]?.name).toBe('Renamed');
  });

  it('puts a new asset at the front of the first page', () => {
    const merged = mergeIntoList(pages(['a'], ['b']), {}, asset('n'));
    expect(ids(merged)).toEqual([['n', 'a'], ['b']]);
  });

  it('puts folder updates into the folder lists the same way, and keeps them out of asset lists', () => {
    const folder = asset('f', { type: 'folder', name: 'Props' });
    expect(ids(mergeIntoList(pages(['g']), { include_types: ['folder'] }, folder))).toEqual([['f', 'g']]);
    expect(ids(mergeIntoList(pages(['a']), { exclude_types: ['folder'] }, folder))).toEqual([['a']]);
  });

  it("keeps the session copy's own jobs", () => {
    const sessionCopy = asset('a', { jobs: [{ _id: 'j1', id: 'j1', session_id: 's1', assets: ['a'], status: 'running' }] });
    const merged = mergeIntoSessionAssets([sessionCopy], asset('a', { name: 'New name', jobs: [] }));
    expect(merged?.[0]?.name).toBe('New name');
    expect(merged?.[0]?.jobs).toEqual(sessionCopy.jobs);
  });

  it('takes an asset moved to another folder out of the old folder list and into the new one', () => {
    const moved = asset('a', { parent_id: 'folder-2' });
    expect(ids(mergeIntoList(pages(['a', 'b']), { parent_id: 'folder-1' }, moved))).toEqual([['b']]);
    expect(ids(mergeIntoList(pages(['c']), { parent_id: 'folder-2' }, moved))).toEqual([['a', 'c']]);
    expect(ids(mergeIntoList(pages(['c']), { parent_id: 'root' }, moved))).toEqual([['c']]);
  });

  it('leaves lists that did not hold an asset untouched (same object, no re-render)', () => {
    const list = pages(['a']);
    expect(removeFromPages(list, 'zzz')).toBe(list);
    expect(mergeIntoList(list, { type: 'image' }, asset('n'))).toBe(list);
  });

  it('does nothing to a list that is not loaded', () => {
    expect(mergeIntoList(undefined, {}, asset('a'))).toBeUndefined();
    expect(upsertIntoPages([], asset('a'))).toEqual([]);
  });

  it('matches search text, types and the top level', () => {
    const chair = asset('a', { name: 'Oak Chair', type: 'mesh' });
    expect(matchesFilter(chair, { q: 'chair' })).toBe(true);
    expect(matchesFilter(chair, { q: 'table' })).toBe(false);
    expect(matchesFilter(chair, { parent_id: 'root', include_types: ['mesh', 'image'] })).toBe(true);
    expect(matchesFilter(chair, { type: 'image' })).toBe(false);
  });
});
