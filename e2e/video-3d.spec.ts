import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { glbFixture, runToolJourney, signUp } from './toolJourney';

test.describe('3D video', () => {
  test.describe.configure({ timeout: 150_000 });

  test('pick a mesh, film a one-second 480p turntable, see the report, play it on its page and download the MP4', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { tier: 'studio', upload: glbFixture('Crate', 'crate.glb') });

    // Longer than a minute or larger than 1080p is refused before anything is charged.
    for (const [input, words] of [
      [{ duration: 61 }, 'A video lasts at most 60 seconds.'],
      [{ resolution: '2160p' }, '1080p at most'],
    ] as const) {
      const refused = await person.context.request.post('/v3/sessions', { headers: person.auth, data: { type: 'video_3d', input: { asset: person.assetId, ...input } } });
      expect(refused.status()).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(words);
    }

    const { page } = await runToolJourney(person, {
      tool: { route: '3d-video', heading: '3D video', run: 'Run 3D video' },
      input: /Crate/,
      library: /^Crate/,
      credits: { before: 100, after: 60 },
      options: async (tool) => {
        await tool.getByRole('radio', { name: '480p' }).click({ force: true });
        await tool.getByRole('radio', { name: 'Black' }).click({ force: true });
        const duration = tool.getByRole('slider', { name: 'Duration' });
        await duration.focus();
        await duration.press('Home');
        await expect(tool.getByText('1 s · 30 frames')).toBeVisible();
        await expect(tool.getByText('854 × 480')).toBeVisible();
        // The studio plan has the video-to-video flag; this server has no model for it.
        await expect(tool.getByRole('region', { name: 'AI video-to-video' })).toContainText('Not available here');
      },
      outcome: (tool) => tool.getByText('After · turntable, 1 s, 480p'),
      timeout: 120_000,
      report: async (tool) => {
        await expect(tool.getByText('1 s, 30 frames at 30 fps')).toBeVisible();
        await expect(tool.getByText('Black background, studio lighting')).toBeVisible();
        await expect(tool.getByText(/^MP4 .* · WebM /)).toBeVisible();
      },
      results: ['Crate turntable'],
      screenshots: { name: '3d-video-result', outputPath: (file) => testInfo.outputPath(file) },
      libraryRows: [/Crate turntable/],
    });

    // The video plays on its page, its first frame as the poster, and downloads as an MP4 under its name.
    await page.getByRole('link', { name: 'Crate turntable' }).click();
    await expect(page.getByRole('heading', { name: 'Crate turntable' })).toBeVisible();
    const video = page.locator('video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('poster', /.+/);
    await expect(video.locator('source')).toHaveCount(2);
    // The browser reads the MP4 and finds one second.
    await video.evaluate((element: HTMLVideoElement) => {
      element.preload = 'auto';
      element.load();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 15_000 }).toBeCloseTo(1, 1);
    await page.screenshot({ path: testInfo.outputPath('3d-video-asset.png') });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Crate-turntable.mp4');
    const mp4 = readFileSync((await file.path())!);
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    await person.context.close();
  });
});
