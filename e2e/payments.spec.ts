/**
 * Buying credits with the built-in test checkout (SPEC.md section 2, /payment): the purchase page
 * starts a checkout on the server, the browser goes to its clearly labelled page, and Pay or Decline
 * brings it back to /payment/success or /payment/failed. The credits arrive over the socket: a tab
 * left open on the library shows them without a reload.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { signUp } from './toolJourney';

/** An admin's bearer header (the seeded admin of the product under test). */
async function adminAuth(request: APIRequestContext): Promise<{ authorization: string }> {
  const signedIn = await request.post('/auth/admin/login', { data: { email: 'admin@facet.test', password: 'admin password for tests' } });
  expect(signedIn.status()).toBe(200);
  return { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
}

/** The free tier's credits at sign-up (PRODUCT.md, Tiers). */
const SIGN_UP_CREDITS = 100;

const creditsLink = (page: Page, credits: number) =>
  page.getByRole('link', { name: `${new Intl.NumberFormat('en-US').format(credits)} credits, buy more` });

test.describe('payments', () => {
  test.describe.configure({ timeout: 90_000 });

  test('buy a pack: test checkout, Pay, the new credits on the success page and live in another tab; Decline charges nothing', async ({
    browser,
    baseURL,
    watchCsp,
  }) => {
    const person = await signUp({ browser, baseURL, watchCsp });

    // A tab left open on the library: its header must change without a reload.
    const library = await person.context.newPage();
    await library.goto('/dashboard/assets');
    await expect(creditsLink(library, SIGN_UP_CREDITS)).toBeVisible();
    await library.evaluate(() => {
      (window as Window & { loadedOnce?: boolean }).loadedOnce = true;
    });

    const page = await person.context.newPage();
    await page.goto('/dashboard/profile/purchase');
    await expect(page.getByRole('main').getByText(`${SIGN_UP_CREDITS} credits`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Buy 500 credits' }).click();

    // The first purchase within 2 hours of sign-up: the welcome offer's price is the price charged.
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout: no money moves' })).toBeVisible();
    await expect(page.getByText('500 credits')).toBeVisible();
    await expect(page.getByText('Welcome offer: 20% off')).toBeVisible();
    await page.getByRole('button', { name: 'Pay $4.00' }).click();

    const after = SIGN_UP_CREDITS + 500;
    await expect(page).toHaveURL(/\/payment\/success\?checkout_id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(page.getByRole('main').getByText(`${after} credits`, { exact: true })).toBeVisible();
    await expect(creditsLink(page, after)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your assets' })).toHaveAttribute('href', '/dashboard/assets');

    await expect(creditsLink(library, after)).toBeVisible();
    expect(await library.evaluate(() => (window as Window & { loadedOnce?: boolean }).loadedOnce)).toBe(true);

    // Declined: back on /payment/failed, nothing charged, the balance as it was, and a way to try again.
    await page.goto('/dashboard/profile/purchase');
    await page.getByRole('button', { name: 'Buy 2,500 credits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout: no money moves' })).toBeVisible();
    // The offer was for the first purchase: this one is at the full price.
    await expect(page.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
    await expect(page.getByText('Welcome offer')).toHaveCount(0);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/payment\/failed\?checkout_id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByText('Nothing was charged.')).toBeVisible();
    await expect(creditsLink(page, after)).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/purchase$/);

    const balance = await person.context.request.get('/user/credits', { headers: person.auth });
    expect(await balance.json()).toEqual({ credits: after });
    await person.context.close();
  });

  test('upgrade to Pro from the locked tool: test checkout, Pay, the plan and its first month on the success page, then the tool opens', async ({
    browser,
    baseURL,
    watchCsp,
  }) => {
    const person = await signUp({ browser, baseURL, watchCsp });
    const page = await person.context.newPage();
    await page.goto('/dashboard/asset/tool/retopology');
    await expect(page.getByRole('heading', { level: 2, name: 'Included in Starter, Pro and Studio' })).toBeVisible();
    await page.getByRole('link', { name: 'Compare plans' }).click();
    await expect(page).toHaveURL(/\/pricing\?upgrade_source=retopology$/);
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout: no money moves' })).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    // Pro's first month: 4,000 credits on top of the 100 of sign-up.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(page.getByRole('main').getByText('4,100 credits', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Pro', { exact: true })).toBeVisible();

    await page.goto('/dashboard/asset/tool/retopology');
    await expect(page.getByRole('heading', { level: 1, name: 'Retopology' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/asset\/tool\/retopology$/);
    // Pro does not make a tool that does not run yet runnable: it still says coming, with no upgrade.
    await page.goto('/dashboard/asset/tool/magic-edit');
    await expect(page.getByRole('heading', { level: 2, name: 'Magic edit is coming soon' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Upgrade/ })).toHaveCount(0);

    // Cancel on the billing page: the plan ends with its month, and until then the tool stays open.
    await page.goto('/dashboard/profile/billing');
    await expect(page.getByText(/^Renews on /)).toBeVisible();
    // The first month's invoice, and its PDF receipt.
    const receiptDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Receipt for Pro plan, one month/ }).click();
    const receipt = await receiptDownload;
    expect(receipt.suggestedFilename()).toMatch(/^facet-receipt-[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\.pdf$/);
    expect(readFileSync((await receipt.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your Pro plan?' });
    await expect(dialog.getByText('There is no refund for the month you have paid.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, cancel plan' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/^Ends on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume plan' })).toBeVisible();
    const { current_period_end: ends } = (await (await person.context.request.get('/user/subscription', { headers: person.auth })).json()) as {
      current_period_end: string;
    };
    await page.goto('/dashboard/asset/tool/retopology');
    await expect(page.getByRole('heading', { level: 1, name: 'Retopology' })).toBeVisible();

    // The clock moved past the paid month (the test checkout's clock, as Stripe's test clocks do): the plan ends, the tool locks.
    const moved = await person.context.request.post('/admin/payments/test-clock', {
      headers: await adminAuth(person.context.request),
      data: { now: new Date(Date.parse(ends) + 1000).toISOString() },
    });
    expect(await moved.json()).toMatchObject({ ended: 1 });
    await page.goto('/dashboard/profile/billing');
    await expect(page.getByText('You are on the free plan.', { exact: false })).toBeVisible();
    await page.goto('/dashboard/asset/tool/retopology');
    await expect(page.getByRole('heading', { level: 2, name: 'Included in Starter, Pro and Studio' })).toBeVisible();
    await person.context.close();
  });

  test('a coupon from /auth?coupon_code= is charged at checkout in place of the smaller welcome offer', async ({ browser, baseURL, watchCsp }) => {
    const person = await signUp({ browser, baseURL, watchCsp });
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const made = await person.context.request.post('/admin/coupons', {
      headers: await adminAuth(person.context.request),
      data: { code, percent_off: 40 },
    });
    expect(made.status()).toBe(201);
    const page = await person.context.newPage();
    await page.goto(`/auth?coupon_code=${code.toLowerCase()}`);
    await expect(page).toHaveURL(/\/dashboard\/assets$/);
    await page.goto('/dashboard/profile/purchase');
    await page.getByRole('button', { name: 'Buy 2,500 credits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout: no money moves' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $12.00' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $12.00' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    const invoices = (await (await person.context.request.get('/user/invoices', { headers: person.auth })).json()) as { items: { description: string }[] };
    expect(invoices.items[0]?.description).toBe(`2,500 credits (coupon ${code}, 40% off)`);
    await person.context.close();
  });

  test('signed out, /payment/success goes to sign-in and comes back', async ({ page }) => {
    await page.goto('/payment/success?checkout_id=x');
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fpayment%2Fsuccess%3Fcheckout_id%3Dx$/);
  });
});
