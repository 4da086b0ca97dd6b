import { endpointRoutes } from '@facet/contract';
import { call } from './request';

/** Records which button brought someone to the pricing page (`upgrade_source`). */
export function recordPricingClick(upgradeSource: string): Promise<void> {
  return call(endpointRoutes.pricingClick, { body: { upgrade_source: upgradeSource } });
}
