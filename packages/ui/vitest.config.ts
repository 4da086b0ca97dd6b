import { defineConfig } from 'vitest/config';

// Unit tests for the ui's pure logic (folder trees, formatting); components are tested through
// their stories in Storybook.
export default defineConfig({
  test: { name: 'ui', environment: 'node', include: ['src/**/*.test.ts'] },
});
