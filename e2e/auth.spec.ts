import { expect, test, type Page } from './test';
import { randomBytes } from 'node:crypto';
import { linkFromOutbox } from './mail';

const PASSWORD = 'correct horse battery';
const newEmail = () => `person-${randomBytes(5).toString('hex')}@example.com`;
/** Mailed links name the server's public address; open them on the address under test. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function register(page: Page, email: string, name = 'Ada Lovelace') {
  await page.goto('/auth/register');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up with the optional name left empty', async ({ page }) => {
  await register(page, newEmail(), '');
  await expect(page).toHaveURL(/\/dashboard\/assets$/);
  await expect(page.getByRole('link', { name: '100 credits, buy more' })).toBeVisible();
});

test('register, verify from the mailed link, see credits, sign out, sign in again', async ({ page }) => {
  const email = newEmail();
  await register(page, email);
  await expect(page).toHaveURL(/\/dashboard\/assets$/);
  await expect(page.getByRole('link', { name: '100 credits, buy more' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(local(linkFromOutbox(email, '/auth/verify?token=')));
  await expect(page.getByRole('link', { name: 'Continue to Facet' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Facet' }).click();
  await expect(page).toHaveURL(/\/dashboard\/assets$/);

  await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
  await page.getByRole('button', { name: 'Sign out' }).or(page.getByRole('menuitem', { name: 'Sign out' })).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  await page.goto('/auth/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/assets$/);
  await expect(page.getByRole('link', { name: '100 credits, buy more' })).toBeVisible();
});

test('a protected page round-trips through sign-in with callbackUrl', async ({ page, request }) => {
  const email = newEmail();
  const created = await request.post('/auth/register', { data: { email, password: PASSWORD, name: 'Grace' } });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard/profile/account');
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fdashboard%2Fprofile%2Faccount$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/profile\/account$/);
  await expect(page.getByText(email).first()).toBeVisible();
});

test('a wrong password says so clearly', async ({ page, request }) => {
  const email = newEmail();
  await request.post('/auth/register', { data: { email, password: PASSWORD } });
  await page.goto('/auth/login');
  await signIn(page, email, 'not the password');
  await expect(page.getByText('The email or password is wrong.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('forgot and reset password', async ({ page, request }) => {
  const email = newEmail();
  await request.post('/auth/register', { data: { email, password: PASSWORD } });
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(local(linkFromOutbox(email, '/auth/reset-password?resetToken=')));
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Confirm new password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  const old = await request.post('/auth/login', { data: { email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  const renewed = await request.post('/auth/login', { data: { email, password: 'a brand new passphrase' } });
  expect(renewed.status()).toBe(200);
});

test('a failing user fetch leaves the app usable as anonymous', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'auth_token', value: 'some-token', url: baseURL! }]);
  await page.route('**/user/profile', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database down","code":"INTERNAL"}' }));
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('auth_token');
});

test('a reload while the signed-in user is loading keeps the session', async ({ page, context }) => {
  await register(page, newEmail());
  await expect(page).toHaveURL(/\/dashboard\/assets$/);
  // The next page load's profile call gets no answer before the page is reloaded again, as a slow
  // answer cut short by a reload.
  let hold = false;
  await page.route('**/user/profile', async (route) => {
    if (!hold) return route.continue();
    hold = false;
  });
  const asked = page.waitForRequest('**/user/profile');
  hold = true;
  await page.reload();
  await asked;
  const answered = page.waitForResponse((response) => response.url().endsWith('/user/profile') && response.status() === 200);
  await page.reload();
  await answered;
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).toContain('auth_token');
});

test('old links redirect: /login, /reigster, /verify-user keeps its token', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/reigster');
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.goto('/verify-user?token=abc');
  await expect(page).toHaveURL(/\/auth\/verify\?token=abc$/);
});
