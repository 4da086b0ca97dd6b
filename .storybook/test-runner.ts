import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import { defaultViewport, isViewportName, viewportSizes, type ViewportName } from './viewports.ts';

// Jest provides `expect` as a global here; @types/jest is not installed, so declare what we use.
declare const expect: {
  extend(matchers: Record<string, unknown>): void;
  (actual: unknown): { toMatchImageSnapshot(options: MatchImageSnapshotOptions): void };
};

/** scripts/test-storybook.mjs runs the whole suite once per theme and says which by this variable. */
const theme = process.env.STORYBOOK_THEME === 'light' ? 'light' : 'dark';

const snapshotOptions = (id: string): MatchImageSnapshotOptions => ({
  customSnapshotsDir: path.join(process.cwd(), '.storybook', '__visual__'),
  customSnapshotIdentifier: `${id}--${theme}`,
  // Rendering here is deterministic (bundled font, reduced motion, one Chromium), so the
  // tolerance only absorbs antialiasing noise: at most 16 pixels may differ, which still catches
  // a changed word in a badge. Each pixel is compared almost exactly (pixelmatch's default 0.1 let
  // a clear accent hue change pass as "same").
  failureThreshold: 16,
  failureThresholdType: 'pixel',
  customDiffConfig: { threshold: 0.01 },
});

interface PreviewGlobals {
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/** The story's `globals.viewport` (a name or `{value}`), or the default size. */
const viewportOf = (storyGlobals: unknown): ViewportName => {
  const viewport =
    typeof storyGlobals === 'object' && storyGlobals !== null && 'viewport' in storyGlobals
      ? storyGlobals.viewport
      : undefined;
  const value = typeof viewport === 'object' && viewport !== null && 'value' in viewport ? viewport.value : viewport;
  return isViewportName(value) ? value : defaultViewport;
};

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  // The default prepare, plus reduced motion (still spinners, no transitions) and the theme.
  async prepare({ page }) {
    const targetUrl = process.env.TARGET_URL;
    if (!targetUrl) throw new Error('TARGET_URL is not set: run the test-runner with --url.');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(new URL('iframe.html', targetUrl).toString(), { waitUntil: 'load' });
    // Storybook reads `?globals=` only together with a story id, and the test-runner opens
    // iframe.html without one, so the theme global is set through the preview's channel instead,
    // before any story renders. Every story of the page then renders in that theme.
    await page.waitForFunction(() => Boolean((globalThis as PreviewGlobals).__STORYBOOK_PREVIEW__?.storyStoreValue));
    await page.evaluate((value) => {
      (globalThis as PreviewGlobals).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', { globals: { theme: value } });
    }, theme);
    await page.waitForFunction(
      (value) => (globalThis as PreviewGlobals).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get().theme === value,
      theme,
    );
  },

  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // Present at runtime (Storybook 10), missing from the test-runner's declared type.
    const storyGlobals = 'storyGlobals' in story ? story.storyGlobals : undefined;
    const { width, height } = viewportSizes[viewportOf(storyGlobals)];
    await page.setViewportSize({ width, height });
  },

  // The play function and the axe check (parameters.a11y.test = 'error') have passed by now.
  async postVisit(page, context) {
    // A failed play function or axe check is already reported; a screenshot would only add noise.
    if (context.hasFailure) return;
    await waitForPageReady(page);
    const applied = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    if (applied !== theme) throw new Error(`Story rendered with data-theme="${applied}", expected "${theme}".`);
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot(snapshotOptions(context.id));
  },
};

export default config;
