import { expect, test } from './test';
import { glbFixture, signUp } from './toolJourney';

test.describe('Admin area', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin signs in, finds a person, grants credits, signs in as them to see their library, and returns', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { upload: glbFixture('Crate', 'crate.glb') });
    const email = (await (await person.context.request.get('/user/profile', { headers: person.auth })).json()).email as string;
    await person.context.close();

    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await watchCsp(context);
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

    // Its own sign-in: no admin token yet.
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
    await page.getByLabel('Email').fill('admin@facet.test');
    await page.getByLabel('Password').fill('admin password for tests');
    await page.getByRole('button', { name: 'Sign in to admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByLabel('Totals', { exact: true })).toContainText('Users');
    await expect(page.locator('.recharts-wrapper').first()).toBeVisible();
    await shot('admin-overview');

    // Find the person by email and open them.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Email, name or id' }).fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    const accounts = page.getByRole('table', { name: 'Accounts' });
    await expect(accounts.getByRole('row')).toHaveCount(2);
    await accounts.getByRole('link', { name: 'Grace Hopper' }).click();
    await expect(page.getByLabel('Account', { exact: true })).toContainText('Credits100');

    // Grant credits with a reason: the balance and the ledger show it.
    const grant = page.getByRole('form', { name: 'Grant credits' });
    await grant.getByLabel('Credits').fill('250');
    await grant.getByLabel('Reason').fill('Sorry for the slow queue');
    await grant.getByRole('button', { name: 'Grant credits' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gave 250 credits' })).toHaveText('Gave 250 credits. The balance is now 350.');
    await expect(page.getByLabel('Account', { exact: true })).toContainText('Credits350');
    await expect(page.getByRole('table', { name: 'Credit history, newest first' })).toContainText('Granted: Sorry for the slow queue');
    await shot('admin-search-user');

    // Sign in as them: their library, with the banner naming both.
    await page.getByRole('button', { name: `Sign in as ${email}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/assets$/);
    await expect(page.getByRole('region', { name: 'Signed in as another user' })).toHaveText(`You are signed in as ${email} by admin@facet.test.Return to admin`);
    await expect(page.getByRole('gridcell', { name: /Crate/ }).or(page.getByRole('row', { name: /Crate/ })).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '350 credits, buy more' })).toBeVisible();
    await shot('impersonating-library');

    // Back to the admin area, at the person; the login-as token no longer works.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
    await page.getByRole('button', { name: 'Return to admin' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/search-user\?user=/);
    await expect(page.getByLabel('Account', { exact: true })).toContainText('Credits350');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('auth_token');
    expect((await context.request.get('/user/profile', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

    // The audit log names every step.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: 'Admin actions, newest first' });
    await expect(audit.getByRole('row', { name: /Granted credits/ })).toContainText(email);
    await expect(audit.getByRole('row', { name: /Signed in as the account/ })).toContainText(email);
    await shot('admin-audit');
    await context.close();
  });
});

test('every admin page loads from the real server, and a signed-in person who is not an admin is sent home', async ({ browser, baseURL, watchCsp }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await watchCsp(context);
  const page = await context.newPage();
  await page.goto('/dashboard/admin');
  await page.getByLabel('Email').fill('admin@facet.test');
  await page.getByLabel('Password').fill('admin password for tests');
  await page.getByRole('button', { name: 'Sign in to admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const [link, heading, ready] of [
    ['Organizations', 'Organizations', 'All organizations'],
    ['Showcase', 'Showcase', /In the showcase/],
    ['First sessions', 'First sessions', 'All time'],
    ['Coupons', 'Coupons', 'All coupons'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: ready })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`admin-${link.toLowerCase().replace(/ /g, '-')}.png`), fullPage: true });
  }
  await context.close();

  // Someone signed in without an admin role is sent to the home page.
  const person = await signUp({ browser, baseURL, watchCsp });
  const personal = await person.context.newPage();
  await personal.goto('/dashboard/admin/coupons');
  await expect(personal).toHaveURL(/\/dashboard\/home$/);
  await person.context.close();
});
