import { daysInRange, type CreditHistoryEntry, type CreditHistoryQuery, type CreditHistoryResponse, type CreditReason, type CreditUsage, type SessionType } from '@facet/contract';
import { type Caller, reachAccount } from '../access/access';
import { decodeCursor, pageOf } from '../lib/cursor';
import { HttpError } from '../lib/http-error';
import type { Repositories, Store } from '../db/store';
import type { CreditLedgerRowWithTool } from './credit-ledger.repository';

export interface CreditChange {
  userId: string;
  /** Positive to grant, negative to charge. */
  amount: number;
  reason: CreditReason;
  /** What the change is for (a user, job or payment id); with `reason`, unique. */
  reference: string;
  /** When it happened, when not now: a payment on the test checkout's clock. */
  createdAt?: Date;
}

export interface CreditResult {
  /** The balance after the call. */
  balance: number;
  /** False when `(reason, reference)` was already in the ledger: a replay that changed nothing. */
  applied: boolean;
}

/** A ledger row as the API shows it. */
export function toHistoryEntry(row: CreditLedgerRowWithTool): CreditHistoryEntry {
  return {
    _id: row.id,
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    reference: row.reference,
    balance_after: row.balanceAfter,
    tool: row.tool as SessionType | null,
    created_at: row.createdAt.toISOString(),
  };
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
      throw insufficient(-change.amount, balance);
    }
    const inserted = await ledger.insertOnce({ ...change, balanceAfter: after });
    if (!inserted) return { balance, applied: false };
    const updated = await ledger.addToBalance(change.userId, change.amount);
    if (updated !== after) throw new Error(`Credit balance of ${change.userId} moved under its row lock`);
    return { balance: updated, applied: true };
  }

  /**
   * The error for a charge of `cost` the user's balance did not cover (found by a conditional debit
   * that wrote nothing), with the balance as it is now; 404 when the account is gone.
   */
  async shortOf(userId: string, cost: number): Promise<HttpError> {
    const balance = await this.store.creditLedger.balanceOf(userId);
    return balance === undefined ? new HttpError(404, 'NOT_FOUND', 'No such user.') : insufficient(cost, balance);
  }

  async history(caller: Caller, userId: string, query: CreditHistoryQuery & { limit: number }): Promise<CreditHistoryResponse> {
    await reachAccount(this.store, caller, userId, 'read');
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const filter = { kind: query.kind, tool: query.tool };
    const { rows, nextCursor } = pageOf(await this.store.creditLedger.page(userId, before, query.limit + 1, filter), query.limit);
    const results = rows.map(toHistoryEntry);
    return { results, items: results, nextCursor };
  }

  /** The caller's own spend per day and tool; every day of the range is listed, empty ones too. */
  async usage(caller: Caller, query: { from: string; to: string; time_zone: string }): Promise<CreditUsage> {
    const rows = await this.store.creditLedger.usage(caller.user.id, query.from, query.to, query.time_zone);
    const start = Date.parse(`${query.from}T00:00:00Z`);
    const days: CreditUsage['days'] = Array.from({ length: daysInRange(query.from, query.to) }, (_, index) => ({
      date: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
      total: 0,
      tools: {},
    }));
    const byDate = new Map(days.map((day) => [day.date, day]));
    const byTool = new Map<SessionType, number>();
    for (const row of rows) {
      const day = byDate.get(row.date);
      // A run refunded for more than it cost would show as negative spend; it is none.
      if (!day || row.credits <= 0) continue;
      const tool = row.tool as SessionType;
      day.tools[tool] = (day.tools[tool] ?? 0) + row.credits;
      day.total += row.credits;
      byTool.set(tool, (byTool.get(tool) ?? 0) + row.credits);
    }
    const tools = [...byTool].map(([tool, credits]) => ({ tool, credits })).sort((a, b) => b.credits - a.credits || a.tool.localeCompare(b.tool));
    return { from: query.from, to: query.to, time_zone: query.time_zone, total: tools.reduce((sum, tool) => sum + tool.credits, 0), tools, days };
  }
}

function insufficient(cost: number, balance: number): HttpError {
  return new HttpError(402, 'INSUFFICIENT_CREDITS', `You need ${cost} credits for this; you have ${balance}.`, {
    required_credits: cost,
    current_credits: balance,
  });
}
