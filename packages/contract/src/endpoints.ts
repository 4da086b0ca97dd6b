/**
 * The catalogue of API endpoints: method, path, who may call it and the schemas of what goes in and
 * out. The server's OpenAPI document (`/docs`) is generated from it, and a server test checks that
 * every route the server registers is listed here, so the wire format is written once.
 */
import type { z } from 'zod';
import {
  creditsResponseSchema,
  deleteFlowResponseSchema,
  forgotPasswordRequestSchema,
  invoicesResponseSchema,
  loginAsRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  onboardingUpdateRequestSchema,
  registerRequestSchema,
  resetPasswordParamsSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
  updateTierRequestSchema,
  updateUserRequestSchema,
  userIdParamsSchema,
  userProfileSchema,
  verifyEmailRequestSchema,
} from './account';
import { creditHistoryParamsSchema, creditHistoryQuerySchema, creditHistoryResponseSchema } from './credits';
import { pricingClickRequestSchema } from './events';
import { healthResponseSchema } from './health';
import {
  authProvidersResponseSchema,
  oauthCallbackBodySchema,
  oauthCallbackResponseSchema,
  oauthProviderParamsSchema,
  oauthStartQuerySchema,
} from './oauth';
import { errorReportSchema, problemReportResponseSchema, problemReportSchema } from './support';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path, parameters as `:name` (e.g. `/user/:id`). */
  path: string;
  /** One line on what it does, for the docs. */
  summary: string;
  /** Group in the docs. */
  tag: 'system' | 'support' | 'auth' | 'user' | 'credits' | 'events' | 'admin';
  /** `none`: public; `user`: a user token; `admin`: an admin token. */
  auth: 'none' | 'user' | 'admin';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success body; absent for 204 and redirects. */
  response?: z.ZodType;
  /** Success status; 200 when absent. */
  status?: 200 | 201 | 204 | 302;
}

export const endpoints = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Server and database health.',
    tag: 'system',
    auth: 'none',
    response: healthResponseSchema,
  },
  reportProblem: {
    method: 'POST',
    path: '/support/report-problem',
    summary: 'Report a problem a person met in the app; a valid bearer token, if sent, names the reporter.',
    tag: 'support',
    auth: 'none',
    body: problemReportSchema,
    response: problemReportResponseSchema,
  },
  reportErrorSlack: {
    method: 'POST',
    path: '/report-error-slack',
    summary: 'Report an error the signed-in browser met.',
    tag: 'support',
    auth: 'user',
    body: errorReportSchema,
    response: problemReportResponseSchema,
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account with email and password; mails a verification link and signs in.',
    tag: 'auth',
    auth: 'none',
    body: registerRequestSchema,
    response: tokenResponseSchema,
    status: 201,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password; answers a user token (30 days).',
    tag: 'auth',
    auth: 'none',
    body: loginRequestSchema,
    response: tokenResponseSchema,
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify',
    summary: 'Confirm an email address with the token from the verification link.',
    tag: 'auth',
    auth: 'none',
    body: verifyEmailRequestSchema,
    response: userProfileSchema,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revoke the token this request was made with.',
    tag: 'auth',
    auth: 'user',
    status: 204,
  },
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
  },
  adminLogin: {
    method: 'POST',
    path: '/auth/admin/login',
    summary: 'Sign in as an admin; answers an admin token (12 hours).',
    tag: 'auth',
    auth: 'none',
    body: loginRequestSchema,
    response: tokenResponseSchema,
  },
  profile: {
    method: 'GET',
    path: '/user/profile',
    summary: 'The signed-in user, with the monetization flags of their tier.',
    tag: 'user',
    auth: 'user',
    response: userProfileSchema,
  },
  updateUser: {
    method: 'PATCH',
    path: '/user/:id',
    summary: 'Change your own name.',
    tag: 'user',
    auth: 'user',
    params: userIdParamsSchema,
    body: updateUserRequestSchema,
    response: userProfileSchema,
  },
  credits: {
    method: 'GET',
    path: '/user/credits',
    summary: 'The credit balance of the signed-in user.',
    tag: 'credits',
    auth: 'user',
    response: creditsResponseSchema,
  },
  invoices: {
    method: 'GET',
    path: '/user/invoices',
    summary: 'Invoices of the signed-in user, newest first.',
    tag: 'user',
    auth: 'user',
    response: invoicesResponseSchema,
  },
  sendVerificationEmail: {
    method: 'POST',
    path: '/user/send-verification-email',
    summary: 'Mail a new verification link to the signed-in user.',
    tag: 'user',
    auth: 'user',
    response: messageResponseSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: '/user/forgot-password',
    summary: 'Mail a password reset link (valid 1 hour); answers the same whether or not the account exists.',
    tag: 'user',
    auth: 'none',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/user/reset-password/:resetToken',
    summary: 'Set a new password with a reset token (single use); revokes every other token and signs in.',
    tag: 'user',
    auth: 'none',
    params: resetPasswordParamsSchema,
    body: resetPasswordRequestSchema,
    response: tokenResponseSchema,
  },
  updateTier: {
    method: 'PUT',
    path: '/user/update-tier',
    summary: "Change a user's tier, and with it their monetization flags.",
    tag: 'admin',
    auth: 'admin',
    body: updateTierRequestSchema,
    response: userProfileSchema,
  },
  loginAs: {
    method: 'POST',
    path: '/user/login-as',
    summary: 'Sign in as another user: a 7-day user token marked as impersonated, and logged.',
    tag: 'admin',
    auth: 'admin',
    body: loginAsRequestSchema,
    response: tokenResponseSchema,
  },
  deleteFlow: {
    method: 'GET',
    path: '/user/delete-flow',
    summary: 'What deleting the account will remove.',
    tag: 'user',
    auth: 'user',
    response: deleteFlowResponseSchema,
  },
  deleteUser: {
    method: 'DELETE',
    path: '/user',
    summary: 'Delete the signed-in account and revoke all its tokens.',
    tag: 'user',
    auth: 'user',
    status: 204,
  },
  skipOnboarding: {
    method: 'POST',
    path: '/user/onboarding/skip',
    summary: 'Hide the onboarding checklist.',
    tag: 'user',
    auth: 'user',
    response: userProfileSchema,
  },
  updateOnboarding: {
    method: 'POST',
    path: '/user/onboarding/update',
    summary: 'Mark an onboarding step as done.',
    tag: 'user',
    auth: 'user',
    body: onboardingUpdateRequestSchema,
    response: userProfileSchema,
  },
  creditHistory: {
    method: 'GET',
    path: '/v3/credit-history/user/:user_id',
    summary: "A user's credit ledger, newest first; your own, or anyone's for an admin.",
    tag: 'credits',
    auth: 'user',
    params: creditHistoryParamsSchema,
    query: creditHistoryQuerySchema,
    response: creditHistoryResponseSchema,
  },
  pricingClick: {
    method: 'POST',
    path: '/events/pricing-click',
    summary: 'Record a click on an upgrade button; a valid bearer token, if sent, names the user.',
    tag: 'events',
    auth: 'none',
    body: pricingClickRequestSchema,
    status: 204,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
