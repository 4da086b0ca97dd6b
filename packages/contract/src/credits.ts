/** The credit ledger as the API shows it (PRODUCT.md: one balance per user, every change a row). */
import { z } from 'zod';
import { requestDate } from './bounds';
import { pagedSchema, pageQuerySchema } from './paging';
import { sessionTypeNames, sessionTypes, type SessionType } from './sessions';

/** Why a balance changed; with `reference`, identifies the change so a replay is refused. */
export const creditReasons = ['sign_up', 'tool_run', 'refund', 'purchase', 'subscription', 'admin_adjustment', 'admin_grant'] as const;
export type CreditReason = (typeof creditReasons)[number];

export const creditHistoryEntrySchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  amount: z.number().int(),
  reason: z.string(),
  reference: z.string(),
  balance_after: z.number().int(),
  /** The session type of the run a charge or refund was for; null for other changes. */
  tool: z.enum(sessionTypes).nullable(),
  created_at: z.iso.datetime(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

/** What a ledger row did to the balance: a tool's charge, a refund of one, or credits added (sign-up, purchase, plan, admin). */
export const creditKinds = ['spent', 'added', 'refunded'] as const;
export type CreditKind = (typeof creditKinds)[number];

/** The kind of a row, from its amount and reason. */
export function creditKindOf(entry: Pick<CreditHistoryEntry, 'amount' | 'reason'>): CreditKind {
  if (entry.reason === 'refund') return 'refunded';
  return entry.amount < 0 ? 'spent' : 'added';
}

export const creditHistoryParamsSchema = z.object({ user_id: z.uuid() });
/** A page of the ledger, narrowed to one kind of change and one tool if asked. */
export const creditHistoryQuerySchema = pageQuerySchema.extend({
  kind: z.enum(creditKinds, 'kind must be spent, added or refunded.').optional(),
  tool: z.enum(sessionTypes, 'tool must be a session type, such as retopology.').optional(),
});
export type CreditHistoryQuery = z.input<typeof creditHistoryQuerySchema>;
export const creditHistoryResponseSchema = pagedSchema(creditHistoryEntrySchema);
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;

/** The person's name for what a session type's runs are charged as: its tool's name, or the type's own. */
export const creditToolNames: Record<SessionType, string> = sessionTypeNames;

const isoDate = z.iso.date('Use a date such as 2026-11-25.');
/** The longest range one summary covers: a year and a day, so "the last 365 days" always fits. */
export const CREDIT_USAGE_MAX_DAYS = 366;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Whole days from `from` to `to`, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `GET /user/credit-usage`: days are counted in `time_zone` (an IANA name, UTC unless given). */
export const creditUsageQuerySchema = z
  .object({
    from: requestDate(),
    to: requestDate(),
    time_zone: z.string().min(1).max(64).refine(isTimeZone, 'time_zone must be a time zone such as Europe/Paris.').default('UTC'),
  })
  .superRefine((query, context) => {
    const days = daysInRange(query.from, query.to);
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from.' });
    else if (days > CREDIT_USAGE_MAX_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `A range covers at most ${CREDIT_USAGE_MAX_DAYS} days.` });
  });
export type CreditUsageQuery = z.input<typeof creditUsageQuerySchema>;

const credits = z.number().int().min(0);

/**
 * Credits spent on tools per day and per tool: a run's charge less its refund (a failed run costs
 * nothing), counted on the day it was charged. Every day of the range is listed, oldest first.
 */
export const creditUsageResponseSchema = z.object({
  from: isoDate,
  to: isoDate,
  time_zone: z.string(),
  /** Spent over the whole range. */
  total: credits,
  /** Each tool that spent anything in the range, the most spent first. */
  tools: z.array(z.object({ tool: z.enum(sessionTypes), credits })),
  days: z.array(z.object({ date: isoDate, total: credits, tools: z.record(z.string(), credits).describe('Credits per tool (its session type) that spent anything that day.') })),
});
export type CreditUsage = z.infer<typeof creditUsageResponseSchema>;
