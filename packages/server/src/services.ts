/** Builds every service once, over one database; routes receive them as `Services`. */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { TokenResponse } from '@facet/contract';
import type { Realtime } from './realtime/socket';
import { OAuthStatesRepository } from './auth/oauth-states.repository';
import { createStore, type Store } from './db/store';
import { createPaymentProvider, createPayments, type Payments } from './payments';
import { createStorage, type FileStorage } from './storage';
import { AdminService } from './admin/admin.service';
import { ReportsService } from './reports/reports.service';
import { AssetsService } from './assets/assets.service';
import { AuthService } from './auth/auth.service';
import { CreditsService } from './credits/credits.service';
import { EnginePool } from './sessions/engine-pool';
import { EventsService } from './events/events.service';
import { MailService } from './mail/mail.service';
import { createOAuthProviders } from './auth/oauth-providers';
import { OAuthService } from './auth/oauth.service';
import { PreviewsService } from './assets/previews.service';
import { createReportNotifier } from './support/slack';
import { SupportService } from './support/support.service';
import { UploadsService } from './assets/uploads.service';
import { UsersService } from './users/users.service';
import { JobQueue } from './queue/job-queue';
import { OrganizationsService } from './organizations/organizations.service';
import { SessionsService } from './sessions/sessions.service';
import { ToolWorker } from './sessions/tool-worker';

export interface Services {
  store: Store;
  credits: CreditsService;
  users: UsersService;
  auth: AuthService;
  mail: MailService;
  support: SupportService;
  events: EventsService;
  oauth: OAuthService<TokenResponse>;
  storage: FileStorage;
  assets: AssetsService;
  previews: PreviewsService;
  uploads: UploadsService;
  sessions: SessionsService;
  organizations: OrganizationsService;
  payments: Payments;
  /** Every admin operation, each carried out by the service above whose rules it follows. */
  admin: AdminService;
  worker: ToolWorker;
  /** The worker threads tool runs and uploads' reading happen in; closed after the queue stops. */
  engine: EnginePool;
  /** The job queue, started on first use (pg-boss creates its schema then). */
  queue(): Promise<JobQueue>;
  /** Makes this process run tool jobs: `workerConcurrency` at a time, and the dead letters. */
  startWorker(): Promise<void>;
  /**
   * Stops taking jobs, lets those in hand finish for up to `workerStopSeconds` and hands the rest
   * back to the queue; resolves with how many were handed back. Safe to call more than once.
   */
  stopQueue(): Promise<number>;
}

export interface ServicesOptions {
  config: Readonly<Config>;
  database: Database;
  logger: FastifyBaseLogger;
  /** Where asset and job changes are sent to browsers. */
  realtime: Realtime;
}

export function createServices({ config, database, logger, realtime }: ServicesOptions): Services {
  const store = createStore(database.db);
  const credits = new CreditsService(store);
  const users = new UsersService(store, credits);
  const mail = new MailService(config, logger);
  const auth = new AuthService(store, users, mail);
  const storage = createStorage(config);
  const assets = new AssetsService(store, storage, realtime);
  const engine = new EnginePool({ threads: config.engineThreads, limits: config.engineLimits });
  const previews = new PreviewsService(store, storage, assets, logger, {
    enabled: config.previewRenderer === 'on',
    chromiumPath: config.chromiumPath,
    engine,
  });
  let queueStart: Promise<JobQueue> | undefined;
  const queue = () =>
    (queueStart ??= JobQueue.start(
      database,
      {
        retryLimit: config.jobRetryLimit,
        retryDelaySeconds: config.jobRetryDelaySeconds,
        expireInSeconds: config.jobExpireSeconds,
        maintenanceIntervalSeconds: config.queueMaintenanceSeconds,
        stopGraceSeconds: config.workerStopSeconds,
      },
      (error) => logger.error({ err: error }, 'job queue error'),
    ));
  const sessions = new SessionsService(store, credits, realtime, queue);
  const worker = new ToolWorker(store, storage, assets, sessions, credits, previews, engine, logger);
  const payments = createPayments(store, credits, realtime, createPaymentProvider(config));
  let stopping: Promise<number> | undefined;
  return {
    sessions,
    organizations: new OrganizationsService(store, storage, mail, realtime, assets),
    payments,
    admin: new AdminService(store, { users, auth, assets, payments, reports: new ReportsService(store), credits }),
    worker,
    engine,
    queue,
    async startWorker() {
      const started = await queue();
      await started.work(({ jobId }, delivery) => worker.run(jobId, delivery), config.workerConcurrency);
      await started.workDeadLetters(({ jobId }) => worker.fail(jobId));
    },
    stopQueue() {
      stopping ??= queueStart ? queueStart.then((started) => started.stop()) : Promise.resolve(0);
      return stopping;
    },
    store,
    credits,
    users,
    auth,
    mail,
    storage,
    assets,
    previews,
    uploads: new UploadsService(store, storage, assets, previews, logger, {
      tempDir: join(config.dataDir, 'tmp', 'uploads'),
      limits: config.uploadLimits,
      engine,
    }),
    support: new SupportService(store, createReportNotifier(config.slackWebhookUrl, logger)),
    events: new EventsService(store),
    oauth: new OAuthService(
      createOAuthProviders(config.oauth, config.publicUrl),
      new OAuthStatesRepository(database.db),
      (identity) => auth.signInWithOAuth(identity),
    ),
  };
}
