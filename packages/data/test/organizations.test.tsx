// @vitest-environment happy-dom
import type { Asset, AssetListResponse, Organization } from '@facet/contract';
import { act } from 'react';
import { useSWRConfig } from 'swr';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchesFilter } from '../src/asset-merge';
import { useAssetList } from '../src/asset-hooks';
import { readLibraryScope, setLibraryScope } from '../src/library-scope';
import { dropOrganization, useCreateOrganization, useCurrentLibrary, useRemoveMember } from '../src/organizations';
import { json, signedInAt, startLocalServer } from './local-server';
import { mountHook, settle } from './render-hook';

const ORG = '0190a000-0000-7000-8000-00000000000a';
const organization = (id: string, name: string): Organization => ({
  id,
  name,
  avatar_url: null,
  owner_id: 'u1',
  my_role: 'owner',
  tier: 'studio',
  seats_limit: 20,
  seats_used: 1,
  disabled: false,
  created_at: '2026-11-01T00:00:00.000Z',
});
const asset = (id: string, organization_id: string | null): Asset =>
  ({ _id: id, id, name: id, type: 'mesh', parent_id: null, is_deleted: false, session_id: null, data: {}, jobs: [], owner_id: 'u1', organization_id, created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' }) as Asset;
const page = (items: Asset[]): AssetListResponse => ({ results: items, items, nextCursor: null });

let mine: Organization[] = [];
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (req.method === 'GET' && url.pathname === '/organizations') return json(res, 200, { items: mine });
    if (req.method === 'POST' && url.pathname === '/organizations') {
      const made = organization('0190a000-0000-7000-8000-00000000000b', (JSON.parse(req.body) as { name: string }).name);
      mine = [...mine, made];
      return json(res, 201, made);
    }
    if (req.method === 'DELETE' && url.pathname === `/organizations/${ORG}/members/u1`) {
      mine = mine.filter((item) => item.id !== ORG);
      return void res.writeHead(204).end();
    }
    if (url.pathname === '/v3/assets') {
      return json(res, 200, page(url.searchParams.get('organization_id') === ORG ? [asset('shared', ORG)] : [asset('own', null)]));
    }
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());
beforeEach(() => {
  signedInAt(server.url);
  mine = [organization(ORG, 'Northwind Studio')];
  setLibraryScope(null);
});

describe('an organization library', () => {
  it('keeps an organization asset out of the personal lists, and the other way round', () => {
    expect(matchesFilter(asset('a', ORG), { parent_id: 'root' })).toBe(false);
    expect(matchesFilter(asset('a', ORG), { parent_id: 'root', organization_id: ORG })).toBe(true);
    expect(matchesFilter(asset('b', null), { parent_id: 'root', organization_id: ORG })).toBe(false);
    expect(matchesFilter(asset('b', null), { parent_id: 'root' })).toBe(true);
  });

  it('falls back to the personal library when the stored organization is not one of the person’s', async () => {
    setLibraryScope('0190a000-0000-7000-8000-0000000000ff');
    const hook = await mountHook(() => useCurrentLibrary(), {});
    await vi.waitFor(() => expect(hook.latest().organizations).toHaveLength(1));
    expect(hook.latest().organizationId).toBeNull();
    await act(async () => setLibraryScope(ORG));
    expect(hook.latest().organizationId).toBe(ORG);
    expect(hook.latest().organization?.name).toBe('Northwind Studio');
    hook.unmount();
  });

  it('a created organization joins the list', async () => {
    const hook = await mountHook(() => ({ library: useCurrentLibrary(), create: useCreateOrganization() }), {});
    await vi.waitFor(() => expect(hook.latest().library.organizations).toHaveLength(1));
    await act(async () => void (await hook.latest().create.trigger('Analytical Engines')));
    await settle();
    expect(hook.latest().library.organizations.map((item) => item.name)).toEqual(['Northwind Studio', 'Analytical Engines']);
    hook.unmount();
  });

  it('leaving drops the organization, empties its library lists and closes it', async () => {
    setLibraryScope(ORG);
    const hook = await mountHook(
      () => ({ library: useCurrentLibrary(), shared: useAssetList({ parent_id: 'root', organization_id: ORG }), own: useAssetList({ parent_id: 'root' }), leave: useRemoveMember(ORG, 'u1') }),
      {},
    );
    await vi.waitFor(() => expect(hook.latest().shared.assets.map((item) => item.id)).toEqual(['shared']));
    await vi.waitFor(() => expect(hook.latest().library.organizationId).toBe(ORG));
    await act(async () => void (await hook.latest().leave.trigger('u1')));
    await settle();
    expect(readLibraryScope()).toBeNull();
    expect(hook.latest().library.organizations).toEqual([]);
    expect(hook.latest().shared.assets).toEqual([]);
    expect(hook.latest().own.assets.map((item) => item.id)).toEqual(['own']);
    hook.unmount();
  });

  it('organization.removed from the socket does the same through dropOrganization', async () => {
    setLibraryScope(ORG);
    const hook = await mountHook(() => ({ config: useSWRConfig(), shared: useAssetList({ parent_id: 'root', organization_id: ORG }), library: useCurrentLibrary() }), {});
    await vi.waitFor(() => expect(hook.latest().shared.assets).toHaveLength(1));
    await act(async () => dropOrganization(hook.latest().config.cache, hook.latest().config.mutate, ORG));
    await settle();
    expect(readLibraryScope()).toBeNull();
    expect(hook.latest().shared.assets).toEqual([]);
    expect(hook.latest().library.organizations).toEqual([]);
    hook.unmount();
  });
});
