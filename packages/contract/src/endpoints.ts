/**
 * The catalogue of API endpoints: method, path, who may call it and the schemas of what goes in and
 * out. The server's OpenAPI document (`/docs`) is generated from it, and a server test checks that
 * every route the server registers is listed here, so the wire format is written once.
 */
import type { z } from 'zod';
import {
  assetIdParamsSchema,
  assetListQuerySchema,
  assetListResponseSchema,
  assetSchema,
  batchParentRequestSchema,
  batchParentResponseSchema,
  createAssetRequestSchema,
  deleteAssetResponseSchema,
  searchAssetsRequestSchema,
  setUpAxisRequestSchema,
  showcaseQuerySchema,
  showcaseResponseSchema,
  showcaseUpdateRequestSchema,
  updateAssetRequestSchema,
  uploadRequestSchema,
} from './assets';
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
import { creditHistoryParamsSchema, creditHistoryQuerySchema, creditHistoryResponseSchema, creditUsageQuerySchema, creditUsageResponseSchema } from './credits';
import { pricingClickRequestSchema } from './events';
import {
  billingPortalResponseSchema,
  checkoutSchema,
  couponCheckSchema,
  couponParamsSchema,
  couponSchema,
  createCouponRequestSchema,
  startCheckoutRequestSchema,
  stripeWebhookResponseSchema,
  subscriptionSchema,
  testClockRequestSchema,
  testClockResponseSchema,
} from './payments';
import { pageQuerySchema } from './paging';
import { invoiceIdParamsSchema } from './receipts';
import { creditsReportQuerySchema, creditsReportSchema } from './reports';
import { healthResponseSchema } from './health';
import { startupSettingsResponseSchema } from './startup-settings';
import {
  authProvidersResponseSchema,
  oauthCallbackBodySchema,
  oauthCallbackResponseSchema,
  oauthProviderParamsSchema,
  oauthStartQuerySchema,
} from './oauth';
import {
  createSessionRequestSchema,
  ACTIVE_JOBS_LIMIT,
  jobListQuerySchema,
  jobListResponseSchema,
  sendMessageParamsSchema,
  sendMessageRequestSchema,
  sessionIdParamsSchema,
  sessionSchema,
  updateSessionRequestSchema,
} from './sessions';
import { errorReportSchema, problemReportResponseSchema, problemReportSchema } from './support';
import {
  exampleAssetList,
  exampleCheckout,
  exampleCreditHistory,
  exampleCreditUsage,
  exampleInvoices,
  exampleStartCheckoutRequest,
  exampleCreateFolderRequest,
  exampleCreateSessionRequest,
  exampleFinishedSession,
  exampleFolder,
  exampleJobList,
  exampleLoginRequest,
  exampleMesh,
  exampleRegisterRequest,
  exampleStartedSession,
  exampleTokenResponse,
  exampleUploadedMesh,
  exampleUserProfile,
} from './examples';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The largest body the API reads besides an upload's form, in bytes (the server's body limit); over it, 413. */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The longest path parameter the server's router takes, in characters; over it, 414. Past the longest
 * one a schema takes (a 200-character reset token), so those get their schema's 400.
 */
export const PATH_PARAM_MAX_LENGTH = 256;

/** The groups of the docs, each with what it holds. */
export const endpointTags = {
  system: 'What the server is and how it is doing: the browser start-up settings and the health check.',
  support: 'Problem and error reports, forwarded to the team.',
  auth: 'Signing up, in and out: email and password, the verification link, and sign-in through Google, Discord or Apple.',
  user: 'The signed-in account: profile, name, password reset, onboarding, invoices and deletion.',
  credits: 'The credit balance and its ledger.',
  payments: 'Buying credit packs and plans: a checkout at the price the server sets, and the invoices it leaves.',
  events: 'Product events the browser records, such as a click on an upgrade button.',
  assets: 'Your folders, meshes, images, splats and videos: listing, search, upload, rename, move and delete; and the public showcase.',
  sessions: 'Running tools on your assets: a session per run, with the jobs a worker carries out.',
  admin: 'For admins only (an admin token from the admin sign-in): tiers, signing in as a user, the showcase.',
} as const;
export type EndpointTag = keyof typeof endpointTags;

