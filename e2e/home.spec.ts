import { expect, test } from './test';

test('/ lands on /dashboard/home with the tools', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const tool of ['Texture', 'Retopology', 'Image to 3D', '3D printing']) {
    await expect(page.getByRole('heading', { name: tool, exact: true })).toBeVisible();
  }
});

test('the server reports a healthy embedded database', async ({ request }) => {
  const response = await request.get('/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });
  expect(body.database.migrations).toBeGreaterThan(0);
});

test('the build publishes its version, never cached', async ({ request }) => {
  const response = await request.get('/version.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.json()).toEqual({ version: expect.stringMatching(/\S/) });
});

test("the visitor's country is looked up from the configured service and sent with API calls", async ({ page }) => {
  await page.goto('/auth/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('facet_country'))).toContain('"DE"');
  const withCountry = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/auth/providers' && request.headers()['x-client-info'] === 'DE',
  );
  await page.reload();
  await withCountry;
});
