import { expect, test } from './test';
import { randomBytes } from 'node:crypto';

const PASSWORD = 'correct horse battery';
const newEmail = () => `visitor-${randomBytes(5).toString('hex')}@example.com`;

test('a visitor on / opens a tool, signs in and is back on the tool', async ({ page, request }) => {
  const email = newEmail();
  const registered = await request.post('/auth/register', { data: { email, password: PASSWORD, name: 'Ada Lovelace' } });
  expect(registered.status()).toBe(201);

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();

  // The tile whose heading is Texture: the whole tile is the link.
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Texture', exact: true }) }).getByRole('link').click();
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fdashboard%2Fasset%2Ftool%2Ftexture$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/asset\/tool\/texture$/);
  await expect(page.getByRole('heading', { name: 'Texture', exact: true })).toBeVisible();
});

test('/signin and /login are the sign-in page and keep their callbackUrl', async ({ page }) => {
  await page.goto('/signin?callbackUrl=%2Fdashboard%2Fasset%2Ftool%2Ftexture');
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fdashboard%2Fasset%2Ftool%2Ftexture$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/login?callbackUrl=%2Fdashboard%2Fhome');
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fdashboard%2Fhome$/);
});

test('/signup is the sign-up page and keeps its callbackUrl; afterwards /dashboard is home and greets a new person', async ({ page }) => {
  await page.goto('/register');
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.goto('/signup?callbackUrl=%2Fdashboard%2Fasset%2Ftool%2Ftexture');
  await expect(page).toHaveURL(/\/auth\/register\?callbackUrl=%2Fdashboard%2Fasset%2Ftool%2Ftexture$/);
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill(newEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/asset\/tool\/texture$/);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeVisible();
});

test('a phone keeps Sign in and Sign up in the top bar of home, which /dashboard opens for a visitor too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeInViewport();
  await expect(banner.getByRole('link', { name: 'Sign up' })).toBeInViewport();
});

test('a visitor on /pricing gets the way in, signs up from the free plan and is back on /pricing on it', async ({ page }) => {
  await page.goto('/pricing');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?callbackUrl=%2Fpricing');
  await expect(page.getByRole('link', { name: 'Back to your workspace' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign up free' }).click();
  await expect(page).toHaveURL(/\/auth\/register\?callbackUrl=%2Fpricing$/);
  await page.getByLabel('Name', { exact: true }).fill('Katherine Johnson');
  await page.getByLabel('Email', { exact: true }).fill(newEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Back to your workspace' })).toBeVisible();
});
