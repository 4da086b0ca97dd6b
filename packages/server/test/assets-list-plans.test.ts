import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetsRepository } from '../src/assets/assets.repository';
import * as schema from '../src/db/schema';
import { openTestDatabase, type TestDatabase } from './helpers';

const adminUrl = process.env.TEST_DATABASE_URL;

// How PostgreSQL plans the asset list's prepared statements, on one connection: the one library
// that holds most of the rows is the case where it used to plan every page again.
describe.skipIf(!adminUrl)('the asset list on PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let client: pg.Client;
  let repository: AssetsRepository;
  let ada: string;

  beforeAll(async () => {
    testDatabase = await openTestDatabase({ kind: 'postgres', adminUrl: adminUrl! }, { migrated: true });
    client = new pg.Client({ connectionString: testDatabase.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO users (id, email) SELECT gen_random_uuid(), 'person' || i || '@example.com' FROM generate_series(1, 2) AS i RETURNING id`,
    );
    ada = rows[0]!.id;
    // Ada holds 20,000 of the 26,000 assets, a few of them folders.
    await client.query(
      `INSERT INTO assets (id, owner_id, type, name, created_at)
       SELECT gen_random_uuid(), owner, CASE WHEN i % 100 = 0 THEN 'folder' ELSE 'mesh' END, 'Oak chair ' || i, now() - (30000 - i) * interval '1 second'
       FROM generate_series(1, 26000) AS i,
       LATERAL (SELECT CASE WHEN i % 13 < 10 THEN $1::uuid ELSE $2::uuid END AS owner) AS o`,
      [ada, rows[1]!.id],
    );
    await client.query('ANALYZE assets');
    repository = new AssetsRepository(drizzle({ client, schema }));
  });

  afterAll(async () => {
    await client?.end();
    await testDatabase?.dispose();
  });

  it('plans the first page once for the connection, not at every page, and answers it newest first', async () => {
    for (let i = 0; i < 10; i++) {
      const page = await repository.list({ ownerId: ada, organizationId: null, excludeTypes: ['folder'], limit: 51 });
      expect(page).toHaveLength(51);
      expect(page.every((row) => row.ownerId === ada && row.type === 'mesh')).toBe(true);
      expect(page.map((row) => row.id)).toEqual(page.map((row) => row.id).sort().reverse());
    }
    const { rows } = await client.query<{ generic: number; custom: number }>(
      `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = 'assets_list_own_any_inall_out1_anyname_first'`,
    );
    // PostgreSQL tries five custom plans before it weighs the generic one.
    expect(rows).toEqual([{ generic: 5, custom: 5 }]);
  });

  it('still finds a name and pages on past a cursor', async () => {
    const named = await repository.list({ ownerId: ada, organizationId: null, nameContains: 'chair 2599', limit: 31 });
    // Ada's of 2599 and 25990-25999 (the others are someone else's).
    expect(named.map((row) => row.name).sort()).toEqual(['Oak chair 25990', 'Oak chair 25991', 'Oak chair 25992', 'Oak chair 25993', 'Oak chair 25994', 'Oak chair 25995', 'Oak chair 25996']);
    const first = await repository.list({ ownerId: ada, organizationId: null, limit: 3 });
    const next = await repository.list({ ownerId: ada, organizationId: null, before: first.at(-1)!.id, limit: 3 });
    expect(next[0]!.id < first.at(-1)!.id).toBe(true);
    expect(new Set([...first, ...next].map((row) => row.id)).size).toBe(6);
  });
});
