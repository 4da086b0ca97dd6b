/**
 * A fresh PostgreSQL database and data directory for one benchmark run, made from TEST_DATABASE_URL
 * (or DATABASE_URL) and dropped afterwards. Exits with a message when neither is set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  /** The DATABASE_URL of the fresh database. */
  url: string;
  dataDir: string;
  /** Drops the database and removes the data directory. */
  dispose(): Promise<void>;
}

export async function createBenchDatabase(benchName: string): Promise<BenchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error(`${benchName} needs PostgreSQL: set TEST_DATABASE_URL (or DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/postgres`);
    process.exit(1);
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dbName = `facet_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'facet-bench-'));
  return {
    url: url.toString(),
    dataDir,
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
