import { PATH_PARAM_MAX_LENGTH, REQUEST_BODY_LIMIT_BYTES } from '@facet/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import pg from 'pg';
import type { Config } from './config';
import { type Database, keepClientErrorsHeard, releaseEndedClients } from './db/database';
import { clientHeaders } from './lib/client-headers';
import { answerUnreadableRequest, errorHandler } from './lib/error-handler';
import { replyJson } from './lib/json-reply';
import { registerJsonBodyParser } from './lib/json-body';
import { serverVersion } from './lib/package-root';
import { recordApiRoutes, registerApiDocs } from './openapi';
import { attachRealtime, authenticateSockets, realtimeOf, shareRoomsThrough } from './realtime/socket';
import { RateLimitsRepository } from './lib/rate-limits.repository';
import { assetsRoutes } from './assets/assets.routes';
import { authRateLimit, authRoutes } from './auth/auth.routes';
import { creditsRoutes } from './credits/credits.routes';
import { eventsRoutes } from './events/events.routes';
import { filesRoutes } from './assets/files.routes';
import { healthRoutes } from './system/health.routes';
import { oauthRoutes } from './auth/oauth.routes';
import { organizationsRoutes } from './organizations/organizations.routes';
import { adminRoutes } from './admin/admin.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { receiptsRoutes } from './receipts/receipts.routes';
import { sessionsRoutes } from './sessions/sessions.routes';
import { supportRoutes } from './support/support.routes';
import { usersRoutes } from './users/users.routes';
import { startupSettingsRoutes } from './system/startup-settings.routes';
import { webAppRoutes } from './system/web-app.routes';
import { registerRateLimits } from './lib/rate-limit';
import { registerSecurityHeaders } from './lib/security-headers';
import { createServices } from './services';
import { StripeProvider } from './payments/stripe';
import { S3FileStorage } from './storage/s3-storage';

export type { Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    services: import('./services').Services;
  }
}

export interface BuildServerOptions {
  config: Readonly<Config>;
  /** Already migrated; the caller owns it and closes it after the server. */
  database: Database;
  /** Run tool jobs in this process too, once the server is ready. */
  startWorker?: boolean;
}

/** The HTTP API, the socket and the built web app on one Fastify instance, not yet listening. */
export async function buildServer({ config, database, startWorker = false }: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // The docs give this limit (413); an upload's form is read by @fastify/multipart with its own limits.
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // Past the longest path parameter the contract takes (a 200-character reset token), so a long one
    // gets its schema's 400 rather than the router's 414; the docs give this limit (414).
    routerOptions: { maxParamLength: PATH_PARAM_MAX_LENGTH },
    logger: { level: config.logLevel, serializers: { req: serializeRequest } },
    // Behind the deployment's proxy, request.ip is the caller's (rate limits, the audit log).
    trustProxy: trustedProxies(config.trustProxy),
    // Errors Fastify meets before routing (a malformed URL) skip the error handler unless sent here.
    frameworkErrors: errorHandler,
    // A request HTTP itself cannot read (a body shorter than its Content-Length, a broken header)
    // never reaches Fastify: it is answered on the socket, in the API's error shape.
    clientErrorHandler: answerUnreadableRequest,
  });
  app.setErrorHandler(errorHandler);
  // Fastify's types say a serializer answers text; its reply sends bytes as they are too (a list's
  // page is bytes, see replyJson).
  app.setReplySerializer(replyJson as (payload: unknown) => string);
  registerJsonBodyParser(app);
  recordApiRoutes(app);
  await registerSecurityHeaders(app, {
    appMode: config.appMode,
    appDistDir: config.appDistDir,
    connectOrigins: config.browser.countryLookupUrls.map((url) => new URL(url).origin),
  });
  // On PostgreSQL several API nodes may serve one database: they count toward each limit together.
  await registerRateLimits(app, database.kind === 'postgres' ? new RateLimitsRepository(database.db) : undefined);
  // With PostgreSQL the socket server shares its rooms through it, on its own small pool: the adapter
  // holds a connection for LISTEN while the socket server lives, which must not keep the database's
  // pool from closing; the pool ends once the adapter has let go.
  const realtimePool = config.databaseUrl ? new pg.Pool({ connectionString: config.databaseUrl, max: 2 }) : undefined;
  realtimePool?.on('error', (error) => app.log.error({ err: error }, 'realtime database connection failed'));
  // The adapter's LISTEN connection is checked out for good: its errors are heard here, and its end
  // makes the adapter connect again.
  if (realtimePool) {
    keepClientErrorsHeard(realtimePool);
    releaseEndedClients(realtimePool);
  }
  const io = attachRealtime(app, realtimePool ? () => realtimePool.end() : undefined);
  if (realtimePool) await shareRoomsThrough(io, realtimePool);
  await registerApiDocs(app, { version: serverVersion, publicUrl: config.publicUrl });

  // Built once and handed to every route module; each module takes the services it needs.
  const services = createServices({ config, database, logger: app.log, realtime: realtimeOf(io) });
  // S3's and Stripe's SDKs load as their clients are made, not with the server's modules; when
  // they are configured, the start waits for them, so a broken install fails the start rather than
  // the first upload or checkout.
  await Promise.all([
    services.storage instanceof S3FileStorage ? services.storage.loaded() : undefined,
    services.payments.provider instanceof StripeProvider ? services.payments.provider.loaded() : undefined,
  ]);
  authenticateSockets(io, services.auth, app.log);
  app.decorate('services', services);
  // The test checkout renews and ends its plans on its own clock, checked every minute (an admin can
  // move it on with POST /admin/payments/test-clock). Stripe's plans renew by Stripe's webhooks.
  const settleTimer =
    services.payments.provider.name === 'test'
      ? setInterval(() => {
          services.payments.testClock.settleDue(new Date()).catch((error: unknown) => app.log.error({ err: error }, 'could not renew or end due plans'));
        }, 60_000).unref()
      : undefined;
  app.addHook('onClose', async () => {
    clearInterval(settleTimer);
    await services.stopQueue();
    services.engine.close();
    await services.previews.close();
    await services.storage.close();
    services.mail.close();
  });
  // Previews a previous run left pending are rendered now; the server does not wait for them.
  app.addHook('onReady', async () => {
    if (startWorker) await services.startWorker();
    services.previews.resumePending().catch((error: unknown) => app.log.error({ err: error }, 'could not resume pending previews'));
  });

  startupSettingsRoutes(app, config);
  healthRoutes(app, database);
  supportRoutes(app, services);
  authRoutes(app, services, config);
  // Start and callback share one count, as they are two halves of one sign-in.
  oauthRoutes(app, services.oauth, authRateLimit(app, config, 'oauth'));
  usersRoutes(app, services, config);
  creditsRoutes(app, services);
  await paymentsRoutes(app, services, config);
  receiptsRoutes(app, services);
  adminRoutes(app, services);
  eventsRoutes(app, services);
  await assetsRoutes(app, services, config);
  sessionsRoutes(app, services);
  await organizationsRoutes(app, services, config);
  filesRoutes(app, services.storage, services.assets);
  await webAppRoutes(app, config);

  return app;
}

/** Fastify's types take no hop count (its runtime does): hops as the function it calls per hop. */
function trustedProxies(setting: Config['trustProxy']): string[] | ((address: string, hop: number) => boolean) | false {
  if (setting === undefined) return false;
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

// Fastify's default request log fields, plus what the client says about itself.
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
    ...clientHeaders(request.headers),
  };
}
