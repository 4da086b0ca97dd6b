import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// The app only wires; these tests check that its wiring passes the contract's rules through.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { name: 'app', environment: 'node', include: ['test/**/*.test.{ts,tsx}'] },
});
