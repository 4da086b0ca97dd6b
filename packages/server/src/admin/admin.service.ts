import {
  type AdminAuditResponse,
  type AdminFirstSessionsResponse,
  type AdminGrantCreditsResponse,
  type AdminOverview,
  type AdminShowcaseResponse,
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersResponse,
  type Asset,
  type Coupon,
  type CreateCouponRequest,
  type CreditsReport,
  daysInRange,
  type TestClockResponse,
  type Tier,
  tierSchema,
  type TokenResponse,
  type UserProfile,
} from '@facet/contract';
import { type Caller, reachAccount } from '../access/access';
import type { UserRow } from '../db/schema';
import type { Store } from '../db/store';
import { decodeCursor, encodeCursor, pageOf } from '../lib/cursor';
import { HttpError } from '../lib/http-error';
import type { Payments } from '../payments';
import { toInvoice } from '../payments/invoices.service';
import type { ReportsService } from '../reports/reports.service';
import type { AssetsService } from '../assets/assets.service';
import type { AuthService } from '../auth/auth.service';
import { type CreditsService, toHistoryEntry } from '../credits/credits.service';
import { sessionToApi } from '../sessions/sessions.service';
import type { UsersService } from '../users/users.service';
import { dayBounds } from './admin.repository';
import { recordAdminAction } from './audit';

/** How much of an account the admin area shows at once. */
const RECENT_SESSIONS = 20;
const RECENT_LEDGER_ROWS = 50;
const RECENT_INVOICES = 50;

function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    tier: tierSchema.catch('free').parse(user.tier),
    credits: user.credits,
    created_at: user.createdAt.toISOString(),
    email_verified: user.emailVerifiedAt !== null,
  };
}

/**
 * Every operation only an admin may call (the endpoints tagged `admin`), in one place. Each is
 * carried out by the service whose rules it follows (an account's tier by users, a token by auth,
 * the showcase by assets, coupons and the test clock by payments, the figures by reports); the
 * catalogue's `auth: 'admin'` keeps everyone else out before they get here. Every action that changes
 * something writes a row to the admin audit log, with the address of the request (`ip`).
 */
export class AdminService {
  constructor(
    private readonly store: Store,
    private readonly services: {
      users: UsersService;
      auth: AuthService;
      assets: AssetsService;
      payments: Payments;
      reports: ReportsService;
      credits: CreditsService;
    },
  ) {}

  /** A user's tier, and with it their monetization flags. */
  async updateTier(admin: Caller, userId: string, tier: Tier, ip: string): Promise<UserProfile> {
    const before = await reachAccount(this.store, admin, userId, 'administer');
    const profile = await this.services.users.updateTier(admin, userId, tier);
    await recordAdminAction(this.store, {
      admin,
      action: 'update_tier',
      targetUserId: userId,
      targetLabel: profile.email,
      detail: { from: before.tier, to: tier },
      ip,
    });
    return profile;
  }

  /** A user token for another user, marked as impersonated and logged. */
  loginAs(admin: Caller, userId: string, ip: string): Promise<TokenResponse> {
    return this.services.auth.loginAs(admin, userId, ip);
  }

  /** Any user's asset put in the public showcase (last), or taken out. */
  async setShowcase(admin: Caller, assetId: string, isShowcase: boolean, ip: string): Promise<Asset> {
    const asset = await this.services.assets.setShowcase(admin, assetId, isShowcase);
    const owner = await this.store.users.findById(asset.owner_id);
    await recordAdminAction(this.store, {
      admin,
      action: 'set_showcase',
      targetUserId: asset.owner_id,
      targetLabel: owner?.email ?? null,
      detail: { asset_id: asset.id, asset_name: asset.name, is_showcase: isShowcase },
      ip,
    });
    return asset;
  }

  async createCoupon(admin: Caller, request: CreateCouponRequest, ip: string): Promise<Coupon> {
    const coupon = await this.services.payments.coupons.createCoupon(request);
    await recordAdminAction(this.store, {
      admin,
      action: 'create_coupon',
      targetLabel: coupon.code,
      detail: { code: coupon.code, percent_off: coupon.percent_off, max_redemptions: coupon.max_redemptions, expires_at: coupon.expires_at },
      ip,
    });
    return coupon;
  }

  /** The test checkout's clock moved on, and its plans due by then renewed or ended. */
  async moveTestClock(admin: Caller, now: Date, ip: string): Promise<TestClockResponse> {
    const result = await this.services.payments.testClock.settleDue(now);
    await recordAdminAction(this.store, { admin, action: 'test_clock', detail: { now: now.toISOString(), ...result }, ip });
    return result;
  }

  creditsReport(query: { from: string; to: string }): Promise<CreditsReport> {
    return this.services.reports.credits(query);
  }

  /** The totals now, and per day, type, state and source over `[from, to]` (UTC days). */
  async overview(query: { from: string; to: string }): Promise<AdminOverview> {
    const { start, end } = dayBounds(query.from, query.to);
    const admin = this.store.admin;
    const [users, organizations, sessions, jobsRunning, signups, sessionsByType, jobsByState, pricingClicks] = await Promise.all([
      admin.countUsers(),
      admin.countOrganizations(),
      admin.countSessions(),
      admin.countRunningJobs(),
      admin.signupsByDay(start, end),
      admin.sessionsByType(start, end),
      admin.jobsByState(start, end),
      admin.pricingClicksBySource(start, end),
    ]);
    const signupsOn = new Map(signups.map((row) => [row.date, row.count]));
    const first = Date.parse(`${query.from}T00:00:00Z`);
    return {
      totals: { users, organizations, sessions, jobs_running: jobsRunning },
      signups: Array.from({ length: daysInRange(query.from, query.to) }, (_, index) => {
        const date = new Date(first + index * 86_400_000).toISOString().slice(0, 10);
        return { date, count: signupsOn.get(date) ?? 0 };
      }),
      sessions_by_type: sessionsByType,
      jobs_by_state: jobsByState,
      pricing_clicks: pricingClicks,
    };
  }

