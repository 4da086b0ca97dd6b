import { oauthCallbackBodySchema, oauthProviderParamsSchema, oauthStartQuerySchema } from '@facet/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { parseRequest } from '../lib/validation';
import type { Services } from '../services';

export function oauthRoutes(app: FastifyInstance, oauth: Services['oauth'], rateLimit: onRequestHookHandler): void {
  app.get('/auth/providers', async () => oauth.list());

  // The browser navigates here; the answer sends it on to the provider.
  app.get('/auth/oauth/:provider/start', { onRequest: rateLimit }, async (request, reply) => {
    const { provider } = parseRequest(oauthProviderParamsSchema, request.params, 'params');
    const { redirect_to } = parseRequest(oauthStartQuerySchema, request.query, 'query');
    const url = await oauth.start(provider, redirect_to);
    return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
  });

  app.post('/auth/oauth/:provider/callback', { onRequest: rateLimit }, async (request) => {
    const { provider } = parseRequest(oauthProviderParamsSchema, request.params, 'params');
    const body = parseRequest(oauthCallbackBodySchema, request.body, 'body');
    return oauth.callback(provider, body);
  });
}
