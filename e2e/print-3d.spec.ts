import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { glbFixture, runToolJourney, signUp, type ToolPage } from './toolJourney';

const PRINT_3D: ToolPage = { route: '3d-printing', heading: '3D printing', run: 'Run 3D printing' };

test.describe('3D printing', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pick a mesh, hollow it, watch it progress, see the report, and download the STL of the new asset', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { upload: glbFixture('Crate', 'crate.glb') });

    // Options out of range are refused before anything is charged.
    const refused = await person.context.request.post('/v3/sessions', {
      headers: person.auth,
      data: { type: 'print_3d', input: { mesh: person.assetId, longest_side_mm: 2 } },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('The longest side must be at least 5.');

    // Open to every plan: a free account runs it, and the sign-up credits are untouched by the refusal.
    const { page } = await runToolJourney(person, {
      tool: PRINT_3D,
      input: /Crate/,
      library: /^Crate/,
      credits: { before: 100, after: 90 },
      options: async (tool) => {
        await tool.getByRole('switch', { name: 'Hollow it out' }).click({ force: true });
        await expect(tool.getByRole('textbox', { name: 'Wall thickness' })).toHaveValue('2');
      },
      outcome: (tool) => tool.getByText('After · watertight, 100 mm'),
      timeout: 90_000,
      // The 12-triangle crate is repaired and hollowed in less than the worker's progress interval, so
      // its bar may never show; the slower journeys (texture, splat, retopology) check live progress.
      progressStates: 0,
      report: async (tool) => {
        await expect(tool.getByText('100 × 100 × 100 mm')).toBeVisible();
        await expect(tool.getByText(/cm³ \(hollow\)/)).toBeVisible();
        await expect(tool.getByText('Yes → Yes')).toBeVisible();
      },
      results: ['Crate (printable, 100 mm)', 'Crate (printable, 100 mm, 3MF)'],
      screenshots: { name: 'print-3d-result', outputPath: (file) => testInfo.outputPath(file) },
      libraryRows: [/Crate \(printable, 100 mm\)/, /Crate \(printable, 100 mm, 3MF\)/],
    });

    // The STL opens in the viewer (from the GLB beside it) and downloads under the asset's name.
    const viewed = page.waitForResponse((response) => /\/view\.glb\?/.test(response.url()) && response.ok());
    await page.getByRole('link', { name: 'Crate (printable, 100 mm)' }).click();
    await expect(page.getByRole('heading', { name: 'Crate (printable, 100 mm)' })).toBeVisible();
    await viewed;
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Crate-printable-100-mm.stl');
    const bytes = readFileSync((await file.path())!);
    // A binary STL: 80-byte header, triangle count, 50 bytes a triangle.
    expect(bytes.length).toBe(84 + bytes.readUInt32LE(80) * 50);
    await person.context.close();
  });

  test('a mesh that cannot be hollowed fails with the reason and is refunded once', async ({ browser, baseURL, watchCsp }) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { upload: glbFixture('Terrain', 'terrain.glb') });
    await runToolJourney(person, {
      tool: PRINT_3D,
      input: /Terrain/,
      options: (tool) => tool.getByRole('switch', { name: 'Hollow it out' }).click({ force: true }),
      outcome: (tool) => tool.getByRole('alert').filter({ hasText: 'too thin to hollow' }),
      timeout: 90_000,
      // A failed run may end before the bar is drawn.
      progressStates: 0,
      // Refunded: the sign-up credits again.
      credits: { before: 100, after: 100 },
      report: (tool) => expect(tool.getByRole('alert')).toContainText('Your 10 credits were refunded.'),
    });
    const history = (await (await person.context.request.get(`/v3/credit-history/user/${person.userId}`, { headers: person.auth })).json()) as {
      results: { reason: string }[];
    };
    expect(history.results.filter((row) => row.reason === 'refund')).toHaveLength(1);
    await person.context.close();
  });
});
