// A run that survives a reload: the tool page keeps the run in its address, and a reload, a return
// from home or a link shows its progress and then its result, never a blank form.
import { expect, test } from './test';
import { glbFixture, openTool, pickInput, signUp, type ToolPage } from './toolJourney';

const RETOPOLOGY: ToolPage = { route: 'retopology', heading: 'Retopology', run: 'Run retopology' };
const TERRAIN = glbFixture('Terrain', 'terrain.glb');

test.describe('a tool run in the address', () => {
  test.describe.configure({ timeout: 90_000 });

  test('start a run, reload: the run goes on showing, then its result', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const person = await signUp({ browser, baseURL, watchCsp }, { tier: 'pro', upload: TERRAIN });
    const page = await openTool(person.context, RETOPOLOGY, 100);
    await pickInput(page, /Terrain/);
    // Precision with three LODs: long enough on a CPU to reload during the run.
    await page.getByText('Precision', { exact: true }).click();
    await page.getByRole('radio', { name: '3 LODs' }).click({ force: true });
    await page.getByRole('button', { name: RETOPOLOGY.run }).click();

    await expect(page).toHaveURL(/\/dashboard\/asset\/tool\/retopology\?session_id=[0-9a-f-]{36}$/);
    const address = page.url();
    await page.reload();
    await page.screenshot({ path: testInfo.outputPath('run-after-reload-1440.png') });
    // After the reload: the run's input and either its progress or, on a fast machine, its result; no run button.
    await expect(page.getByRole('img', { name: 'Preview of Terrain' }).or(page.getByRole('region', { name: 'Before and after' })).first()).toBeVisible();
    await expect(page.getByRole('progressbar').or(page.getByText('Triangles after')).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: '3 LODs' })).toBeChecked();
    await expect(page.getByText('Triangles after')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('link', { name: /LOD2/ }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('run-result-1440.png'), fullPage: true });
    // Charged once, whatever the reload did.
    await expect(page.getByRole('link', { name: '75 credits, buy more' })).toBeVisible();

    // The same address in a new tab shows the same result.
    const again = await person.context.newPage();
    await again.goto(address);
    await expect(again.getByText('Triangles after')).toBeVisible();
    await expect(again.getByRole('button', { name: 'Run again' })).toBeVisible();

    // Start over leaves the run: the address names the input instead, and the form is back with it.
    await again.getByRole('button', { name: 'Start over' }).click();
    await expect(again).toHaveURL(new RegExp(`/dashboard/asset/tool/retopology\\?mesh=${person.assetId}$`));
    await expect(again.getByRole('combobox', { name: 'Input' })).toHaveValue('Terrain');
    await expect(again.getByRole('button', { name: RETOPOLOGY.run })).toBeEnabled();
    await person.context.close();
  });

  test('pick a tool for an asset: from "Pick a tool" and from the asset\'s page, the tool opens with the asset picked', async ({ browser, baseURL, watchCsp }, testInfo) => {
    const { context, assetId } = await signUp({ browser, baseURL, watchCsp }, { tier: 'pro', upload: TERRAIN, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool');
    await expect(page.getByRole('heading', { level: 1, name: 'Pick a tool' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Asset' }).click();
    await page.getByRole('option', { name: /Terrain/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/asset/tool\\?asset=${assetId}$`));
    const tools = page.getByRole('list', { name: 'Tools for Terrain' });
    // Every tool whose definition takes a mesh.
    await expect(tools.getByRole('link')).toHaveCount(8);
    await page.screenshot({ path: testInfo.outputPath('pick-a-tool-390.png'), fullPage: true });
    await tools.getByRole('link', { name: /3D printing/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/asset/tool/3d-printing\\?mesh=${assetId}$`));
    await expect(page.getByRole('combobox', { name: 'Input' })).toHaveValue('Terrain');
    await expect(page.getByRole('button', { name: 'Run 3D printing' })).toBeEnabled();

    await page.goto(`/dashboard/asset/${assetId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Run a tool' })).toBeVisible();
    await page.getByRole('list', { name: 'Tools for Terrain' }).getByRole('link', { name: /Retopology/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/asset/tool/retopology\\?mesh=${assetId}$`));
    await expect(page.getByRole('combobox', { name: 'Input' })).toHaveValue('Terrain');
    await context.close();
  });

  test('an address naming a run that is not yours says so and opens the empty tool', async ({ browser, baseURL, watchCsp }) => {
    const { context } = await signUp({ browser, baseURL, watchCsp }, { tier: 'pro' });
    const page = await context.newPage();
    await page.goto('/dashboard/asset/tool/retopology?session_id=0190a000-0000-7000-8000-000000000001');
    await expect(page.getByText('That run was not found in your account.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/asset\/tool\/retopology$/);
    await expect(page.getByRole('button', { name: RETOPOLOGY.run })).toBeDisabled();
    await context.close();
  });
});
