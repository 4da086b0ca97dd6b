import { expect, test } from './test';

const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test('dark is the default theme', async ({ page }) => {
  await page.goto('/dashboard/home');
  await expect(page.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBeNull();
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.goto('/dashboard/home');
  await page.getByRole('radio', { name: 'Light' }).click();
  await expect.poll(() => theme(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');

  await page.reload();
  expect(await theme(page)).toBe('light');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect.poll(() => theme(page)).toBe('dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(background);
});

test('system follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard/home');
  await page.getByRole('radio', { name: 'System' }).click();
  await expect.poll(() => theme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => theme(page)).toBe('dark');
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
  expect(await theme(page)).toBe('dark');
});
