import { defineConfig } from 'tsup';

export default defineConfig({
  // The engine's threads load dist/engine-thread.js, beside the two entry points (engine-pool.ts);
  // 3D-print preparation starts a helper thread of its own from dist/print-3d-helper.js.
  // build-db-snapshot is run once the build is done (package.json) and writes dist/db-snapshot.
  entry: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    'engine-thread': 'src/sessions/engine-thread.ts',
    'print-3d-helper': '../engine/src/print-3d/print-helper.ts',
    'build-db-snapshot': 'src/build-db-snapshot.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  // The database snapshot (dist/db-snapshot) is kept: the next step makes it again only when it no
  // longer fits (src/build-db-snapshot.ts).
  clean: ['!db-snapshot/**'],
  // Workspace packages are published as TypeScript source, so they must be compiled in; everything
  // from node_modules stays a plain import.
  noExternal: [/^@facet\//],
});
