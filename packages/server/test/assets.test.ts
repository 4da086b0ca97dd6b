import { type Asset, type AssetListResponse, type BatchParentResponse, type DeleteAssetResponse, publicAssetDataSchema, type ShowcaseResponse, type TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { absolute, createFolder, listAll, listAssets, png, upload } from './assets-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

const MISSING_ID = '01890000-0000-7000-8000-000000000000';

describe.each([embeddedTarget])('assets on $kind', (target) => {
  let server: TestServer;
  let ada: TokenResponse;
  let bob: TokenResponse;
  let bobFolder: Asset;
  let adaImage: Asset;

  beforeAll(async () => {
    server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off' });
    ada = await register(server, 'ada@example.com');
    bob = await register(server, 'bob@example.com');
    bobFolder = await createFolder(server, bob.token, 'Bob things');
    adaImage = await json<Asset>(await upload(server, { token: ada.token, bytes: png(3, 2), fileName: 'Sunset photo.png' }), 201);
  });
  afterAll(() => server.close());

  const get = (path: string, token?: string) => call(server, 'GET', path, { token });

  describe('POST /v3/assets', () => {
    it('requires authentication', async () => {
      expect(await json(await call(server, 'POST', '/v3/assets', { body: { type: 'folder', name: 'x' } }), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it("answers 404 for a parent that is someone else's folder", async () => {
      const response = await call(server, 'POST', '/v3/assets', { token: ada.token, body: { type: 'folder', name: 'x', parent_id: bobFolder.id } });
      expect(await json(response, 404)).toEqual({ code: 'NOT_FOUND', message: 'No such folder.' });
    });

    it('answers 400 naming the field for a missing name, another type or a malformed parent', async () => {
      for (const [body, field] of [
        [{ type: 'folder', name: '   ' }, 'name'],
        [{ type: 'mesh', name: 'x' }, 'type'],
        [{ type: 'folder', name: 'x', parent_id: 'nope' }, 'parent_id'],
        [{ type: 'folder', name: 'x'.repeat(201) }, 'name'],
      ] as const) {
        const response = await call(server, 'POST', '/v3/assets', { token: ada.token, body });
        expect(await json(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
      }
    });

    it('answers 409 CONFLICT when the parent is not a folder', async () => {
      const response = await call(server, 'POST', '/v3/assets', { token: ada.token, body: { type: 'folder', name: 'x', parent_id: adaImage.id } });
      expect(await json(response, 409)).toEqual({ code: 'CONFLICT', message: 'Assets can only go into a folder, and "Sunset photo" is an image.' });
    });

    it('refuses data keys that only the server writes', async () => {
      const response = await call(server, 'POST', '/v3/assets', { token: ada.token, body: { type: 'folder', name: 'x', data: { file_url: 'http://evil' } } });
      expect(await json(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('data.file_url') });
    });

    it('makes a folder at the top level and inside a folder, with its data', async () => {
      const outer = await createFolder(server, ada.token, '  Furniture ');
      expect(outer).toMatchObject({ _id: outer.id, name: 'Furniture', type: 'folder', parent_id: null, is_deleted: false, jobs: [], owner_id: ada.user.id, organization_id: null, session_id: null });
      expect(outer.data).toEqual({ image_url: null });
      const response = await call(server, 'POST', '/v3/assets', { token: ada.token, body: { type: 'folder', name: 'Chairs', parent_id: outer.id, data: { color: '#ff8800' } } });
      const inner = await json<Asset>(response, 201);
      expect(inner).toMatchObject({ parent_id: outer.id, data: { color: '#ff8800' } });
      expect(inner.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    });
  });

  describe('GET /v3/assets/:id', () => {
    it('requires authentication', async () => {
      expect(await json(await get(`/v3/assets/${adaImage.id}`), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it("answers 404 for someone else's id, an unknown id and a malformed one", async () => {
      expect(await json(await get(`/v3/assets/${bobFolder.id}`, ada.token), 404)).toEqual({ code: 'NOT_FOUND', message: 'No such asset.' });
      expect(await json(await get(`/v3/assets/${MISSING_ID}`, ada.token), 404)).toMatchObject({ code: 'NOT_FOUND' });
      expect(await json(await get('/v3/assets/123', ada.token), 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('id') });
    });

    it('answers the asset with fresh signed file URLs and no storage keys', async () => {
      const asset = await json<Asset>(await get(`/v3/assets/${adaImage.id}`, ada.token), 200);
      expect(asset).toMatchObject({ id: adaImage.id, type: 'image', name: 'Sunset photo', data: { format: 'png', width: 3, height: 2 } });
      expect(asset.data.file_url).toMatch(/^\/files\/.+\/image\.png\?expires=\d+&signature=/);
      expect(asset.data.image_url).toMatch(/^\/files\/.+\/preview\.webp\?/);
      expect(Object.keys(asset.data).filter((key) => key.endsWith('_key'))).toEqual([]);
    });
  });

  describe('PUT /v3/assets/:id', () => {
    it('requires authentication', async () => {
      expect(await json(await call(server, 'PUT', `/v3/assets/${adaImage.id}`, { body: { name: 'x' } }), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it("answers 404 for someone else's id", async () => {
      const response = await call(server, 'PUT', `/v3/assets/${bobFolder.id}`, { token: ada.token, body: { name: 'Mine now' } });
      expect(await json(response, 404)).toMatchObject({ code: 'NOT_FOUND' });
      expect(await json<Asset>(await get(`/v3/assets/${bobFolder.id}`, bob.token), 200)).toMatchObject({ name: 'Bob things' });
    });

    it('answers 400 for an empty change, an empty name or server-owned data', async () => {
      for (const [body, text] of [
        [{}, 'Send a name or data'],
        [{ name: '' }, 'name'],
        [{ data: { preview_status: 'ready' } }, 'data.preview_status'],
      ] as const) {
        const response = await call(server, 'PUT', `/v3/assets/${adaImage.id}`, { token: ada.token, body });
        expect(await json(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(text) });
      }
    });

    it('renames, and merges a folder data change into its data', async () => {
      const folder = await createFolder(server, ada.token, 'Old name');
      const renamed = await json<Asset>(await call(server, 'PUT', `/v3/assets/${folder.id}`, { token: ada.token, body: { name: 'New name' } }), 200);
      expect(renamed).toMatchObject({ id: folder.id, name: 'New name' });
      expect(Date.parse(renamed.updated_at)).toBeGreaterThanOrEqual(Date.parse(folder.updated_at));
      await call(server, 'PUT', `/v3/assets/${folder.id}`, { token: ada.token, body: { data: { color: 'red', description: 'x' } } });
      const recoloured = await json<Asset>(await call(server, 'PUT', `/v3/assets/${folder.id}`, { token: ada.token, body: { data: { color: 'blue' } } }), 200);
      expect(recoloured.data).toEqual({ color: 'blue', description: 'x', image_url: null });
      const image = await json<Asset>(await call(server, 'PUT', `/v3/assets/${adaImage.id}`, { token: ada.token, body: { name: 'Sunset' } }), 200);
      expect(image).toMatchObject({ name: 'Sunset', data: { format: 'png', width: 3 } });
      await call(server, 'PUT', `/v3/assets/${adaImage.id}`, { token: ada.token, body: { name: 'Sunset photo' } });
    });

    it('keeps what many small data changes add within the limit one change has, and keeps the data as it was', async () => {
      const folder = await createFolder(server, ada.token, 'Notes');
      const note = (index: number) => ({ [`note_${index}`]: 'n'.repeat(6000) });
      for (const index of [1, 2]) {
        await json(await call(server, 'PUT', `/v3/assets/${folder.id}`, { token: ada.token, body: { data: note(index) } }), 200);
      }
      const refused = await json<{ code: string; message: string }>(await call(server, 'PUT', `/v3/assets/${folder.id}`, { token: ada.token, body: { data: note(3), name: 'Renamed' } }), 400);
      expect(refused).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Invalid request body\. data: with this change the asset's data would be too large\. This is at most 16 KB as JSON; this is 17\.\d KB\.$/) });
      const kept = await json<Asset>(await call(server, 'GET', `/v3/assets/${folder.id}`, { token: ada.token }), 200);
      expect(kept.name).toBe('Notes');
      expect(Object.keys(kept.data).filter((key) => key.startsWith('note_'))).toEqual(['note_1', 'note_2']);
      // Replacing a kept key counts once.
      await json(await call(server, 'PUT', `/v3/assets/${folder.id}`, { token: ada.token, body: { data: note(2) } }), 200);
    });
  });

  describe('GET /v3/assets and POST /v3/assets/search', () => {
    let carol: TokenResponse;
    let shelf: Asset;
    let made: Asset[];
    // Carol's library: 2 folders at the top, 23 files split between the top and the shelf, oldest first.
    beforeAll(async () => {
      carol = await register(server, 'carol@example.com');
      shelf = await createFolder(server, carol.token, 'Shelf');
      const names = ['Oak chair', 'Pine CHAIR', 'Table', 'Lamp 100%', 'Lamp_100', 'Sofa'];
      made = [shelf];
      for (let i = 0; i < 23; i++) {
        const fields: Record<string, string> = { name: `${names[i % names.length]} ${i}` };
        if (i % 2 === 1) fields.parent_id = shelf.id;
        made.push(await json<Asset>(await upload(server, { token: carol.token, bytes: png(2, 2), fileName: 'x.png', fields }), 201));
      }
      made.push(await createFolder(server, carol.token, 'Chair designs'));
    });

    it('requires authentication', async () => {
      expect(await json(await get('/v3/assets'), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await json(await call(server, 'POST', '/v3/assets/search', { body: { search_text: 'x' } }), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it("answers 404 for a parent_id that is someone else's folder", async () => {
      expect(await json(await get(`/v3/assets?parent_id=${bobFolder.id}`, carol.token), 404)).toEqual({ code: 'NOT_FOUND', message: 'No such folder.' });
      const response = await call(server, 'POST', '/v3/assets/search', { token: carol.token, body: { search_text: 'x', parent_id: bobFolder.id } });
      expect(await json(response, 404)).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('answers 400 naming a malformed limit, cursor, parent, type or search', async () => {
      for (const [query, field] of [
        ['?limit=0', 'limit'],
        ['?limit=101', 'limit'],
        ['?cursor=garbage', 'cursor'],
        ['?parent_id=top', 'parent_id'],
        ['?type=sofa', 'type'],
        ['?include_types=mesh,sofa', 'include_types'],
      ] as const) {
        expect(await json(await get(`/v3/assets${query}`, carol.token), 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
      }
      for (const [body, field] of [
        [{}, 'search_text'],
        [{ search_text: 'x', limit: 0 }, 'limit'],
        [{ search_text: 'x', cursor: 'garbage' }, 'cursor'],
      ] as const) {
        const response = await call(server, 'POST', '/v3/assets/search', { token: carol.token, body });
        expect(await json(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
      }
    });

    it('pages through every asset once, newest first, with an opaque cursor', async () => {
      const { pages, assets } = await listAll(server, carol.token, { limit: '10' });
      expect(pages.map((page) => page.results.length)).toEqual([10, 10, 5]);
      for (const page of pages) expect(page.items).toEqual(page.results);
      expect(pages.at(-1)?.nextCursor).toBeNull();
      expect(assets.map((asset) => asset.id)).toEqual(made.map((asset) => asset.id).reverse());
      expect(pages[0]?.nextCursor).not.toContain(pages[0]?.results.at(-1)?.id);
    });

    it('defaults to 30 a page and lists only your own', async () => {
      const page = await listAssets(server, carol.token);
      expect(page.results).toHaveLength(25);
      expect(page.results.every((asset) => asset.owner_id === carol.user.id)).toBe(true);
    });

    it('narrows to the top level, to a folder, and by type', async () => {
      const names = (page: AssetListResponse) => page.results.map((asset) => asset.name);
      const top = await listAll(server, carol.token, { parent_id: 'root' });
      expect(top.assets.every((asset) => asset.parent_id === null)).toBe(true);
      expect(top.assets).toHaveLength(14);
      const inShelf = await listAll(server, carol.token, { parent_id: shelf.id });
      expect(inShelf.assets).toHaveLength(11);
      expect(inShelf.assets.every((asset) => asset.parent_id === shelf.id)).toBe(true);
      expect(names(await listAssets(server, carol.token, '?type=folder'))).toEqual(['Chair designs', 'Shelf']);
      expect(names(await listAssets(server, carol.token, `?type=folder&parent_id=root`))).toEqual(['Chair designs', 'Shelf']);
      expect((await listAssets(server, carol.token, '?exclude_types=folder')).results).toHaveLength(23);
      expect((await listAssets(server, carol.token, '?include_types=folder&include_types=mesh')).results).toHaveLength(2);
      expect((await listAssets(server, carol.token, '?include_types=image,video&exclude_types=image')).results).toHaveLength(0);
      expect((await listAssets(server, carol.token, '?type=image&include_types=folder')).results).toHaveLength(0);
      expect((await listAssets(server, carol.token, '?type=mesh')).results).toHaveLength(0);
    });

    it('finds assets by part of their name, in any case, with % and _ taken literally', async () => {
      const found = await listAll(server, carol.token, { q: 'hai', limit: '3' });
      expect(found.assets.map((asset) => asset.name)).toEqual(['Chair designs', 'Pine CHAIR 19', 'Oak chair 18', 'Pine CHAIR 13', 'Oak chair 12', 'Pine CHAIR 7', 'Oak chair 6', 'Pine CHAIR 1', 'Oak chair 0']);
      expect((await listAssets(server, carol.token, `?q=${encodeURIComponent('100%')}`)).results.map((asset) => asset.name)).toEqual(['Lamp 100% 21', 'Lamp 100% 15', 'Lamp 100% 9', 'Lamp 100% 3']);
      expect((await listAssets(server, carol.token, '?q=p_1')).results.map((asset) => asset.name)).toEqual(['Lamp_100 22', 'Lamp_100 16', 'Lamp_100 10', 'Lamp_100 4']);
      expect((await listAssets(server, carol.token, '?q=zebra')).results).toEqual([]);
      expect((await listAssets(server, bob.token, '?q=chair')).results).toEqual([]);
    });

    it('searches with POST /v3/assets/search, by folder and type, paging with the cursor it gives', async () => {
      const search = (body: Record<string, unknown>) => call(server, 'POST', '/v3/assets/search', { token: carol.token, body });
      const first = await json<AssetListResponse>(await search({ search_text: 'CHAIR', limit: 4 }), 200);
      expect(first.results.map((asset) => asset.name)).toEqual(['Chair designs', 'Pine CHAIR 19', 'Oak chair 18', 'Pine CHAIR 13']);
      const second = await json<AssetListResponse>(await search({ search_text: 'CHAIR', limit: 4, cursor: first.nextCursor }), 200);
      expect(second.results.map((asset) => asset.name)).toEqual(['Oak chair 12', 'Pine CHAIR 7', 'Oak chair 6', 'Pine CHAIR 1']);
      const inShelf = await json<AssetListResponse>(await search({ search_text: 'chair', parent_id: shelf.id }), 200);
      expect(inShelf.results.map((asset) => asset.name)).toEqual(['Pine CHAIR 19', 'Pine CHAIR 13', 'Pine CHAIR 7', 'Pine CHAIR 1']);
      const folders = await json<AssetListResponse>(await search({ search_text: 'chair', include_types: ['folder'] }), 200);
      expect(folders.results.map((asset) => asset.name)).toEqual(['Chair designs']);
      const everything = await json<AssetListResponse>(await search({ search_text: '', limit: 100 }), 200);
      expect(everything.results).toHaveLength(25);
    });
  });

  describe('DELETE /v3/assets/:id', () => {
    it('requires authentication', async () => {
      expect(await json(await call(server, 'DELETE', `/v3/assets/${adaImage.id}`), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it("answers 404 for someone else's id and leaves it alone", async () => {
      expect(await json(await call(server, 'DELETE', `/v3/assets/${bobFolder.id}`, { token: ada.token }), 404)).toMatchObject({ code: 'NOT_FOUND' });
      expect(await json<Asset>(await get(`/v3/assets/${bobFolder.id}`, bob.token), 200)).toMatchObject({ is_deleted: false });
    });

    it('deletes a folder with everything below it, and nothing else', async () => {
      const top = await createFolder(server, ada.token, 'Doomed');
      const middle = await createFolder(server, ada.token, 'Doomed inside', top.id);
      const image = await json<Asset>(await upload(server, { token: ada.token, bytes: png(2, 2), fields: { parent_id: middle.id } }), 201);
      const sibling = await createFolder(server, ada.token, 'Survivor');

      const answer = await json<DeleteAssetResponse>(await call(server, 'DELETE', `/v3/assets/${top.id}`, { token: ada.token }), 200);
      expect(answer).toMatchObject({ deleted: 3, asset: { id: top.id, is_deleted: true } });
      for (const id of [top.id, middle.id, image.id]) expect((await get(`/v3/assets/${id}`, ada.token)).status).toBe(404);
      expect((await get(`/v3/assets/${sibling.id}`, ada.token)).status).toBe(200);
      const ids = (await listAll(server, ada.token)).assets.map((asset) => asset.id);
      expect(ids).not.toContain(image.id);
      expect(ids).toContain(sibling.id);
      expect(await json(await call(server, 'DELETE', `/v3/assets/${top.id}`, { token: ada.token }), 404)).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('counts live assets in the account delete flow', async () => {
      const flow = await json<{ asset_count: number }>(await get('/user/delete-flow', ada.token), 200);
      expect(flow.asset_count).toBe((await listAll(server, ada.token)).assets.length);
    });
  });

  describe('file links of deleted assets and accounts', () => {
    /** The signed file and preview links of an asset, as a browser would open them. */
    const linksOf = (asset: Asset) => [String(asset.data.file_url), String(asset.data.image_url)].map((url) => absolute(server, url));
    const expectGone = async (links: string[]) => {
      for (const link of links) expect(await json(await fetch(link), 404), link).toEqual({ code: 'NOT_FOUND', message: 'This file no longer exists.' });
    };

    it('stop answering at once when the asset, or a folder above it, is deleted', async () => {
      const alone = await json<Asset>(await upload(server, { token: ada.token, bytes: png(2, 3), fileName: 'alone.png' }), 201);
      const folder = await createFolder(server, ada.token, 'Links folder');
      const inside = await json<Asset>(await upload(server, { token: ada.token, bytes: png(3, 3), fields: { parent_id: folder.id } }), 201);
      const links = [...linksOf(alone), ...linksOf(inside)];
      for (const link of links) expect((await fetch(link)).status, link).toBe(200);

      await call(server, 'DELETE', `/v3/assets/${alone.id}`, { token: ada.token });
      await expectGone(linksOf(alone));
      expect((await fetch(linksOf(inside)[0] ?? '')).status).toBe(200);
      await call(server, 'DELETE', `/v3/assets/${folder.id}`, { token: ada.token });
      await expectGone(linksOf(inside));
    });

    it("stop answering at once for every asset of a deleted account, which also leaves the showcase", async () => {
      const carl = await register(server, 'carl-links@example.com');
      const first = await json<Asset>(await upload(server, { token: carl.token, bytes: png(2, 2), fileName: 'one.png' }), 201);
      const second = await json<Asset>(await upload(server, { token: carl.token, bytes: png(4, 2), fileName: 'two.png' }), 201);
      const admin = await adminSignIn(server);
      await json(await call(server, 'PUT', `/admin/assets/${second.id}/showcase`, { token: admin.token, body: { is_showcase: true } }), 200);
      const shown = await json<AssetListResponse>(await call(server, 'GET', '/v3/assets/public/showcase'), 200);
      expect(shown.results.map((asset) => asset.id)).toContain(second.id);
      const links = [...linksOf(first), ...linksOf(second)];
      for (const link of links) expect((await fetch(link)).status, link).toBe(200);

      expect((await call(server, 'DELETE', '/user', { token: carl.token })).status).toBe(204);
      await expectGone(links);
      const after = await json<AssetListResponse>(await call(server, 'GET', '/v3/assets/public/showcase'), 200);
      expect(after.results.map((asset) => asset.id)).not.toContain(second.id);
      await json(await call(server, 'PUT', `/admin/assets/${second.id}/showcase`, { token: admin.token, body: { is_showcase: false } }), 200);
    });
  });

  describe('POST /v3/assets/batch/parent', () => {
    const move = (token: string, body: unknown) => call(server, 'POST', '/v3/assets/batch/parent', { token, body });

    it('requires authentication', async () => {
      expect(await json(await call(server, 'POST', '/v3/assets/batch/parent', { body: { asset_ids: [adaImage.id], parent_id: null } }), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it("answers 404 when any asset or the target is someone else's, and moves nothing", async () => {
      const box = await createFolder(server, ada.token, 'Box');
      const answer = await json(await move(ada.token, { asset_ids: [adaImage.id, bobFolder.id], parent_id: box.id }), 404);
      expect(answer).toEqual({ code: 'NOT_FOUND', message: 'No such asset.' });
      expect(await json(await move(ada.token, { asset_ids: [adaImage.id], parent_id: bobFolder.id }), 404)).toEqual({ code: 'NOT_FOUND', message: 'No such folder.' });
      expect(await json<Asset>(await get(`/v3/assets/${adaImage.id}`, ada.token), 200)).toMatchObject({ parent_id: null });
      expect(await json<Asset>(await get(`/v3/assets/${bobFolder.id}`, bob.token), 200)).toMatchObject({ parent_id: null });
    });

    it('answers 400 naming the field for no ids, too many, or a malformed id', async () => {
      for (const [body, field] of [
        [{ asset_ids: [], parent_id: null }, 'asset_ids'],
        [{ asset_ids: Array.from({ length: 501 }, () => adaImage.id), parent_id: null }, 'asset_ids'],
        [{ asset_ids: ['x'], parent_id: null }, 'asset_ids.0'],
        [{ asset_ids: [adaImage.id] }, 'parent_id'],
      ] as const) {
        expect(await json(await move(ada.token, body), 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
      }
    });

    it('refuses with 409 a folder into itself, into a folder inside it, or into something not a folder', async () => {
      const a = await createFolder(server, ada.token, 'A');
      const b = await createFolder(server, ada.token, 'B', a.id);
      const c = await createFolder(server, ada.token, 'C', b.id);
      expect(await json(await move(ada.token, { asset_ids: [a.id], parent_id: a.id }), 409)).toEqual({
        code: 'CONFLICT',
        message: 'The folder "A" cannot be moved into itself or into a folder inside it.',
      });
      expect(await json(await move(ada.token, { asset_ids: [adaImage.id, a.id], parent_id: c.id }), 409)).toMatchObject({ code: 'CONFLICT' });
      expect(await json(await move(ada.token, { asset_ids: [c.id], parent_id: adaImage.id }), 409)).toMatchObject({
        code: 'CONFLICT',
        message: 'Assets can only go into a folder, and "Sunset photo" is an image.',
      });
      expect(await json<Asset>(await get(`/v3/assets/${adaImage.id}`, ada.token), 200)).toMatchObject({ parent_id: null });
      expect(await json<Asset>(await get(`/v3/assets/${a.id}`, ada.token), 200)).toMatchObject({ parent_id: null });
    });

    it('lets only one of two crossing moves through, so no cycle can form', async () => {
      const x = await createFolder(server, ada.token, 'X');
      const y = await createFolder(server, ada.token, 'Y');
      const [one, two] = await Promise.all([
        move(ada.token, { asset_ids: [x.id], parent_id: y.id }),
        move(ada.token, { asset_ids: [y.id], parent_id: x.id }),
      ]);
      expect([one?.status, two?.status].sort()).toEqual([200, 409]);
    });

    it('moves into a folder and back to the top level, answering the moved assets', async () => {
      const box = await createFolder(server, ada.token, 'Moving box');
      const inner = await createFolder(server, ada.token, 'Inner');
      const moved = await json<BatchParentResponse>(await move(ada.token, { asset_ids: [adaImage.id, inner.id, adaImage.id], parent_id: box.id }), 200);
      expect(moved.moved).toBe(2);
      expect(moved.assets.map((asset) => [asset.id, asset.parent_id])).toEqual([
        [adaImage.id, box.id],
        [inner.id, box.id],
      ]);
      expect((await listAll(server, ada.token, { parent_id: box.id })).assets.map((asset) => asset.id).sort()).toEqual([adaImage.id, inner.id].sort());
      const back = await json<BatchParentResponse>(await move(ada.token, { asset_ids: [adaImage.id], parent_id: null }), 200);
      expect(back.assets[0]).toMatchObject({ id: adaImage.id, parent_id: null });
    });
  });

  describe('showcase', () => {
    const showcase = (query = '') => call(server, 'GET', `/v3/assets/public/showcase${query}`);
    const setShowcase = (id: string, token: string | undefined, body: unknown) => call(server, 'PUT', `/admin/assets/${id}/showcase`, { token, body });
    let admin: TokenResponse;
    beforeAll(async () => {
      admin = await adminSignIn(server);
    });

    it('is public and starts empty', async () => {
      expect(await json(await showcase(), 200)).toEqual({ results: [], items: [], nextCursor: null });
    });

    it('is changed only with an admin token', async () => {
      expect(await json(await setShowcase(adaImage.id, undefined, { is_showcase: true }), 401)).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await json(await setShowcase(adaImage.id, ada.token, { is_showcase: true }), 403)).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('answers 404 for an unknown asset, 409 for a folder and 400 for a malformed body', async () => {
      expect(await json(await setShowcase(MISSING_ID, admin.token, { is_showcase: true }), 404)).toMatchObject({ code: 'NOT_FOUND' });
      expect(await json(await setShowcase(bobFolder.id, admin.token, { is_showcase: true }), 409)).toMatchObject({ code: 'CONFLICT' });
      expect(await json(await setShowcase(adaImage.id, admin.token, { is_showcase: 'yes' }), 400)).toMatchObject({ message: expect.stringContaining('is_showcase') });
    });

    it('answers only what a visitor may see: no owner, folder, session, storage key or private data', async () => {
      const folder = await createFolder(server, bob.token, 'Bob private folder');
      const inside = await json<Asset>(await upload(server, { token: bob.token, bytes: png(3, 3), fileName: 'shown.png', fields: { parent_id: folder.id } }), 201);
      await json(await call(server, 'PUT', `/v3/assets/${inside.id}`, { token: bob.token, body: { data: { private_note: 'for bob only' } } }), 200);
      await json(await setShowcase(inside.id, admin.token, { is_showcase: true }), 200);
      try {
        const page = await json<ShowcaseResponse>(await showcase(), 200);
        const shown = page.results.find((asset) => asset.id === inside.id);
        expect(shown && Object.keys(shown).sort()).toEqual(['_id', 'created_at', 'data', 'id', 'name', 'type']);
        const visible = new Set(Object.keys(publicAssetDataSchema.shape));
        for (const asset of page.results) expect(Object.keys(asset.data).filter((key) => !visible.has(key))).toEqual([]);
        // Not in any field, nor inside a file link.
        const text = JSON.stringify(page);
        for (const secret of [bob.user.id, ada.user.id, folder.id, 'for bob only', '_key']) expect(text).not.toContain(secret);

        // The links work while the asset is shown, and end when it leaves the showcase.
        const links = [String(shown?.data.file_url), String(shown?.data.image_url)].map((url) => absolute(server, url));
        for (const link of links) expect((await fetch(link)).status, link).toBe(200);
        await json(await setShowcase(inside.id, admin.token, { is_showcase: false }), 200);
        for (const link of links) expect((await fetch(link)).status, link).toBe(404);
      } finally {
        await setShowcase(inside.id, admin.token, { is_showcase: false });
      }
    });

    it("shows the assets an admin picks, from anyone, in the order they were put in (the admin area can reorder them), paged", async () => {
      const bobImage = await json<Asset>(await upload(server, { token: bob.token, bytes: png(2, 2), fileName: 'bob.png' }), 201);
      const adaSecond = await json<Asset>(await upload(server, { token: ada.token, bytes: png(2, 2), fileName: 'ada.png' }), 201);
      for (const asset of [adaImage, bobImage, adaSecond]) {
        expect(await json<Asset>(await setShowcase(asset.id, admin.token, { is_showcase: true }), 200)).toMatchObject({ id: asset.id, is_showcase: true });
      }
      const first = await json<AssetListResponse>(await showcase('?limit=2'), 200);
      expect(first.results.map((asset) => asset.id)).toEqual([adaImage.id, bobImage.id]);
      expect(first.results[0]?.data.image_url).toMatch(/^\/files\//);
      const second = await json<AssetListResponse>(await showcase(`?limit=2&cursor=${first.nextCursor}`), 200);
      expect(second).toMatchObject({ results: [{ id: adaSecond.id }], nextCursor: null });
      expect((await json<AssetListResponse>(await showcase(), 200)).results).toHaveLength(3);

      await setShowcase(bobImage.id, admin.token, { is_showcase: false });
      await call(server, 'DELETE', `/v3/assets/${adaSecond.id}`, { token: ada.token });
      expect((await json<AssetListResponse>(await showcase(), 200)).results.map((asset) => asset.id)).toEqual([adaImage.id]);
    });
  });
});
