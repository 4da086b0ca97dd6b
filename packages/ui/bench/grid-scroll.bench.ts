/**
 * `pnpm bench grid-scroll`: scrolls the 10,000-asset grid story (the real AssetGrid, virtualized) and
 * the same page with static cards (plain pictures and text placed by the same layout) in headless
 * Chromium, alternating between them for a few rounds with the same scroll script, and prints the
 * frames per second of each, their ratio and whether the grid keeps 90% of the static page's rate.
 * Builds Storybook first unless `--no-build` is passed and a build exists.
 * SCROLL_SECONDS sets the length of each scroll (4 s), ROUNDS how many times each page is scrolled (3).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import sirv from 'sirv';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const staticDir = `${root}storybook-static`;
const seconds = Number(process.env.SCROLL_SECONDS ?? 4);
const rounds = Number(process.env.ROUNDS ?? 3);
const bar = 0.9;

if (!process.argv.includes('--no-build') || !existsSync(`${staticDir}/iframe.html`)) {
  console.log('Building Storybook…');
  // Storybook's own command line through node, so a fresh machine needs no pnpm on its PATH.
  const storybook = `${root}node_modules/storybook/dist/bin/dispatcher.js`;
  const built = spawnSync(process.execPath, [storybook, 'build', '--quiet', '-o', staticDir], { cwd: root, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('The Storybook build failed: run npx storybook build to see why.');
}

interface Variant {
  label: string;
  story: string;
  /** The scrolling element and the tiles in it. */
  scroller: string;
  tile: string;
}
const grid: Variant = { label: 'AssetGrid', story: 'components-assetgrid--ten-thousand-assets', scroller: '[role="grid"]', tile: '[role="row"]' };
const staticCards: Variant = {
  label: 'static cards',
  story: 'components-assetgrid--ten-thousand-static-cards',
  scroller: '[role="list"]',
  tile: '[role="listitem"]',
};

interface Scroll {
  frames: number[];
  mounted: number[];
  scrolled: number;
}

// Scrolls down at a steady 3,000 px/s (a fast trackpad fling) and times every frame. Passed as text:
// the bench runs through a TypeScript loader whose helpers do not exist in the page.
const measure = `(scroller, tile, duration) => new Promise((resolve) => {
  const element = document.querySelector(scroller);
  const frames = [];
  const mounted = [];
  const start = performance.now();
  let last = start;
  function step(now) {
    frames.push(now - last);
    last = now;
    element.scrollTop = ((now - start) / 1000) * 3000;
    mounted.push(element.querySelectorAll(tile).length);
    if (now - start < duration * 1000) requestAnimationFrame(step);
    else resolve({ frames: frames.slice(1), mounted, scrolled: element.scrollTop });
  }
  requestAnimationFrame(step);
})`;

async function scroll(page: Page, port: number, variant: Variant): Promise<Scroll> {
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${variant.story}&viewMode=story&globals=theme:dark`);
  await page.locator(`${variant.scroller} ${variant.tile}`).first().waitFor();
  // Let the pictures of the first screen decode and the page settle before the clock starts.
  await page.waitForTimeout(500);
  return (await page.evaluate(`(${measure})(${JSON.stringify(variant.scroller)}, ${JSON.stringify(variant.tile)}, ${seconds})`)) as Scroll;
}

const fpsOf = (frames: number[]) => (frames.length / frames.reduce((sum, ms) => sum + ms, 0)) * 1000;

function summary(variant: Variant, scrolls: Scroll[]) {
  const frames = scrolls.flatMap((run) => run.frames);
  const mounted = scrolls.flatMap((run) => run.mounted);
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const fps = fpsOf(frames);
  console.log(
    `${variant.label.padEnd(13)} ${fps.toFixed(1).padStart(5)} fps (rounds ${scrolls.map((run) => fpsOf(run.frames).toFixed(1)).join(', ')}); ` +
      `frame p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms, over 50 ms: ${frames.filter((ms) => ms > 50).length}; ` +
      `cards mounted max ${Math.max(...mounted)}, mean ${(mounted.reduce((s, n) => s + n, 0) / mounted.length).toFixed(1)}; ` +
      `scrolled ${Math.round(scrolls.reduce((s, run) => s + run.scrolled, 0) / scrolls.length).toLocaleString('en-US')} px per round`,
  );
  return fps;
}

const server = createServer(sirv(staticDir, { dev: true }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // Storybook's element highlighter re-reads the computed style of every element in the page on
  // each change to the DOM, a cost of the workshop that scales with the page and is no part of the
  // product: it stays off for both pages.
  await page.addInitScript(() => ((globalThis as { __STORYBOOK_HIGHLIGHT_INITIALIZED?: boolean }).__STORYBOOK_HIGHLIGHT_INITIALIZED = true));
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${grid.story}&viewMode=story&globals=theme:dark`);
  const rowCount = await page.locator(grid.scroller).first().getAttribute('aria-rowcount');
  console.log(`10,000 assets (grid aria-rowcount ${rowCount}), 1440 x 900, scrolled at 3,000 px/s for ${seconds} s; ${rounds} rounds each, alternating`);

  const scrolls = new Map<Variant, Scroll[]>([
    [grid, []],
    [staticCards, []],
  ]);
  for (let round = 0; round < rounds; round++) {
    for (const variant of [grid, staticCards]) scrolls.get(variant)!.push(await scroll(page, port, variant));
  }
  const gridFps = summary(grid, scrolls.get(grid)!);
  const staticFps = summary(staticCards, scrolls.get(staticCards)!);
  const ratio = gridFps / staticFps;
  const passed = ratio >= bar;
  console.log(`ratio AssetGrid / static cards: ${(ratio * 100).toFixed(1)}% (bar >= ${bar * 100}%): ${passed ? 'PASS' : 'FAIL'}`);
  process.exitCode = passed ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}
