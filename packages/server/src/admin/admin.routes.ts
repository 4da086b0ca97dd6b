import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import type { Services } from '../services';

/** Every admin operation: those under `/admin/...`, and the two SPEC.md keeps under `/user/...`. Each that changes something is audited with the request's address. */
export function adminRoutes(app: FastifyInstance, { admin }: Services): void {
  route(app, endpoints.updateTier, async ({ caller, body, request }) => admin.updateTier(caller, body.user_id, body.tier, request.ip));

  route(app, endpoints.loginAs, async ({ caller, body, request }) => admin.loginAs(caller, body.user_id, request.ip));

  route(app, endpoints.setShowcase, async ({ caller, params, body, request }) => admin.setShowcase(caller, params.id, body.is_showcase, request.ip));

  route(app, endpoints.adminShowcase, async () => admin.showcase());

  route(app, endpoints.adminShowcaseOrder, async ({ caller, body, request }) => admin.orderShowcase(caller, body.ids, request.ip));

  route(app, endpoints.createCoupon, async ({ caller, body, request }) => admin.createCoupon(caller, body, request.ip));

  route(app, endpoints.adminCoupons, async () => ({ items: await admin.coupons() }));

  route(app, endpoints.adminDisableCoupon, async ({ caller, params, body, request }) =>
    admin.setCouponDisabled(caller, params.code, body.disabled, request.ip),
  );

  route(app, endpoints.testClock, async ({ caller, body, request }) => admin.moveTestClock(caller, new Date(body.now), request.ip));

  route(app, endpoints.creditsReport, async ({ query }) => admin.creditsReport(query));

  route(app, endpoints.adminOverview, async ({ query }) => admin.overview(query));

  route(app, endpoints.adminUsers, async ({ query }) => admin.users(query));

  route(app, endpoints.adminUser, async ({ caller, params }) => admin.user(caller, params.id));

  route(app, endpoints.adminGrantCredits, async ({ caller, params, body, request }) => admin.grantCredits(caller, params.id, body, request.ip));

  route(app, endpoints.adminFirstSessions, async ({ query }) => admin.firstSessions(query));

  route(app, endpoints.adminAudit, async ({ query }) => admin.audit(query));
}
