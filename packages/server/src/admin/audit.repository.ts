/** The admin audit log: append-only; read newest first, all of it or the actions that named one account. */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { adminAuditLog, type AdminAuditRow } from '../db/schema';

export type NewAdminAuditEntry = typeof adminAuditLog.$inferInsert;

export class AdminAuditRepository {
  constructor(private readonly db: FacetDb) {}

  async insert(entry: NewAdminAuditEntry): Promise<AdminAuditRow> {
    const [row] = await this.db.insert(adminAuditLog).values(entry).returning();
    if (!row) throw new Error('The audit row was not written');
    return row;
  }

  /** Up to `limit` rows before the id `before` (newest first), only those naming `targetUserId` when given. */
  async list(filter: { targetUserId?: string; before?: string; limit: number }): Promise<AdminAuditRow[]> {
    const conditions: SQL[] = [];
    if (filter.targetUserId) conditions.push(eq(adminAuditLog.targetUserId, filter.targetUserId));
    if (filter.before) conditions.push(lt(adminAuditLog.id, filter.before));
    return this.db
      .select()
      .from(adminAuditLog)
      .where(and(...conditions))
      .orderBy(desc(adminAuditLog.id))
      .limit(filter.limit);
  }
}
