/** The catalogue's admin endpoints (listed in order in index.ts): every admin operation, those under `/admin/...` and the two SPEC.md keeps under `/user/...`. */
import type { Endpoint } from './endpoint';
import { loginAsRequestSchema, tokenResponseSchema, updateTierRequestSchema, userProfileSchema } from '../account';
import { assetIdParamsSchema, assetSchema, showcaseUpdateRequestSchema } from '../assets';
import { couponSchema, createCouponRequestSchema, testClockRequestSchema, testClockResponseSchema } from '../payments';
import { creditsReportQuerySchema, creditsReportSchema } from '../reports';

export const adminEndpoints = {
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
} as const satisfies Record<string, Endpoint>;
