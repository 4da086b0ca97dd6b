import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testChromiumPath, testChromiumProblem } from './test-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe("npm test's browser check", () => {
  it('takes CHROMIUM_PATH when set, else Debian’s Chromium', () => {
    expect(testChromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
    expect(testChromiumPath({})).toBe('/usr/bin/chromium');
  });

  it('finds no problem with a browser that starts', () => {
    // Any program that answers --version and exits 0 passes the check.
    expect(testChromiumProblem({ CHROMIUM_PATH: process.execPath })).toBeUndefined();
  });

  it('names a missing browser and says how to get one', () => {
    const problem = testChromiumProblem({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(problem).toContain('the Chromium at /nonexistent/chromium (from CHROMIUM_PATH), and there is none');
    expect(problem).toContain('sudo apt-get install -y chromium');
    expect(problem).toContain('CHROMIUM_PATH=<path to chromium> npm test');
  });

  it('stops npm test before any step when a browser step is chosen', () => {
    const env = { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' };
    const stopped = spawnSync(process.execPath, ['scripts/test.mjs', 'end to end'], { cwd: root, env, encoding: 'utf8' });
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toContain('sudo apt-get install -y chromium');
    expect(stopped.stderr).toContain('Nothing was run.');
    expect(stopped.stdout).not.toContain('Installing dependencies');
  });
});
