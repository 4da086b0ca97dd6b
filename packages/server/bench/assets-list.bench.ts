/**
 * Asset list speed at 100k assets for one user: seeds a fresh PostgreSQL database (one user with
 * 100,000 assets in 50 folders, five other users with 20,000 each, a few deleted and showcased),
 * then times `GET /v3/assets` over HTTP for the first page, a deep cursor page, a folder, a type, a
 * name search and the folder tree, printing p50/p99 and each query's plan. Then the first page under
 * load: p50/p99 at a fixed 500 req/s (open loop), and the most req/s it answers beside the most a bare
 * Fastify hello-world answers on the same machine in the same run, each with its bar, and beside a
 * bare Fastify answering the same page's bytes from memory (the ceiling for a page of its size). Needs PostgreSQL:
 * TEST_DATABASE_URL or DATABASE_URL (a database to connect to while creating the bench database).
 * Run with `pnpm bench assets-list`.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { AssetListResponse, TokenResponse } from '@facet/contract';
import Fastify from 'fastify';
import pg from 'pg';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { encodeCursor } from '../src/lib/cursor';
import { type AssetListFilter, AssetsRepository } from '../src/assets/assets.repository';
import { createBenchDatabase } from './bench-database';
import { maxRate, paced } from './http-load';

const ASSETS = 100_000;
const FOLDERS = 50;
const OTHER_USERS = 5;
const OTHER_ASSETS = 20_000;
const WARM_UP = 20;
const RUNS = 300;
/** The load the first page must bear, and its bar. */
const RATE = 500;
const LOAD_MS = 10_000;
const P99_BAR_MS = 15;
/** The first page's most req/s, as a share of a bare Fastify hello-world's: its bar. */
const RATIO_BAR = 0.4;
const MAX_CONNECTIONS = 10;
const MAX_MS = 5_000;

