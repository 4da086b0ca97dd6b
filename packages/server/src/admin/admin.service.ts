import type { Asset, Coupon, CreateCouponRequest, CreditsReport, TestClockResponse, Tier, TokenResponse, UserProfile } from '@facet/contract';
import type { Caller } from '../access/access';
import type { Payments } from '../payments';
import type { ReportsService } from '../reports/reports.service';
import type { AssetsService } from '../assets/assets.service';
import type { AuthService } from '../auth/auth.service';
import type { UsersService } from '../users/users.service';

/**
 * Every operation only an admin may call (the endpoints tagged `admin`), in one place. Each is
 * carried out by the service whose rules it follows (an account's tier by users, a token by auth,
 * the showcase by assets, coupons and the test clock by payments, the figures by reports); the
 * catalogue's `auth: 'admin'` keeps everyone else out before they get here.
 */
export class AdminService {
  constructor(
    private readonly services: {
      users: UsersService;
      auth: AuthService;
      assets: AssetsService;
      payments: Payments;
      reports: ReportsService;
    },
  ) {}

  /** A user's tier, and with it their monetization flags. */
  updateTier(admin: Caller, userId: string, tier: Tier): Promise<UserProfile> {
    return this.services.users.updateTier(admin, userId, tier);
  }

  /** A user token for another user, marked as impersonated and logged. */
  loginAs(admin: Caller, userId: string): Promise<TokenResponse> {
    return this.services.auth.loginAs(admin, userId);
  }

  /** Any user's asset put in the public showcase, or taken out. */
  setShowcase(admin: Caller, assetId: string, isShowcase: boolean): Promise<Asset> {
    return this.services.assets.setShowcase(admin, assetId, isShowcase);
  }

  createCoupon(request: CreateCouponRequest): Promise<Coupon> {
    return this.services.payments.coupons.createCoupon(request);
  }

  /** The test checkout's clock moved on, and its plans due by then renewed or ended. */
  moveTestClock(now: Date): Promise<TestClockResponse> {
    return this.services.payments.testClock.settleDue(now);
  }

  creditsReport(query: { from: string; to: string }): Promise<CreditsReport> {
    return this.services.reports.credits(query);
  }
}