  async users(query: { q?: string | undefined; cursor?: string | undefined; limit: number }): Promise<AdminUsersResponse> {
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const { rows, nextCursor } = pageOf(await this.store.admin.searchUsers({ q: query.q, before, limit: query.limit + 1 }), query.limit);
    return { items: rows.map(toAdminUser), next_cursor: nextCursor };
  }

  /** An account with its plan, latest sessions, ledger and invoices. */
  async user(admin: Caller, userId: string): Promise<AdminUserDetail> {
    const user = await reachAccount(this.store, admin, userId, 'administer');
    const [subscription, sessionRows, ledger, invoices] = await Promise.all([
      this.services.payments.plans.subscriptionOf(user.id),
      this.store.sessions.recentOfOwner(user.id, RECENT_SESSIONS),
      this.store.creditLedger.page(user.id, undefined, RECENT_LEDGER_ROWS),
      this.store.payments.invoicePage(user.id, undefined, RECENT_INVOICES),
    ]);
    const jobs = await this.store.sessions.jobsOfSessions(sessionRows.map((row) => row.id));
    return {
      user: toAdminUser(user),
      subscription,
      sessions: sessionRows.map((row) => sessionToApi(row, jobs.filter((job) => job.sessionId === row.id))),
      ledger: ledger.map(toHistoryEntry),
      invoices: invoices.map(toInvoice),
    };
  }

  /**
   * Credits given to an account: the ledger row (reason `admin_grant`; the reason given, then the
   * grant's audit id, as its reference, which keeps two grants with the same reason apart), the
   * balance and the audit row, in one transaction.
   */
  async grantCredits(admin: Caller, userId: string, grant: { amount: number; reason: string }, ip: string): Promise<AdminGrantCreditsResponse> {
    return this.store.transaction(async (repositories) => {
      const user = await reachAccount(repositories, admin, userId, 'administer');
      const audit = await recordAdminAction(repositories, {
        admin,
        action: 'grant_credits',
        targetUserId: user.id,
        targetLabel: user.email,
        detail: { amount: grant.amount, reason: grant.reason },
        ip,
      });
      const { balance, applied } = await this.services.credits.applyWithin(repositories, {
        userId: user.id,
        amount: grant.amount,
        reason: 'admin_grant',
        reference: `${grant.reason} (${audit.id})`,
      });
      if (!applied) throw new Error(`The credit grant ${audit.id} was already in the ledger`);
      return { balance };
    });
  }

  async firstSessions(query: { from?: string | undefined; to?: string | undefined; cursor?: string | undefined; limit: number }): Promise<AdminFirstSessionsResponse> {
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const start = query.from ? dayBounds(query.from, query.from).start : undefined;
    const end = query.to ? dayBounds(query.to, query.to).end : undefined;
    const rows = await this.store.admin.firstSessions({ start, end, before, limit: query.limit + 1 });
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    return {
      items: shown.map((row) => ({
        user_id: row.userId,
        email: row.email,
        session_id: row.sessionId,
        type: row.type,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      })),
      next_cursor: rows.length > query.limit && last ? encodeCursor(last.sessionId) : null,
    };
  }

  async showcase(): Promise<AdminShowcaseResponse> {
    return { items: await this.services.assets.showcaseInOrder() };
  }

  /** The showcase put in the order of `ids`, which must name exactly the assets now in it. */
  async orderShowcase(admin: Caller, ids: readonly string[], ip: string): Promise<AdminShowcaseResponse> {
    await this.store.transaction(async (repositories) => {
      const current = await repositories.assets.showcaseInOrder();
      const given = new Set(ids);
      const same = given.size === ids.length && ids.length === current.length && current.every((row) => given.has(row.id));
      if (!same) {
        throw new HttpError(409, 'CONFLICT', 'The showcase has changed since this page loaded: list every asset now in it, each once. Reload and try again.');
      }
      await repositories.assets.setShowcaseOrder(ids);
      await recordAdminAction(repositories, { admin, action: 'order_showcase', detail: { ids: [...ids] }, ip });
    });
    return this.showcase();
  }

  coupons(): Promise<Coupon[]> {
    return this.services.payments.coupons.coupons();
  }

  async setCouponDisabled(admin: Caller, code: string, disabled: boolean, ip: string): Promise<Coupon> {
    const coupon = await this.services.payments.coupons.setDisabled(code, disabled);
    await recordAdminAction(this.store, { admin, action: 'set_coupon_disabled', targetLabel: coupon.code, detail: { code: coupon.code, disabled }, ip });
    return coupon;
  }

  async audit(query: { user_id?: string | undefined; cursor?: string | undefined; limit: number }): Promise<AdminAuditResponse> {
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const { rows, nextCursor } = pageOf(await this.store.adminAudit.list({ targetUserId: query.user_id, before, limit: query.limit + 1 }), query.limit);
    return {
      items: rows.map((row) => ({
        id: row.id,
        admin_email: row.adminEmail,
        action: row.action,
        target_user_id: row.targetUserId,
        target_label: row.targetLabel,
        detail: row.detail,
        ip: row.ip,
        created_at: row.createdAt.toISOString(),
      })),
      next_cursor: nextCursor,
    };
  }
}
