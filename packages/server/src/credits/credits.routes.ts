import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import type { Services } from '../services';

export function creditsRoutes(app: FastifyInstance, { credits }: Services): void {
  route(app, endpoints.creditHistory, async ({ caller, params, query }) => credits.history(caller, params.user_id, query));
  route(app, endpoints.creditUsage, async ({ caller, query }) => credits.usage(caller, query));
}
