/**
 * Embedded start to ready after a build: `npm start`'s server process (`node dist/main.js`, PGlite,
 * the built app) spawned until `GET /health` answers 200, on a fresh data directory (the first start:
 * the database made, from the build's snapshot of a migrated database when it fits, and the admin
 * made) and again on the same directory (every later start). Five runs each, the median reported.
 * Bar: <= 3 s. Needs the build (`npm start` once, or
 * `npx pnpm@12.21.0 --filter @facet/app --filter @facet/server run build`).
 * Run with `pnpm bench embedded-start`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/topology';

const RUNS = 5;
const BAR_MS = 3000;
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const main = join(serverRoot, 'dist/main.js');
if (!existsSync(main)) {
  console.error('packages/server/dist/main.js is missing: build first (`npm start` once, or `npx pnpm@12.21.0 --filter @facet/app --filter @facet/server run build`).');
  process.exit(1);
}

/** Milliseconds from spawning the server to /health answering 200; the process is stopped after. */
async function startToReady(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    cwd: join(serverRoot, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', S3_BUCKET: '' },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const first: number[] = [];
const later: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const dataDir = await mkdtemp(join(tmpdir(), 'facet-start-'));
  try {
    first.push(await startToReady(dataDir));
    later.push(await startToReady(dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
const line = (label: string, values: number[]) => {
  const figure = median(values);
  const pass = figure <= BAR_MS;
  console.log(
    `${label}: median ${(figure / 1000).toFixed(2)} s (runs: ${values.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s); bar <= ${BAR_MS / 1000} s: ${pass ? 'PASS' : 'FAIL'} (${(figure / BAR_MS).toFixed(2)}x the bar)`,
  );
  return pass;
};
console.log('npm start mode (PGlite, built app), spawn -> GET /health 200');
const passFirst = line('first start, fresh data directory (database made and migrated)', first);
const passLater = line('later start, same data directory', later);
process.exit(passFirst && passLater ? 0 : 1);
