import type { Asset, TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../src/db/store';
import { call, json } from './accounts-helpers';
import { absolute, assetFiles, png, setUnit, setUpAxis, triangleGlb, upload, uploadAsset } from './assets-helpers';
import type { TestServer } from './helpers';
import { runTool, sessionOutputs } from './sessions-helpers';
import { startToolServer } from './worker-helpers';

/** An 80 x 60 x 34 slab as CAD writes it: 0..80, 0..60, 0..34, Z up, ASCII STL, no unit said. */
function slabStl(): Uint8Array {
  const corner = (i: number) => [i & 1 ? 80 : 0, i & 2 ? 60 : 0, i & 4 ? 34 : 0].join(' ');
  // Each side as two triangles, wound to face out.
  const sides = [
    [0, 2, 3, 1],
    [4, 5, 7, 6],
    [0, 1, 5, 4],
    [2, 6, 7, 3],
    [0, 4, 6, 2],
    [1, 3, 7, 5],
  ];
  const facets = sides.flatMap(([a, b, c, d]) =>
    [
      [a, b, c],
      [a, c, d],
    ].map((triangle) => `facet normal 0 0 0\nouter loop\n${triangle.map((i) => `vertex ${corner(i!)}`).join('\n')}\nendloop\nendfacet`),
  );
  return new TextEncoder().encode(`solid slab\n${facets.join('\n')}\nendsolid slab\n`);
}

const size = (asset: Asset) => {
  const bbox = asset.data.bbox!;
  return bbox.max.map((max, axis) => max - bbox.min[axis]!);
};
/** Width, height, depth in metres, close enough for float32. */
const metres = (values: number[]) => values.map((value) => expect.closeTo(value, 6));

describe('the unit of an OBJ, STL or PLY', () => {
  let server: TestServer;
  let ada: TokenResponse;
  const slab = slabStl();

  beforeAll(async () => {
    ({ server, person: ada } = await startToolServer('ada@example.com'));
  });
  afterAll(() => server.close());

  it('is millimetres unless said otherwise: an 80 x 60 x 34 STL is 0.08 x 0.034 x 0.06 m (Y up), its file kept as it came', async () => {
    const asset = await uploadAsset(server, ada.token, 'Slab', slab, 'slab.stl');
    expect(asset.data).toMatchObject({ format: 'stl', up_axis: 'z', unit: 'mm', triangle_count: 12 });
    expect(size(asset)).toEqual(metres([0.08, 0.034, 0.06]));
    const original = await fetch(absolute(server, String(asset.data.file_url)));
    expect(Buffer.from(await original.arrayBuffer())).toEqual(Buffer.from(slab));

    const inCm = await json<Asset>(await upload(server, { token: ada.token, bytes: slab, fileName: 'slab.stl', fields: { unit: 'cm' } }), 201);
    expect(inCm.data).toMatchObject({ unit: 'cm' });
    expect(size(inCm)).toEqual(metres([0.8, 0.34, 0.6]));
  });

  it('changes with PUT /v3/assets/:id/unit: a new GLB and bounds, the file as uploaded unchanged; the up axis keeps it', async () => {
    const asset = await uploadAsset(server, ada.token, 'Slab', slab, 'slab.stl');
    const inches = await json<Asset>(await setUnit(server, ada.token, asset.id, 'in'), 200);
    expect(inches.data).toMatchObject({ unit: 'in', up_axis: 'z', preview_status: 'pending' });
    expect(size(inches)).toEqual(metres([80 * 0.0254, 34 * 0.0254, 60 * 0.0254]));
    expect(inches.data.view_file_url).not.toBe(asset.data.view_file_url);
    expect(await assetFiles(server, inches)).toEqual([expect.stringMatching(/^model-[0-9a-f-]{36}\.glb$/), 'original.stl']);
    const original = await fetch(absolute(server, String(inches.data.file_url)));
    expect(Buffer.from(await original.arrayBuffer())).toEqual(Buffer.from(slab));

    // The same unit again: answered as it is.
    const same = await json<Asset>(await setUnit(server, ada.token, asset.id, 'in'), 200);
    expect(same).toMatchObject({ updated_at: inches.updated_at, data: { view_file_url: inches.data.view_file_url } });
    // A change of axis reads it in the unit it has.
    const yUp = await json<Asset>(await setUpAxis(server, ada.token, asset.id, 'y'), 200);
    expect(yUp.data).toMatchObject({ unit: 'in', up_axis: 'y' });
    expect(size(yUp)).toEqual(metres([80 * 0.0254, 60 * 0.0254, 34 * 0.0254]));
    const back = await json<Asset>(await setUnit(server, ada.token, asset.id, 'mm'), 200);
    expect(size(back)).toEqual(metres([0.08, 0.06, 0.034]));
  });

  it('is refused for a file that has none, and for a unit that is not mm, cm, m or in', async () => {
    const message = 'Only an uploaded OBJ, STL or PLY mesh has an up axis and a unit to change.';
    const glb = await uploadAsset(server, ada.token, 'Triangle', triangleGlb(), 'tri.glb');
    expect(await json(await setUnit(server, ada.token, glb.id, 'mm'), 400)).toEqual({ code: 'VALIDATION_FAILED', message });
    const image = await uploadAsset(server, ada.token, 'Photo', png(4, 4), 'photo.png');
    expect(await json(await setUnit(server, ada.token, image.id, 'mm'), 400)).toEqual({ code: 'VALIDATION_FAILED', message });
    const part = await uploadAsset(server, ada.token, 'Slab', slab, 'slab.stl');
    expect(await json(await setUnit(server, ada.token, part.id, 'ft'), 400)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('unit') });
    expect(await json(await call(server, 'PUT', `/v3/assets/${part.id}`, { token: ada.token, body: { data: { unit: 'm' } } }), 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('data.unit'),
    });
  });

  it('of a mesh uploaded before units were kept is metres, as it was read: a change of axis keeps its size', async () => {
    const asset = await uploadAsset(server, ada.token, 'Old part', slab, 'slab.stl');
    await setUnit(server, ada.token, asset.id, 'm');
    // As such a row was written: no unit, the numbers taken as metres.
    const store = createStore(server.database.db);
    const row = (await store.assets.findOwned(asset.owner_id, asset.id))!;
    const { unit: _unit, ...older } = row.data;
    await store.assets.replaceData(asset.owner_id, asset.id, older);
    const turned = await json<Asset>(await setUpAxis(server, ada.token, asset.id, 'y'), 200);
    expect(turned.data).toMatchObject({ unit: 'm', up_axis: 'y' });
    expect(size(turned)).toEqual(metres([80, 60, 34]));
  });

  it('makes 3D printing at scale 1 print the file\'s numbers as millimetres: 80 x 60 x 34 mm', { timeout: 120_000 }, async () => {
    const asset = await uploadAsset(server, ada.token, 'Slab', slab, 'slab.stl');
    const run = await runTool(server, ada.token, 'print_3d', { mesh: asset.id, size_mode: 'scale', scale: 1, orient_flat: false });
    expect(run.job).toMatchObject({ status: 'succeeded' });
    const report = run.job.report as { bbox_mm: number[]; longest_side_mm: number; volume_cm3: number };
    expect(report.bbox_mm).toEqual([expect.closeTo(80, 1), expect.closeTo(60, 1), expect.closeTo(34, 1)]);
    expect(report.volume_cm3).toBeCloseTo(163.2, 0);
    const [stl] = await sessionOutputs(server, ada.token, run.session.id, 'meshes');
    expect(stl!.name).toBe('Slab (printable, 80 mm)');
  });
});
