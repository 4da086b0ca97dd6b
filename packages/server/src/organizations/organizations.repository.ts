import type { OrganizationRole } from '@facet/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import {
  assets,
  type OrganizationInviteRow,
  type OrganizationRow,
  organizationInvites,
  organizationMembers,
  organizations,
  sessions,
  type UserRow,
  users,
} from '../db/schema';

export interface MemberWithUser {
  userId: string;
  name: string;
  email: string;
  role: OrganizationRole;
  joinedAt: Date;
}

export interface InviteWithInviter extends OrganizationInviteRow {
  invitedByName: string;
}

/** An organization with what its answer shows of its owner and seats. */
export interface OrganizationSummary extends OrganizationRow {
  ownerTier: string;
  ownerEmail: string;
  membersCount: number;
  pendingInvites: number;
}

/** `%`, `_` and `\` typed by a person are matched as themselves, not as LIKE wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const memberColumns = {
  userId: organizationMembers.userId,
  name: users.name,
  email: users.email,
  role: organizationMembers.role,
  joinedAt: organizationMembers.joinedAt,
};

export class OrganizationsRepository {
  constructor(private readonly db: FacetDb) {}

  async insert(organization: { name: string; ownerId: string }): Promise<OrganizationRow> {
    const [row] = await this.db.insert(organizations).values(organization).returning();
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    await this.db.insert(organizationMembers).values({ organizationId: row.id, userId: organization.ownerId, role: 'owner' });
    return row;
  }

  async find(id: string): Promise<OrganizationRow | undefined> {
    const [row] = await this.db.select().from(organizations).where(eq(organizations.id, id));
    return row;
  }

  /** The organization, locked until the transaction ends: seats are counted and taken under it. */
  async lock(id: string): Promise<OrganizationRow | undefined> {
    const [row] = await this.db.select().from(organizations).where(eq(organizations.id, id)).for('update');
    return row;
  }

  /** The organizations among `ids` with their owner and seat counts, newest first. */
  private summaries() {
    return this.db
      .select({
        organization: organizations,
        ownerTier: users.tier,
        ownerEmail: users.email,
        membersCount: sql<number>`(SELECT count(*)::int FROM ${organizationMembers} m WHERE m.organization_id = ${organizations.id})`,
        pendingInvites: sql<number>`(SELECT count(*)::int FROM ${organizationInvites} i WHERE i.organization_id = ${organizations.id} AND i.expires_at > now())`,
      })
      .from(organizations)
      .innerJoin(users, eq(users.id, organizations.ownerId));
  }

  async summary(id: string): Promise<OrganizationSummary | undefined> {
    const [row] = await this.summaries().where(eq(organizations.id, id));
    return row && { ...row.organization, ownerTier: row.ownerTier, ownerEmail: row.ownerEmail, membersCount: row.membersCount, pendingInvites: row.pendingInvites };
  }

  /** Every organization, newest first; `q` is part of the name or the owner's email, or the exact id. */
  async adminPage(q: string | undefined, before: string | undefined, limit: number): Promise<OrganizationSummary[]> {
    const conditions = [];
    if (q) {
      const pattern = containsPattern(q);
      const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(q) ? [eq(organizations.id, q.toLowerCase())] : [];
      conditions.push(or(ilike(organizations.name, pattern), ilike(users.email, pattern), ...byId));
    }
    if (before) conditions.push(lt(organizations.id, before));
    const rows = await this.summaries()
      .where(and(...conditions))
      .orderBy(desc(organizations.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.organization, ownerTier: row.ownerTier, ownerEmail: row.ownerEmail, membersCount: row.membersCount, pendingInvites: row.pendingInvites }));
  }

  /** The organizations `userId` is a member of and that are not disabled, with their role in each. */
  async membershipsOf(userId: string): Promise<Map<string, OrganizationRole>> {
    const rows = await this.db
      .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(and(eq(organizationMembers.userId, userId), eq(organizations.disabled, false)));
    return new Map(rows.map((row) => [row.organizationId, row.role]));
  }

  /** The organizations `userId` is a member of (not disabled), oldest first, with their role in each. */
  async listOf(userId: string): Promise<(OrganizationSummary & { role: OrganizationRole })[]> {
    const roles = await this.membershipsOf(userId);
    if (roles.size === 0) return [];
    const rows = await this.summaries()
      .where(inArray(organizations.id, [...roles.keys()]))
      .orderBy(asc(organizations.id));
    return rows.map((row) => ({
      ...row.organization,
      ownerTier: row.ownerTier,
      ownerEmail: row.ownerEmail,
      membersCount: row.membersCount,
      pendingInvites: row.pendingInvites,
      role: roles.get(row.organization.id) ?? 'member',
    }));
  }

  async rename(id: string, name: string): Promise<void> {
    await this.db.update(organizations).set({ name }).where(eq(organizations.id, id));
  }

  async setAvatar(id: string, avatarKey: string): Promise<void> {
    await this.db.update(organizations).set({ avatarKey }).where(eq(organizations.id, id));
  }

  async setDisabled(id: string, disabled: boolean): Promise<void> {
    await this.db.update(organizations).set({ disabled }).where(eq(organizations.id, id));
  }

  /**
   * Deletes the organization. Its assets go back to their owners' own libraries: each keeps its folder
   * when that folder is its owner's too, else it goes to the top level. Its sessions stay their runners'.
   */
  async delete(id: string): Promise<void> {
    await this.db.execute(sql`
      UPDATE ${assets} a SET organization_id = NULL, updated_at = now(),
        parent_id = CASE WHEN EXISTS (SELECT 1 FROM ${assets} p WHERE p.id = a.parent_id AND p.owner_id = a.owner_id) THEN a.parent_id ELSE NULL END
      WHERE a.organization_id = ${id}`);
    await this.db.update(sessions).set({ organizationId: null }).where(eq(sessions.organizationId, id));
    await this.db.delete(organizations).where(eq(organizations.id, id));
  }

  async members(organizationId: string, q?: string): Promise<MemberWithUser[]> {
    const conditions = [eq(organizationMembers.organizationId, organizationId)];
    if (q) {
      const pattern = containsPattern(q);
      const either = or(ilike(users.name, pattern), ilike(users.email, pattern));
      if (either) conditions.push(either);
    }
    return this.db
      .select(memberColumns)
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(...conditions))
      .orderBy(sql`${organizationMembers.role} = 'owner' DESC`, asc(users.name), asc(users.email));
  }

  async member(organizationId: string, userId: string): Promise<MemberWithUser | undefined> {
    const [row] = await this.db
      .select(memberColumns)
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
    return row;
  }

  async memberByEmail(organizationId: string, email: string): Promise<MemberWithUser | undefined> {
    const [row] = await this.db
      .select(memberColumns)
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, organizationId), sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)));
    return row;
  }

  async addMember(organizationId: string, userId: string, role: OrganizationRole): Promise<void> {
    await this.db.insert(organizationMembers).values({ organizationId, userId, role });
  }

  async setRole(organizationId: string, userId: string, role: OrganizationRole): Promise<void> {
    await this.db
      .update(organizationMembers)
      .set({ role })
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
  }

  async removeMember(organizationId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId), ne(organizationMembers.role, 'owner')))
      .returning();
    return rows.length > 0;
  }

  /** Every membership of a user, for an account that is deleted. */
  /** Every organization `userId` is a member of, disabled ones too, with their role in each. */
  async allMembershipsOf(userId: string): Promise<Map<string, OrganizationRole>> {
    const rows = await this.db
      .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, userId));
    return new Map(rows.map((row) => [row.organizationId, row.role]));
  }

  async invites(organizationId: string): Promise<InviteWithInviter[]> {
    const rows = await this.db
      .select({ invite: organizationInvites, invitedByName: users.name })
      .from(organizationInvites)
      .innerJoin(users, eq(users.id, organizationInvites.invitedBy))
      .where(eq(organizationInvites.organizationId, organizationId))
      .orderBy(desc(organizationInvites.id));
    return rows.map((row) => ({ ...row.invite, invitedByName: row.invitedByName }));
  }

  async invite(organizationId: string, id: string): Promise<InviteWithInviter | undefined> {
    const [row] = await this.db
      .select({ invite: organizationInvites, invitedByName: users.name })
      .from(organizationInvites)
      .innerJoin(users, eq(users.id, organizationInvites.invitedBy))
      .where(and(eq(organizationInvites.organizationId, organizationId), eq(organizationInvites.id, id)));
    return row && { ...row.invite, invitedByName: row.invitedByName };
  }

  async inviteByEmail(organizationId: string, email: string): Promise<OrganizationInviteRow | undefined> {
    const [row] = await this.db
      .select()
      .from(organizationInvites)
      .where(and(eq(organizationInvites.organizationId, organizationId), sql`lower(${organizationInvites.email}) = lower(${email})`));
    return row;
  }

  /** The invite a link's token hash names, with its organization and who sent it. */
  async inviteByTokenHash(tokenHash: string): Promise<(InviteWithInviter & { organization: OrganizationRow }) | undefined> {
    const [row] = await this.db
      .select({ invite: organizationInvites, invitedByName: users.name, organization: organizations })
      .from(organizationInvites)
      .innerJoin(users, eq(users.id, organizationInvites.invitedBy))
      .innerJoin(organizations, eq(organizations.id, organizationInvites.organizationId))
      .where(eq(organizationInvites.tokenHash, tokenHash));
    return row && { ...row.invite, invitedByName: row.invitedByName, organization: row.organization };
  }

  async insertInvite(invite: typeof organizationInvites.$inferInsert): Promise<OrganizationInviteRow> {
    const [row] = await this.db.insert(organizationInvites).values(invite).returning();
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return row;
  }

  /** A new token and 7 days from now, for a resent invite; the old link stops working. */
  async renewInvite(id: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.update(organizationInvites).set({ tokenHash, expiresAt }).where(eq(organizationInvites.id, id));
  }

  async deleteInvite(organizationId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(organizationInvites)
      .where(and(eq(organizationInvites.organizationId, organizationId), eq(organizationInvites.id, id)))
      .returning();
    return rows.length > 0;
  }

  /** Members and invites still open (not expired): the seats in use. */
  async seatsUsed(organizationId: string): Promise<number> {
    const [row] = await this.db
      .select({
        count: sql<number>`(SELECT count(*)::int FROM ${organizationMembers} m WHERE m.organization_id = ${organizationId})
          + (SELECT count(*)::int FROM ${organizationInvites} i WHERE i.organization_id = ${organizationId} AND i.expires_at > now())`,
      })
      .from(sql`(SELECT 1) one`);
    return row?.count ?? 0;
  }

  /** The owner's account (for the tier that sets the seats). */
  async ownerOf(organization: OrganizationRow): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, organization.ownerId));
    return row;
  }

  /** The ids of every member, to move their sockets in or out of its room. */
  async memberIds(organizationId: string): Promise<string[]> {
    const rows = await this.db.select({ userId: organizationMembers.userId }).from(organizationMembers).where(eq(organizationMembers.organizationId, organizationId));
    return rows.map((row) => row.userId);
  }

  /** A member's assets in the organization, newest first. */
  async memberAssets(organizationId: string, userId: string, limit: number) {
    return this.db
      .select()
      .from(assets)
      .where(and(eq(assets.organizationId, organizationId), eq(assets.ownerId, userId), sql`NOT ${assets.isDeleted}`))
      .orderBy(desc(assets.id))
      .limit(limit);
  }
}
