import { assetTypes, checkoutKinds, checkoutStatuses, jobStatuses, paymentProviders, sessionStatuses } from '@facet/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from '../lib/ids';

const id = () => uuid('id').primaryKey().$defaultFn(() => uuidv7());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** What the onboarding checklist of the home page has recorded for a user (PRODUCT.md, Onboarding). */
export interface OnboardingState {
  skipped: boolean;
  completed_steps: string[];
}

/**
 * People with an account. A deleted account keeps its row (the credit ledger points at it) but loses
 * its email, name and password, so the address is free to sign up again.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** argon2id; null for accounts that only sign in through a provider. */
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    tier: text('tier').notNull().default('free'),
    credits: integer('credits').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    onboarding: jsonb('onboarding')
      .$type<OnboardingState>()
      .notNull()
      .default({ skipped: false, completed_steps: [] }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // Ada@x.com and ada@x.com are one person: uniqueness is decided on the lower-cased address.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    check('users_credits_not_negative', sql`${table.credits} >= 0`),
  ],
);

/** Bearer tokens. Only the SHA-256 of a token is stored, so a database leak gives no usable token. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The admin who signed in as this user with `login-as`. */
    impersonatedBy: uuid('impersonated_by').references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('auth_tokens_user_id_idx').on(table.userId),
    check('auth_tokens_kind_known', sql`${table.kind} in ('user', 'admin')`),
  ],
);

/** One-time links sent by mail: email verification and password reset. Hashed like auth tokens. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_tokens_user_id_idx').on(table.userId),
    check('email_tokens_purpose_known', sql`${table.purpose} in ('verify', 'reset')`),
  ],
);

/** A provider identity (Google, Discord, Apple) linked to a user. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('oauth_accounts_provider_user_unique').on(table.provider, table.providerUserId),
    index('oauth_accounts_user_id_idx').on(table.userId),
  ],
);

/**
 * An OAuth sign-in in flight, between the redirect to the provider and its callback. Kept in the
 * database, not in memory, so the callback may land on another API node.
 */
