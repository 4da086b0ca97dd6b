/** Databases and running servers for the tests: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildServer } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/database';
import { withAdmin } from './admin-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory, migrated and with the queue's schema (global-setup.ts). */
    pgliteTemplate: string;
    /** The name of a PostgreSQL database like it, to copy; undefined without TEST_DATABASE_URL. */
    postgresTemplate: string | undefined;
  }
}

export type DatabaseTarget =
  | { kind: 'pglite' }
  /** `adminUrl`: a database to connect to while creating and dropping the test databases. */
  | { kind: 'postgres'; adminUrl: string };

export const embeddedTarget: DatabaseTarget = { kind: 'pglite' };

/**
 * The databases a suite runs on: PGlite, and PostgreSQL too when TEST_DATABASE_URL is set. Use with
 * `describe.each(databaseTargets())('... on $kind', ...)` where the two can behave differently:
 * connections racing each other (money, unique rows, the queue's workers), LISTEN/NOTIFY, a server
 * that goes away, migrations. A suite of plain requests and answers runs on `embeddedTarget` alone:
 * the SQL is the same engine's on both, and running it twice would test the same thing twice.
 */
export function databaseTargets(): DatabaseTarget[] {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? [embeddedTarget, { kind: 'postgres', adminUrl }] : [embeddedTarget];
}

export interface TestDatabase {
  database: Database;
  /** The DATABASE_URL of the fresh PostgreSQL database; undefined for PGlite. */
  databaseUrl: string | undefined;
  /** Closes the database and, for PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * A fresh database of its own: PGlite in memory, or a uniquely named PostgreSQL database made from
 * the admin URL, so parallel test files and runs never share tables. Empty and unmigrated, or with
 * `migrated`, a copy of the run's template (global-setup.ts): migrated, with the queue's schema.
 */
export async function openTestDatabase(target: DatabaseTarget, { migrated = false } = {}): Promise<TestDatabase> {
  if (target.kind === 'pglite') {
    const loadDataDir = migrated ? new Blob([await readFile(inject('pgliteTemplate'))]) : undefined;
    const database = await createDatabase({ dataDir: tmpdir(), databaseUrl: undefined }, { memory: true, loadDataDir });
    return { database, databaseUrl: undefined, dispose: () => database.close() };
  }
  const adminUrl = target.adminUrl;
  const name = `facet_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const template = migrated ? inject('postgresTemplate') : undefined;
  if (migrated && !template) throw new Error('No PostgreSQL template: the server tests set it up when TEST_DATABASE_URL is set.');
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await createDatabase({ dataDir: tmpdir(), databaseUrl });
  return {
    database,
    databaseUrl,
    async dispose() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

export interface TestServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  app: FastifyInstance;
  database: Database;
  /** The server's DATA_DIR (mail outbox, files); removed on close. */
  dataDir: string;
  /** The DATABASE_URL of its PostgreSQL database; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** The settings it runs with. */
  config: Readonly<Config>;
  /** Stops the server, closes and drops the database, removes the data directory. */
  close(): Promise<void>;
}

/**
 * The real server on a random port over a fresh, migrated database (a copy of the run's template).
 * `env` overrides settings; by default logging is silent and APP_DIST_DIR points at an empty
 * directory (no web app). `overrides`
 * replaces loaded settings that have no environment variable (such as the upload limits).
 * `addRoutes` registers routes of the test's own beside the server's, before it listens.
 */
export async function startTestServer(
  target: DatabaseTarget,
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  addRoutes?: (app: FastifyInstance) => void,
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'facet-server-test-'));
  const testDatabase = await openTestDatabase(target, { migrated: true });
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      APP_DIST_DIR: join(dataDir, 'no-web-app'),
      DATABASE_URL: testDatabase.databaseUrl,
      ...env,
    }),
    ...overrides,
  };
  const { database } = testDatabase;
  // Nothing left to apply on the template's copy: this only checks that it is up to date.
  await database.migrate();
  // Tool jobs run in the test server only when a test asks (TOOL_WORKER=on).
  const app = await buildServer({ config, database, startWorker: env.TOOL_WORKER === 'on' });
  addRoutes?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    dataDir,
    databaseUrl: testDatabase.databaseUrl,
    config,
    async close() {
      await app.close();
      await testDatabase.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiNode {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Stops this node and closes its own connections; the first server and its database stay. */
  close(): Promise<void>;
}

/**
 * Another API node of `server`'s deployment, as a second machine behind a load balancer runs it: the
 * same settings and PostgreSQL database, over its own connections, on its own port.
 */
export async function startAnotherNode(server: TestServer): Promise<ApiNode> {
  if (!server.databaseUrl) throw new Error('API nodes share a database only on PostgreSQL');
  const database = await createDatabase({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  const app = await buildServer({ config: server.config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
