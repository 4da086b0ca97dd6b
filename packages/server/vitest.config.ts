import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One migrated database per kind, which each test server copies (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // The files share their imported modules (Fastify, the AWS SDK, the engine's WebAssembly) instead
    // of importing them again each; each test still builds its own server, database and data
    // directory. On two cores with three workers: 3 min 3 s -> 1 min 58 s.
    isolate: false,
    // PGlite's first start in a process, and a fresh PostgreSQL database, take a few seconds; a
    // server's start (the database, its seven migrations, the queue) can take over 30 s on a busy
    // 2-core machine, so a start hook gets a minute before it counts as hung.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
