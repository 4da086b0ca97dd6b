import type { PricingClickRequest } from '@facet/contract';
import { request } from './request';

/** Records which button brought someone to the pricing page (`upgrade_source`). */
export function recordPricingClick(upgradeSource: string): Promise<void> {
  return request<void>('/events/pricing-click', { method: 'POST', body: { upgrade_source: upgradeSource } satisfies PricingClickRequest });
}
