// @vitest-environment happy-dom
import type { Asset } from '@facet/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAssetDetailActions } from '../src/asset-detail-actions';
import { useAsset } from '../src/asset-hooks';
import { DataProvider } from '../src/DataProvider';
import { clearSession, signIn } from '../src/sign-in';
import { eventually } from './eventually';
import { asset } from './fixtures';
import { json, startLocalServer } from './local-server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useAssetDetailActions', () => {
  let stored: Asset;
  let refuse = false;
  let refuseUpAxis = false;
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      // Refused as a client error, which is not retried.
      if (refuse) return json(res, 403, { message: 'Not allowed here.', code: 'FORBIDDEN' });
      if (req.method === 'GET' && req.url === '/v3/assets/a') return json(res, 200, stored);
      if (req.method === 'PUT' && req.url === '/v3/assets/a/up-axis') {
        if (refuseUpAxis) return json(res, 400, { message: 'Only an uploaded OBJ, STL or PLY mesh has an up axis to change.', code: 'VALIDATION_FAILED' });
        const { up_axis: upAxis } = JSON.parse(req.body) as { up_axis: 'y' | 'z' };
        // As the server answers: the height moves between Y and Z.
        stored = { ...stored, updated_at: '2026-11-22T11:00:00.000Z', data: { ...stored.data, up_axis: upAxis, bbox: { min: [0, 0, 0], max: upAxis === 'z' ? [2, 5, 0] : [2, 0, 5] } } };
        return json(res, 200, stored);
      }
      if (req.method === 'PUT' && req.url === '/v3/assets/a/unit') {
        if (refuseUpAxis) return json(res, 400, { message: 'Only an uploaded OBJ, STL or PLY mesh has an up axis and a unit to change.', code: 'VALIDATION_FAILED' });
        const { unit } = JSON.parse(req.body) as { unit: 'mm' | 'cm' };
        // As the server answers: the bounds in metres follow the unit.
        stored = { ...stored, updated_at: '2026-11-22T12:00:00.000Z', data: { ...stored.data, unit, bbox: { min: [0, 0, 0], max: unit === 'cm' ? [0.02, 0.05, 0] : [0.002, 0.005, 0] } } };
        return json(res, 200, stored);
      }
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
    refuseUpAxis = false;
    clearSession();
    signIn({ token: 'user-token' });
  });

  async function mount() {
    let hook: ReturnType<typeof useAssetDetailActions> | undefined;
    let shown: Asset | undefined;
    let deleted = 0;
    function Probe() {
      hook = useAssetDetailActions('a', { onDeleted: () => (deleted += 1) });
      shown = useAsset('a').asset ?? undefined;
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<DataProvider overrides={{ provider: () => new Map() }}><Probe /></DataProvider>));
    const settle = async () => {
      for (let waited = 0; waited === 0 || ((hook!.rename.isPending || hook!.remove.isPending || hook!.upAxis.pending !== undefined || hook!.unit.pending !== undefined) && waited < 3000); waited += 20) {
        await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      }
    };
    return { latest: () => hook!, shown: () => shown, settle, deleted: () => deleted };
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

  it("changes the up axis: the server's answer replaces the asset on the page, and a refusal is shown with the axis left as it was", async () => {
    stored = asset('a', { data: { format: 'stl', up_axis: 'z', bbox: { min: [0, 0, 0], max: [2, 5, 0] } } });
    refuseUpAxis = true;
    const view = await mount();
    await eventually(() => expect(view.shown()?.data.up_axis).toBe('z'));
    act(() => view.latest().upAxis.run('y'));
    expect(view.latest().upAxis.pending).toBe('y');
    await view.settle();
    expect(view.latest().upAxis).toMatchObject({ pending: undefined, error: 'Only an uploaded OBJ, STL or PLY mesh has an up axis to change.' });
    expect(view.shown()?.data).toMatchObject({ up_axis: 'z', bbox: { max: [2, 5, 0] } });

    refuseUpAxis = false;
    act(() => view.latest().upAxis.run('y'));
    expect(view.latest().upAxis.error).toBeUndefined();
    await view.settle();
    expect(view.latest().upAxis).toMatchObject({ pending: undefined, error: undefined });
    expect(view.shown()?.data).toMatchObject({ up_axis: 'y', bbox: { max: [2, 0, 5] } });
    expect(server.seen.filter((req) => req.url === '/v3/assets/a/up-axis').map((req) => JSON.parse(req.body))).toEqual([{ up_axis: 'y' }, { up_axis: 'y' }]);
  });

  it("changes the unit: the server's answer replaces the asset on the page, and a refusal is shown with the unit left as it was", async () => {
    stored = asset('a', { data: { format: 'stl', up_axis: 'z', unit: 'mm', bbox: { min: [0, 0, 0], max: [0.002, 0.005, 0] } } });
    refuseUpAxis = true;
    const view = await mount();
    await eventually(() => expect(view.shown()?.data.unit).toBe('mm'));
    act(() => view.latest().unit.run('cm'));
    expect(view.latest().unit.pending).toBe('cm');
    await view.settle();
    expect(view.latest().unit).toMatchObject({ pending: undefined, error: 'Only an uploaded OBJ, STL or PLY mesh has an up axis and a unit to change.' });
    expect(view.shown()?.data).toMatchObject({ unit: 'mm', bbox: { max: [0.002, 0.005, 0] } });

    refuseUpAxis = false;
    act(() => view.latest().unit.run('cm'));
    expect(view.latest().unit.error).toBeUndefined();
    await view.settle();
    expect(view.latest().unit).toMatchObject({ pending: undefined, error: undefined });
    expect(view.shown()?.data).toMatchObject({ unit: 'cm', bbox: { max: [0.02, 0.05, 0] } });
    expect(server.seen.filter((req) => req.url === '/v3/assets/a/unit').map((req) => JSON.parse(req.body))).toEqual([{ unit: 'cm' }, { unit: 'cm' }]);
  });
});
