import { problemReportSchema, type ProblemReportResponse } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { clientHeaders } from '../lib/client-headers';
import { rateLimitByIp } from '../lib/rate-limit';
import { parseRequest } from '../lib/validation';
import type { SupportService } from '../services/support.service';

const REPORTS_PER_MINUTE = 20;

export function supportRoutes(app: FastifyInstance, support: SupportService): void {
  app.post(
    '/support/report-problem',
    { onRequest: rateLimitByIp({ limit: REPORTS_PER_MINUTE, windowMs: 60_000 }) },
    async (request): Promise<ProblemReportResponse> => {
      const report = parseRequest(problemReportSchema, request.body, 'body');
      await support.reportProblem(report, {
        userAgent: request.headers['user-agent'],
        ...clientHeaders(request.headers),
      });
      return { statusCode: 200 };
    },
  );
}
