/** One key factory per resource, used by hooks, mutations and realtime merges alike. */

export const userKeys = {
  /** The current user; SPEC.md section 7 names this key. */
  current: 'USER',
  credits: ['user', 'credits'],
  deleteFlow: ['user', 'delete-flow'],
} as const;

export const paymentKeys = {
  startCheckout: ['payments', 'checkout'],
} as const;

export const billingKeys = {
  /** The signed-in user's plan: whether it renews, when, or when it ends. */
  subscription: ['user', 'subscription'],
  cancel: ['user', 'subscription', 'cancel'],
  resume: ['user', 'subscription', 'resume'],
  portal: ['user', 'billing-portal'],
  /** One page of the invoices, by the cursor of the page. */
  invoicesPage: (cursor: string | undefined) => ['user', 'invoices', cursor ?? ''] as const,
} as const;

export const creditKeys = {
  /** Spend per day and tool over a range of days, counted in a time zone. */
  usage: (from: string, to: string, timeZone: string) => ['user', 'credit-usage', from, to, timeZone] as const,
  /** One page of a user's credit history under a filter, by the cursor of the page. */
  historyPage: <Filter extends object>(userId: string, filter: Filter, cursor: string | undefined) =>
    ['credit-history', 'page', userId, filter, cursor ?? ''] as const,
} as const;

export const authKeys = {
  providers: ['auth', 'providers'],
  login: ['auth', 'login'],
  register: ['auth', 'register'],
  verifyEmail: ['auth', 'verify'],
  oauthCallback: (provider: string) => ['auth', 'oauth', provider, 'callback'] as const,
  forgotPassword: ['user', 'forgot-password'],
  resetPassword: ['user', 'reset-password'],
  sendVerificationEmail: ['user', 'send-verification-email'],
  updateProfile: ['user', 'update'],
  deleteAccount: ['user', 'delete'],
  signOut: ['auth', 'logout'],
} as const;

export const assetKeys = {
  /** What every list page key starts with: how the caches' asset lists are found. */
  lists: ['assets'],
  /** One page of a list: the filter and the cursor of the page. */
  page: (filter: object, cursor: string | undefined) => ['assets', filter, cursor ?? ''] as const,
  detail: (id: string) => ['asset', id] as const,
  showcasePage: (cursor: string | undefined) => ['showcase', cursor ?? ''] as const,
} as const;

export const sessionKeys = {
  detail: (id: string) => ['session', id] as const,
  create: ['sessions', 'create'],
  rename: (id: string) => ['session', id, 'rename'] as const,
} as const;

export const jobKeys = {
  /** Every job of one session, as `GET /v3/jobs?session_id=` answers it. */
  bySession: (sessionId: string) => ['jobs', sessionId] as const,
  /** The person's jobs still queued or running, as `GET /v3/jobs?status=active` answers it. */
  active: ['jobs', 'active'],
} as const;

export const organizationKeys = {
  /** The person's organizations, with their role in each. */
  list: ['organizations'],
  detail: (id: string) => ['organization', id] as const,
  /** The members matching a search (`''` for all). */
  members: (id: string, q: string) => ['organization', id, 'members', q] as const,
  member: (id: string, memberId: string) => ['organization', id, 'member', memberId] as const,
  invites: (id: string) => ['organization', id, 'invites'] as const,
  /** An invite as its link shows it, before signing in. */
  invitePreview: (token: string) => ['invite', token] as const,
  create: ['organizations', 'create'],
  update: (id: string) => ['organization', id, 'update'] as const,
  avatar: (id: string) => ['organization', id, 'avatar'] as const,
  remove: (id: string) => ['organization', id, 'delete'] as const,
  memberRole: (id: string) => ['organization', id, 'member-role'] as const,
  removeMember: (id: string) => ['organization', id, 'remove-member'] as const,
  invite: (id: string) => ['organization', id, 'invite'] as const,
  resendInvite: (id: string) => ['organization', id, 'resend-invite'] as const,
  revokeInvite: (id: string) => ['organization', id, 'revoke-invite'] as const,
  acceptInvite: (token: string) => ['invite', token, 'accept'] as const,
} as const;

export const adminKeys = {
  /** What every admin key starts with: signing out of the admin area drops them all. */
  all: ['admin'],
  overview: (from: string, to: string) => ['admin', 'overview', from, to] as const,
  creditsReport: (from: string, to: string) => ['admin', 'credits-report', from, to] as const,
  usersPage: (q: string, cursor: string | undefined) => ['admin', 'users', q, cursor ?? ''] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  organizationsPage: (q: string, cursor: string | undefined) => ['admin', 'organizations', q, cursor ?? ''] as const,
  organization: (id: string) => ['admin', 'organization', id] as const,
  showcase: ['admin', 'showcase'],
  firstSessionsPage: (from: string, to: string, cursor: string | undefined) => ['admin', 'first-sessions', from, to, cursor ?? ''] as const,
  coupons: ['admin', 'coupons'],
  auditPage: (userId: string, cursor: string | undefined) => ['admin', 'audit', userId, cursor ?? ''] as const,
  login: ['admin', 'login'],
  action: (name: string, id = '') => ['admin', 'action', name, id] as const,
} as const;
