/** The catalogue's auth endpoints (listed in order in index.ts): signing up, in and out with an email and password, and the admin sign-in. */
import type { Endpoint } from './endpoint';
import { loginRequestSchema, registerRequestSchema, tokenResponseSchema, userProfileSchema, verifyEmailRequestSchema } from '../account';
import { exampleLoginRequest, exampleRegisterRequest, exampleTokenResponse } from '../examples';

export const authEndpoints = {
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account with email and password; mails a verification link and signs in.',
    tag: 'auth',
    auth: 'none',
    body: registerRequestSchema,
    response: tokenResponseSchema,
    status: 201,
    rateLimited: true,
    errors: { 409: 'An account with this email already exists (`CONFLICT`).' },
    examples: { body: exampleRegisterRequest, response: exampleTokenResponse },
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password; answers a user token (30 days).',
    tag: 'auth',
    auth: 'none',
    body: loginRequestSchema,
    response: tokenResponseSchema,
    rateLimited: true,
    errors: { 401: 'The email or password is wrong, or the account signs in only through a provider (`UNAUTHENTICATED`).' },
    examples: { body: exampleLoginRequest, response: exampleTokenResponse },
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify',
    summary: 'Confirm an email address with the token from the verification link.',
    tag: 'auth',
    auth: 'none',
    body: verifyEmailRequestSchema,
    response: userProfileSchema,
    rateLimited: true,
    errors: { 400: 'The link is invalid, used or expired, or its account no longer exists (`INVALID_TOKEN`).' },
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revoke the token this request was made with.',
    tag: 'auth',
    auth: 'user',
    status: 204,
  },
  endImpersonation: {
    method: 'POST',
    path: '/auth/impersonation/end',
    summary: "End signing in as another user: revokes the login-as token this request was made with, and logs it.",
    tag: 'auth',
    auth: 'user',
    status: 204,
    errors: { 409: 'This token is not a login-as token (`CONFLICT`).' },
  },
  adminLogin: {
    method: 'POST',
    path: '/auth/admin/login',
    summary: 'Sign in as an admin; answers an admin token (12 hours).',
    tag: 'auth',
    auth: 'none',
    body: loginRequestSchema,
    response: tokenResponseSchema,
    rateLimited: true,
    errors: {
      401: 'The email or password is wrong (`UNAUTHENTICATED`).',
      403: 'The account is not an admin (`FORBIDDEN`).',
    },
  },
} as const satisfies Record<string, Endpoint>;
