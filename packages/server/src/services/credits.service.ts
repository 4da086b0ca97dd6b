import type { CreditHistoryResponse, CreditReason } from '@facet/contract';
import { decodeCursor, pageOf } from '../lib/cursor';
import { HttpError } from '../lib/http-error';
import type { Repositories, Store } from '../repositories/store';
import { type Caller, canSeeUser } from './access';

export interface CreditChange {
  userId: string;
  /** Positive to grant, negative to charge. */
  amount: number;
  reason: CreditReason;
  /** What the change is for (a user, job or payment id); with `reason`, unique. */
  reference: string;
}

export interface CreditResult {
  /** The balance after the call. */
  balance: number;
  /** False when `(reason, reference)` was already in the ledger: a replay that changed nothing. */
  applied: boolean;
}

/** The one way a credit balance changes: a ledger row and the balance update, in one transaction. */
export class CreditsService {
  constructor(private readonly store: Store) {}

  apply(change: CreditChange): Promise<CreditResult> {
    return this.store.transaction((repositories) => this.applyWithin(repositories, change));
  }

  /** For callers that change credits as part of a larger transaction (sign-up, a tool run). */
  async applyWithin(repositories: Repositories, change: CreditChange): Promise<CreditResult> {
    const ledger = repositories.creditLedger;
    const balance = await ledger.lockBalance(change.userId);
    if (balance === undefined) throw new HttpError(404, 'NOT_FOUND', 'No such user.');
    const after = balance + change.amount;
    if (after < 0) {
      // A replayed charge that went through earlier is not "insufficient": it is already done.
      if (await ledger.find(change.reason, change.reference)) return { balance, applied: false };
      throw new HttpError(
        402,
        'INSUFFICIENT_CREDITS',
        `You need ${-change.amount} credits for this; you have ${balance}.`,
        { required_credits: -change.amount, current_credits: balance },
      );
    }
    const inserted = await ledger.insertOnce({ ...change, balanceAfter: after });
    if (!inserted) return { balance, applied: false };
    const updated = await ledger.addToBalance(change.userId, change.amount);
    if (updated !== after) throw new Error(`Credit balance of ${change.userId} moved under its row lock`);
    return { balance: updated, applied: true };
  }

  async history(caller: Caller, userId: string, query: { cursor?: string | undefined; limit: number }): Promise<CreditHistoryResponse> {
    if (!(await canSeeUser(this.store, caller, userId))) throw new HttpError(404, 'NOT_FOUND', 'No such user.');
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const { rows, nextCursor } = pageOf(await this.store.creditLedger.page(userId, before, query.limit + 1), query.limit);
    const results = rows.map((row) => ({
      _id: row.id,
      id: row.id,
      amount: row.amount,
      reason: row.reason,
      reference: row.reference,
      balance_after: row.balanceAfter,
      created_at: row.createdAt.toISOString(),
    }));
    return { results, items: results, nextCursor };
  }
}
