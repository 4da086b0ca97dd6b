import { expect, test } from './test';
import { glbFixture, openTool, pickInput, runToolJourney, signUp, type ToolPage } from './toolJourney';

const RETOPOLOGY: ToolPage = { route: 'retopology', heading: 'Retopology', run: 'Run retopology' };
const TERRAIN = glbFixture('Terrain', 'terrain.glb');

test.describe('tools', () => {
  test.describe.configure({ timeout: 90_000 });

  test('retopology: pick a mesh, run, watch it progress, see the result and the new asset in another tab', async ({ browser, baseURL, watchCsp }) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { tier: 'pro', upload: TERRAIN });
    await runToolJourney(person, {
      tool: RETOPOLOGY,
      input: /Terrain/,
      library: /^Terrain/,
      credits: { before: 100, after: 75 },
      // Precision with three LODs: long enough on a CPU to watch.
      options: async (page) => {
        await page.getByText('Precision', { exact: true }).click();
        await page.getByRole('radio', { name: '3 LODs' }).click({ force: true });
      },
      outcome: (page) => page.getByText('Triangles after'),
      // It moved: more than one value was shown on the way.
      progressStates: 2,
      results: [/LOD2/],
      libraryRows: [/Terrain \(retopology precision, LOD0\)/],
    });
    await person.context.close();
  });

  test('too few credits: the dialog says so exactly, and Purchase Credits goes to the purchase page', async ({ browser, baseURL, watchCsp }) => {
    const { context, auth, assetId: meshId } = await signUp({ browser, baseURL, watchCsp }, { tier: 'pro', upload: TERRAIN });
    // Four precision runs (25 each) spend the 100 sign-up credits.
    for (let i = 0; i < 4; i++) {
      const started = await context.request.post('/v3/sessions', {
        headers: auth,
        data: { type: 'retopology', input: { mesh: meshId, mode: 'precision', target_triangles: 500 } },
      });
      expect(started.status()).toBe(201);
    }
    const page = await openTool(context, RETOPOLOGY, 0);
    await pickInput(page, /^Terrain/);
    await page.getByText('Precision', { exact: true }).click();
    await page.getByRole('button', { name: 'Run retopology' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'You need 25 credits to perform this action. You currently have 0 credits. Purchase more credits or upgrade your plan to continue.',
    );
    await dialog.getByRole('button', { name: 'Purchase Credits' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/purchase$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('a plan without the tool names the plans that open it; a tool that does not run yet says so on every plan', async ({ browser, baseURL, watchCsp }) => {
    const { context } = await signUp({ browser, baseURL, watchCsp }, { upload: TERRAIN });
    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/retopology');
    await expect(page.getByRole('heading', { level: 2, name: 'Included in Starter, Pro and Studio' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade to Starter' })).toBeVisible();
    await page.getByRole('link', { name: 'Compare plans' }).click();
    await expect(page).toHaveURL(/\/pricing\?upgrade_source=retopology$/);

    await page.goto('/dashboard/asset/tool/magic-edit');
    await expect(page.getByRole('heading', { level: 2, name: 'Magic edit is coming soon' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/asset\/tool\/magic-edit$/);
    await expect(page.getByRole('article', { name: 'Magic edit' }).getByText(/credits|Upgrade/)).toHaveCount(0);
    await context.close();
  });

  test('retexturing on a 390 px screen says it is for desktop and goes back to the assets', async ({ browser, baseURL, watchCsp }) => {
    const { context } = await signUp({ browser, baseURL, watchCsp }, { tier: 'starter', upload: TERRAIN, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/retexturing');
    await expect(page.getByText('This tool is not available on mobile. Try on desktop')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/assets$/);
    await context.close();
  });

  test('a signed-out visitor is sent to sign in and comes back to the tool', async ({ page }) => {
    await page.goto('/dashboard/asset/tool/retopology?source_workflow=home');
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fdashboard%2Fasset%2Ftool%2Fretopology%3Fsource_workflow%3Dhome$/);
  });
});
