#!/usr/bin/env node
/** `npm start`: the whole server in one process, on the configured port, with migrations applied first. */
import type { AddressInfo } from 'node:net';
import { type Config, ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';

function loadConfigOrExit(): Readonly<Config> {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // The app's modules load while the database opens (reading and compiling PGlite's WebAssembly,
  // or copying the snapshot on a first start): each is a good part of a start. Awaited below, so a
  // module that fails to load still ends the start with its error.
  const modules = Promise.all([import('./app'), import('./users/admin-seed')]);
  modules.catch(() => undefined);
  const database = await createDatabase(config);
  await database.migrate();
  const [{ buildServer }, { seedAdmin }] = await modules;
  // The admin is seeded while the server is built: on a first start it hashes a password (argon2id,
  // some 300 ms), and the server needs nothing from it.
  const [admin, app] = await Promise.all([seedAdmin(config, database), buildServer({ config, database })]);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    stopping = true;
    app.log.info(`${signal} received: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  // `once`: a second Ctrl-C falls back to Node's default and ends the process at once.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  // This process's tool worker starts once the server answers: nothing the API does waits for it (a
  // tool start queues its job through the same queue, started on its first use, and the worker
  // takes the job once it is up). A worker that cannot start ends the process, as a failed start.
  if (config.toolWorker === 'on') {
    app.services.startWorker().catch((error: unknown) => {
      if (stopping) return;
      console.error('Facet could not start its tool worker:', error);
      process.exit(1);
    });
  }
  const { port } = app.server.address() as AddressInfo;
  const made = { snapshot: ', made now from the build\'s snapshot', initdb: ', made now' } as const;
  const where =
    database.kind === 'pglite'
      ? `PGlite (embedded) in ${config.dataDir}/db${database.createdFrom ? made[database.createdFrom] : ''}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nFacet is running at http://localhost:${port}\n  data directory: ${config.dataDir}\n  database: ${where}\n`);
  // Printed once: only its hash is stored, and later starts find the admin and make no new password.
  if (admin?.generatedPassword) {
    console.log(
      `  admin sign-in: ${admin.email} / ${admin.generatedPassword}\n  (shown only now; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('Facet could not start:', error);
  process.exit(1);
});
