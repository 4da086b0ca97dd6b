import {
  type CreditsResponse,
  type DeleteFlowResponse,
  forgotPasswordRequestSchema,
  type InvoicesResponse,
  loginAsRequestSchema,
  type MessageResponse,
  onboardingUpdateRequestSchema,
  resetPasswordParamsSchema,
  resetPasswordRequestSchema,
  type TokenResponse,
  updateTierRequestSchema,
  updateUserRequestSchema,
  userIdParamsSchema,
  type UserProfile,
} from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { parseRequest } from '../lib/validation';
import type { Services } from '../services';
import { authRateLimit } from './auth.routes';

/** SPEC.md section 7, User. Authentication comes first, so a caller without a token learns nothing else. */
export function usersRoutes(app: FastifyInstance, { auth, users }: Services, config: Readonly<Config>): void {
  const caller = (authorization: string | undefined) => auth.authenticate(authorization, 'user');

  app.get('/user/profile', async (request): Promise<UserProfile> => users.profile(await caller(request.headers.authorization)));

  app.patch('/user/:id', async (request): Promise<UserProfile> => {
    const who = await caller(request.headers.authorization);
    const { id } = parseRequest(userIdParamsSchema, request.params, 'params');
    return users.update(who, id, parseRequest(updateUserRequestSchema, request.body, 'body'));
  });

  app.get('/user/credits', async (request): Promise<CreditsResponse> => users.credits(await caller(request.headers.authorization)));

  app.get('/user/invoices', async (request): Promise<InvoicesResponse> => {
    await caller(request.headers.authorization);
    return users.invoices();
  });

  app.post('/user/send-verification-email', { onRequest: authRateLimit(app, config, 'send-verification') }, async (request): Promise<MessageResponse> => {
    return auth.sendVerificationEmail(await caller(request.headers.authorization));
  });

  app.post('/user/forgot-password', { onRequest: authRateLimit(app, config, 'forgot-password') }, async (request): Promise<MessageResponse> => {
    return auth.forgotPassword(parseRequest(forgotPasswordRequestSchema, request.body, 'body').email);
  });

  app.post('/user/reset-password/:resetToken', { onRequest: authRateLimit(app, config, 'reset-password') }, async (request): Promise<TokenResponse> => {
    const { resetToken } = parseRequest(resetPasswordParamsSchema, request.params, 'params');
    return auth.resetPassword(resetToken, parseRequest(resetPasswordRequestSchema, request.body, 'body').password);
  });

  app.put('/user/update-tier', async (request): Promise<UserProfile> => {
    await auth.authenticate(request.headers.authorization, 'admin');
    const { user_id, tier } = parseRequest(updateTierRequestSchema, request.body, 'body');
    return users.updateTier(user_id, tier);
  });

  app.post('/user/login-as', async (request): Promise<TokenResponse> => {
    const admin = await auth.authenticate(request.headers.authorization, 'admin');
    return auth.loginAs(admin, parseRequest(loginAsRequestSchema, request.body, 'body').user_id);
  });

  app.get('/user/delete-flow', async (request): Promise<DeleteFlowResponse> => users.deleteFlow(await caller(request.headers.authorization)));

  app.delete('/user', async (request, reply) => {
    await users.deleteAccount(await caller(request.headers.authorization));
    return reply.code(204).send();
  });

  app.post('/user/onboarding/skip', async (request): Promise<UserProfile> => users.skipOnboarding(await caller(request.headers.authorization)));

  app.post('/user/onboarding/update', async (request): Promise<UserProfile> => {
    const who = await caller(request.headers.authorization);
    return users.completeOnboardingStep(who, parseRequest(onboardingUpdateRequestSchema, request.body, 'body').step);
  });
}
