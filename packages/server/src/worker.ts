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
import { createDatabase, keepClientErrorsHeard, releaseEndedClients } from './db/database';
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
  // The queue library settles a job's outcome in a promise nobody awaits; with the database
  // restarting that write is refused, and unheard it would end the worker. The job's lease runs out
  // and it is taken again once the database is back.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'a queue write failed (is the database restarting?)'));
  const database = await createDatabase(config);
  await database.migrate();
  // Its own small pool for the events it sends to the API nodes' sockets (it listens to none).
  const realtimePool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  // An idle connection that drops emits 'error' on the pool; unheard, it would end the process.
  realtimePool.on('error', (error) => logger.warn({ err: error }, 'realtime database connection lost'));
  // A restart of the database server must not end the worker.
  keepClientErrorsHeard(realtimePool);
  releaseEndedClients(realtimePool);
  const realtime = await realtimeThrough(realtimePool);
  const services = createServices({ config, database, logger, realtime });
  // Set before the first job can arrive: a job is taken as soon as its loop starts, before the
  // worker has finished starting, and a signal then must still finish or hand it back.
  let started: Promise<void> = Promise.resolve();

  const stop = async (signal: NodeJS.Signals) => {
    logger.info({ graceSeconds: config.workerStopSeconds }, `${signal} received: finishing the jobs in hand`);
    try {
      // A stop during start waits for the start, so every loop that began is stopped.
      await started.catch(() => undefined);
      // Jobs still running after the grace period go back to the queue for another worker. Their
      // runs here are left to the process's exit: whichever run finishes a job first settles it.
      const handedBack = await services.stopQueue();
      if (handedBack > 0) logger.info({ handedBack }, 'jobs still running were handed back to the queue');
      await services.previews.close();
      await services.storage.close();
      services.mail.close();
      await realtime.close();
      await realtimePool.end();
      await database.close();
    } catch (error) {
      logger.error({ err: error }, 'the worker did not stop cleanly');
      process.exit(1);
    }
    logger.info('worker stopped');
    process.exit(0);
  };
  // Heard once: a second signal falls back to Node's default and ends the process at once (a job
  // that cuts off is taken again after JOB_EXPIRE_SECONDS).
  const onSignal = (signal: NodeJS.Signals) => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    void stop(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  started = services.startWorker();
  await started;
  logger.info({ concurrency: config.workerConcurrency }, 'worker is taking tool jobs');
}

main().catch((error: unknown) => {
  console.error('The worker could not start:', error);
  process.exit(1);
});
