import type { PaidTier, PaymentProviderName, TestClockResponse } from '@facet/contract';
import { HttpError } from '../lib/http-error';
import type { Repositories, Store } from '../db/store';
import { addMonth } from './billing-period';
import type { PlansService } from './plans.service';
import type { PaymentProvider } from './port';
import { planListPriceCents } from './prices';

/** How far past the real time the test checkout's clock may be moved. */
const TEST_CLOCK_MAX_AHEAD_YEARS = 10;
const TEST_CLOCK_MAX_AHEAD_MS = TEST_CLOCK_MAX_AHEAD_YEARS * 366 * 24 * 60 * 60 * 1000;

/**
 * When a payment through `provider` happens: the test checkout's clock for its payments (so a plan
 * bought after the clock moved starts at the clock's time, and its invoice and ledger row carry that
 * date), the real time otherwise. Offers (the welcome window, a coupon's expiry) are judged by the
 * real time: they are about when people really signed up and really bought.
 */
export async function paymentTime(repositories: Repositories, provider: PaymentProviderName): Promise<Date> {
  const wall = Date.now();
  return new Date(provider === 'test' ? wall + (await repositories.payments.testClockOffsetMs()) : wall);
}

/** The test checkout's clock: its plans renew and end by it, and an admin can move it on. */
export class TestClock {
  constructor(
    private readonly store: Store,
    private readonly plans: PlansService,
    private readonly provider: PaymentProvider,
  ) {}

  /**
   * The test checkout's clock, moved to `requested` (never back: an earlier time leaves it where it is)
   * and kept in the database, so it runs on from there for every server and every later payment:
   * every one of its plans due by the clock's time renews at its list price, month after month until
   * it runs past it, or, when cancelled, ends. Each renewal is an event of its own
   * (`<plan>:renewal:<month>`), so running this twice, or at once from two servers, renews once.
   */
  async settleDue(requested: Date): Promise<TestClockResponse> {
    if (this.provider.name !== 'test') throw new HttpError(404, 'NOT_FOUND', "This server's payments run on a real provider's clock.");
    const wall = Date.now();
    const ahead = requested.getTime() - wall;
    // The clock stays where it is moved and every plan renews month by month up to it: a bound keeps
    // that walk (and every later minute's check) to at most a few hundred months per plan.
    if (ahead > TEST_CLOCK_MAX_AHEAD_MS) {
      throw new HttpError(400, 'VALIDATION_FAILED', `Invalid request body. now: the test clock moves at most ${TEST_CLOCK_MAX_AHEAD_YEARS} years past today.`);
    }
    // The minute's check asks for the real time, which moves nothing: only read.
    const offsetMs = ahead > 0 ? await this.store.payments.advanceTestClock(ahead) : await this.store.payments.testClockOffsetMs();
    const now = new Date(wall + offsetMs);
    const counts = { renewed: 0, ended: 0 };
    for (const id of await this.store.payments.dueSubscriptionIds('test', now)) {
      for (;;) {
        // Read, not locked: `renew` and `end` lock it in their own transactions and apply each event once.
        const subscription = await this.store.payments.subscription(id);
        if (!subscription || subscription.status === 'ended' || subscription.currentPeriodEnd > now) break;
        if (subscription.status === 'canceling') {
          const { processed } = await this.plans.end({ provider: 'test', eventId: `${id}:end`, subscriptionId: id });
          if (processed) counts.ended += 1;
          break;
        }
        const periodStart = subscription.currentPeriodEnd;
        const tier = subscription.tier as PaidTier;
        const { processed } = await this.plans.renew({
          provider: 'test',
          eventId: `${id}:renewal:${periodStart.toISOString()}`,
          subscriptionId: id,
          periodStart,
          periodEnd: addMonth(periodStart),
          amountCents: planListPriceCents(tier),
        });
        if (!processed) break;
        counts.renewed += 1;
      }
    }
    return counts;
  }
}
