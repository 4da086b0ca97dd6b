import { expect, test } from './test';

test('an unknown route shows the root error view', async ({ page }) => {
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByText('Oops! Some error occured.')).toBeVisible();
  await expect(page.getByText('/dashboard/no-such-page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();
});

test('Report a problem sends the report and thanks the person', async ({ page }) => {
  await page.goto('/nowhere');
  const sent = page.waitForResponse((r) => r.url().endsWith('/support/report-problem'));
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ statusCode: 200 });
  const body = response.request().postDataJSON();
  expect(body.errorUrl).toContain('/nowhere');
  expect(body.errorInfo.message).toContain('/nowhere');
  await expect(page.getByText('Thank you for reporting the problem. We will get back to you soon.')).toBeVisible();
});

test('Go to Home clears the stored session and goes home', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'auth_token', value: 'user-token', url: baseURL! },
    { name: 'admin_auth_token', value: 'admin-token', url: baseURL! },
  ]);
  await page.goto('/broken/link');
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
