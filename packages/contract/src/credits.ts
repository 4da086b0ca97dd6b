/** The credit ledger as the API shows it (PRODUCT.md: one balance per user, every change a row). */
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './paging';

/** Why a balance changed; with `reference`, identifies the change so a replay is refused. */
export const creditReasons = ['sign_up', 'tool_run', 'refund', 'purchase', 'subscription', 'admin_adjustment'] as const;
export type CreditReason = (typeof creditReasons)[number];

export const creditHistoryEntrySchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  amount: z.number().int(),
  reason: z.string(),
  reference: z.string(),
  balance_after: z.number().int(),
  created_at: z.iso.datetime(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

export const creditHistoryParamsSchema = z.object({ user_id: z.uuid() });
export const creditHistoryQuerySchema = pageQuerySchema;
export const creditHistoryResponseSchema = pagedSchema(creditHistoryEntrySchema);
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;
