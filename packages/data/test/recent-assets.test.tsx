// @vitest-environment happy-dom
import type { AssetListResponse } from '@facet/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DataProvider } from '../src/DataProvider';
import { RECENT_ASSETS_COUNT, useRecentAssets } from '../src/recent-assets';
import { clearSession, signIn } from '../src/sign-in';
import { asset } from './fixtures';
import { json, startLocalServer } from './local-server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useRecentAssets', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const url = new URL(req.url, 'http://x');
      const limit = Number(url.searchParams.get('limit'));
      const items = Array.from({ length: limit }, (_, index) => asset(`a${index}`));
      return json(res, 200, { results: items, items, nextCursor: 'more' } satisfies AssetListResponse);
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + '/');
    clearSession();
    signIn({ token: 'user-token' });
  });

  it('is nothing while loading, then the newest twelve assets without folders', async () => {
    const seen: (number | undefined)[] = [];
    function Probe() {
      seen.push(useRecentAssets().assets?.length);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<DataProvider overrides={{ provider: () => new Map() }}><Probe /></DataProvider>));
    for (let i = 0; i < 100 && seen.at(-1) === undefined; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe(RECENT_ASSETS_COUNT);
    const query = new URL(server.seen[0]!.url, 'http://x').searchParams;
    expect(query.get('limit')).toBe('12');
    expect(query.get('exclude_types')).toBe('folder');
    act(() => root.unmount());
  });
});
