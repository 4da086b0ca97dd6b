import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/worker.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  // Workspace packages are published as TypeScript source, so they must be compiled in; everything
  // from node_modules stays a plain import.
  noExternal: [/^@facet\//],
});
