import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the server suites wait on databases, sockets and
    // child processes much of the time, so two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/*/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
