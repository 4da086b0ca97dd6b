import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDatabase, keepClientErrorsHeard, migrationsFolder, releaseEndedClients } from '../src/db/database';
import { problemReports } from '../src/db/schema';
import { databaseTargets, openTestDatabase, type TestDatabase } from './helpers';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

describe.each(databaseTargets())('database on $kind', (target) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
  });
  afterAll(() => testDatabase.dispose());

  it('starts with no migrations, then applies every migration of the journal', async () => {
    const { database } = testDatabase;
    expect(database.kind).toBe(target.kind);
    expect(await database.appliedMigrations()).toBe(0);
    await database.migrate();
    expect(journal.entries.length).toBeGreaterThanOrEqual(1);
    expect(await database.appliedMigrations()).toBe(journal.entries.length);
  });

  it('migrates again harmlessly, keeping the rows', async () => {
    const { database } = testDatabase;
    await database.db.insert(problemReports).values({ errorUrl: '/x', message: 'boom' });
    await database.migrate();
    expect(await database.appliedMigrations()).toBe(journal.entries.length);
    expect(await database.db.select().from(problemReports)).toHaveLength(1);
  });

  it('answers a ping with its latency, and rejects once closed', async () => {
    const { database } = testDatabase;
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
    await database.close();
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe('embedded database on disk', () => {
  it('lives in DATA_DIR/db and keeps its migrations across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'facet-db-test-'));
    try {
      const first = await createDatabase({ dataDir, databaseUrl: undefined });
      await first.migrate();
      await first.db.insert(problemReports).values({ errorUrl: '/x', message: 'kept' });
      await first.close();

      const second = await createDatabase({ dataDir, databaseUrl: undefined });
      expect(await second.appliedMigrations()).toBe(journal.entries.length);
      const rows = await second.db.select().from(problemReports);
      expect(rows.map((row) => row.message)).toEqual(['kept']);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a realtime pool on PostgreSQL', () => {
  it('frees the slot of a held client whose connection ends, so queries still get one', async () => {
    const testDatabase = await openTestDatabase({ kind: 'postgres', adminUrl: process.env.TEST_DATABASE_URL! });
    // As the socket adapter uses it: two slots, one client checked out for LISTEN and never released.
    const pool = new pg.Pool({ connectionString: testDatabase.databaseUrl, max: 2 });
    keepClientErrorsHeard(pool);
    releaseEndedClients(pool);
    try {
      for (let restart = 0; restart < 2; restart++) {
        const held = await pool.connect();
        await held.query('LISTEN realtime_test');
        const { rows } = await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const ended = new Promise((resolve) => held.once('end', resolve));
        await pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await ended;
        // Without the release, the dead client keeps its slot: after two ends, no query gets one.
        const answer = await Promise.race([
          pool.query<{ one: number }>('SELECT 1 AS one'),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no free client within 5 s')), 5_000)),
        ]);
        expect(answer.rows[0]?.one).toBe(1);
      }
    } finally {
      await pool.end();
      await testDatabase.dispose();
    }
  });
});
