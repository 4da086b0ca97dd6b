/** The admin area: the overview, users, credit grants, first sessions, the showcase's order, coupons and the audit log. */
import { z } from 'zod';
import { requestDate } from './bounds';
import { invoiceSchema } from './account';
import { creditHistoryEntrySchema } from './credits';
import { assetSchema } from './assets';
import { couponCodeSchema, couponSchema, subscriptionSchema } from './payments';
import { creditsReportQuerySchema } from './reports';
import { sessionSchema } from './sessions';
import { singleLine } from './text';
import { tierSchema } from './tiers';
import { daysInRange } from './credits';

const count = z.number().int().min(0);
const isoDate = z.iso.date();
/** An opaque cursor: pass back what `next_cursor` said. */
const cursor = z.string().min(1).max(200).optional();
const limit = z.coerce.number().int().min(1).max(100).default(30);

/** `GET /admin/overview`: `from` and `to` both counted, UTC days, as the credits report. */
export const adminOverviewQuerySchema = creditsReportQuerySchema;
export type AdminOverviewQuery = z.input<typeof adminOverviewQuerySchema>;

export const adminOverviewSchema = z.object({
  /** Counts now, whatever the range. */
  totals: z.object({ users: count, organizations: count, sessions: count, jobs_running: count }),
  /** Accounts made per UTC day of the range, oldest first; a day with none has 0. */
  signups: z.array(z.object({ date: isoDate, count })),
  /** Sessions started in the range, by session type, most first. */
  sessions_by_type: z.array(z.object({ type: z.string(), count })),
  /** Jobs made in the range, by state (queued, running, succeeded, failed), most first. */
  jobs_by_state: z.array(z.object({ state: z.string(), count })),
  /** Clicks on an upgrade button in the range, by `upgrade_source`, most first. */
  pricing_clicks: z.array(z.object({ upgrade_source: z.string(), count })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** An account as the admin area lists it. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  tier: tierSchema,
  credits: z.number().int(),
  created_at: z.iso.datetime(),
  email_verified: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /admin/users`: `q` matches an email or name (any case, anywhere in it) or an exact id; newest accounts first. */
export const adminUsersQuerySchema = z.object({
  q: singleLine(z.string().trim().max(320)).optional(),
  cursor,
  limit,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUsersResponseSchema = z.object({ items: z.array(adminUserSchema), next_cursor: z.string().nullable() });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** `GET /admin/users/{id}`: an account with its plan, its 20 latest sessions, 50 latest ledger rows and its invoices (newest first). */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  subscription: subscriptionSchema.nullable(),
  sessions: z.array(sessionSchema),
  ledger: z.array(creditHistoryEntrySchema),
  invoices: z.array(invoiceSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const ADMIN_GRANT_MAX = 100_000;

/** `POST /admin/users/{id}/credits`: credits given, with the reason written in the ledger. */
export const adminGrantCreditsRequestSchema = z.object({
  amount: z
    .number()
    .int('amount must be a whole number.')
    .min(1, 'amount must be at least 1.')
    .max(ADMIN_GRANT_MAX, `amount must be at most ${ADMIN_GRANT_MAX}.`),
  reason: singleLine(z.string().trim().min(1, 'Enter a reason.').max(200)),
});
export type AdminGrantCreditsRequest = z.input<typeof adminGrantCreditsRequestSchema>;

export const adminGrantCreditsResponseSchema = z.object({ balance: z.number().int() });
export type AdminGrantCreditsResponse = z.infer<typeof adminGrantCreditsResponseSchema>;

/** `GET /admin/first-sessions`: accounts whose first session started from `from` to `to` (UTC days, both counted; either may be left out), newest first. */
export const adminFirstSessionsQuerySchema = z
  .object({ from: requestDate().optional(), to: requestDate().optional(), cursor, limit })
  .superRefine((query, context) => {
    if (query.from && query.to && daysInRange(query.from, query.to) < 1) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from.' });
    }
  });
export type AdminFirstSessionsQuery = z.input<typeof adminFirstSessionsQuerySchema>;

export const adminFirstSessionSchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  session_id: z.uuid(),
  type: z.string(),
  status: z.string(),
  created_at: z.iso.datetime(),
});
export type AdminFirstSession = z.infer<typeof adminFirstSessionSchema>;

export const adminFirstSessionsResponseSchema = z.object({ items: z.array(adminFirstSessionSchema), next_cursor: z.string().nullable() });
export type AdminFirstSessionsResponse = z.infer<typeof adminFirstSessionsResponseSchema>;

/** The public showcase's assets, in the order it shows them. */
export const adminShowcaseResponseSchema = z.object({ items: z.array(assetSchema) });
export type AdminShowcaseResponse = z.infer<typeof adminShowcaseResponseSchema>;

/** `PUT /admin/showcase/order`: every asset now in the showcase, each once, in the order to show them. */
export const adminShowcaseOrderRequestSchema = z.object({
  ids: z.array(z.uuid()).max(1000),
});
export type AdminShowcaseOrderRequest = z.input<typeof adminShowcaseOrderRequestSchema>;

export const adminCouponsResponseSchema = z.object({ items: z.array(couponSchema) });
export type AdminCouponsResponse = z.infer<typeof adminCouponsResponseSchema>;

export const adminCouponParamsSchema = z.object({ code: couponCodeSchema });

/** `PUT /admin/coupons/{code}/disabled`: a disabled coupon is refused at check and checkout; enabling it again restores it. */
export const adminCouponDisabledRequestSchema = z.object({ disabled: z.boolean() });
export type AdminCouponDisabledRequest = z.input<typeof adminCouponDisabledRequestSchema>;

/** What the audit log names an admin action. */
export const adminAuditActions = [
  'update_tier',
  'login_as',
  'end_impersonation',
  'grant_credits',
  'set_showcase',
  'order_showcase',
  'create_coupon',
  'set_coupon_disabled',
  'test_clock',
  'set_organization_disabled',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** One admin action: who did it, what, to whom (kept after that account is deleted), when and from which address. */
export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  admin_email: z.string(),
  action: z.string(),
  /** The account it named, if any; the account may since have been deleted. */
  target_user_id: z.uuid().nullable(),
  /** What it named, as it was then (an account's email, a coupon's code, an asset's name). */
  target_label: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  created_at: z.iso.datetime(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** `GET /admin/audit`: newest first; `user_id` keeps the actions that named that account. */
export const adminAuditQuerySchema = z.object({ user_id: z.uuid().optional(), cursor, limit });
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditResponseSchema = z.object({ items: z.array(adminAuditEntrySchema), next_cursor: z.string().nullable() });
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
