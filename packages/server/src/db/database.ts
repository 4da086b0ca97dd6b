/** Opens the database the config asks for (PGlite on disk or in memory, or PostgreSQL) behind one interface. */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { serverPackageRoot } from '../lib/package-root';
import * as schema from './schema';
import { installSnapshot, SNAPSHOT_DIR } from './snapshot';

export type DatabaseKind = 'pglite' | 'postgres';
export type FacetDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: FacetDb;
  kind: DatabaseKind;
  /**
   * PGlite on disk only, when this start made the database: copied from the build's snapshot
   * (snapshot.ts) or created by initdb. Unset when the database was there already.
   */
  createdFrom?: 'snapshot' | 'initdb';
  /** Round trip of a trivial query, in milliseconds; rejects when the database does not answer. */
  ping(): Promise<number>;
  /** Applies the pending migrations from packages/server/drizzle; safe to run again. */
  migrate(): Promise<void>;
  /** How many migrations the database has recorded as applied. */
  appliedMigrations(): Promise<number>;
  /** Closes the connection; later calls return the same promise. */
  close(): Promise<void>;
  /**
   * Plain SQL for libraries that bring their own (the job queue): with values one parameterised
   * statement, without them a script of several statements, answering the last one's rows.
   * `prepared`: a statement run often (the queue's fetch and completion), prepared once per
   * connection on PostgreSQL (see `PREPARED`).
   */
  executeSql(text: string, values?: unknown[], options?: { prepared?: boolean }): Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: a copy of its data directory, which `loadDataDir` starts another one from. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered when the notifying transaction
   * commits) until the returned function is called. On PostgreSQL it holds a connection of its own,
   * outside the pool, and reconnects when that drops; `onNotify` is called again once it is back,
   * since notifications sent meanwhile are lost.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** PGlite in memory instead of `${dataDir}/db`; for tests. Ignored when `databaseUrl` is set. */
  memory?: boolean;
  /**
   * Start from this copy of a data directory (made by `dumpDataDir`) instead of an empty cluster;
   * on disk only when there is no database there yet. For tests, which copy one migrated database
   * instead of migrating each of their own.
   */
  loadDataDir?: Blob;
  /**
   * PGlite on disk: the snapshot a new database is copied from when it fits (snapshot.ts), or
   * false for none. The build's own by default.
   */
  snapshotDir?: string | false;
  /** Where the migrations are; the server's own by default. For tests. */
  migrationsFolder?: string;
}

export const migrationsFolder = join(serverPackageRoot, 'drizzle');

// Any constant works: it only has to be the same on every node that migrates this database.
const MIGRATION_LOCK_KEY = 7_310_455_112;

const UNDEFINED_TABLE = '42P01';

export async function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: DatabaseOptions = {},
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir, options);
}

async function openPglite(
  dataDir: string,
  { memory = false, loadDataDir, snapshotDir = SNAPSHOT_DIR, migrationsFolder: migrations = migrationsFolder }: DatabaseOptions,
): Promise<Database> {
  // The extensions the migrations create (name search); PostgreSQL has them built in.
  const extensions = { pg_trgm, btree_gin };
  let client: PGlite;
  let createdFrom: Database['createdFrom'];
  if (memory) {
    client = new PGlite({ extensions, loadDataDir });
  } else {
    const dir = join(dataDir, 'db');
    if (!existsSync(join(dir, 'PG_VERSION'))) {
      createdFrom = !loadDataDir && snapshotDir !== false && (await installSnapshot(snapshotDir, dir, migrations)) ? 'snapshot' : 'initdb';
    }
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions, loadDataDir: createdFrom === 'initdb' ? loadDataDir : undefined });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return assemble({
    kind: 'pglite',
    createdFrom,
    db,
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: () => migratePglite(db, { migrationsFolder: migrations }),
    close: () => client.close(),
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
  });
}

/**
 * The comment that makes a statement prepared: on PostgreSQL, each connection parses and plans a
 * statement beginning with it once, under a name made from its text, and then only binds and runs
 * it (PostgreSQL keeps a generic plan when it is no worse than a fresh one). For the few statements
 * run many times a second, whose text stays the same from one call to the next (their values bound):
 * planning a large one costs as much as running it. Each connection keeps one entry per marked
 * text, so a text that varies with its values must not be marked. Harmless on PGlite.
 */
export const PREPARED_MARK = '/* prepared */ ';
export const PREPARED = sql.raw(PREPARED_MARK);

