/** Run by the build after compiling: writes the embedded database's snapshot to dist/db-snapshot. */
import { makeSnapshot } from './db/make-snapshot';
import { SNAPSHOT_DIR } from './db/snapshot';

const started = performance.now();
const meta = await makeSnapshot(SNAPSHOT_DIR);
console.log(
  `database snapshot: ${meta.migrations.length} migrations, PGlite ${meta.pglite}, pg-boss ${meta.pgBoss} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
