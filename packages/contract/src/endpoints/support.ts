/** The catalogue's support endpoints (listed in order in index.ts): problem and error reports. */
import type { Endpoint } from './endpoint';
import { errorReportSchema, problemReportResponseSchema, problemReportSchema } from '../support';

export const supportEndpoints = {
  reportProblem: {
    method: 'POST',
    path: '/support/report-problem',
    summary: 'Report a problem a person met in the app; a valid bearer token, if sent, names the reporter.',
    tag: 'support',
    auth: 'none',
    body: problemReportSchema,
    response: problemReportResponseSchema,
    rateLimited: true,
  },
  reportErrorSlack: {
    method: 'POST',
    path: '/report-error-slack',
    summary: 'Report an error the signed-in browser met.',
    tag: 'support',
    auth: 'user',
    body: errorReportSchema,
    response: problemReportResponseSchema,
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>;
