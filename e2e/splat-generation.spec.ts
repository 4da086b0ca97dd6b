import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { glbFixture, runToolJourney, signUp } from './toolJourney';

test.describe('Splat generation', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pick a mesh, watch it progress, see the report, and download the PLY of the new splat', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { upload: glbFixture('Crate', 'crate.glb') });

    // A count out of range is refused before anything is charged.
    const refused = await person.context.request.post('/v3/sessions', {
      headers: person.auth,
      data: { type: 'splat_generation', input: { mesh: person.assetId, gaussian_count: 5000 } },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('The gaussian count must be at least 10,000.');

    const { page } = await runToolJourney(person, {
      tool: { route: 'splat-gen', heading: 'Splat generation', run: 'Run splat generation' },
      input: /Crate/,
      library: /^Crate/,
      credits: { before: 100, after: 85 },
      options: (tool) => expect(tool.getByRole('textbox', { name: 'Gaussians' })).toHaveValue('200,000'),
      outcome: (tool) => tool.getByText('After · 200,000 gaussians'),
      timeout: 90_000,
      results: ['Crate (splat, 200k)', 'Crate (splat, 200k, SPZ)'],
      screenshots: { name: 'splat-result', outputPath: (file) => testInfo.outputPath(file) },
      libraryRows: [/Crate \(splat, 200k\)/, /Crate \(splat, 200k, SPZ\)/],
    });

    // The splat downloads under the asset's name, as a 3DGS PLY of 200,000 gaussians.
    await page.getByRole('link', { name: 'Crate (splat, 200k)' }).click();
    await expect(page.getByRole('heading', { name: 'Crate (splat, 200k)' })).toBeVisible();
    // The detail page draws the splat with its 200,000 gaussians (the viewer sets the count once drawn).
    const viewer = page.locator('[data-gaussians]');
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect(viewer).toHaveAttribute('data-gaussians', '200000');
    await expect(page.getByRole('img', { name: '3D view of Crate (splat, 200k)' })).toBeVisible();
    for (const theme of ['dark', 'light']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.screenshot({ path: testInfo.outputPath(`splat-detail-${theme}.png`) });
    }
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Crate-splat-200k.ply');
    const bytes = readFileSync((await file.path())!);
    const header = bytes.subarray(0, 600).toString('latin1');
    expect(header).toMatch(/^ply\nformat binary_little_endian 1\.0\nelement vertex 200000\n/);
    expect(header).toContain('property float f_dc_0');
    await person.context.close();
  });
});
