#!/usr/bin/env node
/**
 * `npm run worker` (or `node dist/worker.js`): a process that only runs tool jobs, for scaling out
 * beside API nodes. It needs PostgreSQL: the embedded database belongs to the one process of
 * `npm start`, which runs the jobs itself. Its `job_update` and `asset_update` events reach the
 * browsers through the API nodes, over PostgreSQL.
 */
import pg from 'pg';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { realtimeThrough } from './realtime/socket';
import { createServices } from './services';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (!config.databaseUrl) {
    console.error('The worker needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the tool jobs itself.');
    process.exit(1);
  }
  const logger = pino({ level: config.logLevel });
  const database = await createDatabase(config);
  await database.migrate();
  // Its own small pool: the adapter keeps one connection for LISTEN while the worker lives.
  const realtimePool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  const realtime = await realtimeThrough(realtimePool);
  const services = createServices({ config, database, logger, realtime });
  await services.startWorker();
  logger.info({ concurrency: config.workerConcurrency }, 'worker is taking tool jobs');

  const stop = async (signal: NodeJS.Signals) => {
    logger.info(`${signal} received: finishing the jobs in hand`);
    await services.stopQueue();
    await services.previews.close();
    await services.storage.close();
    services.mail.close();
    await realtime.close();
    await realtimePool.end();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The worker could not start:', error);
  process.exit(1);
});