export const oauthStates = pgTable('oauth_states', {
  /** SHA-256 hex of the `state` sent to the provider. */
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectTo: text('redirect_to'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Requests counted against a rate limit, per key (the limit's name and the caller's IP), in the window
 * that started with the key's first request. Used when API nodes share one PostgreSQL database, so
 * that every node counts toward the same limit; a lone server counts in memory.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_resets_at_idx').on(table.resetsAt)],
);

/**
 * Every change of a credit balance. `(reason, reference)` is unique so replaying the same grant,
 * charge or refund changes nothing; the balance is always the sum of a user's rows.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('credit_ledger_reason_reference_unique').on(table.reason, table.reference),
    index('credit_ledger_user_id_id_idx').on(table.userId, table.id),
  ],
);

/** Who signed in as whom with `login-as`, and with which token. */
export const impersonationLog = pgTable('impersonation_log', {
  id: id(),
  adminId: uuid('admin_id')
    .notNull()
    .references(() => users.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  tokenId: uuid('token_id')
    .notNull()
    .references(() => authTokens.id),
  createdAt: createdAt(),
});

/**
 * Every admin action: who (the admin, and their email then), what, whom (an account's id and what it
 * was called then; no foreign key, so the row outlives a deleted account), when and from which address.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    targetLabel: text('target_label'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_target_user_id_idx').on(table.targetUserId, table.id)],
);

/** Clicks on upgrade buttons, by where they were (`upgrade_source`); admins see counts. */
export const pricingClickEvents = pgTable('pricing_click_events', {
  id: id(),
  userId: uuid('user_id').references(() => users.id),
  upgradeSource: text('upgrade_source').notNull(),
  createdAt: createdAt(),
});

/** Error reports sent from the browser's root error view (SPEC.md section 3). */
export const problemReports = pgTable('problem_reports', {
  id: id(),
  userEmail: text('user_email').notNull().default(''),
  errorUrl: text('error_url').notNull(),
  message: text('message').notNull(),
  componentStack: text('component_stack').notNull().default(''),
  userAgent: text('user_agent'),
  platform: text('platform'),
  clientInfo: text('client_info'),
  /** The signed-in reporter, when the report came with a valid token. */
  userId: uuid('user_id').references(() => users.id),
  createdAt: createdAt(),
});

/** Errors a signed-in browser sends to `POST /report-error-slack` (SPEC.md section 7). */
export const errorReports = pgTable('error_reports', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  userEmail: text('user_email').notNull().default(''),
  errorUrl: text('error_url').notNull(),
  message: text('message').notNull(),
  componentStack: text('component_stack').notNull().default(''),
  userAgent: text('user_agent'),
  platform: text('platform'),
  clientInfo: text('client_info'),
  createdAt: createdAt(),
});

/**
 * Assets and folders (PRODUCT.md, Asset types). Deleting only sets `is_deleted`. `data` holds what the
 * API shows under `asset.data`, plus the storage keys of the asset's files (`*_key`), which the API
 * turns into signed URLs and never shows.
 */
export const assets = pgTable(
  'assets',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** The organization whose library holds the asset (its members reach it); null in the owner's own library. */
    organizationId: uuid('organization_id').references((): AnyPgColumn => organizations.id),
    /** The folder it is in; null at the top level. */
    parentId: uuid('parent_id').references((): AnyPgColumn => assets.id),
    type: text('type', { enum: assetTypes }).notNull(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isShowcase: boolean('is_showcase').notNull().default(false),
    /**
     * Where it stands in the public showcase, first at the lowest; an asset put in goes last, and an
     * asset taken out keeps its place until it is put in again (so a page's cursor still finds it).
     */
    showcasePosition: integer('showcase_position'),
    /** The tool session that made it. */
    sessionId: uuid('session_id'),
    /** The job that made it and which of its outputs it is: a job re-run after a crash finds it. */
    sourceJobId: uuid('source_job_id'),
    outputKey: text('output_key'),
    /**
     * The key the client sent with the upload that made it (`Idempotency-Key`): the same upload sent
     * again, after an answer that was lost, finds this asset instead of making a second one.
     */
    uploadKey: text('upload_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('assets_type_known', sql`${table.type} in ('folder', 'mesh', 'image', 'splat', 'video')`),
    check('assets_not_own_parent', sql`${table.parentId} <> ${table.id}`),
    // Every list is "this owner's live assets, newest first" narrowed one way: so each narrowing has an
    // index ending in the id, and a page is a short index range scan however many assets there are.
    // The id is ascending on purpose: scanned backwards it is exactly `ORDER BY id DESC` (NULLS
    // FIRST), which an `id DESC NULLS LAST` column would not match.
    index('assets_owner_id_idx').on(table.ownerId, table.id).where(sql`NOT ${table.isDeleted}`),
    index('assets_owner_parent_id_idx').on(table.ownerId, table.parentId, table.id).where(sql`NOT ${table.isDeleted}`),
    index('assets_owner_type_id_idx').on(table.ownerId, table.type, table.id).where(sql`NOT ${table.isDeleted}`),
    // The folder tree: a folder holding 100k files still lists its few sub-folders at once.
    index('assets_owner_folders_idx')
      .on(table.ownerId, table.parentId, table.id)
      .where(sql`${table.type} = 'folder' AND NOT ${table.isDeleted}`),
    // Name search (`q`, `search_text`): ILIKE '%text%' through trigrams, per owner (btree_gin).
    index('assets_owner_name_trgm_idx')
      .using('gin', table.ownerId, sql`${table.name} gin_trgm_ops`)
      .where(sql`NOT ${table.isDeleted}`),
    uniqueIndex('assets_source_job_output_unique')
      .on(table.sourceJobId, table.outputKey)
      .where(sql`${table.sourceJobId} IS NOT NULL`),
    uniqueIndex('assets_owner_upload_key_unique')
      .on(table.ownerId, table.uploadKey)
      .where(sql`${table.uploadKey} IS NOT NULL`),
    // An organization's library, listed like an owner's.
    index('assets_organization_parent_id_idx')
      .on(table.organizationId, table.parentId, table.id)
      .where(sql`${table.organizationId} IS NOT NULL AND NOT ${table.isDeleted}`),
    index('assets_showcase_idx').on(table.showcasePosition, table.id).where(sql`${table.isShowcase} AND NOT ${table.isDeleted}`),
    // Meshes whose preview is still to render, picked up again after a restart.
    index('assets_preview_pending_idx')
      .on(table.id)
      .where(sql`${table.data}->>'preview_status' = 'pending' AND NOT ${table.isDeleted}`),
  ],
);

/**
 * Organizations (PRODUCT.md, organization roles): a library shared by its members. Its seats come from
 * its owner's tier. An admin may disable one: it is then unreachable to its members, and nothing goes.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** The storage key of its picture. */
    avatarKey: text('avatar_key'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('organizations_owner_id_idx').on(table.ownerId)],
);

export const organizationRoles = ['owner', 'admin', 'member'] as const;

/** Who is in an organization, and as what. The owner is a member with the role `owner`. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: organizationRoles }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('organization_members_user_id_idx').on(table.userId),
    check('organization_members_role_known', sql`${table.role} in ('owner', 'admin', 'member')`),
  ],
);

/**
 * Invites mailed to join an organization, until accepted or revoked (then the row goes). Only the
 * SHA-256 of the link's token is kept, as for auth tokens.
 */
export const organizationInvites = pgTable(
  'organization_invites',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('organization_invites_email_unique').on(table.organizationId, sql`lower(${table.email})`),
    check('organization_invites_role_known', sql`${table.role} in ('admin', 'member')`),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationMemberRow = typeof organizationMembers.$inferSelect;
export type OrganizationInviteRow = typeof organizationInvites.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type AssetRow = typeof assets.$inferSelect;
export type AuthTokenRow = typeof authTokens.$inferSelect;

/** One use of a tool: its input, its output and its chat messages (SPEC.md section 3). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** The organization whose library its input is in (its members read it); null in the owner's own library. */
    organizationId: uuid('organization_id').references((): AnyPgColumn => organizations.id),
    type: text('type').notNull(),
    status: text('status', { enum: sessionStatuses }).notNull().default('active'),
    name: text('name'),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    output: jsonb('output').$type<Record<string, unknown>>().notNull().default({}),
    messages: jsonb('messages').$type<Record<string, unknown>[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_owner_id_idx').on(table.ownerId, table.id),
    index('sessions_organization_id_idx').on(table.organizationId, table.id).where(sql`${table.organizationId} IS NOT NULL`),
  ],
);

/**
 * A job still queued or running, as SQL: the condition of the index of active jobs and of the
 * queries that use it. The statuses are constants, not parameters, so that a prepared statement's
 * generic plan can use that index; with parameters PostgreSQL plans each execution anew.
 */
export const isActiveJob = (status: AnyPgColumn) => sql`${status} IN ('queued', 'running')`;

/** The work a worker runs for a session; its credits are refunded, once, if it fails. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    /** Input asset ids, then the output asset ids once it succeeded. */
    assetIds: uuid('asset_ids').array().notNull().default(sql`'{}'::uuid[]`),
    progress: doublePrecision('progress').notNull().default(0),
    stage: text('stage'),
    error: text('error'),
    credits: integer('credits').notNull(),
    refunded: boolean('refunded').notNull().default(false),
    engine: text('engine'),
    report: jsonb('report').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_session_id_idx').on(table.sessionId, table.id),
    index('jobs_owner_active_idx').on(table.ownerId, table.id).where(isActiveJob(table.status)),
    index('jobs_asset_ids_idx').using('gin', table.assetIds),
    check('jobs_progress_range', sql`${table.progress} >= 0 AND ${table.progress} <= 1`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

/**
 * A purchase in flight or done: what is bought and the price charged, fixed when it starts (the
 * price shown is the price charged). The built-in test checkout's page is reached through a token
 * whose SHA-256 is kept here; a provider's own id for it (a Stripe Checkout Session) goes in
 * `provider_checkout_id`.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    tokenHash: text('token_hash').unique(),
    kind: text('kind', { enum: checkoutKinds }).notNull(),
    /** The pack id or the tier. */
    item: text('item').notNull(),
    description: text('description').notNull(),
    credits: integer('credits').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** The welcome offer's percentage, when it applied; null otherwise. */
    welcomeOfferPercentOff: integer('welcome_offer_percent_off'),
    /** The coupon that applied instead (the larger discount wins; never both), and its percentage. */
    couponCode: text('coupon_code'),
    couponPercentOff: integer('coupon_percent_off'),
    /**
     * `declined` when the buyer declined, or when the checkout expired because another purchase used up
     * its offer; `refunded` when a payment arrived for a price that no longer held (see `refund_reason`).
     */
    status: text('status', { enum: checkoutStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    /** When it was paid: the test checkout's clock for the test checkout, the real time for Stripe. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Why a payment was refused and refunded, in the words the buyer is shown, and when. */
    refundReason: text('refund_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('checkouts_user_id_idx').on(table.userId, table.id),
    uniqueIndex('checkouts_provider_checkout_unique')
      .on(table.provider, table.providerCheckoutId)
      .where(sql`${table.providerCheckoutId} IS NOT NULL`),
    check('checkouts_status_known', sql`${table.status} in ('pending', 'completed', 'declined', 'refunded')`),
    check('checkouts_amounts_not_negative', sql`${table.amountCents} >= 0 AND ${table.listPriceCents} >= ${table.amountCents}`),
  ],
);

/**
 * Every payment event fulfilment has processed, once: `(provider, event_id)` is unique, and the row is
 * written in the transaction that acts on the event, so a replay finds it and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The checkout the event is about, or for a renewal or an end, the subscription. */
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    subscriptionId: uuid('subscription_id').references((): AnyPgColumn => subscriptions.id),
    createdAt: createdAt(),
  },
  (table) => [unique('payment_events_provider_event_unique').on(table.provider, table.eventId)],
);

/**
 * A paid plan: created when a plan's checkout is paid, renewed each month by its provider (our own
 * clock for the test checkout, Stripe's invoices otherwise). `canceling` keeps the tier until
 * `current_period_end`, then `ended` drops it. A person has at most one that has not ended.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** Stripe's subscription and customer ids; null for the test checkout. */
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    tier: text('tier').notNull(),
    /** The checkout that started it. */
    checkoutId: uuid('checkout_id')
      .notNull()
      .unique()
      .references(() => checkouts.id),
    status: text('status', { enum: ['active', 'canceling', 'ended'] }).notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('subscriptions_one_live_per_user').on(table.userId).where(sql`${table.status} <> 'ended'`),
    uniqueIndex('subscriptions_provider_subscription_unique')
      .on(table.provider, table.providerSubscriptionId)
      .where(sql`${table.providerSubscriptionId} IS NOT NULL`),
    index('subscriptions_due_idx').on(table.status, table.currentPeriodEnd),
    check('subscriptions_status_known', sql`${table.status} in ('active', 'canceling', 'ended')`),
  ],
);

