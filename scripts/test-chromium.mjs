// The Chromium that `npm test`'s browser steps drive: the Storybook test-runner
// (test-runner-jest.config.js) and Playwright (e2e/playwright.config.ts) both take CHROMIUM_PATH
// when it is set, else Debian's Chromium, whose rendering the visual baselines were made with.
import { spawnSync } from 'node:child_process';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The path the test configs give the browser. */
export function testChromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
}

/**
 * Why the browser steps cannot run here, with what to do about it; undefined when the Chromium
 * they would drive is there and starts.
 */
export function testChromiumProblem(env = process.env) {
  const path = testChromiumPath(env);
  const fromVariable = env.CHROMIUM_PATH !== undefined;
  const where = fromVariable ? `the Chromium at ${path || '""'} (from CHROMIUM_PATH)` : `Chromium at ${path}`;
  const run = path ? spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 }) : undefined;
  if (run && !run.error && run.status === 0) return undefined;
  const reason = !run
    ? 'CHROMIUM_PATH is empty'
    : run.error?.code === 'ENOENT'
      ? 'there is none'
      : `it does not start (${firstLine(run.error?.message ?? run.stderr) || `exit code ${run.status}`})`;
  return [
    `The browser steps of npm test (Storybook and end to end) drive ${where}, and ${reason}.`,
    '',
    fromVariable
      ? `Point CHROMIUM_PATH at a Chromium or Google Chrome that runs, or unset it to use ${DEBIAN_CHROMIUM}:`
      : 'Install it, then run npm test again:',
    '  Debian:     sudo apt-get install -y chromium',
    '  Elsewhere:  install Chromium or Google Chrome (Ubuntu installs Chromium as a snap) and give its',
    '              executable to the tests: CHROMIUM_PATH=<path to chromium> npm test',
    '              (the visual baselines are made with Debian\'s Chromium; another build may differ by',
    '              a few pixels)',
  ].join('\n');
}

function firstLine(text) {
  return String(text ?? '').trim().split('\n')[0] ?? '';
}
