/**
 * The embedded database's snapshot (src/db/snapshot.ts): a first start copies it instead of initdb
 * and the migrations, and must end with the database the migrations make; a snapshot that no longer
 * fits is not used. The snapshot is made here from the run's migrated template (global-setup.ts, a
 * fresh cluster migrated and with the queue's schema) rather than a cluster of its own, which would
 * cost the run several seconds of initdb.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database, migrationsFolder } from '../src/db/database';
import { makeSnapshot } from '../src/db/make-snapshot';
import { currentSnapshotMeta, installSnapshot, type SnapshotMeta, snapshotFits, snapshotMetaFile } from '../src/db/snapshot';

/** Everything a migration or the queue makes, and what rows each table holds, in a stable order. */
async function describeDatabase(database: Database): Promise<Record<string, unknown>> {
  const rows = async (text: string) => (await database.executeSql(text)).rows;
  const userSchemas = `NOT IN ('pg_catalog', 'information_schema', 'pg_toast')`;
  const tables = await rows(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_schema ${userSchemas} AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  );
  const contents: Record<string, unknown[]> = {};
  for (const { schema, name } of tables) {
    const table = `"${String(schema)}"."${String(name)}"`;
    // pg-boss's clocks and the queues' timestamps say when they were made, not what: left out.
    const omit = new Set(['created_on', 'updated_on', 'maintained_on', 'cron_on', 'monitored_on']);
    contents[table] = (await rows(`SELECT * FROM ${table} ORDER BY 1`)).map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !omit.has(key))));
  }
  return {
    columns: await rows(
      `SELECT table_schema, table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema ${userSchemas} ORDER BY 1, 2, ordinal_position`,
    ),
    indexes: await rows(`SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes WHERE schemaname ${userSchemas} ORDER BY 1, 2, 3`),
    constraints: await rows(
      `SELECT n.nspname, c.conname, pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname ${userSchemas} ORDER BY 1, 2, 3`,
    ),
    functions: await rows(
      `SELECT n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) AS arguments FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname ${userSchemas} ORDER BY 1, 2, 3`,
    ),
    types: await rows(
      `SELECT n.nspname, t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname ${userSchemas} ORDER BY 1, 2`,
    ),
    extensions: await rows('SELECT extname, extversion FROM pg_extension ORDER BY 1'),
    contents,
  };
}

describe('the embedded database snapshot', () => {
  let dir: string;
  let snapshot: string;
  let meta: SnapshotMeta;
  let template: Blob;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'facet-snapshot-'));
    template = new Blob([await readFile(inject('pgliteTemplate'))]);
    snapshot = join(dir, 'snapshot');
    meta = await makeSnapshot(snapshot, { loadDataDir: template });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('records what it was made from: every migration of the folder, this PGlite and pg-boss', async () => {
    expect(meta).toEqual(currentSnapshotMeta(migrationsFolder));
    expect(JSON.parse(await readFile(snapshotMetaFile(snapshot), 'utf8'))).toEqual(meta);
  });

  it('gives a first start the database the migrations make: same schema, rows and migrations table', async () => {
    const dataDir = join(dir, 'first-start');
    const started = await createDatabase({ dataDir, databaseUrl: undefined }, { snapshotDir: snapshot });
    const migrated = await createDatabase({ dataDir: dir, databaseUrl: undefined }, { memory: true, loadDataDir: template });
    try {
      expect(started.createdFrom).toBe('snapshot');
      await started.migrate();
      expect(await started.appliedMigrations()).toBe(meta.migrations.length);
      const [fromSnapshot, fromMigrations] = [await describeDatabase(started), await describeDatabase(migrated)];
      expect(Object.keys(fromSnapshot.contents as object)).toContain('"drizzle"."__drizzle_migrations"');
      expect(Object.keys(fromSnapshot.contents as object)).toContain('"pgboss"."queue"');
      expect(fromSnapshot).toEqual(fromMigrations);
      // The database PGlite opens and template1 are copied; template0 is not.
      expect((await started.executeSql('SELECT datname FROM pg_database ORDER BY 1')).rows).toEqual([{ datname: 'postgres' }, { datname: 'template1' }]);
      expect(await readdir(join(dataDir, 'db', 'base'))).toHaveLength(2);
      // Nothing of the copy is left beside the database.
      expect((await readdir(dataDir)).sort()).toEqual(['db']);
    } finally {
      await Promise.all([started.close(), migrated.close()]);
    }
    // A later start opens the same database and leaves it as it is.
    const later = await createDatabase({ dataDir, databaseUrl: undefined }, { snapshotDir: snapshot });
    try {
      expect(later.createdFrom).toBeUndefined();
      expect(await later.appliedMigrations()).toBe(meta.migrations.length);
    } finally {
      await later.close();
    }
  });

  it('is still used when migrations were added since, which are applied on top', async () => {
    const folder = join(dir, 'migrations-plus-one');
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_snapshot_probe' });
    await writeFile(journalFile, JSON.stringify(journal));
    await writeFile(join(folder, '9999_snapshot_probe.sql'), 'CREATE TABLE "snapshot_probe" ("id" integer PRIMARY KEY);');

    const database = await createDatabase({ dataDir: join(dir, 'newer-migrations'), databaseUrl: undefined }, { snapshotDir: snapshot, migrationsFolder: folder });
    try {
      expect(database.createdFrom).toBe('snapshot');
      expect(await database.appliedMigrations()).toBe(meta.migrations.length);
      await database.migrate();
      expect(await database.appliedMigrations()).toBe(meta.migrations.length + 1);
      expect((await database.executeSql('SELECT count(*)::int AS n FROM snapshot_probe')).rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });

  it('is not used once it no longer fits: a migration edited or removed, another PGlite or pg-boss', async () => {
    const current = currentSnapshotMeta(migrationsFolder);
    expect(snapshotFits(meta, current)).toBe(true);
    expect(snapshotFits({ ...meta, migrations: meta.migrations.slice(0, -1) }, current)).toBe(true);
    expect(snapshotFits({ ...meta, migrations: [...meta.migrations.slice(0, -1), 'f'.repeat(64)] }, current)).toBe(false);
    expect(snapshotFits({ ...meta, migrations: [...meta.migrations, 'f'.repeat(64)] }, current)).toBe(false);
    expect(snapshotFits({ ...meta, migrations: [] }, current)).toBe(false);
    expect(snapshotFits({ ...meta, pglite: '0.0.1' }, current)).toBe(false);
    expect(snapshotFits({ ...meta, pgBoss: '9.0.0' }, current)).toBe(false);

    // A migration file edited since the snapshot was made: nothing is copied, and the start makes
    // the database with initdb and the migrations as without a snapshot.
    const folder = join(dir, 'migrations-edited');
    await cp(migrationsFolder, folder, { recursive: true });
    const first = join(folder, (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort()[0]!);
    await writeFile(first, `${await readFile(first, 'utf8')}\n-- edited\n`);
    const target = join(dir, 'stale', 'db');
    expect(await installSnapshot(snapshot, target, folder)).toBe(false);
    await expect(readdir(join(dir, 'stale'))).rejects.toThrow(/ENOENT/);

    // Nor is it copied over anything already in the database's directory, or without its meta.
    await mkdir(target, { recursive: true });
    await writeFile(join(target, 'something'), '');
    expect(await installSnapshot(snapshot, target, migrationsFolder)).toBe(false);
    expect(await readdir(target)).toEqual(['something']);
    expect(await installSnapshot(join(dir, 'no-snapshot-here'), join(dir, 'no-meta-start', 'db'), migrationsFolder)).toBe(false);
  });
});
