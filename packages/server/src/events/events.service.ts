import type { Repositories } from '../db/store';

/** First-party product events (PRODUCT.md: pricing clicks are stored; admins see counts). */
export class EventsService {
  constructor(private readonly repositories: Pick<Repositories, 'activity'>) {}

  pricingClick(upgradeSource: string, userId: string | undefined): Promise<void> {
    return this.repositories.activity.recordPricingClick({ upgradeSource, userId: userId ?? null });
  }
}
