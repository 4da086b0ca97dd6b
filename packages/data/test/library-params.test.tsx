// @vitest-environment happy-dom
import { PAGE_SIZES } from '@facet/contract';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SEARCH_DEBOUNCE_MS,
  isShowcaseView,
  libraryListQuery,
  libraryViewKey,
  readLibraryParams,
  useLibraryParams,
  useReelParam,
  withLibraryParams,
  type SetSearchParams,
} from '../src/library-params';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const read = (text: string) => readLibraryParams(new URLSearchParams(text));

describe('the library address', () => {
  it('reads the folder, search, type and reel, and filters only on a search with words or a known type', () => {
    expect(read('folderId=f1&q=chair&type=mesh&reel=a1')).toEqual({ folderId: 'f1', q: 'chair', type: 'mesh', reel: 'a1', filtering: true });
    expect(read('')).toEqual({ folderId: null, q: '', type: null, reel: null, filtering: false });
    expect(read('q=%20%20').filtering).toBe(false);
    expect(read('type=folder')).toMatchObject({ type: null, filtering: false });
    expect(read('type=image').filtering).toBe(true);
  });

  it('knows the showcase by its folder id', () => {
    expect(isShowcaseView(new URLSearchParams('folderId=showcase'))).toBe(true);
    expect(isShowcaseView(new URLSearchParams('folderId=f1'))).toBe(false);
  });

  it('sets changes, removes empty ones and keeps the rest of the address', () => {
    const current = new URLSearchParams('folderId=f1&q=chair&utm=x');
    const next = withLibraryParams(current, { q: null, type: 'mesh', reel: '' });
    expect(next.toString()).toBe('folderId=f1&utm=x&type=mesh');
    expect(current.toString()).toBe('folderId=f1&q=chair&utm=x');
  });

  it("browses a folder's assets a page of the asset list at a time, and searches every folder by the browsing page", () => {
    expect(libraryListQuery(read('folderId=f1'))).toEqual({
      filter: { parent_id: 'f1', exclude_types: ['folder'] },
      pageSize: PAGE_SIZES.assetList,
    });
    expect(libraryListQuery(read(''))).toMatchObject({ filter: { parent_id: 'root' } });
    expect(libraryListQuery(read('folderId=f1&q=chair&type=mesh'))).toEqual({
      filter: { q: 'chair', type: 'mesh', exclude_types: ['folder'] },
      pageSize: PAGE_SIZES.browsing,
    });
  });

  it('names a view by folder, search and type, not by the reel', () => {
    expect(libraryViewKey(read('folderId=f1&q=chair&type=mesh&reel=a1'))).toBe(libraryViewKey(read('folderId=f1&q=chair&type=mesh')));
    expect(libraryViewKey(read('folderId=f1'))).not.toBe(libraryViewKey(read('folderId=f2')));
  });
});

describe('useLibraryParams', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Holds the search params in state the way the router does, and records each write. */
  async function mount(initial: string) {
    let hook: ReturnType<typeof useLibraryParams> | undefined;
    const writes: { search: string; replace: boolean }[] = [];
    let setAddress: (search: URLSearchParams) => void = () => undefined;
    function Probe() {
      const [search, setSearch] = useState(() => new URLSearchParams(initial));
      setAddress = setSearch;
      const set: SetSearchParams = (update, options) =>
        setSearch((current) => {
          const next = update(current);
          writes.push({ search: next.toString(), replace: options.replace });
          return next;
        });
      hook = useLibraryParams(search, set);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    return { latest: () => hook!, writes, setAddress: (text: string) => act(() => setAddress(new URLSearchParams(text))) };
  }

  it('shows every key at once and writes the search to the address once typing pauses', async () => {
    const view = await mount('folderId=f1');
    act(() => view.latest().setQuery('ch'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    act(() => view.latest().setQuery('chair'));
    expect(view.latest().query).toBe('chair');
    expect(view.latest().q).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(view.writes).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(view.writes).toEqual([{ search: 'folderId=f1&q=chair', replace: true }]);
    expect(view.latest()).toMatchObject({ q: 'chair', query: 'chair', filtering: true });
  });

  it('drops the search from the address when the box is emptied to spaces', async () => {
    const view = await mount('q=chair');
    act(() => view.latest().setQuery('  '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(view.writes.at(-1)?.search).toBe('');
  });

  it('lets a changed address (the back button) replace a draft typed over the old one', async () => {
    const view = await mount('q=chair');
    act(() => view.latest().setQuery('chairs'));
    await view.setAddress('q=table');
    expect(view.latest().query).toBe('table');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(view.writes).toEqual([]);
  });

  it('opens a folder with no search, type or reel, and clears filters keeping the folder', async () => {
    const view = await mount('folderId=f1&q=chair&type=mesh&reel=a1');
    act(() => view.latest().openFolder('f2'));
    expect(view.writes.at(-1)?.search).toBe('folderId=f2');
    expect(view.latest().query).toBe('');
    act(() => view.latest().setType('image'));
    act(() => view.latest().setReel('a2'));
    expect(view.writes.at(-1)?.search).toBe('folderId=f2&type=image&reel=a2');
    act(() => view.latest().clearFilters());
    expect(view.writes.at(-1)?.search).toBe('folderId=f2&reel=a2');
    act(() => view.latest().setReel(null));
    expect(view.writes.at(-1)?.search).toBe('folderId=f2');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(view.writes.every((write) => write.replace)).toBe(true);
  });
});

describe('useReelParam', () => {
  it('reads the reel, links to another keeping the rest of the address, and sets or clears it in place', () => {
    const writes: { search: string; replace: boolean }[] = [];
    const search = new URLSearchParams('folderId=showcase&reel=a1');
    let reel: ReturnType<typeof useReelParam> | undefined;
    function Probe() {
      reel = useReelParam(search, (update, options) => writes.push({ search: update(search).toString(), replace: options.replace }));
      return null;
    }
    act(() => createRoot(document.createElement('div')).render(<Probe />));
    expect(reel!.reel).toBe('a1');
    expect(reel!.withReel('a2').toString()).toBe('folderId=showcase&reel=a2');
    reel!.setReel('a3');
    reel!.setReel(null);
    expect(writes).toEqual([
      { search: 'folderId=showcase&reel=a3', replace: true },
      { search: 'folderId=showcase', replace: true },
    ]);
  });
});
