import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engine',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Preview tests start headless Chromium and render on the CPU.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
