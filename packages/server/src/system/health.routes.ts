import { endpoints, type HealthResponse } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { serverVersion } from '../lib/package-root';
import { route } from '../lib/route';

export function healthRoutes(app: FastifyInstance, database: Database): void {
  route(app, endpoints.health, async ({ request, reply }): Promise<HealthResponse> => {
    try {
      const latency = await database.ping();
      return {
        status: 'ok',
        version: serverVersion,
        uptime_s: Math.round(process.uptime()),
        database: { kind: database.kind, ok: true, latency_ms: latency, migrations: await database.appliedMigrations() },
      };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: the database did not answer');
      // Load balancers read the status; the body says what is wrong.
      reply.code(503);
      return {
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
  });
}
