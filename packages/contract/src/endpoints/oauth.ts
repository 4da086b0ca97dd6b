/** The catalogue's oauth endpoints (listed in order in index.ts): signing in through Google, Discord or Apple. */
import type { Endpoint } from './endpoint';
import {
  authProvidersResponseSchema,
  oauthCallbackBodySchema,
  oauthCallbackResponseSchema,
  oauthProviderParamsSchema,
  oauthStartQuerySchema,
} from '../oauth';

export const oauthEndpoints = {
  authProviders: {
    method: 'GET',
    path: '/auth/providers',
    summary: 'Which sign-in providers this server has credentials for; the app hides the others.',
    tag: 'auth',
    auth: 'none',
    response: authProvidersResponseSchema,
  },
  oauthStart: {
    method: 'GET',
    path: '/auth/oauth/:provider/start',
    summary: "Sends the browser to the provider's sign-in page; it returns to the app's /auth/{provider} page.",
    tag: 'auth',
    auth: 'none',
    params: oauthProviderParamsSchema,
    query: oauthStartQuerySchema,
    status: 302,
    rateLimited: true,
    errors: { 404: 'Sign-in with this provider is not enabled on this server (`NOT_FOUND`).' },
  },
  oauthCallback: {
    method: 'POST',
    path: '/auth/oauth/:provider/callback',
    summary: 'Completes a provider sign-in with the code and state it returned; signs up a new person.',
    tag: 'auth',
    auth: 'none',
    params: oauthProviderParamsSchema,
    body: oauthCallbackBodySchema,
    response: oauthCallbackResponseSchema,
    rateLimited: true,
    errors: {
      400: 'The sign-in expired or was already used (`VALIDATION_FAILED`); or the provider refused it, or did not share an email address (`OAUTH_FAILED`). Start again.',
      404: 'Sign-in with this provider is not enabled on this server (`NOT_FOUND`).',
      409: 'An account with this email already exists and the provider has not verified the address (`CONFLICT`): sign in with the password.',
      502: 'The provider sent an answer that could not be read (`OAUTH_FAILED`).',
      503: 'The provider could not be reached (`SERVICE_UNAVAILABLE`).',
    },
  },
} as const satisfies Record<string, Endpoint>;
