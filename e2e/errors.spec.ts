import { expect, test, type BrowserContext, type Page } from './test';

/**
 * A page that fails while it renders: signed in, with a profile answer the app cannot use (no name,
 * no email), as a broken deployment might send. Unknown addresses get the not-found view instead.
 */
async function breakTheDashboard(page: Page, context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'auth_token', value: 'user-token', url: baseURL! }]);
  await page.route('**/user/profile', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"u1"}' }));
}

test('a page that fails shows the root error view with the error', async ({ page, context, baseURL }) => {
  await breakTheDashboard(page, context, baseURL);
  await page.goto('/dashboard/assets');
  await expect(page.getByText('Oops! Some error occured.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report a problem' })).toBeVisible();
});

test('Report a problem sends the report and thanks the person', async ({ page, context, baseURL }) => {
  await breakTheDashboard(page, context, baseURL);
  await page.goto('/dashboard/assets');
  const sent = page.waitForResponse((r) => r.url().endsWith('/support/report-problem'));
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ statusCode: 200 });
  const body = response.request().postDataJSON();
  expect(body.errorUrl).toContain('/dashboard/assets');
  expect(body.errorInfo.message).toMatch(/\S/);
  await expect(page.getByText('Thank you for reporting the problem. We will get back to you soon.')).toBeVisible();
});

test('Go to Home clears the stored session and goes home', async ({ page, context, baseURL }) => {
  await breakTheDashboard(page, context, baseURL);
  await context.addCookies([{ name: 'admin_auth_token', value: 'admin-token', url: baseURL! }]);
  await page.goto('/dashboard/assets');
  await page.evaluate(() => localStorage.setItem('admin_email', 'admin@example.com'));
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('auth_token');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('admin_auth_token');
  expect(await page.evaluate(() => localStorage.getItem('admin_email'))).toBeNull();
});

test('an unknown API path answers JSON, not the app', async ({ request }) => {
  const response = await request.get('/v3/nothing-here', { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
