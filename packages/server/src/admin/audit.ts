/**
 * Writing the admin audit log: every admin action calls `recordAdminAction` once it has done its
 * work, inside the same transaction where it has one, so an action and its row stand or fall together.
 */
import type { AdminAuditAction } from '@facet/contract';
import type { Caller } from '../access/access';
import type { Repositories } from '../db/store';
import type { AdminAuditRow } from '../db/schema';

export interface AdminAction {
  /** The admin who did it (their token's user). */
  admin: Pick<Caller, 'user'>;
  action: AdminAuditAction;
  /** The account it named, if any (kept after that account is deleted). */
  targetUserId?: string | null;
  /** What it named, as it is called now: an account's email, a coupon's code, an asset's name. */
  targetLabel?: string | null;
  /** The particulars: a tier, an amount and its reason, an asset's id. */
  detail?: Record<string, unknown>;
  /** The address the request came from. */
  ip: string;
}

/** Writes one audit row through `db`: the store, or the repositories of a transaction. */
export function recordAdminAction(db: Pick<Repositories, 'adminAudit'>, entry: AdminAction): Promise<AdminAuditRow> {
  return db.adminAudit.insert({
    adminId: entry.admin.user.id,
    adminEmail: entry.admin.user.email,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    targetLabel: entry.targetLabel ?? null,
    detail: entry.detail ?? {},
    ip: entry.ip,
  });
}
