import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'workspace', environment: 'node', include: ['*.test.ts'], testTimeout: 60_000 },
});
