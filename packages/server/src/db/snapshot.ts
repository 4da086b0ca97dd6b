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
import { constants, existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
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

/** The sha256 of each migration file in the journal's order: what Drizzle stores as each one's hash. */
export async function migrationHashes(migrationsFolder: string): Promise<string[]> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return Promise.all(
    journal.entries.map(async ({ tag }) => createHash('sha256').update(await readFile(join(migrationsFolder, `${tag}.sql`), 'utf8')).digest('hex')),
  );
}

/** What a snapshot made now, by this install, from this migrations folder, would record. */
export async function currentSnapshotMeta(migrationsFolder: string): Promise<SnapshotMeta> {
  return { pglite: packageVersion('@electric-sql/pglite'), pgBoss: packageVersion('pg-boss'), migrations: await migrationHashes(migrationsFolder) };
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

async function readMeta(snapshotDir: string): Promise<SnapshotMeta | undefined> {
  try {
    return JSON.parse(await readFile(snapshotMetaFile(snapshotDir), 'utf8')) as SnapshotMeta;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Directory paths (relative, parents first) and file paths under `root`. */
async function listTree(root: string): Promise<{ dirs: string[]; files: string[] }> {
  const dirs: string[] = [];
  const files: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name).slice(root.length + 1);
    if (entry.isDirectory()) dirs.push(path);
    else if (entry.isFile()) files.push(path);
  }
  dirs.sort((a, b) => a.length - b.length);
  return { dirs, files };
}

/**
 * Copies a directory tree, several files at a time (a data directory is about a thousand files,
 * 40 MB); as a copy-on-write clone where the filesystem can (Btrfs, XFS, APFS), else a plain copy.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const { dirs, files } = await listTree(from);
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const dir of dirs) await mkdir(join(to, dir), { recursive: true, mode: 0o700 });
  let next = 0;
  const copyNext = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++]!;
      await copyFile(join(from, file), join(to, file), constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: 8 }, copyNext));
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
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
  if (!(await isEmptyOrMissing(target))) return false;
  const meta = await readMeta(snapshotDir);
  if (!meta || !snapshotFits(meta, await currentSnapshotMeta(migrationsFolder))) return false;
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
