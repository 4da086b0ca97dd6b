import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { rateLimitByIp } from '../lib/rate-limit';
import { route } from '../lib/route';
import type { Services } from '../services';

// Generous for a person clicking around, low enough that a script cannot flood the table.
const CLICKS_PER_MINUTE = 60;

export function eventsRoutes(app: FastifyInstance, { events }: Services): void {
  route(
    app,
    endpoints.pricingClick,
    { rateLimit: rateLimitByIp(app, { name: 'pricing-click', limit: CLICKS_PER_MINUTE, windowMs: 60_000 }) },
    async ({ body, optionalCaller }) => {
      const caller = await optionalCaller();
      await events.pricingClick(body.upgrade_source, caller?.user.id);
    },
  );
}
