import type { HealthResponse } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { serverVersion } from '../lib/package-root';

export function healthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/health', async (request, reply) => {
    let body: HealthResponse;
    try {
      const latency = await database.ping();
      body = {
        status: 'ok',
        version: serverVersion,
        uptime_s: Math.round(process.uptime()),
        database: { kind: database.kind, ok: true, latency_ms: latency, migrations: await database.appliedMigrations() },
      };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: the database did not answer');
      body = {
        status: 'degraded',
        version: serverVersion,
        uptime_s: Math.round(process.uptime()),
        database: {
          kind: database.kind,
          ok: false,
          latency_ms: null,
          migrations: 0,
          error: 'The database did not answer.',
        },
      };
    }
    return reply.code(body.status === 'ok' ? 200 : 503).send(body);
  });
}
