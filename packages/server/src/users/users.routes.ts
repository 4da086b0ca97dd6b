import { endpoints } from '@facet/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { linkOrigin } from '../lib/link-origin';
import { route } from '../lib/route';
import type { Services } from '../services';
import { authRateLimit } from '../auth/auth.routes';

/** SPEC.md section 7, User. */
export function usersRoutes(app: FastifyInstance, { auth, users, payments, organizations }: Services, config: Readonly<Config>): void {
  route(app, endpoints.profile, async ({ caller }) => users.profile(caller));

  route(app, endpoints.updateUser, async ({ caller, params, body }) => users.update(caller, params.id, body));

  route(app, endpoints.credits, async ({ caller }) => users.credits(caller));

  route(app, endpoints.sendVerificationEmail, { rateLimit: authRateLimit(app, config, 'send-verification') }, async ({ caller, request }) =>
    auth.sendVerificationEmail(caller, linkOrigin(request, config)),
  );

  route(app, endpoints.forgotPassword, { rateLimit: authRateLimit(app, config, 'forgot-password') }, async ({ body, request }) =>
    auth.forgotPassword(body.email, linkOrigin(request, config)),
  );

  route(app, endpoints.resetPassword, { rateLimit: authRateLimit(app, config, 'reset-password') }, async ({ params, body }) =>
    auth.resetPassword(params.resetToken, body.password),
  );

  route(app, endpoints.deleteFlow, async ({ caller }) => ({
    ...(await users.deleteFlow(caller)),
    has_active_subscription: await payments.plans.hasRenewingPlan(caller),
  }));

  // The plan ends first, at the provider too, so nothing is charged for an account that is gone.
  route(app, endpoints.deleteUser, async ({ caller }) => {
    await payments.plans.endForDeletedAccount(caller);
    await users.deleteAccount(caller);
    await organizations.forgetAccount(caller.user.id);
  });

  route(app, endpoints.skipOnboarding, async ({ caller }) => users.skipOnboarding(caller));

  route(app, endpoints.updateOnboarding, async ({ caller, body }) => users.completeOnboardingStep(caller, body.step));
}
