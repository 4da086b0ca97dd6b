import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { fixture, glbFixture, runToolJourney, signUp, uploadAsset } from './toolJourney';

test.describe('Texture', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pick a mesh and a reference image, paint it triplanar, see the report, and download the textured GLB', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { upload: glbFixture('Crate', 'crate.glb') });
    const swatchId = await uploadAsset(person, { name: 'Sunset swatch', file: 'swatch.png', mimeType: 'image/png', buffer: fixture('swatch.png') });

    // A reference that is not an image is refused before anything is charged.
    const refused = await person.context.request.post('/v3/sessions', {
      headers: person.auth,
      data: { type: 'texture', input: { mesh: person.assetId, image: person.assetId } },
    });
    expect(refused.status()).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('The reference image must be an image');
    expect(swatchId).not.toBe('');

    const { page } = await runToolJourney(person, {
      tool: { route: 'texture', heading: 'Texture', run: 'Run texture' },
      input: /Crate/,
      library: /^Crate/,
      credits: { before: 100, after: 80 },
      options: async (tool) => {
        await tool.getByRole('combobox', { name: 'Reference image' }).click();
        await tool.getByRole('option', { name: /Sunset swatch/ }).click();
        await expect(tool.getByText('Painted from “Sunset swatch”.')).toBeVisible();
        await tool.getByRole('radio', { name: 'Triplanar' }).click({ force: true });
        await tool.getByRole('radio', { name: '1K' }).click({ force: true });
        await tool.getByRole('radio', { name: 'Ceramic' }).click({ force: true });
      },
      outcome: (tool) => tool.getByText('After · textured, 1K'),
      timeout: 90_000,
      report: async (tool) => {
        await expect(tool.getByText('Reference image, triplanar')).toBeVisible();
        await expect(tool.getByText('Ceramic: metallic 0, roughness 0.15')).toBeVisible();
      },
      results: ['Crate (textured, 1K)'],
      screenshots: { name: 'texture-result', outputPath: (file) => testInfo.outputPath(file) },
      libraryRows: [/Crate \(textured, 1K\)/],
    });

    // The new asset opens in the viewer and downloads under its name as a GLB.
    await page.getByRole('link', { name: 'Crate (textured, 1K)' }).click();
    await expect(page.getByRole('heading', { name: 'Crate (textured, 1K)' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Crate-textured-1K.glb');
    expect(readFileSync((await file.path())!).subarray(0, 4).toString('latin1')).toBe('glTF');
    await person.context.close();
  });
});
