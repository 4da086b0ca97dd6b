// @vitest-environment happy-dom
import type { Asset, AssetListResponse } from '@facet/contract';
import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_DELAY_MS, useAssetSearch } from '../src/asset-search';
import { clearSession, signIn } from '../src/sign-in';
import { eventually } from './eventually';
import { asset } from './fixtures';
import { json, startLocalServer } from './local-server';
import { mountHook } from './render-hook';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// 40 meshes, newest first; the oldest is the only one called "swatch".
const library: Asset[] = Array.from({ length: 40 }, (_, index) =>
  asset(`m${String(40 - index).padStart(2, '0')}`, { name: index === 39 ? 'Old swatch board' : `Mesh ${40 - index}` }),
);

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    // The newest (GET /v3/assets), or a search by name (POST /v3/assets/search).
    const search = url.pathname === '/v3/assets/search' ? (JSON.parse(req.body) as { search_text: string; cursor?: string; limit: number }) : undefined;
    if (url.pathname !== '/v3/assets' && !search) return void res.writeHead(404).end();
    const q = search?.search_text.toLowerCase() ?? '';
    const found = library.filter((item) => item.name.toLowerCase().includes(q));
    const start = Number((search ? search.cursor : url.searchParams.get('cursor')) ?? 0);
    const limit = Number(search ? search.limit : url.searchParams.get('limit'));
    const items = found.slice(start, start + limit);
    const next = start + limit < found.length ? String(start + limit) : null;
    json(res, 200, { results: items, items, nextCursor: next } satisfies AssetListResponse);
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + '/');
  server.seen.length = 0;
  clearSession();
  signIn({ token: 'user-token' });
});

const searches = () =>
  server.seen
    .filter((req) => new URL(req.url, 'http://x').pathname === '/v3/assets/search')
    .map((req) => JSON.parse(req.body) as { search_text: string; include_types?: string[] });

describe('the assets a picker offers (useAssetSearch)', () => {
  it('lists the 30 newest, and loads the next page when asked', async () => {
    const view = await mountHook(() => useAssetSearch(['mesh'], 30), undefined);
    await eventually(() => expect(view.latest().assets).toHaveLength(30));
    expect(view.latest().hasMore).toBe(true);
    expect(view.latest().assets.some((item) => item.name === 'Old swatch board')).toBe(false);
    await act(async () => view.latest().loadMore());
    await eventually(() => expect(view.latest().assets).toHaveLength(40));
    expect(view.latest().hasMore).toBe(false);
    await view.unmount();
  });

  it('searches the library on the server once the typing pauses, one request for the whole word, the picker kept open meanwhile', async () => {
    const view = await mountHook(() => useAssetSearch(['mesh'], 30), undefined);
    await eventually(() => expect(view.latest().assets).toHaveLength(30));
    for (const text of ['s', 'sw', 'swa', 'swat']) await act(async () => view.latest().search(text));
    expect(view.latest().isSearching).toBe(true);
    expect(view.latest().assets).toHaveLength(30);
    expect(view.latest().isLoading).toBe(false);
    await eventually(() => expect(view.latest().assets.map((item) => item.name)).toEqual(['Old swatch board']));
    expect(view.latest().isSearching).toBe(false);
    expect(searches().map((body) => body.search_text)).toEqual(['swat']);
    expect(searches()[0]!.include_types).toEqual(['mesh']);
    await view.unmount();
  });

  it('waits for the pause before asking, and an emptied field lists the newest again', async () => {
    const view = await mountHook(() => useAssetSearch(['mesh'], 30), undefined);
    await eventually(() => expect(view.latest().assets).toHaveLength(30));
    await act(async () => view.latest().search('board'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS / 2)));
    expect(searches()).toHaveLength(0);
    await eventually(() => expect(view.latest().assets).toHaveLength(1));
    await act(async () => view.latest().search('  '));
    await eventually(() => expect(view.latest().assets).toHaveLength(30));
    expect(view.latest().searched).toBe('');
    await view.unmount();
  });
});
