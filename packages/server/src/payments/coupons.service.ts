import { type Coupon, type CouponCheck, type CreateCouponRequest, createCouponRequestSchema } from '@facet/contract';
import type { CheckoutRow, CouponRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { Caller } from '../access/access';
import type { Repositories, Store } from '../db/store';

export function toCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    percent_off: row.percentOff,
    max_redemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    expires_at: row.expiresAt?.toISOString() ?? null,
    disabled: row.disabled,
    created_at: row.createdAt.toISOString(),
  };
}

/** Coupons: made by an admin, checked before a checkout, counted once per person when a payment uses one. */
export class CouponsService {
  constructor(private readonly store: Store) {}

  /** The coupon `code` as the caller may use it now: 404 when unknown or expired, 409 when disabled, used up or used by them. */
  async usableCoupon(caller: Caller, code: string, now: Date): Promise<CouponRow> {
    const coupon = await this.store.payments.coupon(code);
    if (!coupon || (coupon.expiresAt !== null && coupon.expiresAt <= now)) {
      throw new HttpError(404, 'NOT_FOUND', `The coupon ${code} is not valid: it does not exist or has expired.`);
    }
    if (coupon.disabled) throw new HttpError(409, 'CONFLICT', `The coupon ${code} is no longer offered.`);
    if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
      throw new HttpError(409, 'CONFLICT', `The coupon ${code} has been used up.`);
    }
    if (await this.store.payments.hasRedeemed(code, caller.user.id)) {
      throw new HttpError(409, 'CONFLICT', `You have already used the coupon ${code}.`);
    }
    return coupon;
  }

  async checkCoupon(caller: Caller, code: string, now = new Date()): Promise<CouponCheck> {
    const coupon = await this.usableCoupon(caller, code, now);
    return { code: coupon.code, percent_off: coupon.percentOff };
  }

  async createCoupon(request: CreateCouponRequest): Promise<Coupon> {
    const parsed = createCouponRequestSchema.parse(request);
    if (parsed.expires_at !== null && Date.parse(parsed.expires_at) <= Date.now()) {
      const message = 'expires_at: this time has passed, and a coupon that has expired could never be used.';
      throw new HttpError(400, 'VALIDATION_FAILED', `Invalid request body. ${message}`, { issues: [{ path: ['expires_at'], message }] });
    }
    const row = await this.store.payments.insertCoupon({
      code: parsed.code,
      percentOff: parsed.percent_off,
      maxRedemptions: parsed.max_redemptions,
      expiresAt: parsed.expires_at === null ? null : new Date(parsed.expires_at),
    });
    if (!row) throw new HttpError(409, 'CONFLICT', `A coupon with the code ${parsed.code} exists.`);
    return toCoupon(row);
  }

  /** Every coupon, newest first, for admins. */
  async coupons(): Promise<Coupon[]> {
    return (await this.store.admin.coupons()).map(toCoupon);
  }

  /** Disables a coupon (refused at check and checkout from then on) or enables it again. */
  async setDisabled(code: string, disabled: boolean): Promise<Coupon> {
    const row = await this.store.admin.setCouponDisabled(code, disabled);
    if (!row) throw new HttpError(404, 'NOT_FOUND', `No coupon has the code ${code}.`);
    return toCoupon(row);
  }

  /**
   * The coupon rule of a checkout being paid, inside its payment's transaction and under the buyer's
   * lock: null when it holds (no coupon, or its use is now counted), else why not. A coupon is used
   * once per person and at most its cap in all: its use is counted here, by a conditional update, so
   * of the payments racing for its last use one wins. (Its expiry is judged when the checkout starts:
   * the price quoted then holds for that checkout.)
   */
  async claimWithin(repositories: Repositories, checkout: CheckoutRow): Promise<string | null> {
    if (checkout.couponCode === null) return null;
    const code = checkout.couponCode;
    if (await repositories.payments.hasRedeemed(code, checkout.userId)) return `You have already used the coupon ${code} on an earlier purchase.`;
    if (!(await repositories.payments.countCouponUse(code))) return `The coupon ${code} was used up by other buyers before this payment arrived.`;
    if (!(await repositories.payments.recordRedemption(code, checkout.userId, checkout.id))) {
      throw new Error(`Coupon ${code} was redeemed for ${checkout.userId} under their lock`);
    }
    return null;
  }
}
