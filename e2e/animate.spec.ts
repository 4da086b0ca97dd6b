import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { glbFixture, runToolJourney, signUp } from './toolJourney';

test.describe('Animate', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pick a person, rig it as a biped with Unreal bone names, see the report, and play its clips on the asset page', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { tier: 'starter', upload: glbFixture('Person', 'person.glb') });

    // Options the contract does not know are refused before anything is charged.
    const refused = await person.context.request.post('/v3/sessions', {
      headers: person.auth,
      data: { type: 'animation', input: { mesh: person.assetId, rig: 'quadruped' } },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('The rig must be auto, biped or chain.');

    const { page } = await runToolJourney(person, {
      tool: { route: 'animate', heading: 'Animate', run: 'Run animate' },
      input: /Person/,
      library: /^Person/,
      credits: { before: 100, after: 80 },
      options: async (tool) => {
        await tool.getByRole('radio', { name: 'Biped' }).click({ force: true });
        await tool.getByRole('radio', { name: 'Unreal' }).click({ force: true });
        await expect(tool.getByText('pelvis · thigh_l')).toBeVisible();
      },
      outcome: (tool) => tool.getByText('After · biped, 5 clips'),
      timeout: 90_000,
      report: async (tool) => {
        await expect(tool.getByText('Biped, 19 bones')).toBeVisible();
        await expect(tool.getByText('Unreal (root pelvis)')).toBeVisible();
        await expect(tool.getByText('idle 2.4 s, walk 1 s, bounce 0.8 s, spin 2 s, wave 2.4 s')).toBeVisible();
      },
      results: ['Person (animated, biped)'],
      screenshots: { name: 'animate-result', outputPath: (file) => testInfo.outputPath(file) },
      libraryRows: [/Person \(animated, biped\)/],
    });

    // The new asset plays its clips in the viewer: pick the walk, pause and scrub to its middle.
    await page.getByRole('link', { name: 'Person (animated, biped)' }).click();
    await expect(page.getByRole('heading', { name: 'Person (animated, biped)' })).toBeVisible();
    const clips = page.getByRole('group', { name: 'Animation' });
    await expect(clips).toBeVisible({ timeout: 30_000 });
    await expect(clips.getByRole('radio', { name: 'Idle' })).toBeChecked();
    await clips.getByRole('radio', { name: 'Walk' }).click({ force: true });
    await clips.getByRole('button', { name: 'Pause' }).click();
    await clips.getByRole('slider', { name: 'Timeline' }).fill('0.25');
    await expect(clips.getByText('0.3 s / 1.0 s')).toBeVisible();
    await clips.getByRole('radio', { name: 'Wave' }).click({ force: true });
    await clips.getByRole('slider', { name: 'Timeline' }).fill('1');
    await expect(clips.getByText('1.0 s / 2.4 s')).toBeVisible();
    for (const theme of ['dark', 'light']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.waitForTimeout(300);
      await page.screenshot({ path: testInfo.outputPath(`animate-viewer-wave-${theme}.png`) });
    }

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Person-animated-biped.glb');
    const glb = readFileSync((await file.path())!);
    const gltf = JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString('utf8')) as { animations: { name: string }[]; skins: unknown[] };
    expect(gltf.animations.map((animation) => animation.name)).toEqual(['idle', 'walk', 'bounce', 'spin', 'wave']);
    expect(gltf.skins).toHaveLength(1);
    await person.context.close();
  });
});
