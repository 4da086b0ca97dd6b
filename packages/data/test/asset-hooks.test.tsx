// @vitest-environment happy-dom
import type { Asset, AssetListResponse } from '@facet/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Server } from 'socket.io';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAsset, useAssetActions, useAssetList } from '../src/asset-hooks';
import { DataProvider } from '../src/DataProvider';
import { useRealtime } from '../src/realtime';
import { clearSession, signIn } from '../src/sign-in';
import { json, startLocalServer } from './local-server';
import { asset } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A local server speaking the assets API over a small in-memory store: three pages of two.
let store: Asset[] = [];
let deleteStatus = 204;
/** While set, list answers are read at once but sent only when it settles: a slow network. */
let holdLists: Promise<void> | null = null;
let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (req.method === 'GET' && url.pathname === '/v3/assets') {
      const live = store.filter((item) => !item.is_deleted);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit'));
      const items = live.slice(start, start + limit);
      const next = start + limit < live.length ? String(start + limit) : null;
      const answer = () => json(res, 200, { results: items, items, nextCursor: next } satisfies AssetListResponse);
      return void (holdLists ? holdLists.then(answer) : answer());
    }
    const match = /^\/v3\/assets\/([^/]+)$/.exec(url.pathname);
    if (match && req.method === 'GET') return json(res, 200, store.find((item) => item.id === match[1]));
    if (match && req.method === 'DELETE') {
      if (deleteStatus !== 204) return json(res, deleteStatus, { message: 'The server is having a moment.', code: 'INTERNAL' });
      store = store.map((item) => (item.id === match[1] ? { ...item, is_deleted: true } : item));
      return void res.writeHead(204).end();
    }
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + '/');
  store = ['a', 'b', 'c', 'd', 'e'].map((id) => asset(id));
  deleteStatus = 204;
  holdLists = null;
  clearSession();
  signIn({ token: 'user-token' });
});

type Hooks = { list: ReturnType<typeof useAssetList>; detail: ReturnType<typeof useAsset>; actions: ReturnType<typeof useAssetActions> };

async function mount(extra?: () => void) {
  let hooks: Hooks | undefined;
  function Probe() {
    hooks = { list: useAssetList({}, 2), detail: useAsset('c'), actions: useAssetActions() };
    extra?.();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<DataProvider overrides={{ provider: () => new Map() }}><Probe /></DataProvider>));
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  await settle();
  return { latest: () => hooks!, settle, unmount: () => act(() => root.unmount()) };
}

const names = (hooks: Hooks) => hooks.list.assets.map((item) => item.id);

describe('asset lists and actions', () => {
  it('loads page by page until the last', async () => {
    const view = await mount();
    expect(names(view.latest())).toEqual(['a', 'b']);
    expect(view.latest().list.hasMore).toBe(true);
    await act(async () => view.latest().list.loadMore());
    await view.settle();
    await act(async () => view.latest().list.loadMore());
    await view.settle();
    expect(names(view.latest())).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(view.latest().list.hasMore).toBe(false);
    await view.unmount();
  });

  it('removes a deleted asset at once, from the list and its detail', async () => {
    const view = await mount();
    await act(async () => view.latest().list.loadMore());
    await view.settle();
    expect(view.latest().detail.asset?.id).toBe('c');
    await act(async () => {
      await view.latest().actions.remove('c');
    });
    expect(names(view.latest())).toEqual(['a', 'b', 'd']);
    expect(view.latest().detail.asset).toBeNull();
    await view.unmount();
  });

  it('puts the asset back when the server refuses the delete', async () => {
    deleteStatus = 500;
    const view = await mount();
    let failure: unknown;
    await act(async () => {
      await view.latest().actions.remove('a').catch((error: unknown) => (failure = error));
    });
    await view.settle();
    expect(failure).toMatchObject({ message: 'The server is having a moment.' });
    expect(names(view.latest())).toEqual(['a', 'b']);
    await view.unmount();
  }, 10_000);

  it('an update heard while a list loads neither empties it nor is lost: the list is read again once loaded', async () => {
    let release!: () => void;
    holdLists = new Promise((resolve) => (release = resolve));
    const view = await mount();
    expect(view.latest().list.isLoading).toBe(true);
    // Made on the server after the list was read, heard before its answer arrives.
    store = [asset('n', { name: 'Just uploaded' }), ...store];
    await act(async () => view.latest().actions.apply(store[0]!));
    holdLists = null;
    release();
    await expect.poll(() => names(view.latest())).toEqual(['n', 'a']);
    expect(view.latest().list.isLoading).toBe(false);
    await view.unmount();
  });

  it('merges asset_update from the socket: new ones first, deleted ones gone', async () => {
    const io = new Server(0, { cors: { origin: true, credentials: true } });
    const port = await new Promise<number>((resolve) => {
      io.httpServer.on('listening', () => resolve((io.httpServer.address() as { port: number }).port));
      if (io.httpServer.listening) resolve((io.httpServer.address() as { port: number }).port);
    });
    const joined: Array<{ token: unknown; userId: unknown }> = [];
    io.on('connection', (socket) => {
      socket.on('join', (userId: unknown) => {
        joined.push({ token: socket.handshake.auth.token, userId });
        void socket.join(`user:${String(userId)}`);
      });
    });
    const view = await mount(() => useRealtime({ userId: 'u1', token: 'user-token', url: `http://127.0.0.1:${port}` }));
    await expect.poll(() => joined.length).toBe(1);
    expect(joined[0]).toEqual({ token: 'user-token', userId: 'u1' });

    io.to('user:u1').emit('asset_update', asset('n', { name: 'From another tab' }));
    await expect.poll(() => names(view.latest())).toEqual(['n', 'a', 'b']);
    io.to('user:u1').emit('asset_update', asset('a', { is_deleted: true }));
    await expect.poll(() => names(view.latest())).toEqual(['n', 'b']);

    await view.unmount();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  }, 15_000);
});
