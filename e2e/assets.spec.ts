import type { Locator } from '@playwright/test';
import { expect, test, type Browser, type BrowserContext, type Page } from './test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What the journeys' helpers take from a test's fixtures. */
interface Fixtures {
  browser: Browser;
  baseURL: string | undefined;
  watchCsp: (context: BrowserContext) => Promise<void>;
}

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const PASSWORD = 'correct horse battery';

/** A new person, registered through the API, with a browser context signed in as them. */
async function signedIn({ browser, baseURL, watchCsp }: Fixtures): Promise<{ context: BrowserContext; token: string }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await watchCsp(context);
  const response = await context.request.post('/auth/register', {
    data: { email: `assets-${randomBytes(5).toString('hex')}@example.com`, password: PASSWORD, name: 'Grace Hopper' },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await context.addCookies([{ name: 'auth_token', value: token, url: baseURL!, sameSite: 'Strict' }]);
  return { context, token };
}

const card = (page: Page, name: string) => page.getByRole('row', { name });

async function upload(page: Page, ...files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  // Exactly: the screen's drop target is a button too, named "Drop or paste files to upload to …".
  await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
  await (await chooser).setFiles(files.map(fixture));
}

/**
 * Files dragged in from the file manager, as the operating system hands them to Chromium (through
 * the DevTools protocol, so they are real files with real entries): they enter over the first of
 * `path`, move along it, and are dropped on its last place.
 */
async function dropFiles(page: Page, path: Locator[], ...files: string[]) {
  const points = [];
  for (const place of path) {
    const box = await place.boundingBox();
    if (!box) throw new Error('A place on the drag path is not on screen.');
    points.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  const [first] = points;
  const last = points.at(-1);
  if (!first || !last) throw new Error('The drag path is empty.');
  const data = { items: [], files: files.map(fixture), dragOperationsMask: 1 /* copy */ };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchDragEvent', { type: 'dragEnter', ...first, data });
  await cdp.send('Input.dispatchDragEvent', { type: 'dragOver', ...first, data });
  // The screen lights up as one drop zone as soon as the files are over it.
  await expect(page.getByText(/^Drop to upload to /)).toBeVisible();
  for (const point of points.slice(1)) await cdp.send('Input.dispatchDragEvent', { type: 'dragOver', ...point, data });
  await cdp.send('Input.dispatchDragEvent', { type: 'drop', ...last, data });
  await cdp.detach();
  await expect(page.getByText(/^Drop to upload to /)).toBeHidden();
}

test.describe('assets and folders', () => {
  // Whole journeys through uploads, previews and two tabs: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test('an upload in one tab appears in another without a reload, and a delete leaves both', async ({ browser, baseURL, watchCsp }) => {
    const { context } = await signedIn({ browser, baseURL, watchCsp });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/dashboard/assets');
    await second.goto('/dashboard/assets');
    await expect(second.getByRole('heading', { name: 'Drop files here to upload' })).toBeVisible();

    await upload(first, 'crate.glb', 'swatch.png');
    for (const page of [first, second]) {
      await expect(card(page, 'crate')).toBeVisible({ timeout: 20_000 });
      await expect(card(page, 'swatch')).toBeVisible();
    }

    // Open the mesh: the viewer draws it.
    await card(first, 'crate').dblclick();
    await expect(first).toHaveURL(/\/dashboard\/asset\/[0-9a-f-]+/);
    await expect(first.locator('[data-state="ready"]')).toBeVisible({ timeout: 30_000 });

    // Delete it from its page: it leaves the other tab's grid.
    await first.getByRole('button', { name: /Delete/ }).first().click();
    await first.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(first).toHaveURL(/\/dashboard\/assets/);
    await expect(card(second, 'crate')).toHaveCount(0);
    await expect(card(second, 'swatch')).toBeVisible();
    await context.close();
  });

  test('files dropped from the desktop upload into the folder on screen, wherever on the screen they land', async ({ browser, baseURL, watchCsp }) => {
    const { context } = await signedIn({ browser, baseURL, watchCsp });
    const page = await context.newPage();
    await page.goto('/dashboard/assets');
    const empty = page.getByRole('region', { name: 'Drop files here to upload' });
    await dropFiles(page, [empty], 'crate.glb', 'swatch.png');
    await expect(card(page, 'crate')).toBeVisible({ timeout: 20_000 });
    await expect(card(page, 'swatch')).toBeVisible();

    // A folder's tile takes only assets: files carried over it and dropped there still upload here.
    await page.getByRole('button', { name: 'New folder' }).first().click();
    await page.getByRole('dialog').getByLabel('Name').fill('Props');
    await page.getByRole('dialog').getByRole('button', { name: 'Create folder' }).click();
    const folder = page.getByLabel('Folders').getByText('Props');
    await expect(folder).toBeVisible();
    await dropFiles(page, [card(page, 'crate'), folder], 'terrain.glb');
    await expect(card(page, 'terrain')).toBeVisible({ timeout: 20_000 });

    // Inside the folder, dropped files land in it.
    await folder.dblclick();
    await expect(page).toHaveURL(/folderId=/);
    await dropFiles(page, [page.getByRole('region', { name: 'Props is empty' })], 'swatch.png');
    await expect(card(page, 'swatch')).toBeVisible({ timeout: 20_000 });
    await expect(card(page, 'crate')).toHaveCount(0);
    await expect(card(page, 'terrain')).toHaveCount(0);
    await context.close();
  });

  test('with the realtime connection down an upload ends on its answer, one whose answer is lost is made once, and a .txt is refused with a reason', async ({
    browser,
    baseURL,
    watchCsp,
  }) => {
    const { context, token } = await signedIn({ browser, baseURL, watchCsp });
    const page = await context.newPage();
    await page.routeWebSocket(/socket\.io/, (socket) => socket.close());
    await page.route(/socket\.io/, (route) => route.abort());
    // The server makes the asset of the first send, but its answer never reaches the page.
    const keys: string[] = [];
    await page.route('**/v3/assets/upload', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.goto('/dashboard/assets');
    await upload(page, 'swatch.png');
    const uploads = page.getByRole('region', { name: 'Uploads' });
    await expect(uploads.getByText('Uploaded')).toBeVisible({ timeout: 20_000 });
    await expect(uploads.getByText('Processing…')).toHaveCount(0);
    await expect(card(page, 'swatch')).toHaveCount(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const listed = await context.request.get('/v3/assets', { headers: { authorization: `Bearer ${token}` } });
    expect(((await listed.json()) as { results: { name: string }[] }).results.map((asset) => asset.name)).toEqual(['swatch']);

    await dropFiles(page, [card(page, 'swatch')], 'notes.txt');
    await expect(page.getByRole('alert')).toContainText('“notes.txt” was not uploaded: it is not a format Facet can open.');
    expect(keys).toHaveLength(2);
    await context.close();
  });

  test('make a folder, move three assets into it, search and filter', async ({ browser, baseURL, watchCsp }) => {
    const { context, token } = await signedIn({ browser, baseURL, watchCsp });
    // Three images through the API, so the journey starts with a library.
    for (const name of ['Oak chair', 'Pine table', 'Brass lamp']) {
      const response = await context.request.post('/v3/assets/upload', {
        headers: { authorization: `Bearer ${token}` },
        multipart: { name, file: { name: 'swatch.png', mimeType: 'image/png', buffer: readFileSync(fixture('swatch.png')) } },
      });
      expect(response.status()).toBe(201);
    }
    const page = await context.newPage();
    await page.goto('/dashboard/assets');
    await expect(card(page, 'Oak chair')).toBeVisible();

    await page.getByRole('button', { name: 'New folder' }).first().click();
    await page.getByRole('dialog').getByLabel('Name').fill('Props');
    await page.getByRole('dialog').getByRole('button', { name: 'Create folder' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Folders').getByText('Props')).toBeVisible();

    // Select three and move them with the Move dialog.
    await card(page, 'Oak chair').click();
    await card(page, 'Pine table').click({ modifiers: ['ControlOrMeta'] });
    await card(page, 'Brass lamp').click({ modifiers: ['ControlOrMeta'] });
    await expect(page.getByRole('toolbar', { name: 'Selected assets' })).toContainText('3');
    await page.getByRole('toolbar', { name: 'Selected assets' }).getByRole('button', { name: /Move/ }).click();
    await page.getByRole('dialog').getByText('Props', { exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Move/ }).click();
    await expect(card(page, 'Oak chair')).toHaveCount(0);

    // Three more, dragged onto the folder together: the drag preview shows the first one's picture and
    // `+2`. The preview lives only for the drag, so a watcher records it.
    for (const name of ['Red cup', 'Blue cup', 'Green cup']) {
      const response = await context.request.post('/v3/assets/upload', {
        headers: { authorization: `Bearer ${token}` },
        multipart: { name, file: { name: 'swatch.png', mimeType: 'image/png', buffer: readFileSync(fixture('swatch.png')) } },
      });
      expect(response.status()).toBe(201);
    }
    await page.reload();
    await card(page, 'Red cup').click();
    await card(page, 'Blue cup').click({ modifiers: ['ControlOrMeta'] });
    await card(page, 'Green cup').click({ modifiers: ['ControlOrMeta'] });
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { previews: string[] }).previews = []);
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node.textContent?.includes('+')) seen.push(node.textContent);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await card(page, 'Green cup').dragTo(page.getByLabel('Folders').getByText('Props'));
    await expect(card(page, 'Red cup')).toHaveCount(0);
    await expect(card(page, 'Green cup')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { previews: string[] }).previews.join(' '))).toContain('+2');

    await page.getByLabel('Folders').getByText('Props').dblclick();
    await expect(page).toHaveURL(/folderId=/);
    await expect(card(page, 'Oak chair')).toBeVisible();
    await expect(card(page, 'Brass lamp')).toBeVisible();
    await expect(card(page, 'Blue cup')).toBeVisible();

    // Search looks through every folder; the type filter narrows it.
    await page.goto('/dashboard/assets');
    await page.getByRole('searchbox', { name: 'Search assets' }).fill('lamp');
    await expect(page).toHaveURL(/q=lamp/);
    await expect(card(page, 'Brass lamp')).toBeVisible();
    await expect(card(page, 'Oak chair')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Meshes' }).or(page.getByRole('button', { name: 'Meshes' })).first().click();
    await expect(page).toHaveURL(/type=mesh/);
    await expect(card(page, 'Brass lamp')).toHaveCount(0);
    await context.close();
  });

  test('a signed-out visitor gets the showcase, and opens an asset in the reel', async ({ browser, baseURL, page, watchCsp }) => {
    // Someone's asset, put in the showcase by an admin.
    const { context, token } = await signedIn({ browser, baseURL, watchCsp });
    const uploaded = await context.request.post('/v3/assets/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { name: 'Showcase swatch', file: { name: 'swatch.png', mimeType: 'image/png', buffer: readFileSync(fixture('swatch.png')) } },
    });
    const { id } = (await uploaded.json()) as { id: string };
    const admin = await context.request.post('/auth/admin/login', { data: { email: 'admin@facet.test', password: 'admin password for tests' } });
    expect(admin.status()).toBe(200);
    const { token: adminToken } = (await admin.json()) as { token: string };
    const curated = await context.request.put(`/admin/assets/${id}/showcase`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { is_showcase: true },
    });
    expect(curated.status()).toBe(200);
    await context.close();

    await page.goto('/dashboard/assets');
    await expect(page).toHaveURL(/\/dashboard\/assets$/);
    await expect(page.getByRole('link', { name: /Sign up|Create/ }).first()).toBeVisible();
    await page.getByRole('link', { name: /Showcase swatch/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`reel=${id}`));
    await expect(page.getByRole('dialog')).toContainText('Showcase swatch');
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/reel=/);
  });
});
