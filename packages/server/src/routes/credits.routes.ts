import { creditHistoryParamsSchema, creditHistoryQuerySchema, type CreditHistoryResponse } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../lib/validation';
import type { Services } from '../services';

export function creditsRoutes(app: FastifyInstance, { auth, credits }: Services): void {
  app.get('/v3/credit-history/user/:user_id', async (request): Promise<CreditHistoryResponse> => {
    const caller = await auth.authenticate(request.headers.authorization, 'user');
    const { user_id } = parseRequest(creditHistoryParamsSchema, request.params, 'params');
    return credits.history(caller, user_id, parseRequest(creditHistoryQuerySchema, request.query, 'query'));
  });
}
