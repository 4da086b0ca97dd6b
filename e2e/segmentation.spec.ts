import { expect, test } from './test';
import { runToolJourney, signUp, uploadAsset, type ToolPage } from './toolJourney';

const SEGMENTATION: ToolPage = { route: 'segmentation', heading: 'Segmentation', run: 'Run segmentation' };

/**
 * A table as one joined, closed mesh: a 6 x 6 top one cube thick on four legs three cubes long, set
 * in from its edges, built from the outer sides of unit cubes. Its parts are the top and the legs.
 */
/** Squares along each side of a cube. */
const FINE = 16;

function tableGlb(): Buffer {
  const cells: [number, number, number][] = [];
  for (let x = 0; x < 6; x++) for (let z = 0; z < 6; z++) cells.push([x, 3, z]);
  for (const [x, z] of [[1, 1], [4, 1], [1, 4], [4, 4]] as const) for (let y = 0; y < 3; y++) cells.push([x, y, z]);
  const filled = new Set(cells.map((cell) => cell.join(',')));
  const positions: number[] = [];
  const indices: number[] = [];
  const corner = new Map<string, number>();
  const vertex = (x: number, y: number, z: number) => {
    const key = `${x},${y},${z}`;
    if (!corner.has(key)) {
      corner.set(key, positions.length / 3);
      positions.push((x / FINE) * 0.1, (y / FINE) * 0.1, (z / FINE) * 0.1);
    }
    return corner.get(key)!;
  };
  const sides: [[number, number, number], [number, number, number][]][] = [
    [[1, 0, 0], [[1, 0, 0], [1, 1, 0], [1, 1, 1], [1, 0, 1]]],
    [[-1, 0, 0], [[0, 0, 0], [0, 0, 1], [0, 1, 1], [0, 1, 0]]],
    [[0, 1, 0], [[0, 1, 0], [0, 1, 1], [1, 1, 1], [1, 1, 0]]],
    [[0, -1, 0], [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]]],
    [[0, 0, 1], [[0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]]],
    [[0, 0, -1], [[0, 0, 0], [0, 1, 0], [1, 1, 0], [1, 0, 0]]],
  ];
  // Each cube side as a grid of FINE x FINE squares, so the run takes long enough to watch.
  for (const [x, y, z] of cells) {
    for (const [offset, corners] of sides) {
      if (filled.has(`${x + offset[0]},${y + offset[1]},${z + offset[2]}`)) continue;
      const [p, q, , r] = corners;
      const at = (i: number, j: number) =>
        vertex(
          ...([0, 1, 2].map((k) => ([x, y, z][k]! + p![k]!) * FINE + (q![k]! - p![k]!) * i + (r![k]! - p![k]!) * j) as [number, number, number]),
        );
      for (let i = 0; i < FINE; i++) {
        for (let j = 0; j < FINE; j++) indices.push(at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j), at(i + 1, j + 1), at(i, j + 1));
      }
    }
  }
  const positionBytes = Buffer.from(new Float32Array(positions).buffer);
  const indexBytes = Buffer.from(new Uint32Array(indices).buffer);
  const bin = Buffer.concat([positionBytes, indexBytes, Buffer.alloc((4 - ((positionBytes.length + indexBytes.length) % 4)) % 4)]);
  const gltf = {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1 }] }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: positions.length / 3, type: 'VEC3', min: [0, 0, 0], max: [0.6, 0.4, 0.6] },
      { bufferView: 1, componentType: 5125, count: indices.length, type: 'SCALAR' },
    ],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positionBytes.length, target: 34962 },
      { buffer: 0, byteOffset: positionBytes.length, byteLength: indexBytes.length, target: 34963 },
    ],
    buffers: [{ byteLength: bin.length }],
  };
  const json = Buffer.from(JSON.stringify(gltf));
  const jsonChunk = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(12);
  header.write('glTF', 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + jsonChunk.length + 8 + bin.length, 8);
  const chunk = (type: number, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(body.length, 0);
    head.writeUInt32LE(type, 4);
    return Buffer.concat([head, body]);
  };
  return Buffer.concat([header, chunk(0x4e4f534a, jsonChunk), chunk(0x004e4942, bin)]);
}

