import { pricingClickRequestSchema } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { rateLimitByIp } from '../lib/rate-limit';
import { parseRequest } from '../lib/validation';
import type { Services } from '../services';

// Generous for a person clicking around, low enough that a script cannot flood the table.
const CLICKS_PER_MINUTE = 60;

export function eventsRoutes(app: FastifyInstance, { auth, events }: Services): void {
  app.post('/events/pricing-click', { onRequest: rateLimitByIp(app, { name: 'pricing-click', limit: CLICKS_PER_MINUTE, windowMs: 60_000 }) }, async (request, reply) => {
    const { upgrade_source } = parseRequest(pricingClickRequestSchema, request.body, 'body');
    const caller = await auth.optionalCaller(request.headers.authorization);
    await events.pricingClick(upgrade_source, caller?.user.id);
    return reply.code(204).send();
  });
}
