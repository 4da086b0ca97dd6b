import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthResponseSchema } from '@facet/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../src/lib/package-root';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `npm start`'s entry, run from source so the test needs no build. */
function startMain(env: Record<string, string>, { recordImports = false } = {}): ChildProcess {
  const recorder = recordImports ? ['--import', './test/record-imports.mjs'] : [];
  return spawn(process.execPath, ['--import', 'tsx', ...recorder, 'src/main.ts'], {
    cwd: serverPackageRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function output(child: ChildProcess): { stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { stdout: () => stdout, stderr: () => stderr };
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) {
        child.stdout?.off('data', onData);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing ${pattern}:\n${seen}`)));
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

// Each case starts the product from source (transpiled as it loads) once or twice: on a busy CI machine
// that alone can pass the suite's 30 s.
describe('src/main.ts', { timeout: 120_000 }, () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'facet-main-test-'));
  });
  afterEach(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exitCode(child);
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts on PGlite in DATA_DIR, prints its URL, answers /health and stops on SIGTERM, loading only what a start uses', async () => {
    const port = await freePort();
    const importsLog = join(dataDir, 'imports.log');
    child = startMain(
      { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_DIST_DIR: join(dataDir, 'app'), IMPORTS_LOG: importsLog },
      { recordImports: true },
    );
    const [, url] = await waitForLine(child, /Facet is running at (http:\/\/localhost:\d+)/);
    expect(url).toBe(`http://localhost:${port}`);
    expect(existsSync(join(dataDir, 'db'))).toBe(true);

    const response = await fetch(`http://127.0.0.1:${port}/health`);
    expect(response.status).toBe(200);
    const health = healthResponseSchema.parse(await response.json());
    expect(health.database).toMatchObject({ kind: 'pglite', ok: true });
    expect(health.database.migrations).toBeGreaterThanOrEqual(1);

    child.kill('SIGTERM');
    expect(await exitCode(child)).toBe(0);

    // What the start and the first request loaded: the server's own libraries, not those of what it
    // does later (S3 and Stripe when they are configured, the first mail and receipt, the engine's
    // tools, which its threads load), each a part of a start's time.
    const imported = new Set(readFileSync(importsLog, 'utf8').split('\n').filter(Boolean));
    const loaded = (name: string) => imported.has(name) || [...imported].some((specifier) => specifier.startsWith(`${name}/`));
    expect(loaded('fastify') && loaded('@electric-sql/pglite') && imported.has('@facet/engine/light')).toBe(true);
    const notLoaded = ['@aws-sdk/client-s3', '@aws-sdk/lib-storage', 'stripe', 'nodemailer', 'pdfkit', 'fontkit', 'bidi-js', '@gltf-transform/core', 'manifold-3d', 'three'];
    expect(notLoaded.filter(loaded)).toEqual([]);
    expect(imported.has('@facet/engine')).toBe(false);
  });

  it('prints a generated admin password once, which signs in at the admin login', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_DIST_DIR: join(dataDir, 'app') };
    child = startMain(env);
    const [, email, password] = await waitForLine(child, /admin sign-in: (\S+) \/ (\S+)/);
    expect(email).toBe('admin@facet.local');
    const login = await fetch(`http://127.0.0.1:${port}/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exitCode(child)).toBe(0);

    child = startMain(env);
    const { stdout } = output(child);
    await waitForLine(child, /Facet is running at/);
    child.kill('SIGTERM');
    expect(await exitCode(child)).toBe(0);
    expect(stdout()).not.toContain('admin sign-in');
  });

  it('refuses to start with a missing production setting, naming it without a stack', async () => {
    child = startMain({
      APP_MODE: 'production',
      PUBLIC_URL: 'https://facet.example',
      CARD_PAYMENT_KEY: 'pk',
      SUBSCRIPTION_PAYMENT_TOKEN: 'st',
      ANALYTICS_TOKEN: 'at',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      FILE_URL_SECRET: 'f'.repeat(32),
      DATA_DIR: dataDir,
    });
    const { stderr } = output(child);
    expect(await exitCode(child)).toBe(1);
    expect(stderr().trim()).toBe('Missing required setting DATABASE_URL (needed when APP_MODE=production)');
  });
});
