// Runs the Storybook test-runner (play functions, axe, visual baselines) against the static build.
// Each story is visited once and checked in both themes (.storybook/test-runner.ts).
// Usage: node scripts/test-storybook.mjs [--update] [--static DIR] [story files...]
//   --update      rewrite the baselines in .storybook/__visual__ (passes -u to the test-runner) and
//                 delete baselines of stories that no longer exist (only on a run of every story)
//   --static DIR  the Storybook build to test (default storybook-static)
//   story files   only the stories of these files (e.g. packages/ui/src/components/Button/Button.stories.tsx)
// Report: .reports/storybook.json (jest JSON; one test per story, both themes in it).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const staticAt = argv.indexOf('--static');
const staticDir = path.resolve(root, staticAt >= 0 ? argv[staticAt + 1] : 'storybook-static');
const storyFiles = argv.filter((arg, index) => !arg.startsWith('--') && (staticAt < 0 || index !== staticAt + 1));
const reportsDir = path.join(root, '.reports');
const baselinesDir = path.join(root, '.storybook', '__visual__');
const testStorybook = path.join(root, 'node_modules', '.bin', 'test-storybook');
const themes = ['dark', 'light'];
const update = argv.includes('--update');

const indexFile = path.join(staticDir, 'index.json');
if (!existsSync(indexFile)) {
  console.error(`${path.relative(root, staticDir) || staticDir}/ is missing or incomplete. Build it first: pnpm storybook:build`);
  process.exit(1);
}

const server = createServer(sirv(staticDir, { dev: true }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;

// Jest's default on two cores is one worker, which leaves a core idle while a story renders or a
// screenshot is compared; two keep both busy.
const workers = Math.max(2, availableParallelism() - 1);

function run() {
  const outputFile = path.join(reportsDir, 'storybook.json');
  // A run that dies before jest reports must not leave the previous run's counts behind.
  rmSync(outputFile, { force: true });
  // test-storybook declares --outputFile as a flag without a value and appends leftover arguments
  // after the options it forwards to jest, so the path works only as the very last argument.
  // The test-runner puts story files after the options it forwards, where jest would take the first
  // one as the report's path: a run of a few stories writes no report.
  const report = storyFiles.length > 0 ? [] : ['--json', '--outputFile', outputFile];
  const args = ['--url', url, '--maxWorkers', String(workers), ...(update ? ['-u'] : []), ...storyFiles, ...report];
  // Under CI=true jest fails on a missing baseline instead of writing it; -u writes it in any case.
  console.log(`\n[test-storybook] dark and light themes${update ? ' (updating baselines)' : ''}: ${url}`);
  return new Promise((resolve) => {
    const child = spawn(testStorybook, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`[test-storybook] could not start the test-runner: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Baseline files no story of the current build would compare against. */
function obsoleteBaselines() {
  const { entries } = JSON.parse(readFileSync(indexFile, 'utf8'));
  const expected = new Set(
    Object.values(entries)
      .filter((entry) => entry.type === 'story')
      .flatMap((entry) => themes.map((theme) => `${entry.id}--${theme}.png`)),
  );
  if (!existsSync(baselinesDir)) return [];
  return readdirSync(baselinesDir).filter((name) => name.endsWith('.png') && !expected.has(name));
}

mkdirSync(reportsDir, { recursive: true });
const code = await run().finally(() => server.close());

const passed = code === 0;
const obsolete = obsoleteBaselines();
if (obsolete.length > 0 && update && passed && storyFiles.length === 0) {
  for (const name of obsolete) rmSync(path.join(baselinesDir, name));
  console.log(`[test-storybook] deleted ${obsolete.length} baseline(s) of removed stories: ${obsolete.join(', ')}`);
} else if (obsolete.length > 0) {
  console.warn(`[test-storybook] baselines of removed stories (delete with --update): ${obsolete.join(', ')}`);
}

console.log(`[test-storybook] ${passed ? 'passed' : `failed (exit ${code})`}`);
process.exit(passed ? 0 : 1);
