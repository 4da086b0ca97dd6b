/**
 * Run by the build after compiling: writes the embedded database's snapshot to dist/db-snapshot,
 * unless the one there fits already (the same migrations, PGlite and pg-boss). What else a first
 * start needs of the queue (its queues and their settings) is made or updated by every start.
 */
import { isDeepStrictEqual } from 'node:util';
import { readFile } from 'node:fs/promises';
import { migrationsFolder } from './db/database';
import { makeSnapshot } from './db/make-snapshot';
import { currentSnapshotMeta, SNAPSHOT_DIR, snapshotMetaFile } from './db/snapshot';

const current = currentSnapshotMeta(migrationsFolder);
const existing: unknown = await readFile(snapshotMetaFile(SNAPSHOT_DIR), 'utf8').then(JSON.parse, () => undefined);
if (isDeepStrictEqual(existing, current)) {
  console.log(`database snapshot: up to date (${current.migrations.length} migrations, PGlite ${current.pglite}, pg-boss ${current.pgBoss})`);
} else {
  const started = performance.now();
  const meta = await makeSnapshot(SNAPSHOT_DIR);
  console.log(
    `database snapshot: ${meta.migrations.length} migrations, PGlite ${meta.pglite}, pg-boss ${meta.pgBoss} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
