import type { PaymentProviderName } from '@facet/contract';
import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import {
  type CheckoutRow,
  checkouts,
  type CouponRow,
  couponRedemptions,
  coupons,
  type InvoiceRow,
  invoices,
  paymentEvents,
  type SubscriptionRow,
  subscriptions,
  testClock,
  users,
} from '../db/schema';

export type NewCheckoutRow = typeof checkouts.$inferInsert;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type NewCouponRow = typeof coupons.$inferInsert;

/** Checkouts, the payment events processed for them, and the invoices they leave. */
export class PaymentsRepository {
  constructor(private readonly db: FacetDb) {}

  async insertCheckout(row: NewCheckoutRow): Promise<CheckoutRow> {
    const [inserted] = await this.db.insert(checkouts).values(row).returning();
    if (!inserted) throw new Error('Inserting a checkout returned no row');
    return inserted;
  }

  async checkoutByTokenHash(tokenHash: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.tokenHash, tokenHash));
    return row;
  }

  async checkout(id: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.id, id));
    return row;
  }

  /**
   * The buyer's row, locked until the transaction ends: every payment of one person is acted on one
   * after the other, so the rules that depend on their other purchases (the welcome offer once, a
   * coupon once, one plan) see each other's outcome. Taken before any checkout lock, always.
   */
  async lockBuyer(userId: string): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  /** The checkout, locked until the transaction ends, so two events for it are acted on one after the other. */
  async lockCheckout(id: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
    return row;
  }

  async setCheckoutStatus(id: string, status: 'completed' | 'declined', at: Date): Promise<void> {
    await this.db
      .update(checkouts)
      .set({ status, completedAt: status === 'completed' ? at : null })
      .where(eq(checkouts.id, id));
  }

  async markRefunded(id: string, reason: string, at: Date): Promise<void> {
    await this.db.update(checkouts).set({ status: 'refunded', refundReason: reason, refundedAt: at }).where(eq(checkouts.id, id));
  }

  /** Whether the user has paid for anything yet (the welcome offer is for the first purchase), other than `exceptId`. */
  async hasCompletedCheckout(userId: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'completed'), exceptId === undefined ? undefined : ne(checkouts.id, exceptId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Declines the person's pending checkouts, but `exceptId`, whose price rests on what was just used up:
   * a welcome offer, the coupon `couponCode`, or the plan `planTier` now in force. Answers them, for
   * their provider to expire too.
   */
  async expireOpenCheckouts(
    userId: string,
    exceptId: string,
    usedUp: { welcomeOffer: boolean; couponCode: string | null; planTier: string | null },
  ): Promise<CheckoutRow[]> {
    const reasons = [
      usedUp.welcomeOffer ? isNotNull(checkouts.welcomeOfferPercentOff) : undefined,
      usedUp.couponCode === null ? undefined : eq(checkouts.couponCode, usedUp.couponCode),
      usedUp.planTier === null ? undefined : and(eq(checkouts.kind, 'plan'), eq(checkouts.item, usedUp.planTier)),
    ].filter((condition) => condition !== undefined);
    if (reasons.length === 0) return [];
    return this.db
      .update(checkouts)
      .set({ status: 'declined' })
      .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'pending'), ne(checkouts.id, exceptId), or(...reasons)))
      .returning();
  }

  /** Records `(provider, eventId)` unless it is there already; answers whether it was new. */
  async recordEventOnce(event: { provider: string; eventId: string; type: string; checkoutId?: string; subscriptionId?: string }): Promise<boolean> {
    const rows = await this.db
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  }

  /** Writes the checkout's (or the renewal's) invoice unless it has one; answers whether it did. */
  async insertInvoiceOnce(row: NewInvoiceRow): Promise<boolean> {
    const rows = await this.db.insert(invoices).values(row).onConflictDoNothing().returning({ id: invoices.id });
    return rows.length > 0;
  }

  /** The person's plan that has not ended, if any. */
  async liveSubscription(userId: string, lock = false): Promise<SubscriptionRow | undefined> {
    const query = this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'ended')));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The newest plan the person paid for through a provider with a customer record (for its portal). */
  async latestProviderCustomer(userId: string, provider: PaymentProviderName): Promise<string | undefined> {
    const [row] = await this.db
      .select({ customer: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, provider), isNotNull(subscriptions.providerCustomerId)))
      .orderBy(desc(subscriptions.id))
      .limit(1);
    return row?.customer ?? undefined;
  }

  async subscription(id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row;
  }

  async lockSubscription(id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    return row;
  }

  async subscriptionByProviderId(provider: PaymentProviderName, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
    return row;
  }

  async insertSubscription(row: NewSubscriptionRow): Promise<SubscriptionRow> {
    const [inserted] = await this.db.insert(subscriptions).values(row).returning();
    if (!inserted) throw new Error('Inserting a subscription returned no row');
    return inserted;
  }

  async updateSubscription(
    id: string,
    change: Partial<Pick<SubscriptionRow, 'status' | 'currentPeriodStart' | 'currentPeriodEnd' | 'endedAt'>>,
  ): Promise<SubscriptionRow> {
    const [row] = await this.db.update(subscriptions).set(change).where(eq(subscriptions.id, id)).returning();
    if (!row) throw new Error(`No subscription ${id}`);
    return row;
  }

  /** The ids of `provider`'s plans that renew or end by `now`, oldest due first. */
  async dueSubscriptionIds(provider: PaymentProviderName, now: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, provider),
          inArray(subscriptions.status, ['active', 'canceling']),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      )
      .orderBy(subscriptions.currentPeriodEnd);
    return rows.map((row) => row.id);
  }

  async insertCoupon(row: NewCouponRow): Promise<CouponRow | undefined> {
    const [inserted] = await this.db.insert(coupons).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  async coupon(code: string): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.code, code));
    return row;
  }

  async hasRedeemed(code: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.code, code), eq(couponRedemptions.userId, userId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Counts one use of the coupon unless that would pass its cap: the conditional update is atomic,
   * so of the payments that race for its last use one wins. Answers whether it was counted.
   */
  async countCouponUse(code: string): Promise<boolean> {
    const rows = await this.db
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(and(eq(coupons.code, code), or(isNull(coupons.maxRedemptions), lt(coupons.redemptions, coupons.maxRedemptions))))
      .returning({ code: coupons.code });
    return rows.length > 0;
  }

  /** Records the person's use of the coupon; answers false when they had used it already. */
  async recordRedemption(code: string, userId: string, checkoutId: string): Promise<boolean> {
    const rows = await this.db
      .insert(couponRedemptions)
      .values({ code, userId, checkoutId })
      .onConflictDoNothing()
      .returning({ id: couponRedemptions.id });
    return rows.length > 0;
  }

  /** How far ahead of the real time the test checkout's clock is, in milliseconds (0 until it is moved). */
  async testClockOffsetMs(): Promise<number> {
    const [row] = await this.db.select({ offsetMs: testClock.offsetMs }).from(testClock).where(eq(testClock.id, 'test'));
    return row?.offsetMs ?? 0;
  }

  /** Moves the test checkout's clock forward to `offsetMs` ahead of the real time, never back; answers the offset it has now. */
  async advanceTestClock(offsetMs: number): Promise<number> {
    const [row] = await this.db
      .insert(testClock)
      .values({ id: 'test', offsetMs })
      .onConflictDoUpdate({
        target: testClock.id,
        set: { offsetMs: sql`greatest(${testClock.offsetMs}, excluded.offset_ms)`, movedAt: sql`now()` },
      })
      .returning({ offsetMs: testClock.offsetMs });
    if (!row) throw new Error('Moving the test clock returned no row');
    return row.offsetMs;
  }

  /** A user's invoices, newest first (UUIDv7 ids sort by creation), starting after the id `before`. */
  async invoicePage(userId: string, before: string | undefined, limit: number): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(invoices)
      .where(before ? and(eq(invoices.userId, userId), lt(invoices.id, before)) : eq(invoices.userId, userId))
      .orderBy(desc(invoices.id))
      .limit(limit);
  }
}
