// @vitest-environment happy-dom
import type { Asset, AssetListResponse } from '@facet/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DataProvider } from '../src/DataProvider';
import { folderPath, useFolderTree } from '../src/folder-tree';
import { clearSession, signIn } from '../src/sign-in';
import { asset } from './fixtures';
import { json, startLocalServer } from './local-server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const folder = (id: string, parent: string | null = null) => asset(id, { type: 'folder', name: `Folder ${id}`, parent_id: parent });

describe('folderPath', () => {
  const byId = new Map([folder('a'), folder('b', 'a'), folder('c', 'b'), folder('x', 'y'), folder('y', 'x')].map((f) => [f.id, f]));

  it('walks from the top level down to the folder', () => {
    expect(folderPath(byId, 'c').map((f) => f.id)).toEqual(['a', 'b', 'c']);
  });

  it('is empty at the top level and for an unknown folder', () => {
    expect(folderPath(byId, null)).toEqual([]);
    expect(folderPath(byId, 'gone')).toEqual([]);
  });

  it('stops on a parent chain that loops', () => {
    expect(folderPath(byId, 'x').length).toBe(100);
  });
});

describe('useFolderTree', () => {
  // 150 folders: the tree needs a second page of 100.
  const folders: Asset[] = Array.from({ length: 150 }, (_, index) => folder(`f${index}`));
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const url = new URL(req.url, 'http://x');
      if (req.method !== 'GET' || url.pathname !== '/v3/assets') return void res.writeHead(404).end();
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit'));
      const items = folders.slice(start, start + limit);
      const next = start + limit < folders.length ? String(start + limit) : null;
      return json(res, 200, { results: items, items, nextCursor: next } satisfies AssetListResponse);
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + '/');
    clearSession();
    signIn({ token: 'user-token' });
  });

  it('loads every page of folders and is complete only after the last', async () => {
    let tree: ReturnType<typeof useFolderTree> | undefined;
    const seen: boolean[] = [];
    function Probe() {
      tree = useFolderTree();
      seen.push(tree.isComplete);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<DataProvider overrides={{ provider: () => new Map() }}><Probe /></DataProvider>));
    for (let i = 0; i < 20 && !tree!.isComplete; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 25)));
    expect(tree!.folders).toHaveLength(150);
    expect(tree!.byId.get('f149')?.name).toBe('Folder f149');
    expect(tree!.isComplete).toBe(true);
    expect(seen[0]).toBe(false);
    const pages = server.seen.filter((req) => req.url.startsWith('/v3/assets'));
    expect(pages.map((req) => new URL(req.url, 'http://x').searchParams.get('limit'))).toEqual(['100', '100']);
    act(() => root.unmount());
  });
});
