/** The catalogue's events endpoints (listed in order in index.ts): product events the browser records. */
import type { Endpoint } from './endpoint';
import { pricingClickRequestSchema } from '../events';

export const eventsEndpoints = {
  pricingClick: {
    method: 'POST',
    path: '/events/pricing-click',
    summary: 'Record a click on an upgrade button; a valid bearer token, if sent, names the user.',
    tag: 'events',
    auth: 'none',
    body: pricingClickRequestSchema,
    status: 204,
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>;
