import { expect, test, type Page } from './test';
import { randomBytes } from 'node:crypto';
import { linkFromOutbox } from './mail';

const PASSWORD = 'correct horse battery';
const NOT_FOUND = 'This page does not exist';
/** Mailed links name the server's public address; open them on the address under test. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Registers a new person through the API and signs this page's browser in as them. */
async function signIn(page: Page, baseURL: string | undefined): Promise<string> {
  const email = `lost-${randomBytes(5).toString('hex')}@example.com`;
  const response = await page.request.post('/auth/register', { data: { email, password: PASSWORD, name: 'Ada Lovelace' } });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.context().addCookies([{ name: 'auth_token', value: token, url: baseURL!, sameSite: 'Strict' }]);
  return email;
}

/** The dashboard shell is around the page: the credits pill and the account menu. */
async function expectShell(page: Page) {
  await expect(page.getByRole('link', { name: '100 credits, buy more' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();
}

for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password']) {
  test(`signed in, ${path} goes to the library instead of showing its form`, async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard\/assets$/);
    await expectShell(page);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  });
}

test('signed in, a sign-in link keeps a callbackUrl of the app and refuses one elsewhere', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto('/auth/login?callbackUrl=%2Fdashboard%2Fprofile%2Faccount');
  await expect(page).toHaveURL(/\/dashboard\/profile\/account$/);
  await page.goto('/auth/register?callbackUrl=https%3A%2F%2Fexample.com%2F');
  await expect(page).toHaveURL(/\/dashboard\/assets$/);
  await page.goto('/auth?callbackUrl=%2Fdashboard%2Fhome');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('signed in, the reset-password link still shows its form and changes the password', async ({ page, baseURL }) => {
  const email = await signIn(page, baseURL);
  expect((await page.request.post('/user/forgot-password', { data: { email } })).ok()).toBe(true);
  await page.goto(local(linkFromOutbox(email, '/auth/reset-password?resetToken=')));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Confirm new password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
});

test('signed in, the verification link still verifies', async ({ page, baseURL }) => {
  const email = await signIn(page, baseURL);
  await page.goto(local(linkFromOutbox(email, '/auth/verify?token=')));
  await expect(page.getByRole('link', { name: 'Continue to Facet' })).toBeVisible();
});

test('signed in, the OAuth callback still finishes its sign-in rather than leaving', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto('/auth/discord?code=not-a-real-code&state=s1');
  await expect(page.getByRole('heading', { name: /Sign(ing you in|-in with Discord failed)/ })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/discord\?code=/);
});

test('signed in, an unknown address shows the not-found view inside the dashboard, with working links', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto('/dashboard/no-such-page?tab=2');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page.getByText('/dashboard/no-such-page?tab=2')).toBeVisible();
  await expectShell(page);
  await expect(page.getByText('Oops! Some error occured.')).toHaveCount(0);

  await page.getByRole('link', { name: 'Open the library' }).click();
  await expect(page).toHaveURL(/\/dashboard\/assets$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expectShell(page);
});

test('signed in, an unknown address shows the not-found view in the dashboard', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  for (const path of [
    '/dashboard/nothing-here',
    '/nowhere',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND }), path).toBeVisible();
    await expect(page.getByText(path, { exact: true })).toBeVisible();
    await expectShell(page);
  }
});

test('signed out, an unknown address shows the not-found view in the public frame, with working links', async ({ page }) => {
  await page.goto('/nowhere/at/all');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page.getByText('/nowhere/at/all')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Open the library' }).click();
  await expect(page).toHaveURL(/\/dashboard\/assets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Made with Facet' })).toBeVisible();
  await page.goto('/dashboard/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('a real failure still shows the root error view', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  // A profile without a name or email breaks the dashboard while it renders: an error, not a missing page.
  await page.route('**/user/profile', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"u1"}' }));
  await page.goto('/dashboard/assets');
  await expect(page.getByText('Oops! Some error occured.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
});
