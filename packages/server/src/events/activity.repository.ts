/** Append-only records: impersonations, pricing clicks and error reports. */
import type { FacetDb } from '../db/database';
import { errorReports, impersonationLog, pricingClickEvents } from '../db/schema';

export type NewImpersonation = typeof impersonationLog.$inferInsert;
export type NewPricingClick = typeof pricingClickEvents.$inferInsert;
export type NewErrorReport = typeof errorReports.$inferInsert;

export class ActivityRepository {
  constructor(private readonly db: FacetDb) {}

  async recordImpersonation(entry: NewImpersonation): Promise<void> {
    await this.db.insert(impersonationLog).values(entry);
  }

  async recordPricingClick(event: NewPricingClick): Promise<void> {
    await this.db.insert(pricingClickEvents).values(event);
  }

  async recordErrorReport(report: NewErrorReport): Promise<void> {
    await this.db.insert(errorReports).values(report);
  }
}
