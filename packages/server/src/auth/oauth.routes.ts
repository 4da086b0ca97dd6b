import { endpoints } from '@facet/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { route } from '../lib/route';
import type { Services } from '../services';

export function oauthRoutes(app: FastifyInstance, oauth: Services['oauth'], rateLimit: onRequestHookHandler): void {
  route(app, endpoints.authProviders, async () => oauth.list());

  // The browser navigates here; the answer sends it on to the provider.
  route(app, endpoints.oauthStart, { rateLimit }, async ({ params, query, reply }) => {
    const url = await oauth.start(params.provider, query.redirect_to);
    reply.header('cache-control', 'no-store');
    return url;
  });

  route(app, endpoints.oauthCallback, { rateLimit }, async ({ params, body }) => oauth.callback(params.provider, body));
}