/**
 * The error statuses an entry may describe. The API docs add some to every entry they apply to (see
 * `errors`), so only the rest need saying.
 */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 501 | 502 | 503;

export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path, parameters as `:name` (e.g. `/user/:id`). */
  path: string;
  /** One line on what it does, for the docs. */
  summary: string;
  /** Group in the docs. */
  tag: EndpointTag;
  /** `none`: public; `user`: a user token; `admin`: an admin token. */
  auth: 'none' | 'user' | 'admin';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How `body` is sent; `json` when absent. */
  bodyEncoding?: 'json' | 'multipart';
  /**
   * The error answers of this endpoint, by status: what causes them, with the code in backticks; each
   * answers `{message, code, data?}`. The docs add these wherever they apply, so they are not repeated
   * here (a text given for one of these statuses is added to the docs' own): 400 `VALIDATION_FAILED`
   * for an endpoint with params, query or a body, or whose method carries a body (unreadable JSON);
   * 413 and 415 for a method that carries a body; 414 for a path with parameters; 401 for `user` and
   * `admin`; 403 for `admin`; 429 for `rateLimited`.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
  /**
   * Limited per IP: past the limit it answers 429 `RATE_LIMITED` with `retry-after`. The server's
   * `route()` registers such an entry only with its limit, and any limit only on such an entry.
   */
  rateLimited?: true;
  /** The success body; absent for 204, redirects and files. */
  response?: z.ZodType;
  /** A file answered instead of a JSON body (a PDF receipt), sent as an attachment; with no `response`. */
  file?: { contentType: 'application/pdf'; description: string };
  /** Success status; 200 when absent. */
  status?: 200 | 201 | 204 | 302;
  /** Another status answered with the `response` body, not an error body (health: 503 while the database is down). */
  alternateStatus?: { status: 503; description: string };
  /** Examples for the docs of the body sent and the success answer; a contract test parses each with its schema. */
  examples?: { body?: unknown; response?: unknown };
}

