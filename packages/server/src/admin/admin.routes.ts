import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import type { Services } from '../services';

/** Every admin operation: those under `/admin/...`, and the two SPEC.md keeps under `/user/...`. */
export function adminRoutes(app: FastifyInstance, { admin }: Services): void {
  route(app, endpoints.updateTier, async ({ caller, body }) => admin.updateTier(caller, body.user_id, body.tier));

  route(app, endpoints.loginAs, async ({ caller, body }) => admin.loginAs(caller, body.user_id));

  route(app, endpoints.setShowcase, async ({ caller, params, body }) => admin.setShowcase(caller, params.id, body.is_showcase));

  route(app, endpoints.createCoupon, async ({ body }) => admin.createCoupon(body));

  route(app, endpoints.testClock, async ({ body }) => admin.moveTestClock(new Date(body.now)));

  route(app, endpoints.creditsReport, async ({ query }) => admin.creditsReport(query));
}