/** Gives each marked statement (`PREPARED`) the name that makes node-postgres prepare it per connection. */
function preparingMarkedStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `facet_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (typeof config === 'string' && config.startsWith(PREPARED_MARK)) return query({ text: config, name: nameOf(config) }, ...rest);
      if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string' && config.text.startsWith(PREPARED_MARK) && !('name' in config && config.name)) {
        return query({ ...config, name: nameOf(config.text) }, ...rest);
      }
      return query(config, ...rest);
    };
  });
}

/**
 * The pool stops hearing a client's 'error' while the client is checked out (a transaction, a
 * LISTEN): a server restart then emits it unheard, which ends the process. Each client keeps a
 * listener of its own; the query in flight is rejected all the same, and the pool drops the client.
 */
export function keepClientErrorsHeard(pool: pg.Pool): void {
  pool.on('connect', (client) => client.on('error', () => {}));
}

/**
 * For the realtime adapter's pool, whose LISTEN client is checked out for good and never released:
 * when that connection ends (a database restart), the adapter takes a new client, but the pool would
 * still count the dead one among its few slots, and the adapter's NOTIFYs would wait for a slot for
 * ever. A client that ends is released with its error, which drops it from the pool. Released after
 * the events of the end have run, by when a query's own release has happened; a second release
 * throws, and is ignored.
 */
export function releaseEndedClients(pool: pg.Pool): void {
  pool.on('connect', (client) =>
    client.once('end', () =>
      setImmediate(() => {
        const release = (client as pg.PoolClient).release as ((error?: Error) => void) | undefined;
        try {
          release?.(new Error('The database connection ended.'));
        } catch {
          // Released already, by the query that was running on it.
        }
      }),
    ),
  );
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection emits 'error' on the pool; unheard, it would crash the
  // process. The next query reports the outage (health answers 503), so there is nothing to do here.
  pool.on('error', () => {});
  keepClientErrorsHeard(pool);
  preparingMarkedStatements(pool);
  const db = drizzlePostgres({ client: pool, schema });
  return assemble({
    kind: 'postgres',
    db,
    query: async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
    // Several API nodes may start at once: the lock lets one migrate while the others wait, then find
    // nothing left to do.
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).finally(() => lock.release());
      }
    },
    close: () => pool.end(),
    async executeSql(text, values, options) {
      const marked = options?.prepared && values && values.length > 0 ? `${PREPARED_MARK}${text}` : text;
      return { rows: (await pool.query<Record<string, unknown>>(marked, values)).rows };
    },
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
  });
}

/** How long a dropped LISTEN connection waits before it connects again, doubled up to the most. */
const RELISTEN_FIRST_MS = 100;
const RELISTEN_MOST_MS = 5_000;

/**
 * A connection of its own that LISTENs on `channel`: a pooled one would be handed to other queries.
 * Resolves once the first LISTEN is in place; a failure later is retried with a growing delay.
 */
async function listenPostgres(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RELISTEN_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (closed) return;
    timer = setTimeout(() => {
      connect().then(onNotify, retry);
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RELISTEN_MOST_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
    };
    // Once listening, a drop of this connection starts the next one.
    const lost = () => {
      const wasListening = client === next;
      drop();
      if (wasListening) retry();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      drop();
      throw error;
    }
    if (closed) {
      drop();
      return;
    }
    client = next;
    retryMs = RELISTEN_FIRST_MS;
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const last = client;
    client = undefined;
    // Its 'end' now finds it no longer the listening one, and starts no other.
    await last?.end().catch(() => undefined);
  };
}

interface Driver {
  kind: DatabaseKind;
  createdFrom?: Database['createdFrom'];
  db: FacetDb;
  query(text: string): Promise<Record<string, unknown>[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  executeSql: Database['executeSql'];
  dumpDataDir?: Database['dumpDataDir'];
  listen: Database['listen'];
}

function assemble(driver: Driver): Database {
  let closing: Promise<void> | undefined;
  return {
    db: driver.db,
    kind: driver.kind,
    createdFrom: driver.createdFrom,
    async ping() {
      const started = performance.now();
      await driver.query('SELECT 1');
      return Math.round((performance.now() - started) * 100) / 100;
    },
    migrate: driver.migrate,
    executeSql: driver.executeSql,
    dumpDataDir: driver.dumpDataDir,
    listen: driver.listen,
    async appliedMigrations() {
      try {
        const [row] = await driver.query('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
        return Number(row?.count ?? 0);
      } catch (error) {
        if (isUndefinedTable(error)) return 0;
        throw error;
      }
    },
    close() {
      closing ??= driver.close();
      return closing;
    },
  };
}

function isUndefinedTable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNDEFINED_TABLE;
}
