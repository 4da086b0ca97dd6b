import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // PGlite's first start in a process, and a fresh PostgreSQL database, take a few seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
