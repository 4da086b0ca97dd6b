import {
  loginRequestSchema,
  registerRequestSchema,
  type TokenResponse,
  type UserProfile,
  verifyEmailRequestSchema,
} from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { rateLimitByIp } from '../lib/rate-limit';
import { parseRequest } from '../lib/validation';
import type { Services } from '../services';

/**
 * The limit of a guessable call (sign-up, sign-in, reset): `AUTH_RATE_LIMIT_PER_MINUTE` per IP, counted
 * for each `name` on its own.
 */
export function authRateLimit(app: FastifyInstance, config: Pick<Config, 'authRateLimitPerMinute'>, name: string) {
  return rateLimitByIp(app, { name: `auth-${name}`, limit: config.authRateLimitPerMinute, windowMs: 60_000 });
}

export function authRoutes(app: FastifyInstance, { auth }: Services, config: Readonly<Config>): void {
  app.post('/auth/register', { onRequest: authRateLimit(app, config, 'register') }, async (request, reply): Promise<TokenResponse> => {
    const body = parseRequest(registerRequestSchema, request.body, 'body');
    const signedIn = await auth.register(body);
    reply.code(201);
    return signedIn;
  });

  app.post('/auth/login', { onRequest: authRateLimit(app, config, 'login') }, async (request): Promise<TokenResponse> => {
    return auth.login(parseRequest(loginRequestSchema, request.body, 'body'));
  });

  app.post('/auth/admin/login', { onRequest: authRateLimit(app, config, 'admin-login') }, async (request): Promise<TokenResponse> => {
    return auth.adminLogin(parseRequest(loginRequestSchema, request.body, 'body'));
  });

  app.post('/auth/verify', { onRequest: authRateLimit(app, config, 'verify') }, async (request): Promise<UserProfile> => {
    return auth.verifyEmail(parseRequest(verifyEmailRequestSchema, request.body, 'body').token);
  });

  app.post('/auth/logout', async (request, reply) => {
    await auth.logout(await auth.authenticate(request.headers.authorization, 'user'));
    return reply.code(204).send();
  });
}
