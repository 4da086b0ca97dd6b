import { expect, test } from './test';

test.describe('security headers as the browser gets them', () => {
  test('a page carries the policy, and the app runs under it', async ({ page }) => {
    const response = await page.goto('/dashboard/home');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/default-src 'self'.*script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'.*frame-ancestors 'none'/);
    // WebAssembly may compile (the splat viewer's sorter); JavaScript eval and inline scripts may not.
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(eval|inline)'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The inline theme script ran (allowed by its hash) and the app rendered: nothing was refused.
    await expect(page.locator('html')).toHaveAttribute('data-theme', /dark|light/);
    await expect(page.getByRole('heading', { name: 'Retopology', exact: true })).toBeVisible();
  });

  test('the API docs render under the policy', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.getByRole('heading', { name: /Facet API/ })).toBeVisible();
    await expect(page.getByText('/auth/register', { exact: true }).first()).toBeVisible();
  });

  test('an inline script injected into a page is refused and reported', async ({ browser, baseURL }) => {
    // The watcher of the other tests is what this proves works: a violation is seen on the console.
    const context = await browser.newContext({ baseURL });
    const messages: string[] = [];
    context.on('console', (message) => messages.push(message.text()));
    const page = await context.newPage();
    await page.goto('/dashboard/home');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => messages.some((text) => /Content Security Policy/.test(text))).toBe(true);
    await context.close();
  });
});
