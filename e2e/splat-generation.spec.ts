import { expect, test } from './test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

test.describe('Splat generation', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pick a mesh, watch it progress, see the report, and download the PLY of the new splat', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await watchCsp(context);
    const registered = await context.request.post('/auth/register', {
      data: { email: `splat-${randomBytes(5).toString('hex')}@example.com`, password: 'correct horse battery', name: 'Grace Hopper' },
    });
    expect(registered.status()).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const uploaded = await context.request.post('/v3/assets/upload', {
      headers: auth,
      multipart: { name: 'Crate', file: { name: 'crate.glb', mimeType: 'model/gltf-binary', buffer: fixture('crate.glb') } },
    });
    expect(uploaded.status()).toBe(201);
    const { id: meshId } = (await uploaded.json()) as { id: string };
    await context.addCookies([{ name: 'auth_token', value: token, url: baseURL!, sameSite: 'Strict' }]);

    // A count out of range is refused before anything is charged.
    const refused = await context.request.post('/v3/sessions', { headers: auth, data: { type: 'splat_generation', input: { mesh: meshId, gaussian_count: 5000 } } });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('The gaussian count must be at least 10,000.');

    const library = await context.newPage();
    await library.goto('/dashboard/assets');
    await expect(library.getByRole('row', { name: /^Crate/ })).toBeVisible();

    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/splat-gen');
    await expect(page.getByRole('heading', { name: 'Splat generation' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '100 credits, buy more' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Input' }).click();
    await page.getByRole('option', { name: /Crate/ }).click();
    await expect(page.getByRole('textbox', { name: 'Gaussians' })).toHaveValue('200,000');
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { progress: string[] }).progress = []);
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(`${bar.getAttribute('aria-valuenow') ?? 'indeterminate'} ${bar.getAttribute('aria-label') ?? ''}`);
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Run splat generation' }).click();

    await expect(page.getByText('After · 200,000 gaussians')).toBeVisible({ timeout: 90_000 });
    const progress = await page.evaluate(() => (window as unknown as { progress: string[] }).progress);
    expect(progress.length).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: '85 credits, buy more' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crate (splat, 200k)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crate (splat, 200k, SPZ)' })).toBeVisible();

    for (const theme of ['dark', 'light']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.screenshot({ path: testInfo.outputPath(`splat-result-${theme}.png`), fullPage: true });
    }

    // The other tab got the new assets over the socket, without a reload.
    await expect(library.getByRole('row', { name: /Crate \(splat, 200k\)/ }).first()).toBeVisible();
    await expect(library.getByRole('row', { name: /Crate \(splat, 200k, SPZ\)/ })).toBeVisible();

    // The splat downloads under the asset's name, as a 3DGS PLY of 200,000 gaussians.
    await page.getByRole('link', { name: 'Crate (splat, 200k)' }).click();
    await expect(page.getByRole('heading', { name: 'Crate (splat, 200k)' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Crate-splat-200k.ply');
    const bytes = readFileSync((await file.path())!);
    const header = bytes.subarray(0, 600).toString('latin1');
    expect(header).toMatch(/^ply\nformat binary_little_endian 1\.0\nelement vertex 200000\n/);
    expect(header).toContain('property float f_dc_0');
    await context.close();
  });
});
