import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { glbFixture, runToolJourney, signUp } from './toolJourney';

test.describe('Retexturing', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pick a mesh, recolour it from a palette with a metal finish, see the report, and download the GLB', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { tier: 'starter', upload: glbFixture('Crate', 'crate.glb') });

    // Nothing to change is refused before anything is charged.
    const refused = await person.context.request.post('/v3/sessions', {
      headers: person.auth,
      data: { type: 'retexturing', input: { mesh: person.assetId, preset: 'none' } },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Nothing to change: pick a reference image, a palette or a material preset.');

    const { page } = await runToolJourney(person, {
      tool: { route: 'retexturing', heading: 'Retexturing', run: 'Run retexturing' },
      input: /Crate/,
      library: /^Crate/,
      credits: { before: 100, after: 80 },
      options: async (tool) => {
        await tool.getByRole('radio', { name: 'Palette' }).click({ force: true });
        await tool.getByRole('textbox', { name: 'Palette' }).fill('#2f6f4f #3c8d5a');
        await tool.getByRole('radio', { name: 'Metal' }).click({ force: true });
        await expect(tool.getByText('metallic 1 · roughness 0.3')).toBeVisible();
      },
      outcome: (tool) => tool.getByText('After · retextured, metal'),
      timeout: 90_000,
      report: async (tool) => {
        await expect(tool.getByText('Palette, 100% strength')).toBeVisible();
        await expect(tool.getByText('Its material colour')).toBeVisible();
        await expect(tool.getByText('Metal: metallic 1, roughness 0.3, no normal map (no UVs)')).toBeVisible();
      },
      results: ['Crate (retextured, metal)'],
      screenshots: { name: 'retexturing-result', outputPath: (file) => testInfo.outputPath(file) },
      libraryRows: [/Crate \(retextured, metal\)/],
    });

    // The new asset opens in the viewer and downloads under its name as a GLB, in the palette's green.
    await page.getByRole('link', { name: 'Crate (retextured, metal)' }).click();
    await expect(page.getByRole('heading', { name: 'Crate (retextured, metal)' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Crate-retextured-metal.glb');
    const glb = readFileSync((await file.path())!);
    expect(glb.subarray(0, 4).toString('latin1')).toBe('glTF');
    const gltf = JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString('utf8')) as { materials: { pbrMetallicRoughness: { baseColorFactor: number[]; metallicFactor?: number } }[] };
    const [red, green, blue] = gltf.materials[0]!.pbrMetallicRoughness.baseColorFactor;
    expect(green!).toBeGreaterThan(red!);
    expect(green!).toBeGreaterThan(blue!);
    // Metal's metallic 1 is glTF's default, which a file may leave out.
    expect(gltf.materials[0]!.pbrMetallicRoughness.metallicFactor ?? 1).toBe(1);
    await person.context.close();
  });
});
