/**
 * The endpoint catalogue as the browser needs it: each entry's method, path and who may call it,
 * without its schemas. The browser checks no answer against a schema, so it need not download them
 * (zod and every wire schema); the server, which validates, uses `endpoints`. The types still come
 * from the full entries, at compile time only.
 *
 * The entries below are written from `endpoints` by the contract test endpoint-routes.test.ts, which
 * fails when they differ (`UPDATE_ENDPOINT_ROUTES=1` rewrites them).
 */
import type { Endpoint } from './endpoint';
import type { endpoints } from './catalogue';

declare const endpointOf: unique symbol;

/** One entry of the light catalogue: what a call needs at run time, typed by its full entry `E`. */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  readonly auth: E['auth'];
  /** Never present at run time: carries the full entry's type, whose schemas type a call's parts and answer. */
  readonly [endpointOf]?: E;
}

/** The light catalogue's type: the entries of `endpoints`, by the same names. */
export type EndpointRoutes = { readonly [Name in keyof typeof endpoints]: EndpointRoute<(typeof endpoints)[Name]> };

export const endpointRoutes: EndpointRoutes = {
  startupSettings: { method: 'GET', path: '/config.json', auth: 'none' },
  health: { method: 'GET', path: '/health', auth: 'none' },
  reportProblem: { method: 'POST', path: '/support/report-problem', auth: 'none' },
  reportErrorSlack: { method: 'POST', path: '/report-error-slack', auth: 'user' },
  register: { method: 'POST', path: '/auth/register', auth: 'none' },
  login: { method: 'POST', path: '/auth/login', auth: 'none' },
  verifyEmail: { method: 'POST', path: '/auth/verify', auth: 'none' },
  logout: { method: 'POST', path: '/auth/logout', auth: 'user' },
  endImpersonation: { method: 'POST', path: '/auth/impersonation/end', auth: 'user' },
  authProviders: { method: 'GET', path: '/auth/providers', auth: 'none' },
  oauthStart: { method: 'GET', path: '/auth/oauth/:provider/start', auth: 'none' },
  oauthCallback: { method: 'POST', path: '/auth/oauth/:provider/callback', auth: 'none' },
  adminLogin: { method: 'POST', path: '/auth/admin/login', auth: 'none' },
  profile: { method: 'GET', path: '/user/profile', auth: 'user' },
  updateUser: { method: 'PATCH', path: '/user/:id', auth: 'user' },
  credits: { method: 'GET', path: '/user/credits', auth: 'user' },
  invoices: { method: 'GET', path: '/user/invoices', auth: 'user' },
  receipt: { method: 'GET', path: '/user/invoices/:id/receipt', auth: 'user' },
  startCheckout: { method: 'POST', path: '/payments/checkout', auth: 'user' },
  stripeWebhook: { method: 'POST', path: '/payments/stripe/webhook', auth: 'none' },
  subscription: { method: 'GET', path: '/user/subscription', auth: 'user' },
  cancelSubscription: { method: 'POST', path: '/user/subscription/cancel', auth: 'user' },
  resumeSubscription: { method: 'POST', path: '/user/subscription/resume', auth: 'user' },
  billingPortal: { method: 'POST', path: '/user/billing-portal', auth: 'user' },
  checkCoupon: { method: 'GET', path: '/payments/coupons/:code', auth: 'user' },
  createCoupon: { method: 'POST', path: '/admin/coupons', auth: 'admin' },
  testClock: { method: 'POST', path: '/admin/payments/test-clock', auth: 'admin' },
  sendVerificationEmail: { method: 'POST', path: '/user/send-verification-email', auth: 'user' },
  forgotPassword: { method: 'POST', path: '/user/forgot-password', auth: 'none' },
  resetPassword: { method: 'POST', path: '/user/reset-password/:resetToken', auth: 'none' },
  updateTier: { method: 'PUT', path: '/user/update-tier', auth: 'admin' },
  loginAs: { method: 'POST', path: '/user/login-as', auth: 'admin' },
  creditsReport: { method: 'GET', path: '/admin/reports/credits', auth: 'admin' },
  adminOverview: { method: 'GET', path: '/admin/overview', auth: 'admin' },
  adminUsers: { method: 'GET', path: '/admin/users', auth: 'admin' },
  adminUser: { method: 'GET', path: '/admin/users/:id', auth: 'admin' },
  adminGrantCredits: { method: 'POST', path: '/admin/users/:id/credits', auth: 'admin' },
  adminFirstSessions: { method: 'GET', path: '/admin/first-sessions', auth: 'admin' },
  adminCoupons: { method: 'GET', path: '/admin/coupons', auth: 'admin' },
  adminDisableCoupon: { method: 'PUT', path: '/admin/coupons/:code/disabled', auth: 'admin' },
  adminAudit: { method: 'GET', path: '/admin/audit', auth: 'admin' },
  deleteFlow: { method: 'GET', path: '/user/delete-flow', auth: 'user' },
  deleteUser: { method: 'DELETE', path: '/user', auth: 'user' },
  skipOnboarding: { method: 'POST', path: '/user/onboarding/skip', auth: 'user' },
  updateOnboarding: { method: 'POST', path: '/user/onboarding/update', auth: 'user' },
  creditHistory: { method: 'GET', path: '/v3/credit-history/user/:user_id', auth: 'user' },
  creditUsage: { method: 'GET', path: '/user/credit-usage', auth: 'user' },
  pricingClick: { method: 'POST', path: '/events/pricing-click', auth: 'none' },
  listAssets: { method: 'GET', path: '/v3/assets', auth: 'user' },
  createAsset: { method: 'POST', path: '/v3/assets', auth: 'user' },
  searchAssets: { method: 'POST', path: '/v3/assets/search', auth: 'user' },
  uploadAsset: { method: 'POST', path: '/v3/assets/upload', auth: 'user' },
  showcase: { method: 'GET', path: '/v3/assets/public/showcase', auth: 'none' },
  getAsset: { method: 'GET', path: '/v3/assets/:id', auth: 'user' },
  deleteAsset: { method: 'DELETE', path: '/v3/assets/:id', auth: 'user' },
  updateAsset: { method: 'PUT', path: '/v3/assets/:id', auth: 'user' },
  setUpAxis: { method: 'PUT', path: '/v3/assets/:id/up-axis', auth: 'user' },
  setUnit: { method: 'PUT', path: '/v3/assets/:id/unit', auth: 'user' },
  moveAssets: { method: 'POST', path: '/v3/assets/batch/parent', auth: 'user' },
  setShowcase: { method: 'PUT', path: '/admin/assets/:id/showcase', auth: 'admin' },
  adminOrganizations: { method: 'GET', path: '/admin/organizations', auth: 'admin' },
  adminOrganization: { method: 'GET', path: '/admin/organizations/:orgId', auth: 'admin' },
  adminSetOrganizationDisabled: { method: 'PUT', path: '/admin/organizations/:orgId/disabled', auth: 'admin' },
  adminShowcase: { method: 'GET', path: '/admin/showcase', auth: 'admin' },
  adminShowcaseOrder: { method: 'PUT', path: '/admin/showcase/order', auth: 'admin' },
  createSession: { method: 'POST', path: '/v3/sessions', auth: 'user' },
  getSession: { method: 'GET', path: '/v3/sessions/:id', auth: 'user' },
  updateSession: { method: 'PUT', path: '/v3/sessions/:id', auth: 'user' },
  sendChatMessage: { method: 'POST', path: '/v3/sessions/chat-to-3d/:sessionId/send-message', auth: 'user' },
  listJobs: { method: 'GET', path: '/v3/jobs', auth: 'user' },
  listOrganizations: { method: 'GET', path: '/organizations', auth: 'user' },
  createOrganization: { method: 'POST', path: '/organizations', auth: 'user' },
  organization: { method: 'GET', path: '/organizations/:orgId', auth: 'user' },
  updateOrganization: { method: 'PATCH', path: '/organizations/:orgId', auth: 'user' },
  organizationAvatar: { method: 'POST', path: '/organizations/:orgId/avatar', auth: 'user' },
  deleteOrganization: { method: 'DELETE', path: '/organizations/:orgId', auth: 'user' },
  organizationMembers: { method: 'GET', path: '/organizations/:orgId/members', auth: 'user' },
  organizationMember: { method: 'GET', path: '/organizations/:orgId/members/:memberId', auth: 'user' },
  updateMemberRole: { method: 'PATCH', path: '/organizations/:orgId/members/:memberId', auth: 'user' },
  removeMember: { method: 'DELETE', path: '/organizations/:orgId/members/:memberId', auth: 'user' },
  organizationInvites: { method: 'GET', path: '/organizations/:orgId/invites', auth: 'user' },
  createInvite: { method: 'POST', path: '/organizations/:orgId/invites', auth: 'user' },
  resendInvite: { method: 'POST', path: '/organizations/:orgId/invites/:inviteId/resend', auth: 'user' },
  revokeInvite: { method: 'DELETE', path: '/organizations/:orgId/invites/:inviteId', auth: 'user' },
  invitePreview: { method: 'GET', path: '/invites/:token', auth: 'none' },
  acceptInvite: { method: 'POST', path: '/invites/:token/accept', auth: 'user' },
};
