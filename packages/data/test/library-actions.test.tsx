// @vitest-environment happy-dom
import type { Asset, AssetListResponse } from '@facet/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DataProvider } from '../src/DataProvider';
import { deleteFailedMessage, deletedMessage, movedMessage, uploadRows, useLibraryActions } from '../src/library-actions';
import { clearSession, signIn } from '../src/sign-in';
import type { UploadItem } from '../src/uploads';
import { asset } from './fixtures';
import { json, startLocalServer } from './local-server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('what the library tells', () => {
  it('counts one item or many', () => {
    expect(movedMessage(1, 'Chairs')).toBe('Moved 1 item to Chairs');
    expect(movedMessage(3, 'All assets')).toBe('Moved 3 items to All assets');
    expect(deletedMessage(1)).toBe('Deleted 1 item');
    expect(deletedMessage(2)).toBe('Deleted 2 items');
    expect(deleteFailedMessage(['Not allowed.', 'Gone.'], 5)).toBe('2 of 5 could not be deleted: Not allowed.');
  });

  it('lists uploads in whole percent, queued ones as uploading, cancelled ones not at all', () => {
    const item = (id: string, status: UploadItem['status'], progress: number): UploadItem => ({ id, name: `${id}.glb`, size: 10, progress, status });
    expect(uploadRows([item('a', 'queued', 0), item('b', 'uploading', 0.426), item('c', 'cancelled', 0.5), { ...item('d', 'failed', 1), error: 'Too big.' }])).toEqual([
      { id: 'a', name: 'a.glb', status: 'uploading', percent: 0, error: undefined, canRetry: undefined },
      { id: 'b', name: 'b.glb', status: 'uploading', percent: 43, error: undefined, canRetry: undefined },
      { id: 'd', name: 'd.glb', status: 'failed', percent: 100, error: 'Too big.', canRetry: undefined },
    ]);
  });
});

