// `npm test`: every check of the workspace, in order: lint, typecheck, unit and server API tests,
// Storybook interaction + accessibility + visual tests, Playwright end to end. Every step runs even
// when an earlier one fails, so one run shows everything that is wrong; the exit code says if any did.
// The browser steps' Chromium is checked before anything runs: without it the run stops at once.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pnpmSync, run, runPnpm } from './pnpm.mjs';
import { testChromiumProblem } from './test-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.reports`;

/** Counts passed and failed tests in a jest-style (`numPassedTests`) or Playwright JSON report. */
function countTests(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  if (report.stats) {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  }
  return undefined;
}

/** Runs Vitest with `args`, writing its JSON report to `report` in the reports folder. */
const vitest = (args, report) =>
  runPnpm(
    ['exec', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${report}`],
    { cwd: root },
  );

/**
 * What can answer differently on another Node.js: the engine (WebAssembly, worker threads, native
 * image code), the workspace's scripts, and the server suites that exercise the runtime itself (the
 * product's start, the database drivers, password hashing, streamed uploads and storage, engine
 * threads, sockets, the queue). The server's other suites are requests and answers over the same
 * code paths; they run once, on the first Node.
 */
const runtimeProjects = ['engine', 'server', 'workspace'];
/** Vitest's file filters: every engine and workspace suite, and these of the server. */
const runtimeFiles = [
  'packages/engine/test/',
  './scripts',
  ...['main', 'database', 'auth', 'uploads', 'storage', 'engine-threads', 'socket', 'job-queue', 'sessions'].map(
    (name) => `packages/server/test/${name}.test.ts`,
  ),
];

const steps = [
  {
    name: 'lint',
    // ESLint, then dpdm, which fails on any import circle (the files it reads: dpdm.config.ts); both
    // run, so one run shows both kinds of problem.
    run: async () => {
      const eslint = await runPnpm(['exec', 'eslint', '--max-warnings', '0', '.'], { cwd: root });
      const circles = await runPnpm(['exec', 'dpdm'], { cwd: root });
      return eslint !== 0 ? eslint : circles;
    },
  },
  { name: 'typecheck', run: () => runPnpm(['run', 'typecheck'], { cwd: root }) },
  {
    name: 'unit and server API tests',
    reports: ['vitest.json'],
    run: () => vitest([], 'vitest.json'),
  },
  {
    // Not part of `npm test` (the step above runs these too): the suites whose result can depend
    // on the Node.js they run on (native modules, WebAssembly, child processes, the product's
    // start), for a second Node: `node scripts/test.mjs runtime`. The rest (contract, data, ui,
    // app, and the server's request-and-answer suites) runs once, in the step above.
    name: 'runtime-dependent suites',
    onlyWhenNamed: true,
    reports: ['vitest-runtime.json'],
    run: () => vitest([...runtimeProjects.flatMap((project) => ['--project', project]), ...runtimeFiles], 'vitest-runtime.json'),
  },
  {
    name: 'storybook interaction, a11y and visual tests',
    browser: true,
    reports: ['storybook.json'],
    run: async () => {
      const built = await runPnpm(['storybook:build'], { cwd: root });
      return built !== 0 ? built : run(process.execPath, ['scripts/test-storybook.mjs'], { cwd: root });
    },
  },
  {
    name: 'end to end',
    browser: true,
    reports: ['e2e.json'],
    run: () => runPnpm(['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], { cwd: root }),
  },
];

const only = process.argv.slice(2);
const chosen = steps.filter((step) =>
  only.length ? only.some((word) => step.name.includes(word)) : !step.onlyWhenNamed,
);

// The browser steps come last, after many minutes; a missing browser is said now, not then.
const browserProblem = testChromiumProblem();
if (browserProblem && chosen.some((step) => step.browser)) {
  console.error(`${browserProblem}\n\nNothing was run. The steps that need no browser: node scripts/test.mjs lint typecheck unit`);
  process.exit(1);
}
if (browserProblem) console.log(`Note: the steps chosen need no browser, but the browser steps would not run here.\n${browserProblem}\n`);

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

console.log('> Installing dependencies');
if (pnpmSync(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], { cwd: root }) !== 0) {
  console.error('Installing dependencies failed.');
  process.exit(1);
}

const results = [];
for (const step of chosen) {
  console.log(`\n> ${step.name}`);
  const started = Date.now();
  const code = await step.run();
  const counts = (step.reports ?? []).map((file) => countTests(`${reports}/${file}`)).filter(Boolean);
  results.push({
    name: step.name,
    ok: code === 0,
    seconds: (Date.now() - started) / 1000,
    passed: counts.reduce((sum, c) => sum + c.passed, 0),
    failed: counts.reduce((sum, c) => sum + c.failed, 0),
    counted: counts.length > 0,
  });
}

console.log('\nSummary');
for (const r of results) {
  const tests = r.counted ? `  ${r.passed} passed, ${r.failed} failed` : '';
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(46)}${r.seconds.toFixed(1).padStart(7)} s${tests}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
// A step that failed without a failing test (lint, typecheck, a crash) counts as one failure.
const failedChecks = results.filter((r) => !r.ok && r.failed === 0).length;
console.log(`\nTests: ${passed} passed, ${failed + failedChecks} failed`);
process.exit(results.some((r) => !r.ok) ? 1 : 0);
