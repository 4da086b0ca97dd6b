import { type CreditsReport, type CreditsReportFigures, daysInRange } from '@facet/contract';
import type { Store } from '../db/store';

const zero = (): CreditsReportFigures => ({ credits_sold: 0, credits_spent: 0, credits_refunded: 0, revenue_cents: 0 });

/** Money and credits over a range of UTC days, for admins (the route admits admin tokens only). */
export class ReportsService {
  constructor(private readonly store: Store) {}

  async credits(query: { from: string; to: string }): Promise<CreditsReport> {
    const [ledger, revenue] = await Promise.all([
      this.store.reports.ledgerByDay(query.from, query.to),
      this.store.reports.revenueByDay(query.from, query.to),
    ]);
    const byDay = new Map<string, CreditsReportFigures>();
    const dayOf = (date: string) => {
      let figures = byDay.get(date);
      if (!figures) byDay.set(date, (figures = zero()));
      return figures;
    };
    for (const row of ledger) {
      Object.assign(dayOf(row.date), { credits_sold: row.sold, credits_spent: row.spent, credits_refunded: row.refunded });
    }
    for (const row of revenue) dayOf(row.date).revenue_cents = row.cents;

    const totals = zero();
    const days = Array.from({ length: daysInRange(query.from, query.to) }, (_, index) => {
      const date = new Date(Date.parse(`${query.from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
      const figures = byDay.get(date) ?? zero();
      for (const key of Object.keys(totals) as (keyof CreditsReportFigures)[]) totals[key] += figures[key];
      return { date, ...figures };
    });
    return { from: query.from, to: query.to, days, totals };
  }
}
