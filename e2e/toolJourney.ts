/**
 * The journey every tool page shares: a new person signed up (on a plan, with an input uploaded),
 * the library open in one tab and the tool in another, the input picked, the options set, the run
 * watched while it progresses, and its outcome, its credits and its new assets seen in both tabs
 * without a reload. A tool's spec states only what is its own: the page, the input, the options and
 * what the result shows.
 */
import type { Locator } from '@playwright/test';
import { expect, type Browser, type BrowserContext, type Page } from './test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What the journey takes from a test's fixtures. */
export interface JourneyFixtures {
  browser: Browser;
  baseURL: string | undefined;
  watchCsp: (context: BrowserContext) => Promise<void>;
}

/** A file in e2e/fixtures. */
export const fixture = (name: string): Buffer => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

const ADMIN = { email: 'admin@facet.test', password: 'admin password for tests' };

/** A file to upload as a named asset. */
export interface Upload {
  name: string;
  file: string;
  mimeType: string;
  buffer: Buffer;
}

/** A GLB from e2e/fixtures, uploaded under `name`. */
export const glbFixture = (name: string, file: string): Upload => ({ name, file, mimeType: 'model/gltf-binary', buffer: fixture(file) });

export interface Person {
  context: BrowserContext;
  token: string;
  userId: string;
  /** The bearer header for the API as this person. */
  auth: { authorization: string };
}

/** Uploads `upload` as `person`'s asset and returns its id. */
export async function uploadAsset(person: Person, upload: Upload): Promise<string> {
  const uploaded = await person.context.request.post('/v3/assets/upload', {
    headers: person.auth,
    multipart: { name: upload.name, file: { name: upload.file, mimeType: upload.mimeType, buffer: upload.buffer } },
  });
  expect(uploaded.status()).toBe(201);
  return ((await uploaded.json()) as { id: string }).id;
}

/**
 * A new person on `tier` (the sign-up plan, free, unless told), signed in in a fresh browser context,
 * with `upload` in the library when given (its id as `assetId`).
 */
export async function signUp(
  { browser, baseURL, watchCsp }: JourneyFixtures,
  { tier = 'free', upload, viewport = { width: 1440, height: 900 } }: { tier?: string; upload?: Upload; viewport?: { width: number; height: number } } = {},
): Promise<Person & { assetId: string }> {
  const context = await browser.newContext({ baseURL, viewport });
  await watchCsp(context);
  const registered = await context.request.post('/auth/register', {
    data: { email: `journey-${randomBytes(5).toString('hex')}@example.com`, password: 'correct horse battery', name: 'Grace Hopper' },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  const person: Person = { context, token, userId: user.id, auth: { authorization: `Bearer ${token}` } };
  if (tier !== 'free') {
    const admin = (await (await context.request.post('/auth/admin/login', { data: ADMIN })).json()) as { token: string };
    const changed = await context.request.put('/user/update-tier', { headers: { authorization: `Bearer ${admin.token}` }, data: { user_id: user.id, tier } });
    expect(changed.status()).toBe(200);
  }
  const assetId = upload ? await uploadAsset(person, upload) : '';
  await context.addCookies([{ name: 'auth_token', value: token, url: baseURL!, sameSite: 'Strict' }]);
  return { ...person, assetId };
}

/** A tool page: its route under /dashboard/asset/tool/, its heading and its run button. */
export interface ToolPage {
  route: string;
  heading: string;
  run: string;
}

export interface ToolJourney {
  tool: ToolPage;
  /** The input's option in the picker. */
  input: RegExp;
  /** Sets the tool's own options once the input is picked. */
  options?: (page: Page) => Promise<void>;
  /**
   * The library tab that must get the new assets without a reload: a page already open on it, or the
   * row of the input to see there before the tool opens a second tab. Without it, no library is watched.
   */
  library?: Page | RegExp;
  /** The credits the page shows before the run and after it, when the journey checks them. */
  credits?: { before: number; after?: number };
  /** What shows once the run has ended, in success or in failure. */
  outcome: (page: Page) => Locator;
  /** How long the run may take before `outcome` shows. */
  timeout?: number;
  /**
   * How many different progress states (progress and stage) the run must have sent the page live on
   * the way, as its socket heard them; with any, the progress bar must have shown too (0: not checked).
   * Counted on the socket, not the screen: React draws updates that arrive together once.
   */
  progressStates?: number;
  /** The tool's own checks of what the outcome shows, before the credits and assets are checked. */
  report?: (page: Page) => Promise<void>;
  /** The links to the new assets on the tool page. */
  results?: (string | RegExp)[];
  /** Screenshots of the result in both themes, for a person to look at, named `<screenshots>-<theme>.png`. */
  screenshots?: { name: string; outputPath: (file: string) => string };
  /** The rows the library tab must get over the socket. */
  libraryRows?: RegExp[];
}

/** Opens the tool page and checks it is the working tool, not a placeholder. */
export async function openTool(context: BrowserContext, tool: ToolPage, credits?: number): Promise<Page> {
  const page = await context.newPage();
  listenForProgress(page);
  await page.goto(`/dashboard/asset/tool/${tool.route}`);
  await expect(page.getByRole('heading', { name: tool.heading })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  if (credits !== undefined) await expect(page.getByRole('link', { name: `${credits} credits, buy more` })).toBeVisible();
  return page;
}

/** Picks `input` in the tool page's input picker. */
export async function pickInput(page: Page, input: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: 'Input' }).click();
  await page.getByRole('option', { name: input }).first().click();
}

/** Each running job's progress and stage a page's socket heard (socket.io event frames: `42["job_update",job]`). */
const heardProgress = new WeakMap<Page, Set<string>>();

function listenForProgress(page: Page): void {
  const heard = new Set<string>();
  heardProgress.set(page, heard);
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (!text.startsWith('42["job_update"')) return;
      const [, job] = JSON.parse(text.slice(2)) as [string, { status: string; progress: number; stage: string | null }];
      if (job.status === 'running') heard.add(`${job.progress} ${job.stage ?? ''}`);
    }),
  );
}

