import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import { defaultViewport, isViewportName, viewportSizes, type ViewportName } from './viewports.ts';

// Jest provides `expect` as a global here; @types/jest is not installed, so declare what we use.
declare const expect: {
  extend(matchers: Record<string, unknown>): void;
  (actual: unknown): { toMatchImageSnapshot(options: MatchImageSnapshotOptions): void };
};

/**
 * Every story is checked in both themes in one visit: it renders and its play function runs once,
 * in the theme the page is in, where the a11y addon's own check runs; then it is screenshotted, the
 * theme global switches (Storybook re-renders the story without remounting it or playing again, so
 * what the play function opened stays open, and runs its afterEach hooks, the a11y check among
 * them, in that theme), and it is screenshotted again. The page stays in the second theme for the next story, so the themes alternate and no
 * story is rendered a third time.
 */
const themes = ['dark', 'light'] as const;
type Theme = (typeof themes)[number];
const otherTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');

const baselinesDir = path.join(process.cwd(), '.storybook', '__visual__');

const snapshotOptions = (id: string, theme: Theme, visual: VisualParameter | undefined): MatchImageSnapshotOptions => ({
  customSnapshotsDir: baselinesDir,
  customSnapshotIdentifier: `${id}--${theme}`,
  // Rendering here is deterministic (bundled font, reduced motion, one Chromium), so the
  // tolerance only absorbs antialiasing noise: at most 16 pixels may differ, which still catches
  // a changed word in a badge. Each pixel is compared almost exactly (pixelmatch's default 0.1 let
  // a clear accent hue change pass as "same"). A story may allow more (`parameters.visual`), saying why.
  failureThreshold: visual?.maxDifferentPixels ?? 16,
  failureThresholdType: 'pixel',
  customDiffConfig: { threshold: 0.01 },
});

/** `parameters.visual` of a story: how many pixels may differ from its baseline, where 16 is too few. */
interface VisualParameter {
  maxDifferentPixels?: number;
}

interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
}

interface AxeViolation {
  id: string;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** What Storybook's `storyFinished` event carries. */
interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
  reporters: { type: string; status: string; result?: { violations?: AxeViolation[]; error?: unknown } }[];
}

interface PreviewGlobals {
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } } };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, ...payload: unknown[]): void;
    on(event: string, listener: (...payload: never[]) => void): void;
    off(event: string, listener: (...payload: never[]) => void): void;
  };
}

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

/** The story's `globals.viewport` (a name or `{value}`), or the default size. */
const viewportOf = (storyGlobals: unknown): ViewportName => {
  const viewport =
    typeof storyGlobals === 'object' && storyGlobals !== null && 'viewport' in storyGlobals
      ? storyGlobals.viewport
      : undefined;
  const value = typeof viewport === 'object' && viewport !== null && 'value' in viewport ? viewport.value : viewport;
  return isViewportName(value) ? value : defaultViewport;
};

/** The theme the preview renders in: its `theme` global, as the decorator in preview.tsx reads it. */
const pageTheme = (page: Page): Promise<Theme> =>
  page.evaluate(() =>
    (globalThis as PreviewGlobals).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get().theme === 'light'
      ? 'light'
      : 'dark',
  );

/**
 * Sets the `theme` global through the preview's channel (Storybook reads `?globals=` only with a
 * story id, and the test-runner opens iframe.html without one) before any story is shown.
 */
async function setFirstTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => {
    (globalThis as PreviewGlobals).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', { globals: { theme: value } });
  }, theme);
  await page.waitForFunction(
    (value) => (globalThis as PreviewGlobals).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get().theme === value,
    theme,
  );
}

/**
 * Switches the story on the page to `theme` and waits until its re-render has finished. Storybook
 * re-renders without remounting and without playing again, then runs the `afterEach` hooks, the
 * a11y addon's axe check among them, and reports them with the end of the render: that report
 * is answered here.
 */
async function switchTheme(page: Page, theme: Theme): Promise<StoryFinished> {
  return page.evaluate(
    (value) =>
      new Promise<StoryFinished>((resolve, reject) => {
        const channel = (globalThis as PreviewGlobals).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return reject(new Error('The Storybook channel is missing.'));
        const onFinished = (finished: StoryFinished) => {
          channel.off('storyFinished', onFinished);
          resolve(finished);
        };
        channel.on('storyFinished', onFinished);
        channel.emit('updateGlobals', { globals: { theme: value } });
      }),
    theme,
  );
}

/**
 * Fails on the re-render's a11y report by the rules the test-runner applies to the first render:
 * skipped when the story turns a11y off, failing on any violation when `test` is 'error'.
 */
