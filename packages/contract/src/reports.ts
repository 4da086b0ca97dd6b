/** Admin reports: money and credits over a range of days, counted in UTC. */
import { z } from 'zod';
import { requestDate } from './bounds';
import { daysInRange } from './credits';

/** The longest range one report covers: a year and a day. */
export const REPORT_MAX_DAYS = 366;

const isoDate = z.iso.date('Use a date such as 2026-11-25.');

/** `GET /admin/reports/credits`: `from` and `to` both counted. */
export const creditsReportQuerySchema = z
  .object({ from: requestDate(), to: requestDate() })
  .superRefine((query, context) => {
    const days = daysInRange(query.from, query.to);
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from.' });
    else if (days > REPORT_MAX_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${REPORT_MAX_DAYS} days.` });
  });
export type CreditsReportQuery = z.input<typeof creditsReportQuerySchema>;

const count = z.number().int().min(0);

export const creditsReportFiguresSchema = z.object({
  /** Credits granted for packs bought and plans paid (first months and renewals). */
  credits_sold: count,
  /** Credits charged for tool runs, before refunds. */
  credits_spent: count,
  /** Credits given back for runs that failed. */
  credits_refunded: count,
  /** What paid invoices charged, in cents (USD). */
  revenue_cents: count,
});
export type CreditsReportFigures = z.infer<typeof creditsReportFiguresSchema>;

export const creditsReportSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** Every UTC day of the range, oldest first; a day with nothing has zeros. */
  days: z.array(creditsReportFiguresSchema.extend({ date: isoDate })),
  totals: creditsReportFiguresSchema,
});
export type CreditsReport = z.infer<typeof creditsReportSchema>;
