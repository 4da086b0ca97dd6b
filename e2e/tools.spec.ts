import { expect, test, type Browser, type BrowserContext } from './test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What the journeys' helpers take from a test's fixtures. */
interface Fixtures {
  browser: Browser;
  baseURL: string | undefined;
  watchCsp: (context: BrowserContext) => Promise<void>;
}

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));
const ADMIN = { email: 'admin@facet.test', password: 'admin password for tests' };

interface Person {
  context: BrowserContext;
  token: string;
  userId: string;
}

/** A new person on `tier`, signed in in a fresh browser context, with a 125,000-triangle mesh named Terrain. */
async function personOn({ browser, baseURL, watchCsp }: Fixtures, tier: string, viewport = { width: 1440, height: 900 }): Promise<Person & { meshId: string }> {
  const context = await browser.newContext({ baseURL, viewport });
  await watchCsp(context);
  const registered = await context.request.post('/auth/register', {
    data: { email: `tools-${randomBytes(5).toString('hex')}@example.com`, password: 'correct horse battery', name: 'Grace Hopper' },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  if (tier !== 'free') {
    const admin = (await (await context.request.post('/auth/admin/login', { data: ADMIN })).json()) as { token: string };
    const changed = await context.request.put('/user/update-tier', { headers: { authorization: `Bearer ${admin.token}` }, data: { user_id: user.id, tier } });
    expect(changed.status()).toBe(200);
  }
  const uploaded = await context.request.post('/v3/assets/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name: 'Terrain', file: { name: 'terrain.glb', mimeType: 'model/gltf-binary', buffer: fixture('terrain.glb') } },
  });
  expect(uploaded.status()).toBe(201);
  const { id: meshId } = (await uploaded.json()) as { id: string };
  await context.addCookies([{ name: 'auth_token', value: token, url: baseURL!, sameSite: 'Strict' }]);
  return { context, token, userId: user.id, meshId };
}

test.describe('tools', () => {
  test.describe.configure({ timeout: 90_000 });

  test('retopology: pick a mesh, run, watch it progress, see the result and the new asset in another tab', async ({ browser, baseURL, watchCsp }) => {
    const { context } = await personOn({ browser, baseURL, watchCsp }, 'pro');
    const library = await context.newPage();
    await library.goto('/dashboard/assets');
    await expect(library.getByRole('row', { name: /^Terrain/ })).toBeVisible();

    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/retopology');
    await expect(page.getByRole('heading', { name: 'Retopology' })).toBeVisible();
    await expect(page.getByRole('link', { name: '100 credits, buy more' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Input' }).click();
    await page.getByRole('option', { name: /Terrain/ }).click();
    // Precision with three LODs: long enough on a CPU to watch.
    await page.getByText('Precision', { exact: true }).click();
    await page.getByRole('radio', { name: '3 LODs' }).click({ force: true });
    // The progress bar lives only while the job runs, so a watcher records what it showed.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { progress: string[] }).progress = []);
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(bar.getAttribute('aria-valuenow') ?? 'indeterminate');
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Run retopology' }).click();

    await expect(page.getByText('Triangles after')).toBeVisible({ timeout: 60_000 });
    const progress = await page.evaluate(() => (window as unknown as { progress: string[] }).progress);
    // It moved: more than one value was shown on the way.
    expect(new Set(progress).size).toBeGreaterThan(1);
    await expect(page.getByRole('link', { name: '75 credits, buy more' })).toBeVisible();
    await expect(page.getByRole('link', { name: /LOD2/ }).first()).toBeVisible();

    // The other tab got the new asset over the socket, without a reload.
    await expect(library.getByRole('row', { name: /Terrain \(retopology precision, LOD0\)/ })).toBeVisible();
    await context.close();
  });

  test('too few credits: the dialog says so exactly, and Purchase Credits goes to the purchase page', async ({ browser, baseURL, watchCsp }) => {
    const { context, token, meshId } = await personOn({ browser, baseURL, watchCsp }, 'pro');
    // Four precision runs (25 each) spend the 100 sign-up credits.
    for (let i = 0; i < 4; i++) {
      const started = await context.request.post('/v3/sessions', {
        headers: { authorization: `Bearer ${token}` },
        data: { type: 'retopology', input: { mesh: meshId, mode: 'precision', target_triangles: 500 } },
      });
      expect(started.status()).toBe(201);
    }
    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/retopology');
    await expect(page.getByRole('link', { name: '0 credits, buy more' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Input' }).click();
    await page.getByRole('option', { name: /^Terrain/ }).first().click();
    await page.getByText('Precision', { exact: true }).click();
    await page.getByRole('button', { name: 'Run retopology' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'You need 25 credits to perform this action. You currently have 0 credits. Purchase more credits or upgrade your plan to continue.',
    );
    await dialog.getByRole('button', { name: 'Purchase Credits' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/purchase$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('a plan without the tool goes to pricing', async ({ browser, baseURL, watchCsp }) => {
    const { context } = await personOn({ browser, baseURL, watchCsp }, 'free');
    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/retopology');
    await expect(page).toHaveURL(/\/pricing\?upgrade_source=retopology$/);
    await context.close();
  });

  test('retexturing on a 390 px screen says it is for desktop and goes back to the assets', async ({ browser, baseURL, watchCsp }) => {
    const { context } = await personOn({ browser, baseURL, watchCsp }, 'starter', { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/retexturing');
    await expect(page.getByText('This tool is not available on mobile. Try on desktop')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/assets$/);
    await context.close();
  });

  test('a signed-out visitor is sent to sign in and comes back to the tool', async ({ page }) => {
    await page.goto('/dashboard/asset/tool/retopology?source_workflow=home');
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fdashboard%2Fasset%2Ftool%2Fretopology%3Fsource_workflow%3Dhome$/);
  });
});
