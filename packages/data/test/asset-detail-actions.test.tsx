// @vitest-environment happy-dom
import type { Asset } from '@facet/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAssetDetailActions } from '../src/asset-detail-actions';
import { DataProvider } from '../src/DataProvider';
import { clearSession, signIn } from '../src/sign-in';
import { asset } from './fixtures';
import { json, startLocalServer } from './local-server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useAssetDetailActions', () => {
  let stored: Asset;
  let refuse = false;
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      // Refused as a client error, which is not retried.
      if (refuse) return json(res, 403, { message: 'Not allowed here.', code: 'FORBIDDEN' });
      if (req.method === 'PUT') {
        stored = { ...stored, ...(JSON.parse(req.body) as { name: string }) };
        return json(res, 200, stored);
      }
      if (req.method === 'DELETE') return void res.writeHead(204).end();
      res.writeHead(404).end();
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + '/');
    stored = asset('a');
    refuse = false;
    clearSession();
    signIn({ token: 'user-token' });
  });

  async function mount() {
    let hook: ReturnType<typeof useAssetDetailActions> | undefined;
    let deleted = 0;
    function Probe() {
      hook = useAssetDetailActions('a', { onDeleted: () => (deleted += 1) });
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<DataProvider overrides={{ provider: () => new Map() }}><Probe /></DataProvider>));
    const settle = async () => {
      for (let waited = 0; waited === 0 || ((hook!.rename.isPending || hook!.remove.isPending) && waited < 3000); waited += 20) {
        await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      }
    };
    return { latest: () => hook!, settle, deleted: () => deleted };
  }

  it('renames and closes the dialog, or keeps it open with the reason', async () => {
    refuse = true;
    const view = await mount();
    act(() => view.latest().rename.setOpen(true));
    act(() => view.latest().rename.run('Chair'));
    expect(view.latest().rename.isPending).toBe(true);
    await view.settle();
    expect(view.latest().rename).toMatchObject({ isOpen: true, isPending: false, error: 'Not allowed here.' });
    refuse = false;
    act(() => view.latest().rename.run('Chair'));
    await view.settle();
    expect(view.latest().rename).toMatchObject({ isOpen: false, isPending: false });
    expect(stored.name).toBe('Chair');
    act(() => view.latest().rename.setOpen(true));
    expect(view.latest().rename.error).toBeUndefined();
  });

  it('deletes and then leaves the page, or says why not', async () => {
    refuse = true;
    const view = await mount();
    act(() => view.latest().remove.setOpen(true));
    act(() => view.latest().remove.run());
    await view.settle();
    expect(view.latest().remove).toMatchObject({ isOpen: true, error: 'Not allowed here.' });
    expect(view.deleted()).toBe(0);
    refuse = false;
    act(() => view.latest().remove.run());
    await view.settle();
    expect(view.deleted()).toBe(1);
  });
});
