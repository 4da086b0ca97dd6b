/** The catalogue's credits endpoints (listed in order in index.ts): the credit ledger and usage. */
import type { Endpoint } from './endpoint';
import {
  creditHistoryParamsSchema,
  creditHistoryQuerySchema,
  creditHistoryResponseSchema,
  creditUsageQuerySchema,
  creditUsageResponseSchema,
} from '../credits';
import { exampleCreditHistory, exampleCreditUsage } from '../examples';

export const creditsEndpoints = {
  creditHistory: {
    method: 'GET',
    path: '/v3/credit-history/user/:user_id',
    summary:
      "A user's credit ledger, newest first; your own, or anyone's for an admin. `kind` keeps only charges (`spent`), refunds (`refunded`) or other additions (`added`); `tool` only the charges and refunds of one session type's runs.",
    tag: 'credits',
    auth: 'user',
    params: creditHistoryParamsSchema,
    query: creditHistoryQuerySchema,
    response: creditHistoryResponseSchema,
    errors: {
      400: 'A malformed id, limit or cursor, or a `kind` or `tool` that does not exist (`VALIDATION_FAILED`).',
      404: 'No such user, or another person\'s history and the caller is not an admin (`NOT_FOUND`).',
    },
    examples: { response: exampleCreditHistory },
  },
  creditUsage: {
    method: 'GET',
    path: '/user/credit-usage',
    summary:
      'Credits the signed-in user spent on tools per day and per tool, `from` and `to` both counted, days in `time_zone` (UTC unless given): a run\'s charge less its refund, on the day it was charged.',
    tag: 'credits',
    auth: 'user',
    query: creditUsageQuerySchema,
    response: creditUsageResponseSchema,
    errors: {
      400: 'A date that is not YYYY-MM-DD, `to` before `from`, a range over 366 days, or an unknown time zone (`VALIDATION_FAILED`).',
    },
    examples: { response: exampleCreditUsage },
  },
} as const satisfies Record<string, Endpoint>;