/** The progress bar lives only while the job runs, so a watcher records each state it showed. */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { progress: string[] }).progress = []);
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.push(`${bar.getAttribute('aria-valuenow') ?? 'indeterminate'} ${bar.getAttribute('aria-label') ?? ''}`);
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

const progressSeen = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { progress: string[] }).progress);

/**
 * Runs a tool as a person does, from the library tab to the new assets in it, and returns both tabs
 * for the tool's own checks after (opening a result, downloading it).
 */
export async function runToolJourney(person: Person, journey: ToolJourney): Promise<{ page: Page; library?: Page }> {
  let library: Page | undefined;
  if (journey.library instanceof RegExp) {
    library = await person.context.newPage();
    await library.goto('/dashboard/assets');
    await expect(library.getByRole('row', { name: journey.library })).toBeVisible();
  } else {
    library = journey.library;
  }

  const page = await openTool(person.context, journey.tool, journey.credits?.before);
  await pickInput(page, journey.input);
  await journey.options?.(page);
  await watchProgress(page);
  await page.getByRole('button', { name: journey.tool.run }).click();

  await expect(journey.outcome(page)).toBeVisible({ timeout: journey.timeout ?? 60_000 });
  // It moved: the bar showed, and the page heard as many different states on the way as the tool asks for.
  const states = journey.progressStates ?? 1;
  if (states > 0) {
    expect((await progressSeen(page)).length, 'the progress bar showed').toBeGreaterThan(0);
    expect(heardProgress.get(page)?.size ?? 0, 'progress states heard live').toBeGreaterThanOrEqual(states);
  }
  await journey.report?.(page);
  if (journey.credits?.after !== undefined) await expect(page.getByRole('link', { name: `${journey.credits.after} credits, buy more` })).toBeVisible();
  for (const result of journey.results ?? []) await expect(page.getByRole('link', { name: result }).first()).toBeVisible();

  if (journey.screenshots) {
    for (const theme of ['dark', 'light']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.screenshot({ path: journey.screenshots.outputPath(`${journey.screenshots.name}-${theme}.png`), fullPage: true });
    }
  }

  // The other tab got the new assets over the socket, without a reload.
  if (journey.libraryRows?.length && !library) throw new Error('runToolJourney: libraryRows need a library tab (journey.library).');
  for (const row of journey.libraryRows ?? []) await expect(library!.getByRole('row', { name: row }).first()).toBeVisible();
  return { page, library };
}
