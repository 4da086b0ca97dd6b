import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { linkOrigin } from '../lib/link-origin';
import { rateLimitByIp } from '../lib/rate-limit';
import { route } from '../lib/route';
import type { Services } from '../services';

/**
 * The limit of a guessable call (sign-up, sign-in, reset): `AUTH_RATE_LIMIT_PER_MINUTE` per IP, counted
 * for each `name` on its own.
 */
export function authRateLimit(app: FastifyInstance, config: Pick<Config, 'authRateLimitPerMinute'>, name: string) {
  return rateLimitByIp(app, { name: `auth-${name}`, limit: config.authRateLimitPerMinute, windowMs: 60_000 });
}

export function authRoutes(app: FastifyInstance, { auth }: Services, config: Readonly<Config>): void {
  route(app, endpoints.register, { rateLimit: authRateLimit(app, config, 'register') }, async ({ body, request }) =>
    auth.register(body, linkOrigin(request, config)),
  );

  route(app, endpoints.login, { rateLimit: authRateLimit(app, config, 'login') }, async ({ body }) => auth.login(body));

  route(app, endpoints.adminLogin, { rateLimit: authRateLimit(app, config, 'admin-login') }, async ({ body }) => auth.adminLogin(body));

  route(app, endpoints.verifyEmail, { rateLimit: authRateLimit(app, config, 'verify') }, async ({ body }) => auth.verifyEmail(body.token));

  route(app, endpoints.logout, async ({ caller }) => auth.logout(caller));

  route(app, endpoints.endImpersonation, async ({ caller, request }) => auth.endImpersonation(caller, request.ip));
}
