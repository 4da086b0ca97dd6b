// End to end: the product started exactly as the README starts it (`npm start`), on a fresh data
// directory and a free port, driven through Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Playwright loads this file in every worker too; the environment carries the first choice along.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_GEO_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'facet-e2e-'));

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const geoUrl = `http://127.0.0.1:${process.env.E2E_GEO_PORT}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  globalTeardown: './global-teardown.ts',
  reporter: [['list'], ['json', { outputFile: join(repoRoot, '.reports/e2e.json') }]],
  outputDir: join(repoRoot, 'test-results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'node e2e/geo-server.mjs',
      cwd: repoRoot,
      url: `${geoUrl}/json/`,
      env: { E2E_GEO_PORT: process.env.E2E_GEO_PORT },
      reuseExistingServer: false,
    },
    {
      command: 'npm start',
      cwd: repoRoot,
      url: `${baseURL}/health`,
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        // The address the browsers use: the checkout comes back to it, where their sign-in cookie is.
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // A known admin, for curating the showcase in tests.
        ADMIN_EMAIL: 'admin@facet.test',
        ADMIN_PASSWORD: 'admin password for tests',
        // Every test signs up its own people from one address, more than a person would in a minute.
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // Browsers under test never ask a public service where they are.
        COUNTRY_LOOKUP_URLS: `${geoUrl}/json/`,
        // Started as a person starts it: pnpm's bin shims put every installed package on NODE_PATH,
        // which would hide a dependency the server's build needs but does not declare.
        NODE_PATH: '',
      },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