test.describe('segmentation', () => {
  test.describe.configure({ timeout: 90_000 });

  test('pick a mesh, run, watch it progress, see the parts, the report and the new assets in another tab, upres a part', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { upload: { name: 'Table', file: 'table.glb', mimeType: 'model/gltf-binary', buffer: tableGlb() } });

    // Open to every plan: a free account runs it.
    const { page } = await runToolJourney(person, {
      tool: SEGMENTATION,
      input: /Table/,
      library: /^Table/,
      credits: { before: 100, after: 90 },
      options: async (tool) => {
        await tool.getByRole('radio', { name: 'Simple' }).click({ force: true });
        await expect(tool.getByText('3-6 parts')).toBeVisible();
      },
      outcome: (tool) => tool.getByText('After · 5 parts'),
      report: async (tool) => {
        const report = tool.getByRole('region', { name: 'Report' }).or(tool.locator('section', { hasText: 'Separate pieces' })).first();
        await expect(report).toContainText('5 (simple)');
        await expect(report).toContainText('5 of 5');
      },
      results: ['Table (Part 3 of 5)', 'Table (Parts, colour-coded)'],
      screenshots: { name: 'segmentation-result', outputPath: (file) => testInfo.outputPath(file) },
      libraryRows: [/Table \(Part 1 of 5\)/, /Table \(Parts, colour-coded\)/],
    });

    // Each part can be made finer and smoother from the result (parts upres): 10 credits, its
    // progress in its row, then a link to the new asset.
    const upres = page.getByRole('region', { name: 'Upres a part' });
    await expect(upres.getByRole('listitem')).toHaveCount(5);
    await upres.getByRole('button', { name: /^Upres · 10 credits\W+Table \(Part 2 of 5\)$/ }).click();
    const made = upres.getByRole('link', { name: 'Open Table (Part 2 of 5) (upres)' });
    await expect(made).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: '80 credits, buy more' })).toBeVisible();
    await expect(upres.getByRole('button', { name: /Part 1 of 5/ })).toBeVisible();
    const madeHref = await made.getAttribute('href');
    expect(madeHref).toMatch(/^\/dashboard\/asset\//);

    // A part opens in the viewer and downloads as a .glb named for it.
    await page.getByRole('link', { name: 'Table (Part 1 of 5)' }).click();
    await expect(page.getByRole('heading', { name: 'Table (Part 1 of 5)' })).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download/ }).first().click();
    expect((await download).suggestedFilename()).toBe('Table-Part-1-of-5.glb');
    // The upres of part 2 is an asset of its own, four times the triangles.
    await page.goto(madeHref!);
    await expect(page.getByRole('heading', { name: 'Table (Part 2 of 5) (upres)' })).toBeVisible();
    await person.context.close();
  });

  test('an image: each object on a plain background becomes a PNG cut-out in the library', async ({ browser, baseURL, watchCsp }) => {
    const person = await signUp({ browser, baseURL, watchCsp });
    const library = await person.context.newPage();
    await library.goto('/dashboard/assets');
    // Two shapes on a flat background, drawn in the browser and uploaded as a PNG.
    const png = await library.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 200;
      canvas.height = 120;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#f0eee8';
      g.fillRect(0, 0, 200, 120);
      g.fillStyle = '#c03030';
      g.fillRect(20, 20, 60, 50);
      g.fillStyle = '#3050c0';
      g.beginPath();
      g.arc(145, 70, 30, 0, Math.PI * 2);
      g.fill();
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await uploadAsset(person, { name: 'Shapes', file: 'shapes.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    // The canvas was drawn before the socket was surely joined: load the list with the upload in it.
    await library.reload();
    await expect(library.getByRole('row', { name: /^Shapes/ })).toBeVisible();

    await runToolJourney(person, {
      tool: SEGMENTATION,
      input: /Shapes/,
      library,
      options: (tool) => expect(tool.getByText('Up to 15 regions')).toBeVisible(),
      outcome: (tool) => tool.getByText('After · 2 parts'),
      // A small image may be cut out before the bar is drawn.
      progressStates: 0,
      report: (tool) => expect(tool.getByText('60 × 50 px · 3,000 pixels')).toBeVisible(),
      libraryRows: [/Shapes \(Part 2 of 2\)/, /Shapes \(Parts, colour-coded\)/],
    });
    await person.context.close();
  });
});