export const endpoints = {
  startupSettings: {
    method: 'GET',
    path: '/config.json',
    summary: 'The browser start-up settings (SPEC.md section 5) and the country-lookup services; never cached.',
    tag: 'system',
    auth: 'none',
    response: startupSettingsResponseSchema,
  },
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Server and database health.',
    tag: 'system',
    auth: 'none',
    response: healthResponseSchema,
    alternateStatus: { status: 503, description: 'The database did not answer: `status` is `degraded` and `database.error` says so.' },
  },
  reportProblem: {
    method: 'POST',
    path: '/support/report-problem',
    summary: 'Report a problem a person met in the app; a valid bearer token, if sent, names the reporter.',
    tag: 'support',
    auth: 'none',
    body: problemReportSchema,
    response: problemReportResponseSchema,
    rateLimited: true,
  },
  reportErrorSlack: {
    method: 'POST',
    path: '/report-error-slack',
    summary: 'Report an error the signed-in browser met.',
    tag: 'support',
    auth: 'user',
    body: errorReportSchema,
    response: problemReportResponseSchema,
    rateLimited: true,
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
  profile: {
    method: 'GET',
    path: '/user/profile',
    summary: 'The signed-in user, with the monetization flags of their tier.',
    tag: 'user',
    auth: 'user',
    response: userProfileSchema,
    examples: { response: exampleUserProfile },
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
    errors: { 404: 'The id is not yours: another person\'s, or nobody\'s (`NOT_FOUND`).' },
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
    summary: 'Invoices of the signed-in user, newest first: one per paid checkout.',
    tag: 'user',
    auth: 'user',
    query: pageQuerySchema,
    response: invoicesResponseSchema,
    examples: { response: exampleInvoices },
  },
  receipt: {
    method: 'GET',
    path: '/user/invoices/:id/receipt',
    summary: "An invoice's receipt as a PDF: what was bought, for whom, when, and what was paid. The signed-in owner only.",
    tag: 'user',
    auth: 'user',
    params: invoiceIdParamsSchema,
    file: { contentType: 'application/pdf', description: 'The receipt, saved as `facet-receipt-<invoice id>.pdf`.' },
    errors: { 404: 'No invoice of yours has this id (`NOT_FOUND`).' },
  },
  startCheckout: {
    method: 'POST',
    path: '/payments/checkout',
    summary:
      'Start buying a credit pack or a plan: the server sets the price (with the welcome offer inside 2 hours of sign-up, on the first purchase) and answers it with the address of the checkout page that charges exactly that.',
    tag: 'payments',
    auth: 'user',
    body: startCheckoutRequestSchema,
    response: checkoutSchema,
    status: 201,
    errors: {
      400: 'Not a credit pack or plan this server sells (`VALIDATION_FAILED`); nothing is written.',
      409: 'You are already on this plan (`CONFLICT`).',
    },
    examples: { body: exampleStartCheckoutRequest, response: exampleCheckout },
  },
  stripeWebhook: {
    method: 'POST',
    path: '/payments/stripe/webhook',
    summary:
      "Stripe's webhook: a checkout session completed, expired or whose payment failed. The body is Stripe's event as sent, checked against the Stripe-Signature header with the webhook signing secret before anything is read; each event is applied once however often it is delivered.",
    tag: 'payments',
    auth: 'none',
    response: stripeWebhookResponseSchema,
    errors: {
      400: 'The Stripe-Signature header is missing or does not match the body (`INVALID_SIGNATURE`); nothing is recorded.',
      404: 'This server takes no payments through Stripe, or the event names a checkout it does not have (`NOT_FOUND`).',
    },
    examples: { response: { received: true, processed: true } },
  },
  subscription: {
    method: 'GET',
    path: '/user/subscription',
    summary: "The signed-in user's plan: whether it renews, when, at what price, or when it ends after a cancellation.",
    tag: 'payments',
    auth: 'user',
    response: subscriptionSchema,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/user/subscription/cancel',
    summary:
      'Cancel the plan at the end of the paid month: nothing renews, and the tier and its flags stay until `current_period_end`, then drop to free. Cancelling again changes nothing.',
    tag: 'payments',
    auth: 'user',
    response: subscriptionSchema,
    errors: { 409: 'There is no plan to cancel (`CONFLICT`).' },
  },
  resumeSubscription: {
    method: 'POST',
    path: '/user/subscription/resume',
    summary: 'Undo a cancellation before the paid month ends: the plan renews again as before. Resuming a plan that renews changes nothing.',
    tag: 'payments',
    auth: 'user',
    response: subscriptionSchema,
    errors: { 409: 'There is no plan to resume, or it has already ended (`CONFLICT`).' },
  },
  billingPortal: {
    method: 'POST',
    path: '/user/billing-portal',
    summary: "A link to the payment provider's billing portal, where the card on file and the plan are managed (Stripe only).",
    tag: 'payments',
    auth: 'user',
    response: billingPortalResponseSchema,
    errors: { 409: 'This server has no provider portal (the built-in test checkout), or you have never paid through the provider (`CONFLICT`).' },
  },
  checkCoupon: {
    method: 'GET',
    path: '/payments/coupons/:code',
    summary: 'What a coupon gives the signed-in person, before a checkout: refused when unknown, expired, used up, or already used by them.',
    tag: 'payments',
    auth: 'user',
    params: couponParamsSchema,
    response: couponCheckSchema,
    errors: {
      404: 'No coupon has this code, or it has expired (`NOT_FOUND`).',
      409: 'The coupon is used up, or you have already used it (`CONFLICT`).',
    },
  },
  createCoupon: {
    method: 'POST',
    path: '/admin/coupons',
    summary: 'Make a coupon: a percentage off any pack or a plan\'s first month, used at most `max_redemptions` times in all and once per person.',
    tag: 'admin',
    auth: 'admin',
    body: createCouponRequestSchema,
    response: couponSchema,
    status: 201,
    errors: { 409: 'A coupon with this code exists (`CONFLICT`).' },
  },
  testClock: {
    method: 'POST',
    path: '/admin/payments/test-clock',
    summary:
      "Move the built-in test checkout's clock to `now`, as Stripe's test clocks do: every plan due by then renews (its month charged, credits granted, an invoice written, each dated when its month began) or, when cancelled, ends. The clock only moves forward and runs on from there: later payments on the test checkout happen at its time. Only on a server using the test checkout.",
    tag: 'admin',
    auth: 'admin',
    body: testClockRequestSchema,
    response: testClockResponseSchema,
    errors: { 404: 'This server takes payments through a real provider, whose clock is its own (`NOT_FOUND`).' },
  },
  sendVerificationEmail: {
    method: 'POST',
    path: '/user/send-verification-email',
    summary: 'Mail a new verification link to the signed-in user.',
    tag: 'user',
    auth: 'user',
    response: messageResponseSchema,
    rateLimited: true,
    errors: { 409: 'The email address is already verified (`CONFLICT`).' },
  },
  forgotPassword: {
    method: 'POST',
    path: '/user/forgot-password',
    summary: 'Mail a password reset link (valid 1 hour); answers the same whether or not the account exists.',
    tag: 'user',
    auth: 'none',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
    rateLimited: true,
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
    rateLimited: true,
    errors: { 400: 'The reset link is invalid, used or expired, or its account no longer exists (`INVALID_TOKEN`).' },
  },
  updateTier: {
    method: 'PUT',
    path: '/user/update-tier',
    summary: "Change a user's tier, and with it their monetization flags.",
    tag: 'admin',
    auth: 'admin',
    body: updateTierRequestSchema,
    response: userProfileSchema,
    errors: { 404: 'No such user (`NOT_FOUND`).' },
  },
  loginAs: {
    method: 'POST',
    path: '/user/login-as',
    summary: 'Sign in as another user: a 7-day user token marked as impersonated, and logged.',
    tag: 'admin',
    auth: 'admin',
    body: loginAsRequestSchema,
    response: tokenResponseSchema,
    errors: { 404: 'No such user (`NOT_FOUND`).' },
  },
  creditsReport: {
    method: 'GET',
    path: '/admin/reports/credits',
    summary:
      'Credits sold, spent and refunded and the revenue of paid invoices, per UTC day from `from` to `to` (both counted, at most 366 days; a day with nothing has zeros), with totals.',
    tag: 'admin',
    auth: 'admin',
    query: creditsReportQuerySchema,
    response: creditsReportSchema,
    examples: {
      response: {
        from: '2026-11-24',
        to: '2026-11-25',
        days: [
          { date: '2026-11-24', credits_sold: 0, credits_spent: 0, credits_refunded: 0, revenue_cents: 0 },
          { date: '2026-11-25', credits_sold: 2500, credits_spent: 120, credits_refunded: 40, revenue_cents: 2000 },
        ],
        totals: { credits_sold: 2500, credits_spent: 120, credits_refunded: 40, revenue_cents: 2000 },
      },
    },
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
    summary:
      "A user's credit ledger, newest first; your own, or anyone's for an admin. `kind` keeps only charges (`spent`), refunds (`refunded`) or other additions (`added`); `tool` only the charges and refunds of one session type's runs.",
    tag: 'credits',
    auth: 'user',
    params: creditHistoryParamsSchema,
    query: creditHistoryQuerySchema,
    response: creditHistoryResponseSchema,
    errors: {
      400: 'A malformed id, limit or cursor, or a `kind` or `tool` that does not exist (`VALIDATION_FAILED`).',
      404: 'No such user, or another person\'s history and the caller is not an admin (`NOT_FOUND`).',
    },
    examples: { response: exampleCreditHistory },
  },
  creditUsage: {
    method: 'GET',
    path: '/user/credit-usage',
    summary:
      'Credits the signed-in user spent on tools per day and per tool, `from` and `to` both counted, days in `time_zone` (UTC unless given): a run\'s charge less its refund, on the day it was charged.',
    tag: 'credits',
    auth: 'user',
    query: creditUsageQuerySchema,
    response: creditUsageResponseSchema,
    errors: {
      400: 'A date that is not YYYY-MM-DD, `to` before `from`, a range over 366 days, or an unknown time zone (`VALIDATION_FAILED`).',
    },
    examples: { response: exampleCreditUsage },
  },
  pricingClick: {
    method: 'POST',
    path: '/events/pricing-click',
    summary: 'Record a click on an upgrade button; a valid bearer token, if sent, names the user.',
    tag: 'events',
    auth: 'none',
    body: pricingClickRequestSchema,
    status: 204,
    rateLimited: true,
  },
  listAssets: {
    method: 'GET',
    path: '/v3/assets',
    summary:
      'Your assets, newest first: in one folder (`parent_id`), at the top level (`parent_id=root`) or anywhere (no `parent_id`), filtered by type and by part of the name (`q`).',
    tag: 'assets',
    auth: 'user',
    query: assetListQuerySchema,
    response: assetListResponseSchema,
    errors: { 404: '`parent_id` is not one of your folders (`NOT_FOUND`).' },
    examples: { response: exampleAssetList },
  },
  createAsset: {
    method: 'POST',
    path: '/v3/assets',
    summary: 'Make a folder, at the top level or inside one of your folders.',
    tag: 'assets',
    auth: 'user',
    body: createAssetRequestSchema,
    response: assetSchema,
    status: 201,
    errors: {
      400: '`data` sets a key only the server writes, such as `file_url` (`VALIDATION_FAILED`).',
      404: 'The parent is not one of your folders (`NOT_FOUND`).',
      409: 'The parent is not a folder (`CONFLICT`).',
    },
    examples: { body: exampleCreateFolderRequest, response: exampleFolder },
  },
  searchAssets: {
    method: 'POST',
    path: '/v3/assets/search',
    summary: 'Your assets whose name contains the search text, newest first.',
    tag: 'assets',
    auth: 'user',
    body: searchAssetsRequestSchema,
    response: assetListResponseSchema,
    errors: { 404: '`parent_id` is not one of your folders (`NOT_FOUND`).' },
  },
  uploadAsset: {
    method: 'POST',
    path: '/v3/assets/upload',
    summary:
      'Upload a mesh (glTF/GLB, OBJ, STL, PLY), image (PNG, JPEG, WebP), splat (PLY, SPZ) or video (MP4, WebM); the type is read from the content. A mesh preview follows as an `asset_update`. With an `Idempotency-Key` header (8 to 128 visible characters, one per file), sending the upload again answers the asset the first send made instead of making another.',
    tag: 'assets',
    auth: 'user',
    body: uploadRequestSchema,
    bodyEncoding: 'multipart',
    response: assetSchema,
    status: 201,
    errors: {
      400: 'The body is not a multipart form, or has no `file` (`VALIDATION_FAILED`).',
      404: 'The parent is not one of your folders (`NOT_FOUND`).',
      409: 'The parent is not a folder, or the upload of this `Idempotency-Key` made an asset that has since been deleted (`CONFLICT`).',
      413: 'The file is over the limit of its type (`FILE_TOO_LARGE`); `data` gives the limit.',
      415: 'The file is not a supported format, or is damaged (`UNSUPPORTED_FILE`); the message says why.',
    },
    examples: { response: exampleUploadedMesh },
  },
  showcase: {
    method: 'GET',
    path: '/v3/assets/public/showcase',
    summary: 'The public showcase, newest first; no sign-in needed.',
    tag: 'assets',
    auth: 'none',
    query: showcaseQuerySchema,
    response: showcaseResponseSchema,
  },
  getAsset: {
    method: 'GET',
    path: '/v3/assets/:id',
    summary: 'One of your assets, with fresh signed file URLs.',
    tag: 'assets',
    auth: 'user',
    params: assetIdParamsSchema,
    response: assetSchema,
    errors: { 404: 'No such asset of yours (`NOT_FOUND`).' },
    examples: { response: exampleMesh },
  },
  deleteAsset: {
    method: 'DELETE',
    path: '/v3/assets/:id',
    summary: 'Delete one of your assets; a folder goes with everything in it.',
    tag: 'assets',
    auth: 'user',
    params: assetIdParamsSchema,
    response: deleteAssetResponseSchema,
    errors: { 404: 'No such asset of yours (`NOT_FOUND`).' },
  },
  updateAsset: {
    method: 'PUT',
    path: '/v3/assets/:id',
    summary: 'Rename one of your assets, or change its data (such as a folder colour); file details stay the server\'s.',
    tag: 'assets',
    auth: 'user',
    params: assetIdParamsSchema,
    body: updateAssetRequestSchema,
    response: assetSchema,
    errors: {
      400: '`data` sets a key only the server writes, such as `file_url` (`VALIDATION_FAILED`).',
      404: 'No such asset of yours (`NOT_FOUND`).',
    },
  },
  setUpAxis: {
    method: 'PUT',
    path: '/v3/assets/:id/up-axis',
    summary:
      'Read one of your uploaded OBJ, STL or PLY meshes again with the other up axis (`y` or `z`): a new viewing GLB (`view_file_url`), `bbox` and counts, and a new preview, which follows as an `asset_update`. The file as uploaded (`file_url`) is not changed. Already that axis: the asset is answered unchanged.',
    tag: 'assets',
    auth: 'user',
    params: assetIdParamsSchema,
    body: setUpAxisRequestSchema,
    response: assetSchema,
    errors: {
      400: 'The asset is not an uploaded OBJ, STL or PLY mesh, so it has no up axis to change (`VALIDATION_FAILED`).',
      404: 'No such asset of yours (`NOT_FOUND`).',
      415: 'The file as uploaded can no longer be read (`UNSUPPORTED_FILE`).',
    },
  },
  moveAssets: {
    method: 'POST',
    path: '/v3/assets/batch/parent',
    summary: 'Move some of your assets into one of your folders, or to the top level (`parent_id` null), all or none.',
    tag: 'assets',
    auth: 'user',
    body: batchParentRequestSchema,
    response: batchParentResponseSchema,
    errors: {
      404: 'An asset or the target is not yours (`NOT_FOUND`).',
      409: 'The target is not a folder, or is a moved folder or inside one (`CONFLICT`).',
    },
  },
  setShowcase: {
    method: 'PUT',
    path: '/admin/assets/:id/showcase',
    summary: "Put any user's asset in the public showcase, or take it out.",
    tag: 'admin',
    auth: 'admin',
    params: assetIdParamsSchema,
    body: showcaseUpdateRequestSchema,
    response: assetSchema,
    errors: { 404: 'No such asset (`NOT_FOUND`).', 409: 'Folders cannot be shown (`CONFLICT`).' },
  },
  createSession: {
    method: 'POST',
    path: '/v3/sessions',
    summary:
      'Start a tool on your assets: checks the access flag, takes the credits and queues the job in one transaction. A failed job is refunded in full.',
    tag: 'sessions',
    auth: 'user',
    body: createSessionRequestSchema,
    response: sessionSchema,
    status: 201,
    errors: {
      400: 'The options do not fit the input asset, such as a target above its own triangles (`VALIDATION_FAILED`, `data.fields`).',
      402: 'Too few credits (`INSUFFICIENT_CREDITS`, `data {required_credits, current_credits}`); nothing is charged.',
      403: 'Your plan does not include this tool or mode (`TOOL_LOCKED`).',
      404: 'An input asset is not yours (`NOT_FOUND`).',
      409: 'An input asset is of the wrong type (`CONFLICT`).',
      501: 'This tool cannot run on this server yet (`TOOL_UNAVAILABLE`); nothing is charged.',
    },
    examples: { body: exampleCreateSessionRequest, response: exampleStartedSession },
  },
  getSession: {
    method: 'GET',
    path: '/v3/sessions/:id',
    summary: 'One of your sessions with its jobs.',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParamsSchema,
    response: sessionSchema,
    errors: { 404: 'No such session of yours (`NOT_FOUND`).' },
    examples: { response: exampleFinishedSession },
  },
  updateSession: {
    method: 'PUT',
    path: '/v3/sessions/:id',
    summary: 'Rename one of your sessions.',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParamsSchema,
    body: updateSessionRequestSchema,
    response: sessionSchema,
    errors: { 404: 'No such session of yours (`NOT_FOUND`).' },
  },
  sendChatMessage: {
    method: 'POST',
    path: '/v3/sessions/chat-to-3d/:sessionId/send-message',
    summary: 'Send a message to a magic-edit (chat to 3D) session.',
    tag: 'sessions',
    auth: 'user',
    params: sendMessageParamsSchema,
    body: sendMessageRequestSchema,
    response: sessionSchema,
    errors: {
      404: 'No such chat (magic edit) session of yours (`NOT_FOUND`).',
      501: 'Magic edit cannot run on this server yet (`TOOL_UNAVAILABLE`); nothing is charged.',
    },
  },
  listJobs: {
    method: 'GET',
    path: '/v3/jobs',
    summary: `The jobs of one of your sessions, oldest first; or, with status=active, your jobs still queued or running, newest first (at most ${ACTIVE_JOBS_LIMIT}).`,
    tag: 'sessions',
    auth: 'user',
    query: jobListQuerySchema,
    response: jobListResponseSchema,
    errors: { 404: 'No such session of yours (`NOT_FOUND`).' },
    examples: { response: exampleJobList },
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

type SchemaOf<E, Part extends 'params' | 'query' | 'body' | 'response'> = E extends { [K in Part]: infer Schema extends z.ZodType } ? Schema : undefined;

/** What the caller sends as the path parameters of an endpoint (`undefined` when it has none). */
export type EndpointParams<E extends Endpoint> = SchemaOf<E, 'params'> extends z.ZodType ? z.input<SchemaOf<E, 'params'>> : undefined;
/** What the caller sends as the query of an endpoint. */
export type EndpointQuery<E extends Endpoint> = SchemaOf<E, 'query'> extends z.ZodType ? z.input<SchemaOf<E, 'query'>> : undefined;
/** What the caller sends as the body of an endpoint. */
export type EndpointBody<E extends Endpoint> = SchemaOf<E, 'body'> extends z.ZodType ? z.input<SchemaOf<E, 'body'>> : undefined;
/** What the server answers on success (`void` for 204 and redirects). */
export type EndpointResponse<E extends Endpoint> = SchemaOf<E, 'response'> extends z.ZodType ? z.output<SchemaOf<E, 'response'>> : void;

/** The path of an endpoint with its `:name` parameters filled in, each URL-encoded. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path} needs the path parameter "${name}".`);
    return encodeURIComponent(String(value));
  });
}
