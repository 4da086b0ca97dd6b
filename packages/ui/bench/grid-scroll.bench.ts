/**
 * `pnpm bench grid-scroll`: scrolls the 10,000-asset grid story (the real AssetGrid, virtualized) in
 * headless Chromium for a few seconds and prints frames per second, frame times and how many cards
 * are mounted. Builds Storybook first unless `--no-build` is passed and a build exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sirv from 'sirv';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const staticDir = `${root}storybook-static`;
const seconds = Number(process.env.SCROLL_SECONDS ?? 6);

if (!process.argv.includes('--no-build') || !existsSync(`${staticDir}/iframe.html`)) {
  console.log('Building Storybook…');
  // Storybook's own command line through node, so a fresh machine needs no pnpm on its PATH.
  const storybook = `${root}node_modules/storybook/dist/bin/dispatcher.js`;
  const built = spawnSync(process.execPath, [storybook, 'build', '--quiet', '-o', staticDir], { cwd: root, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('The Storybook build failed: run npx storybook build to see why.');
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
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=components-assetgrid--ten-thousand-assets&viewMode=story&globals=theme:dark`);
  const grid = page.getByRole('grid').first();
  await grid.waitFor();
  const rowCount = await grid.getAttribute('aria-rowcount');

  // Scroll down at a steady 3,000 px/s (a fast trackpad fling) and measure every frame.
  // Passed as text: the bench runs through a TypeScript loader whose helpers do not exist in the page.
  const measure = `(element, duration) => new Promise((resolve) => {
    const frames = [];
    const mounted = [];
    const start = performance.now();
    let last = start;
    function step(now) {
      frames.push(now - last);
      last = now;
      element.scrollTop = ((now - start) / 1000) * 3000;
      mounted.push(element.querySelectorAll('[role="row"]').length);
      if (now - start < duration * 1000) requestAnimationFrame(step);
      else resolve({ frames: frames.slice(1), mounted, scrolled: element.scrollTop });
    }
    requestAnimationFrame(step);
  })`;
  await grid.evaluate((element) => ((window as unknown as { benchGrid: Element }).benchGrid = element));
  const result = (await page.evaluate(`(${measure})(window.benchGrid, ${seconds})`)) as { frames: number[]; mounted: number[]; scrolled: number };

  const sorted = [...result.frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const total = result.frames.reduce((sum, ms) => sum + ms, 0);
  const fps = (result.frames.length / total) * 1000;
  const long = result.frames.filter((ms) => ms > 50).length;
  console.log(`Grid of ${rowCount} assets, 1440 x 900, scrolled ${Math.round(result.scrolled).toLocaleString('en-US')} px in ${seconds} s`);
  console.log(`frames per second: ${fps.toFixed(1)}`);
  console.log(`frame time p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms, frames over 50 ms: ${long}`);
  console.log(`mounted cards: max ${Math.max(...result.mounted)}, mean ${(result.mounted.reduce((s, n) => s + n, 0) / result.mounted.length).toFixed(1)} (of ${rowCount})`);
} finally {
  await browser.close();
  server.close();
}
