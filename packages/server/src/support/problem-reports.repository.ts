import type { FacetDb } from '../db/database';
import { problemReports } from '../db/schema';

export type NewProblemReport = typeof problemReports.$inferInsert;
export type ProblemReportRow = typeof problemReports.$inferSelect;

export class ProblemReportsRepository {
  constructor(private readonly db: FacetDb) {}

  async insert(report: NewProblemReport): Promise<ProblemReportRow> {
    const [row] = await this.db.insert(problemReports).values(report).returning();
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return row;
  }
}