describe('useLibraryActions', () => {
  let store: Asset[] = [];
  let refuse = new Set<string>();
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  // Refused as a client error, which is not retried.
  const refused = (res: Parameters<typeof json>[0]) => json(res, 403, { message: 'Not allowed here.', code: 'FORBIDDEN' });
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const url = new URL(req.url, 'http://x');
      if (req.method === 'GET' && url.pathname === '/v3/assets') {
        const items = store.filter((item) => !item.is_deleted);
        return json(res, 200, { results: items, items, nextCursor: null } satisfies AssetListResponse);
      }
      if (req.method === 'POST' && url.pathname === '/v3/assets/batch/parent') {
        const body = JSON.parse(req.body) as { asset_ids: string[]; parent_id: string | null };
        if (refuse.has('move')) return refused(res);
        store = store.map((item) => (body.asset_ids.includes(item.id) ? { ...item, parent_id: body.parent_id } : item));
        return json(res, 200, { assets: store.filter((item) => body.asset_ids.includes(item.id)) });
      }
      if (req.method === 'POST' && url.pathname === '/v3/assets') {
        const body = JSON.parse(req.body) as { name: string; parent_id: string | null };
        if (refuse.has('folder')) return json(res, 409, { message: 'A folder of that name is already here.', code: 'CONFLICT' });
        const created = asset('new', { type: 'folder', name: body.name, parent_id: body.parent_id });
        store = [created, ...store];
        return json(res, 201, created);
      }
      const match = /^\/v3\/assets\/([^/]+)$/.exec(url.pathname);
      if (match && req.method === 'DELETE') {
        if (refuse.has(match[1]!)) return refused(res);
        store = store.map((item) => (item.id === match[1] ? { ...item, is_deleted: true } : item));
        return void res.writeHead(204).end();
      }
      res.writeHead(404).end();
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + '/');
    store = ['a', 'b', 'c'].map((id) => asset(id, { parent_id: 'f1' }));
    refuse = new Set();
    clearSession();
    signIn({ token: 'user-token' });
  });

  async function mount(view = 'f1||') {
    let hook: ReturnType<typeof useLibraryActions> | undefined;
    const told: string[] = [];
    let currentView = view;
    function Probe() {
      hook = useLibraryActions({
        folderId: 'f1',
        view: currentView,
        folderName: (id) => (id === 'f2' ? 'Chairs' : undefined),
        notify: { success: (message) => told.push(`success: ${message}`), error: (message) => told.push(`error: ${message}`) },
      });
      return null;
    }
    const root = createRoot(document.createElement('div'));
    const render = () => act(async () => root.render(<DataProvider overrides={{ provider: () => new Map() }}><Probe /></DataProvider>));
    await render();
    // Until every action has answered (a few calls each, on a shared machine).
    const settle = async () => {
      const pending = () => hook!.move.isPending || hook!.remove.isPending || hook!.newFolder.isPending;
      for (let waited = 0; waited === 0 || (pending() && waited < 3000); waited += 20) {
        await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      }
    };
    return { latest: () => hook!, told, settle, changeView: async (next: string) => ((currentView = next), await render()) };
  }

  it('keeps a selection only in the view it was made in', async () => {
    const view = await mount();
    act(() => view.latest().setSelectedKeys(new Set(['a'])));
    expect([...view.latest().selectedKeys]).toEqual(['a']);
    await view.changeView('f2||');
    expect(view.latest().selectedKeys.size).toBe(0);
  });

  it('moves, closes the dialog, clears the selection and names the target folder', async () => {
    const view = await mount();
    act(() => view.latest().setSelectedKeys(new Set(['a', 'b'])));
    act(() => view.latest().move.setOpen(true));
    act(() => view.latest().move.run(['a', 'b'], 'f2'));
    expect(view.latest().move.isPending).toBe(true);
    expect([...view.latest().busyKeys]).toEqual(['a', 'b']);
    await view.settle();
    expect(view.latest().move).toMatchObject({ isOpen: false, isPending: false, error: undefined });
    expect(view.latest().selectedKeys.size).toBe(0);
    expect(view.latest().busyKeys.size).toBe(0);
    expect(view.told).toEqual(['success: Moved 2 items to Chairs']);
    act(() => view.latest().move.run(['c'], null));
    await view.settle();
    expect(view.told.at(-1)).toBe('success: Moved 1 item to All assets');
  });

  it("shows a failed move in the open dialog, and as a toast when it was dragged without one", async () => {
    refuse.add('move');
    const view = await mount();
    act(() => view.latest().move.run(['a'], 'f2'));
    await view.settle();
    expect(view.told).toEqual(['error: Not allowed here.']);
    act(() => view.latest().move.setOpen(true));
    expect(view.latest().move.error).toBeUndefined();
    act(() => view.latest().move.run(['a'], 'f2'));
    await view.settle();
    expect(view.latest().move).toMatchObject({ isOpen: true, error: 'Not allowed here.' });
    expect(view.told).toHaveLength(1);
  });

  it('deletes each item and keeps the dialog open saying how many failed', async () => {
    refuse.add('b');
    const view = await mount();
    act(() => view.latest().remove.setOpen(true));
    act(() => view.latest().remove.run(['a', 'b', 'c']));
    await view.settle();
    expect(view.latest().remove).toMatchObject({ isOpen: true, isPending: false, error: '1 of 3 could not be deleted: Not allowed here.' });
    expect(view.told).toEqual([]);
    refuse.clear();
    act(() => view.latest().remove.run(['b']));
    await view.settle();
    expect(view.latest().remove).toMatchObject({ isOpen: false, error: undefined });
    expect(view.told).toEqual(['success: Deleted 1 item']);
  });

  it('makes a folder in the folder on screen, or says why not', async () => {
    refuse.add('folder');
    const view = await mount();
    act(() => view.latest().newFolder.setOpen(true));
    act(() => view.latest().newFolder.run('Chairs'));
    await view.settle();
    expect(view.latest().newFolder).toMatchObject({ isOpen: true, error: 'A folder of that name is already here.' });
    refuse.clear();
    act(() => view.latest().newFolder.run('Tables'));
    await view.settle();
    expect(view.latest().newFolder).toMatchObject({ isOpen: false, isPending: false, error: undefined });
    expect(store[0]).toMatchObject({ name: 'Tables', parent_id: 'f1', type: 'folder' });
  });
});