const bench = await createBenchDatabase('assets-list');
const { dataDir } = bench;
const config = loadConfig({ DATABASE_URL: bench.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PREVIEW_RENDERER: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
const database = await createDatabase(config);
const pool = new pg.Pool({ connectionString: bench.url, max: 2 });
let app: Awaited<ReturnType<typeof buildServer>> | undefined;

try {
  await database.migrate();
  app = await buildServer({ config: { ...config, appDistDir: join(dataDir, 'no-app') }, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const signUp = async (email: string) => {
    const response = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    return (await response.json()) as TokenResponse;
  };
  const ada = await signUp('ada@example.com');
  const others = await Promise.all(Array.from({ length: OTHER_USERS }, (_, i) => signUp(`other${i}@example.com`)));

  // --- Seed: one INSERT ... SELECT per owner; ids are UUIDv7 built from increasing milliseconds, so
  // their order is creation order, interleaved between owners as real uploads would be.
  const seedStarted = performance.now();
  const baseMs = Date.now() - 400 * 24 * 3600_000;
  const uuidv7 = (ms: string) => `(
    substr(lpad(to_hex(${ms}), 12, '0'), 1, 8) || '-' || substr(lpad(to_hex(${ms}), 12, '0'), 9, 4) || '-7' ||
    substr(md5(random()::text), 1, 3) || '-' || '9' || substr(md5(random()::text), 1, 3) || '-' || substr(md5(random()::text), 1, 12)
  )::uuid`;
  const names = `(ARRAY['Oak','Pine','Walnut','Birch','Steel','Glass','Marble','Velvet'])[1 + i % 8] || ' ' ||
    (ARRAY['chair','table','lamp','sofa','shelf','desk','vase','stool','bench','cabinet'])[1 + (i / 8) % 10] || ' ' || i`;
  const typeOf = `(ARRAY['mesh','mesh','mesh','mesh','mesh','image','image','image','splat','video'])[1 + (i * 7) % 10]`;
  const dataOf = `jsonb_build_object('format', 'glb', 'size_bytes', 1000 + i, 'file_key', 'users/' || owner || '/assets/x/model.glb',
    'image_key', 'users/' || owner || '/assets/x/preview.webp', 'preview_status', 'ready')`;
  await pool.query(
    `INSERT INTO assets (id, owner_id, parent_id, type, name, data, created_at, updated_at)
     SELECT ${uuidv7(`(${baseMs} + i * 10)::bigint`)}, $1::uuid, NULL, 'folder', 'Folder ' || i, '{}', now(), now()
     FROM generate_series(1, ${FOLDERS}) AS i`,
    [ada.user.id],
  );
  await pool.query(
    `WITH folders AS (SELECT array_agg(id ORDER BY id) AS ids FROM assets WHERE owner_id = $1 AND type = 'folder')
     INSERT INTO assets (id, owner_id, parent_id, type, name, data, is_deleted, is_showcase, created_at, updated_at)
     SELECT ${uuidv7(`(${baseMs} + 1000 + i * 10)::bigint`)}, owner, CASE WHEN i % 5 < 2 THEN NULL ELSE ids[1 + i % ${FOLDERS}] END,
       ${typeOf}, ${names}, ${dataOf}, i % 50 = 0, i % 1000 = 7, now(), now()
     FROM generate_series(1, ${ASSETS}) AS i, folders, (SELECT $1::uuid AS owner) AS o`,
    [ada.user.id],
  );
  for (const [index, other] of others.entries()) {
    await pool.query(
      `INSERT INTO assets (id, owner_id, parent_id, type, name, data, is_deleted, created_at, updated_at)
       SELECT ${uuidv7(`(${baseMs} + 1000 + i * 50 + ${index + 1})::bigint`)}, owner, NULL, ${typeOf}, ${names}, ${dataOf}, i % 40 = 0, now(), now()
       FROM generate_series(1, ${OTHER_ASSETS}) AS i, (SELECT $1::uuid AS owner) AS o`,
      [other.user.id],
    );
  }
  await pool.query('ANALYZE assets');
  const total = (await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM assets')).rows[0]?.count;
  console.log(`seeded ${total?.toLocaleString('en-US')} assets (${ASSETS.toLocaleString('en-US')} of one user) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`);

  // --- The lists a person browses.
  const folder = (await pool.query<{ id: string; n: number }>(
    `SELECT parent_id AS id, count(*)::int AS n FROM assets WHERE owner_id = $1 AND parent_id IS NOT NULL AND NOT is_deleted GROUP BY 1 ORDER BY 1 LIMIT 1`,
    [ada.user.id],
  )).rows[0]!;
  const deep = (await pool.query<{ id: string }>(
    `SELECT id FROM assets WHERE owner_id = $1 AND NOT is_deleted AND type <> 'folder' ORDER BY id DESC OFFSET 80000 LIMIT 1`,
    [ada.user.id],
  )).rows[0]!;

  interface Case {
    label: string;
    query: string;
    filter: Omit<AssetListFilter, 'ownerId' | 'organizationId'>;
  }
  const cases: Case[] = [
    { label: 'first page (50, no folders)', query: 'limit=50&exclude_types=folder', filter: { excludeTypes: ['folder'], limit: 51 } },
    { label: 'deep page (cursor at 80,000)', query: `limit=50&exclude_types=folder&cursor=${encodeCursor(deep.id)}`, filter: { excludeTypes: ['folder'], before: deep.id, limit: 51 } },
    { label: `one folder (${folder.n.toLocaleString('en-US')} assets)`, query: `parent_id=${folder.id}`, filter: { parentId: folder.id, limit: 31 } },
    { label: 'top level (parent_id=root)', query: 'parent_id=root', filter: { parentId: null, limit: 31 } },
    { label: 'folder tree (folders at root)', query: 'type=folder&parent_id=root&limit=20', filter: { parentId: null, types: ['folder'], limit: 21 } },
    { label: 'type=video', query: 'type=video', filter: { types: ['video'], limit: 31 } },
    { label: 'q=chair (common word)', query: 'q=chair', filter: { nameContains: 'chair', limit: 31 } },
    { label: 'q=4242 (rare)', query: 'q=4242', filter: { nameContains: '4242', limit: 31 } },
    { label: 'q=zzz (no match)', query: 'q=zzz', filter: { nameContains: 'zzz', limit: 31 } },
  ];

  const headers = { authorization: `Bearer ${ada.token}` };
  const percentile = (samples: number[], p: number) => samples[Math.ceil((p / 100) * samples.length) - 1] ?? NaN;
  const rows: string[][] = [];
  for (const item of cases) {
    const get = async () => {
      const response = await fetch(`${base}/v3/assets?${item.query}`, { headers });
      if (response.status !== 200) throw new Error(`${item.label}: ${response.status} ${await response.text()}`);
      return (await response.json()) as AssetListResponse;
    };
    for (let i = 0; i < WARM_UP; i++) await get();
    const samples: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      count = (await get()).results.length;
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    rows.push([item.label, String(count), percentile(samples, 50).toFixed(2), percentile(samples, 99).toFixed(2)]);
  }
  const widths = [34, 6, 9, 9];
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`GET /v3/assets over HTTP, ${RUNS} runs each after ${WARM_UP} warm-up (ms, includes signing file URLs and JSON)`);
  console.log(line(['list', 'items', 'p50 ms', 'p99 ms']));
  for (const row of rows) console.log(line(row));

  // --- The first page under load, and beside a server that does nothing.
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as AddressInfo).port}/`;
  const firstPage = `${base}/v3/assets?${cases[0]!.query}`;
  await paced({ url: firstPage, headers, rate: RATE, durationMs: 2_000 });
  const load = await paced({ url: firstPage, headers, rate: RATE, durationMs: LOAD_MS });
  const loadP99 = percentile(load.latencies, 99);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(`\nFirst page at ${RATE} req/s, open loop for ${LOAD_MS / 1000} s (latency from when each request was due):`);
  console.log(`  ${load.latencies.length} answered at ${load.achievedRate.toFixed(0)} req/s, ${load.errors} errors; p50 ${percentile(load.latencies, 50).toFixed(2)} ms, p99 ${loadP99.toFixed(2)} ms, max ${load.latencies.at(-1)!.toFixed(2)} ms`);
  console.log(`  bar: p99 <= ${P99_BAR_MS} ms: ${verdict(loadP99 <= P99_BAR_MS && load.errors === 0)} (${(loadP99 / P99_BAR_MS).toFixed(2)}x the bar)`);

  // The ceiling for this page: a bare Fastify answering the page's own bytes (taken from the API,
  // headers aside) from memory, with no work at all. No server answers the page faster here, so it
  // says how much of the bar's ratio a page of this size leaves room for on this machine.
  const pageResponse = await fetch(firstPage, { headers });
  const pageBytes = await pageResponse.text();
  const copy = Fastify();
  copy.get('/', (_request, reply) => reply.type(pageResponse.headers.get('content-type') ?? 'application/json').send(pageBytes));
  await copy.listen({ port: 0, host: '127.0.0.1' });
  const copyUrl = `http://127.0.0.1:${(copy.server.address() as AddressInfo).port}/`;

  // Each measured twice, taking turns, and the better kept: the machine's other work lands on all alike.
  const best = { page: 0, hello: 0, copy: 0 };
  let maxErrors = 0;
  for (let round = 0; round < 2; round++) {
    const helloRun = await maxRate({ url: helloUrl, headers: {}, connections: MAX_CONNECTIONS, durationMs: MAX_MS });
    const copyRun = await maxRate({ url: copyUrl, headers: {}, connections: MAX_CONNECTIONS, durationMs: MAX_MS });
    const pageRun = await maxRate({ url: firstPage, headers, connections: MAX_CONNECTIONS, durationMs: MAX_MS });
    best.hello = Math.max(best.hello, helloRun.requestsPerSecond);
    best.copy = Math.max(best.copy, copyRun.requestsPerSecond);
    best.page = Math.max(best.page, pageRun.requestsPerSecond);
    maxErrors += helloRun.errors + copyRun.errors + pageRun.errors;
  }
  const ratio = best.page / best.hello;
  const bytes = Buffer.byteLength(pageBytes).toLocaleString('en-US');
  console.log(`\nMost req/s (autocannon, ${MAX_CONNECTIONS} connections, ${MAX_MS / 1000} s, best of 2 each; ${maxErrors} errors):`);
  console.log(`  first page ${best.page.toFixed(0)} req/s, bare Fastify hello-world ${best.hello.toFixed(0)} req/s: ratio ${ratio.toFixed(2)}`);
  console.log(`  the page's ${bytes} bytes from memory, bare Fastify: ${best.copy.toFixed(0)} req/s, ratio ${(best.copy / best.hello).toFixed(2)} of hello-world (the most any server answers this page here); the first page answers ${(best.page / best.copy).toFixed(2)} of it`);
  console.log(`  bar: ratio >= ${RATIO_BAR}: ${verdict(ratio >= RATIO_BAR)}`);
  await hello.close();
  await copy.close();

  // Whether PostgreSQL plans the first page's prepared statements once (generic) or at every
  // execution (custom): asked on each of the server's connections in turn, the busiest kept.
  const plans = new Map<string, { generic: number; custom: number }>();
  for (let i = 0; i < 20; i++) {
    const { rows: prepared } = await database.executeSql(`SELECT name, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = ANY($1)`, [
      ['find_caller', 'assets_list_own_any_inall_out1_anyname_first', 'active_jobs_of_own_assets'],
    ]);
    for (const row of prepared as { name: string; generic: number; custom: number }[]) {
      const seen = plans.get(row.name);
      if (!seen || row.generic + row.custom > seen.generic + seen.custom) plans.set(row.name, row);
    }
  }
  console.log('\nPlans of the first page\'s prepared statements on the busiest connection (generic: planned once; custom: planned at each execution):');
  for (const [name, { generic, custom }] of plans) console.log(`  ${name.padEnd(48)} generic ${generic}, custom ${custom}`);

  // --- What PostgreSQL does for each: the repository's own SQL, with the same values.
  const repository = new AssetsRepository(database.db);
  console.log('\nPlans (EXPLAIN ANALYZE of the repository query):');
  for (const item of cases) {
    const statement = repository.listSql({ ...item.filter, ownerId: ada.user.id, organizationId: null });
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`, statement.params);
    console.log(`\n${item.label}`);
    for (const { 'QUERY PLAN': text } of plan.rows) {
      if (/Scan|Limit|Sort|Execution Time|Heap Blocks|Index Cond|Recheck|Filter/.test(text)) console.log(`  ${text}`);
    }
  }
} finally {
  // The server's connections end before the database is dropped under them.
  await app?.close();
  await pool.end();
  await database.close();
  await bench.dispose();
}
