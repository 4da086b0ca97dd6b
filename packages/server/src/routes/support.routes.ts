import { errorReportSchema, problemReportSchema, type ProblemReportResponse } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { clientHeaders } from '../lib/client-headers';
import { rateLimitByIp } from '../lib/rate-limit';
import { parseRequest } from '../lib/validation';
import type { Services } from '../services';

const REPORTS_PER_MINUTE = 20;

export function supportRoutes(app: FastifyInstance, { auth, support }: Services): void {
  app.post(
    '/support/report-problem',
    { onRequest: rateLimitByIp(app, { name: 'report-problem', limit: REPORTS_PER_MINUTE, windowMs: 60_000 }) },
    async (request): Promise<ProblemReportResponse> => {
      const report = parseRequest(problemReportSchema, request.body, 'body');
      const caller = await auth.optionalCaller(request.headers.authorization);
      await support.reportProblem(
        report,
        { userAgent: request.headers['user-agent'], ...clientHeaders(request.headers) },
        caller?.user.id,
      );
      return { statusCode: 200 };
    },
  );

  app.post(
    '/report-error-slack',
    { onRequest: rateLimitByIp(app, { name: 'report-error', limit: REPORTS_PER_MINUTE, windowMs: 60_000 }) },
    async (request): Promise<ProblemReportResponse> => {
      const caller = await auth.authenticate(request.headers.authorization, 'user');
      const report = parseRequest(errorReportSchema, request.body, 'body');
      await support.reportError(caller.user.id, report, { userAgent: request.headers['user-agent'], ...clientHeaders(request.headers) });
      return { statusCode: 200 };
    },
  );
}
