// Runs the workspace's pinned pnpm through npx, so a fresh clone needs only Node and npm.
import { spawn, spawnSync } from 'node:child_process';

export const PNPM_VERSION = '12.21.0';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Runs pnpm and waits; returns the exit code. Output goes to this terminal. */
export function pnpmSync(args, options = {}) {
  const result = spawnSync(npx, ['-y', `pnpm@${PNPM_VERSION}`, ...args], { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs a command and resolves with its exit code, passing through the environment. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runPnpm(args, options = {}) {
  return run(npx, ['-y', `pnpm@${PNPM_VERSION}`, ...args], options);
}
