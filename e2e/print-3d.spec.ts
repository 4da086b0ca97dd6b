import { expect, test } from './test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

test.describe('3D printing', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pick a mesh, hollow it, watch it progress, see the report, and download the STL of the new asset', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await watchCsp(context);
    const registered = await context.request.post('/auth/register', {
      data: { email: `print-${randomBytes(5).toString('hex')}@example.com`, password: 'correct horse battery', name: 'Grace Hopper' },
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

    // Options out of range are refused before anything is charged.
    const refused = await context.request.post('/v3/sessions', { headers: auth, data: { type: 'print_3d', input: { mesh: meshId, longest_side_mm: 2 } } });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('The longest side must be at least 5.');

    const library = await context.newPage();
    await library.goto('/dashboard/assets');
    await expect(library.getByRole('row', { name: /^Crate/ })).toBeVisible();

    // Open to every plan: a free account runs it, and the sign-up credits are untouched by the refusal.
    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/3d-printing');
    await expect(page.getByRole('heading', { name: '3D printing' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '100 credits, buy more' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Input' }).click();
    await page.getByRole('option', { name: /Crate/ }).click();
    await page.getByRole('switch', { name: 'Hollow it out' }).click({ force: true });
    await expect(page.getByRole('textbox', { name: 'Wall thickness' })).toHaveValue('2');
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { progress: string[] }).progress = []);
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(`${bar.getAttribute('aria-valuenow') ?? 'indeterminate'} ${bar.getAttribute('aria-label') ?? ''}`);
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Run 3D printing' }).click();

    await expect(page.getByText('After · watertight, 100 mm')).toBeVisible({ timeout: 90_000 });
    const progress = await page.evaluate(() => (window as unknown as { progress: string[] }).progress);
    expect(progress.length).toBeGreaterThan(0);
    await expect(page.getByText('100 × 100 × 100 mm')).toBeVisible();
    await expect(page.getByText(/cm³ \(hollow\)/)).toBeVisible();
    await expect(page.getByText('Yes → Yes')).toBeVisible();
    await expect(page.getByRole('link', { name: '90 credits, buy more' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crate (printable, 100 mm)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crate (printable, 100 mm, 3MF)' })).toBeVisible();

    for (const theme of ['dark', 'light']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.screenshot({ path: testInfo.outputPath(`print-3d-result-${theme}.png`), fullPage: true });
    }

    // The other tab got the new assets over the socket, without a reload.
    await expect(library.getByRole('row', { name: /Crate \(printable, 100 mm\)/ }).first()).toBeVisible();
    await expect(library.getByRole('row', { name: /Crate \(printable, 100 mm, 3MF\)/ })).toBeVisible();

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
    await context.close();
  });

  test('a mesh that cannot be hollowed fails with the reason and is refunded once', async ({ browser, baseURL, watchCsp }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await watchCsp(context);
    const registered = await context.request.post('/auth/register', {
      data: { email: `print-${randomBytes(5).toString('hex')}@example.com`, password: 'correct horse battery', name: 'Grace Hopper' },
    });
    const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
    const auth = { authorization: `Bearer ${token}` };
    const uploaded = await context.request.post('/v3/assets/upload', {
      headers: auth,
      multipart: { name: 'Terrain', file: { name: 'terrain.glb', mimeType: 'model/gltf-binary', buffer: fixture('terrain.glb') } },
    });
    expect(uploaded.status()).toBe(201);
    await context.addCookies([{ name: 'auth_token', value: token, url: baseURL!, sameSite: 'Strict' }]);

    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/3d-printing');
    await page.getByRole('combobox', { name: 'Input' }).click();
    await page.getByRole('option', { name: /Terrain/ }).click();
    await page.getByRole('switch', { name: 'Hollow it out' }).click({ force: true });
    await page.getByRole('button', { name: 'Run 3D printing' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('too thin to hollow', { timeout: 90_000 });
    await expect(alert).toContainText('Your 10 credits were refunded.');
    await expect(page.getByRole('link', { name: '100 credits, buy more' })).toBeVisible();
    const history = (await (await context.request.get(`/v3/credit-history/user/${user.id}`, { headers: auth })).json()) as { results: { reason: string }[] };
    expect(history.results.filter((row) => row.reason === 'refund')).toHaveLength(1);
    await context.close();
  });
});