async function checkA11y(page: Page, storyId: string, theme: Theme, finished: StoryFinished, a11y: A11yParameter | undefined): Promise<void> {
  const report = finished.reporters.find((reporter) => reporter.type === 'a11y');
  if (report?.result?.error !== undefined) throw new Error(`axe could not run in the ${theme} theme: ${JSON.stringify(report.result.error)}`);
  const violations = report?.result?.violations ?? [];
  if (violations.length === 0 || a11y?.disable === true || a11y?.test === 'off') return;
  // The addon's global that leaves axe to a button in its panel.
  const manual = await page.evaluate(() => {
    const a11yGlobals = (globalThis as PreviewGlobals).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get().a11y;
    return typeof a11yGlobals === 'object' && a11yGlobals !== null && 'manual' in a11yGlobals && a11yGlobals.manual === true;
  });
  if (manual) return;
  const text = violations
    .map(({ id, help, helpUrl, nodes }) =>
      [
        `${help} (${id}) ${helpUrl}`,
        ...nodes.map((node) => `  at ${node.target.join(', ')}: ${node.html}\n    ${(node.failureSummary ?? '').replaceAll('\n', '\n    ')}`),
      ].join('\n'),
    )
    .join('\n\n');
  if (a11y?.test === 'error') throw new Error(`${violations.length} a11y violation(s) in the ${theme} theme:\n\n${text}`);
  console.warn(`[a11y todo] ${storyId}, ${theme} theme:\n${text}`);
}

/**
 * Screenshots the story as it is now and compares it with its baseline in `theme`. The same bytes
 * are the same pixels: most stories render exactly as their baseline, and comparing the files is
 * far quicker than decoding both PNGs to compare them pixel by pixel, which is left to the images
 * that differ (within the tolerance, or not).
 */
async function compareScreenshot(page: Page, storyId: string, theme: Theme, visual: VisualParameter | undefined): Promise<void> {
  await waitForPageReady(page);
  // A player shows its loading spinner while it fetches: wait until each has read what it preloads
  // and stopped fetching, then for the spinner to finish the turn it is in (Chromium hides it at the
  // end of an animation iteration, which the screenshot's disabled animations do not reach).
  if (await page.locator('video').count()) {
    await page.waitForFunction(() => [...document.querySelectorAll('video')].every((video) => video.readyState >= 1 && video.networkState !== HTMLMediaElement.NETWORK_LOADING), undefined, { timeout: 15_000 });
    await page.waitForTimeout(2_000);
  }
  const applied = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  if (applied !== theme) throw new Error(`Story rendered with data-theme="${applied}", expected "${theme}".`);
  const options = snapshotOptions(storyId, theme, visual);
  const baseline = path.join(baselinesDir, `${options.customSnapshotIdentifier as string}.png`);
  const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  if (existsSync(baseline) && readFileSync(baseline).equals(image)) return;
  expect(image).toMatchImageSnapshot(options);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  // The default prepare, plus reduced motion (still spinners, no transitions) and the first theme,
  // set before any story renders.
  async prepare({ page }) {
    const targetUrl = process.env.TARGET_URL;
    if (!targetUrl) throw new Error('TARGET_URL is not set: run the test-runner with --url.');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(new URL('iframe.html', targetUrl).toString(), { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean((globalThis as PreviewGlobals).__STORYBOOK_PREVIEW__?.storyStoreValue));
    await setFirstTheme(page, themes[0]);
  },

  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // Present at runtime (Storybook 10), missing from the test-runner's declared type.
    const storyGlobals = 'storyGlobals' in story ? story.storyGlobals : undefined;
    const { width, height } = viewportSizes[viewportOf(storyGlobals)];
    await page.setViewportSize({ width, height });
  },

  // The play function and the axe check (parameters.a11y.test = 'error') have passed by now, in the
  // first theme.
  async postVisit(page, context) {
    // A failed play function or axe check is already reported; a screenshot would only add noise.
    if (context.hasFailure) return;
    const first = await pageTheme(page);
    const second = otherTheme(first);
    // Every check runs even when an earlier one fails, so one run shows every changed image and
    // every violation.
    const failures: unknown[] = [];
    const attempt = (check: () => Promise<void>) => check().catch((error: unknown) => void failures.push(error));
    const visual = (await getStoryContext(page, context)).parameters.visual as VisualParameter | undefined;
    await attempt(() => compareScreenshot(page, context.id, first, visual));
    const finished = await switchTheme(page, second);
    const story = await getStoryContext(page, context);
    await attempt(async () => {
      await checkA11y(page, context.id, second, finished, story.parameters.a11y as A11yParameter | undefined);
      if (finished.status === 'error') throw new Error(`The story failed when it re-rendered in the ${second} theme.`);
    });
    await attempt(() => compareScreenshot(page, context.id, second, visual));
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) {
      throw new Error(failures.map((error) => (error instanceof Error ? error.message : String(error))).join('\n\n'));
    }
  },
};

export default config;
