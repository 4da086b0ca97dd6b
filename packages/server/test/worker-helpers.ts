/**
 * Worker processes for the tests: `src/worker.ts` run with tsx as `npm run worker` runs the build,
 * over the test server's PostgreSQL database and data directory, plus polling of the jobs table.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TokenResponse } from '@facet/contract';
import { expect } from 'vitest';
import { NO_AUTH_LIMIT, register } from './accounts-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
  /** Everything it wrote to stdout so far (its log, one JSON line per entry). */
  stdout(): string;
  /** Its exit code (null when ended by a signal), once it has exited. */
  exited: Promise<number | null>;
}

/** A worker process; its stderr and stdout are kept for the test to read. */
export function startWorkerProcess(server: TestServer, env: Record<string, string> = {}): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: server.databaseUrl,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'silent',
      PREVIEW_RENDERER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    // Shown as it comes too, so a worker's crash is in the test's output.
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** How many jobs are in each status. */
export async function jobStatuses(server: TestServer): Promise<Record<string, number>> {
  const { rows } = await server.database.executeSql('SELECT status, count(*)::int AS count FROM jobs GROUP BY status');
  return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.count)]));
}

/** Polls `condition` every 100 ms; fails the test after `timeoutMs`, showing the job statuses. */
export async function until(server: TestServer, condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) expect.fail(`${what}: still not after ${timeoutMs} ms (${JSON.stringify(await jobStatuses(server))})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves once the worker has logged that it takes jobs (it must run with LOG_LEVEL info or lower). */
export async function workerReady(worker: WorkerProcess, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!worker.stdout().includes('worker is taking tool jobs')) {
    if (worker.child.exitCode !== null) expect.fail(`the worker exited with ${worker.child.exitCode} before taking jobs:\n${worker.stderr()}`);
    if (Date.now() > end) expect.fail(`the worker did not start taking jobs within ${timeoutMs} ms:\n${worker.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A server that runs tool jobs itself (its in-process worker, no retries, so a failure is final at
 * once) and a person signed up on it with the sign-up credits: the setup of a tool's server tests.
 */
export async function startToolServer(email: string, env: Record<string, string> = {}): Promise<{ server: TestServer; person: TokenResponse }> {
  const server = await startTestServer(embeddedTarget, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'on', JOB_RETRY_LIMIT: '0', ...env });
  return { server, person: await register(server, email) };
}
