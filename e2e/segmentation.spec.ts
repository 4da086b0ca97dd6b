import { expect, test } from './test';
import { randomBytes } from 'node:crypto';

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

  test('pick a mesh, run, watch it progress, see the parts, the report and the new assets in another tab', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await watchCsp(context);
    const registered = await context.request.post('/auth/register', {
      data: { email: `segments-${randomBytes(5).toString('hex')}@example.com`, password: 'correct horse battery', name: 'Grace Hopper' },
    });
    expect(registered.status()).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const uploaded = await context.request.post('/v3/assets/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { name: 'Table', file: { name: 'table.glb', mimeType: 'model/gltf-binary', buffer: tableGlb() } },
    });
    expect(uploaded.status()).toBe(201);
    await context.addCookies([{ name: 'auth_token', value: token, url: baseURL!, sameSite: 'Strict' }]);

    const library = await context.newPage();
    await library.goto('/dashboard/assets');
    await expect(library.getByRole('row', { name: /^Table/ })).toBeVisible();

    // Open to every plan: a free account runs it.
    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/segmentation');
    await expect(page.getByRole('heading', { name: 'Segmentation' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '100 credits, buy more' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Input' }).click();
    await page.getByRole('option', { name: /Table/ }).click();
    await page.getByRole('radio', { name: 'Simple' }).click({ force: true });
    await expect(page.getByText('3-6 parts')).toBeVisible();
    // The progress bar lives only while the job runs, so a watcher records what it showed.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { progress: string[] }).progress = []);
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(`${bar.getAttribute('aria-valuenow') ?? 'indeterminate'} ${bar.getAttribute('aria-label') ?? ''}`);
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Run segmentation' }).click();

    await expect(page.getByText('After · 5 parts')).toBeVisible({ timeout: 60_000 });
    const progress = await page.evaluate(() => (window as unknown as { progress: string[] }).progress);
    expect(progress.length).toBeGreaterThan(0);
    const report = page.getByRole('region', { name: 'Report' }).or(page.locator('section', { hasText: 'Separate pieces' })).first();
    await expect(report).toContainText('5 (simple)');
    await expect(report).toContainText('5 of 5');
    await expect(page.getByRole('link', { name: '90 credits, buy more' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Table (Part 3 of 5)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Table (Parts, colour-coded)' })).toBeVisible();

    // The result in both themes, for a person to look at.
    for (const theme of ['dark', 'light']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.screenshot({ path: testInfo.outputPath(`segmentation-result-${theme}.png`), fullPage: true });
    }

    // The other tab got the new assets over the socket, without a reload.
    await expect(library.getByRole('row', { name: /Table \(Part 1 of 5\)/ })).toBeVisible();
    await expect(library.getByRole('row', { name: /Table \(Parts, colour-coded\)/ })).toBeVisible();

    // A part opens in the viewer and downloads as a .glb.
    await page.getByRole('link', { name: 'Table (Part 1 of 5)' }).click();
    await expect(page.getByRole('heading', { name: 'Table (Part 1 of 5)' })).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download/ }).first().click();
    expect((await download).suggestedFilename()).toBe('part-1.glb');
    await context.close();
  });

  test('an image: each object on a plain background becomes a PNG cut-out in the library', async ({ browser, baseURL, watchCsp }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await watchCsp(context);
    const registered = await context.request.post('/auth/register', {
      data: { email: `segments-${randomBytes(5).toString('hex')}@example.com`, password: 'correct horse battery', name: 'Grace Hopper' },
    });
    const { token } = (await registered.json()) as { token: string };
    await context.addCookies([{ name: 'auth_token', value: token, url: baseURL!, sameSite: 'Strict' }]);
    const page = await context.newPage();
    await page.goto('/dashboard/assets');
    // Two shapes on a flat background, drawn in the browser and uploaded as a PNG.
    const png = await page.evaluate(async () => {
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
    const uploaded = await context.request.post('/v3/assets/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { name: 'Shapes', file: { name: 'shapes.png', mimeType: 'image/png', buffer: Buffer.from(png) } },
    });
    expect(uploaded.status()).toBe(201);
    // The canvas was drawn before the socket was surely joined: load the list with the upload in it.
    await page.reload();
    await expect(page.getByRole('row', { name: /^Shapes/ })).toBeVisible();

    const tool = await context.newPage();
    await tool.goto('/dashboard/asset/tool/segmentation');
    await tool.getByRole('combobox', { name: 'Input' }).click();
    await tool.getByRole('option', { name: /Shapes/ }).click();
    await expect(tool.getByText('Up to 15 regions')).toBeVisible();
    await tool.getByRole('button', { name: 'Run segmentation' }).click();
    await expect(tool.getByText('After · 2 parts')).toBeVisible({ timeout: 60_000 });
    await expect(tool.getByText('60 × 50 px · 3,000 pixels')).toBeVisible();
    await expect(page.getByRole('row', { name: /Shapes \(Part 2 of 2\)/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Shapes \(Parts, colour-coded\)/ })).toBeVisible();
    await context.close();
  });
});
