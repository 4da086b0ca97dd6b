import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { fixture, runToolJourney, signUp } from './toolJourney';

test.describe('Image to 3D', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pick a picture, lift it into a quad mesh, see the report, open the GLB in the viewer and download it', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { upload: { name: 'Toy robot', file: 'toy-robot.png', mimeType: 'image/png', buffer: fixture('toy-robot.png') } });

    // Three views need three pictures: two are refused before anything is charged.
    const refused = await person.context.request.post('/v3/sessions', {
      headers: person.auth,
      data: { type: 'multiview_to_3d', input: { images: [person.assetId, person.assetId] } },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Give three pictures: front, side and back.');

    const { page } = await runToolJourney(person, {
      tool: { route: 'i3d', heading: 'Image to 3D', run: 'Run image to 3D' },
      input: /Toy robot/,
      library: /^Toy robot/,
      credits: { before: 100, after: 70 },
      options: async (tool) => {
        await expect(tool.getByRole('radio', { name: 'One picture' })).toBeChecked();
        await tool.getByRole('radio', { name: 'Quads' }).click({ force: true });
        await expect(tool.getByText(/an OBJ of the same surface that keeps its quads/)).toBeVisible();
      },
      outcome: (tool) => tool.getByText(/^After · [\d,]+ faces, quads$/),
      timeout: 90_000,
      report: async (tool) => {
        await expect(tool.getByText(/% of the 320 × 320 picture, found from the background’s colour/)).toBeVisible();
        await expect(tool.getByText('50% thickness, mirrored front to back')).toBeVisible();
      },
      results: ['Toy robot 3D', 'Toy robot 3D (quads)'],
      screenshots: { name: 'image-to-3d-result', outputPath: (file) => testInfo.outputPath(file) },
      libraryRows: [/Toy robot 3D/],
    });

    // The GLB opens in the viewer and downloads under its name, textured.
    await page.getByRole('link', { name: 'Toy robot 3D', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Toy robot 3D' })).toBeVisible();
    await page.waitForTimeout(1500);
    for (const theme of ['dark', 'light']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.screenshot({ path: testInfo.outputPath(`image-to-3d-viewer-${theme}.png`), fullPage: true });
    }
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Toy-robot-3D.glb');
    const glb = readFileSync((await file.path())!);
    expect(glb.subarray(0, 4).toString('latin1')).toBe('glTF');
    const gltf = JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString('utf8')) as { materials: { pbrMetallicRoughness: { baseColorTexture?: unknown } }[] };
    expect(gltf.materials[0]!.pbrMetallicRoughness.baseColorTexture).toBeDefined();
    await person.context.close();
  });
});
