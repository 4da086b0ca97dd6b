/**
 * The embedded database's snapshot: a PGlite data directory the build makes once (`dist/db-snapshot`),
 * migrated and with the job queue's schema and queues, nothing else in it. A first start on an empty
 * data directory copies it instead of creating a cluster (initdb, several seconds) and migrating it.
 *
 * It is used only while it fits: made by the same PGlite and pg-boss, from migrations that are the
 * first ones of the current folder, unchanged. Migrations added since are applied on top by the
 * usual migrate step; any other difference (a migration edited or removed, another PGlite) falls
 * back to initdb and the migrations.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, rm, rmdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { serverPackageRoot } from '../lib/package-root';

/** Where the build writes it: the data directory in `data/`, what it was made from in `meta.json`. */
export const SNAPSHOT_DIR = join(serverPackageRoot, 'dist', 'db-snapshot');

export interface SnapshotMeta {
  /** The PGlite (PostgreSQL in WASM) version that made the data directory. */
  pglite: string;
  /** The pg-boss version that made its schema. */
  pgBoss: string;
  /** The sha256 of each applied migration file, in order (as Drizzle records them). */
  migrations: string[];
}

export const snapshotDataDir = (snapshotDir: string) => join(snapshotDir, 'data');
export const snapshotMetaFile = (snapshotDir: string) => join(snapshotDir, 'meta.json');

const require = createRequire(import.meta.url);

/** The version in the package.json above a resolved entry point (PGlite does not export its own). */
function packageVersion(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name && manifest.version) return manifest.version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the package.json of ${name}`);
    dir = parent;
  }
}

/**
 * The sha256 of each migration file in the journal's order: what Drizzle stores as each one's hash.
 * Read synchronously, as what follows it on a first start is: a few small files, and a start that
 * awaited each one waited behind the app's modules compiling on the same thread.
 */
export function migrationHashes(migrationsFolder: string): string[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map(({ tag }) => createHash('sha256').update(readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8')).digest('hex'));
}

/** What a snapshot made now, by this install, from this migrations folder, would record. */
export function currentSnapshotMeta(migrationsFolder: string): SnapshotMeta {
  return { pglite: packageVersion('@electric-sql/pglite'), pgBoss: packageVersion('pg-boss'), migrations: migrationHashes(migrationsFolder) };
}

/** The snapshot fits: same PGlite and pg-boss, and its migrations are the current ones' beginning. */
export function snapshotFits(snapshot: SnapshotMeta, current: SnapshotMeta): boolean {
  return (
    snapshot.pglite === current.pglite &&
    snapshot.pgBoss === current.pgBoss &&
    snapshot.migrations.length > 0 &&
    snapshot.migrations.length <= current.migrations.length &&
    snapshot.migrations.every((hash, index) => hash === current.migrations[index])
  );
}

function readMeta(snapshotDir: string): SnapshotMeta | undefined {
  try {
    return JSON.parse(readFileSync(snapshotMetaFile(snapshotDir), 'utf8')) as SnapshotMeta;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Copies a directory tree (the snapshot's data directory is some 870 files, 34 MB) on a thread of its
 * own, file after file, as a copy-on-write clone where the filesystem can (Btrfs, XFS, APFS), else
 * a plain copy. A first start copies while the main thread compiles the app's modules: copied from
 * the main thread, every file waited for the compiler to let go of it, and the copy took twice as
 * long. The thread's code is written out here, since it needs nothing but Node.
 */
const copyTreeThread = `
const { constants, copyFileSync, mkdirSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const { from, to } = require('node:worker_threads').workerData;
const dirs = [];
const files = [];
for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
  const path = join(entry.parentPath, entry.name).slice(from.length + 1);
  if (entry.isDirectory()) dirs.push(path);
  else if (entry.isFile()) files.push(path);
}
dirs.sort((a, b) => a.length - b.length);
mkdirSync(to, { recursive: true, mode: 0o700 });
for (const dir of dirs) mkdirSync(join(to, dir), { recursive: true, mode: 0o700 });
for (const file of files) copyFileSync(join(from, file), join(to, file), constants.COPYFILE_FICLONE);
`;

function copyTree(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Nothing of this process's flags (a loader, a profiler) is needed to copy files.
    const thread = new Worker(copyTreeThread, { eval: true, workerData: { from, to }, execArgv: [] });
    thread.once('error', reject);
    thread.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The snapshot copy ended with exit code ${code}`))));
  });
}

function isEmptyOrMissing(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Puts the snapshot at `target` (a PGlite data directory) when there is no database there yet and
 * the snapshot fits the migrations in `migrationsFolder`; answers whether it did. The copy is made
 * beside `target` and renamed into place, so an interrupted copy never looks like a database.
 */
export async function installSnapshot(snapshotDir: string, target: string, migrationsFolder: string): Promise<boolean> {
  if (!isEmptyOrMissing(target)) return false;
  const meta = readMeta(snapshotDir);
  if (!meta || !snapshotFits(meta, currentSnapshotMeta(migrationsFolder))) return false;
  const partial = join(dirname(target), `.${basename(target)}.partial-${process.pid}-${Date.now()}`);
  try {
    await copyTree(snapshotDataDir(snapshotDir), partial);
    await rmdir(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(partial, target);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return true;
}
