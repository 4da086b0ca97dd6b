/**
 * Once per test run: one migrated database with the job queue's schema and queues, per database
 * kind, which every test server copies instead of migrating a database of its own (a fresh PGlite
 * cluster and its migrations took 1.5 to 2.7 s a server, loading the copy about 0.4 s; on
 * PostgreSQL `CREATE DATABASE ... TEMPLATE`). The copies start as a first start leaves a database:
 * migrated, queues made, nothing else.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database';
import { prepareFreshDatabase as prepare } from '../src/db/make-snapshot';
import { withAdmin } from './admin-database';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'facet-db-template-'));
  const pglite = await createDatabase({ dataDir: dir, databaseUrl: undefined }, { memory: true });
  try {
    await prepare(pglite);
    const dump = await pglite.dumpDataDir!();
    const file = join(dir, 'pglite.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await pglite.close();
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | undefined;
  if (adminUrl) {
    postgresTemplate = `facet_template_${process.pid}_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${postgresTemplate}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    const postgres = await createDatabase({ dataDir: dir, databaseUrl: url.toString() });
    try {
      await prepare(postgres);
    } finally {
      // A database is copied only while no one is connected to it.
      await postgres.close();
    }
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${postgresTemplate}" WITH (FORCE)`));
    }
  };
}
