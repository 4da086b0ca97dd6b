import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { clientHeaders } from '../lib/client-headers';
import { rateLimitByIp } from '../lib/rate-limit';
import { route } from '../lib/route';
import type { Services } from '../services';

const REPORTS_PER_MINUTE = 20;

export function supportRoutes(app: FastifyInstance, { support }: Services): void {
  route(
    app,
    endpoints.reportProblem,
    { rateLimit: rateLimitByIp(app, { name: 'report-problem', limit: REPORTS_PER_MINUTE, windowMs: 60_000 }) },
    async ({ body, optionalCaller, request }) => {
      const caller = await optionalCaller();
      await support.reportProblem(body, { userAgent: request.headers['user-agent'], ...clientHeaders(request.headers) }, caller?.user.id);
      return { statusCode: 200 } as const;
    },
  );

  route(
    app,
    endpoints.reportErrorSlack,
    { rateLimit: rateLimitByIp(app, { name: 'report-error', limit: REPORTS_PER_MINUTE, windowMs: 60_000 }) },
    async ({ caller, body, request }) => {
      await support.reportError(caller.user.id, body, { userAgent: request.headers['user-agent'], ...clientHeaders(request.headers) });
      return { statusCode: 200 } as const;
    },
  );
}
