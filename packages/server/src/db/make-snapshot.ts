/** Makes the embedded database's snapshot (snapshot.ts): run by the build, and by tests. */
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { JobQueue } from '../queue/job-queue';
import { createDatabase, type Database, migrationsFolder as serverMigrations } from './database';
import { currentSnapshotMeta, type SnapshotMeta, snapshotDataDir, snapshotMetaFile } from './snapshot';

/**
 * Leaves a new database as a first start would: migrated, the queue's schema and queues made (the
 * queue started and stopped), and pg-boss's clocks cleared, so a copy runs its first maintenance,
 * cron and monitoring as a new database would instead of waiting out an interval that began when
 * the copy was made.
 */
export async function prepareFreshDatabase(database: Database): Promise<void> {
  await database.migrate();
  const queue = await JobQueue.start(database);
  await queue.stop();
  await database.executeSql('UPDATE pgboss.version SET maintained_on = NULL, cron_on = NULL, monitored_on = NULL');
}

export interface MakeSnapshotOptions {
  /** Where the migrations are; the server's own by default. */
  migrationsFolder?: string;
  /** Start from this copy of a data directory (`dumpDataDir`) instead of initdb; for tests. */
  loadDataDir?: Blob;
}

/**
 * Writes a snapshot to `target` (replacing one there): a new PGlite database on disk, prepared as
 * above and closed cleanly, and what it was made from, as the migrations table records it.
 */
export async function makeSnapshot(target: string, options: MakeSnapshotOptions = {}): Promise<SnapshotMeta> {
  const migrationsFolder = options.migrationsFolder ?? serverMigrations;
  const work = await mkdtemp(join(dirname(target), '.db-snapshot-'));
  try {
    const database = await createDatabase(
      { dataDir: work, databaseUrl: undefined },
      { snapshotDir: false, migrationsFolder, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) },
    );
    let applied: string[];
    try {
      await prepareFreshDatabase(database);
      // template0, the pristine copy CREATE DATABASE ... TEMPLATE template0 starts from, is left
      // out: the embedded database makes no databases from it, it is a quarter of the data
      // directory's files, and a first start creates every file of the copy (about a millisecond
      // each on a virtual machine's disk). template1 stays, for CREATE DATABASE and the tools that
      // connect to it.
      await database.executeSql('ALTER DATABASE template0 IS_TEMPLATE false');
      await database.executeSql('DROP DATABASE template0');
      const { rows } = await database.executeSql('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id');
      applied = rows.map((row) => String(row.hash));
    } finally {
      await database.close();
    }
    const meta: SnapshotMeta = { ...currentSnapshotMeta(migrationsFolder), migrations: applied };
    await rename(join(work, 'db'), snapshotDataDir(work));
    await writeFile(snapshotMetaFile(work), `${JSON.stringify(meta, null, 2)}\n`);
    await rm(target, { recursive: true, force: true });
    await rename(work, target);
    return meta;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