/**
 * The built-in test checkout's clock, as far ahead of the real time as an admin moved it (one row,
 * `id` 'test'; none until it is first moved). It runs on from there, and only ever moves forward.
 */
export const testClock = pgTable('test_clock', {
  id: text('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
  movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Coupons an admin makes, with how often they have been used; codes are kept upper-case. */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off').notNull(),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Refused at check and at checkout while set; an admin sets and clears it. */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [check('coupons_percent_off_range', sql`${table.percentOff} between 1 and 100`)],
);

/** Who used which coupon, once each: written when the checkout it discounted is paid. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    code: text('code')
      .notNull()
      .references(() => coupons.code),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    createdAt: createdAt(),
  },
  (table) => [unique('coupon_redemptions_once_per_user').on(table.code, table.userId)],
);

/**
 * One per paid checkout (`checkout_id` is unique) and one per plan renewal (`(subscription_id,
 * period_start)` is unique): what was bought and what was charged.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    checkoutId: uuid('checkout_id')
      .unique()
      .references(() => checkouts.id),
    /** A renewal's plan and the month it pays for. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    periodStart: timestamp('period_start', { withTimezone: true }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('paid'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoices_user_id_idx').on(table.userId, table.id),
    uniqueIndex('invoices_renewal_unique')
      .on(table.subscriptionId, table.periodStart)
      .where(sql`${table.subscriptionId} IS NOT NULL`),
    check('invoices_paid_for_something', sql`${table.checkoutId} IS NOT NULL OR ${table.subscriptionId} IS NOT NULL`),
  ],
);

export type CheckoutRow = typeof checkouts.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
