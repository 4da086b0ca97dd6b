import { expect, test } from './test';
import { glbFixture, signUp } from './toolJourney';

test.describe('Usage', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a run’s credits show on the usage page: in the chart’s table of days, in the history, and through its filters', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { upload: glbFixture('Crate', 'crate.glb') });
    const started = await person.context.request.post('/v3/sessions', {
      headers: person.auth,
      data: { type: 'print_3d', input: { mesh: person.assetId } },
    });
    expect(started.status()).toBe(201);

    const page = await person.context.newPage();
    await page.goto('/dashboard/profile/usage');
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
    await expect(page.getByText('credits spent in the last 30 days')).toHaveText('10 credits spent in the last 30 days');
    await expect(page.getByRole('list', { name: 'Spent by tool' }).getByRole('listitem')).toHaveText(['3D printing10']);
    // The chart drew its bar, and its text alternative lists today with the run's 10 credits.
    await expect(page.locator('.recharts-bar-rectangle path').first()).toBeVisible();
    const today = new Date().toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
    const days = page.getByRole('table', { name: /Credits spent per day in the last 30 days/ });
    await expect(days.getByRole('row', { name: today })).toHaveText(`${today}1010`);

    const history = page.getByRole('table', { name: 'Credit history, newest first' });
    await expect(history.getByRole('row', { name: /3D printing run/ })).toContainText('−10');
    await expect(history.getByRole('row', { name: /3D printing run/ })).toContainText('90');
    await expect(history.getByRole('row', { name: /Welcome credits/ })).toContainText('+100');

    // Credits added only: the welcome credits, not the run.
    await page.getByRole('radio', { name: 'Added' }).click();
    await expect(history.getByRole('row', { name: /3D printing run/ })).toHaveCount(0);
    await expect(history.getByRole('row', { name: /Welcome credits/ })).toBeVisible();
    // All kinds of one tool: the run, not the welcome credits.
    await page.getByRole('radio', { name: 'All', exact: true }).click();
    await page.getByRole('radio', { name: '3D printing' }).click();
    await expect(history.getByRole('row', { name: /3D printing run/ })).toBeVisible();
    await expect(history.getByRole('row', { name: /Welcome credits/ })).toHaveCount(0);
    // Refunds of that tool: none, and the page says so.
    await page.getByRole('radio', { name: 'Refunded' }).click();
    await expect(page.getByText('No credit changes match these filters.')).toBeVisible();

    await page.getByRole('radio', { name: '7 days' }).click();
    await expect(page.getByText('credits spent in the last 7 days')).toHaveText('10 credits spent in the last 7 days');
    for (const theme of ['dark', 'light']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.screenshot({ path: testInfo.outputPath(`usage-${theme}.png`), fullPage: true });
    }
    await person.context.close();
  });
});
