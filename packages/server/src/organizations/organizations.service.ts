/**
 * Organizations (PRODUCT.md, organization roles and studio seats): making one, its members and their
 * roles, invites by mail, and the admin's view. Who may reach an organization is the access rule's
 * (`reachOrganization`: its members, while it is not disabled); what each role may do is decided here.
 */
import {
  type AdminOrganization,
  type AdminOrganizationDetail,
  type AdminOrganizationListResponse,
  type Asset,
  type AssignableOrganizationRole,
  canManageOrganization,
  INVITE_TTL_MS,
  type InvitePreview,
  MEMBER_ASSETS_LIMIT,
  type Organization,
  type OrganizationInvite,
  type OrganizationMember,
  type OrganizationMemberDetail,
  type OrganizationRole,
  organizationSeatsLimit,
  pages,
  TIER_NAMES,
  type Tier,
  tierSchema,
  TIERS,
} from '@facet/contract';
import { type Caller, reachOrganization } from '../access/access';
import type { OrganizationRow } from '../db/schema';
import type { Store } from '../db/store';
import { decodeCursor, pageOf } from '../lib/cursor';
import { isUniqueViolation } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import { uuidv7 } from '../lib/ids';
import { hashSecretToken, newSecretToken } from '../lib/secret-tokens';
import type { MailService } from '../mail/mail.service';
import type { Realtime } from '../realtime/socket';
import type { FileStorage } from '../storage';
import type { AssetsService } from '../assets/assets.service';
import type { InviteWithInviter, MemberWithUser, OrganizationSummary } from './organizations.repository';

/** How long an avatar link in an answer stays usable. */
const AVATAR_URL_TTL_SECONDS = 2 * 60 * 60;

const noSuchOrganization = () => new HttpError(404, 'NOT_FOUND', 'No such organization.');
const noSuchMember = () => new HttpError(404, 'NOT_FOUND', 'No such member.');
const noSuchInvite = () => new HttpError(404, 'NOT_FOUND', 'No such invite.');
const ownerOrAdminOnly = (what: string) => new HttpError(403, 'FORBIDDEN', `Only the owner or an admin of the organization can ${what}.`);

/** An organization's avatar is stored under its id; the file route serves it while it is still its avatar. */
export function organizationAvatarKey(organizationId: string, extension: string): string {
  return `organizations/${organizationId}/avatar-${uuidv7()}.${extension}`;
}

const tierOf = (text: string): Tier => (tierSchema.safeParse(text).success ? (text as Tier) : 'free');

/** The picture formats an avatar may be, by their first bytes. */
function sniffAvatar(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export class OrganizationsService {
  constructor(
    private readonly store: Store,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    private readonly realtime: Realtime,
    private readonly assets: Pick<AssetsService, 'toAsset'>,
  ) {}

  async list(caller: Caller): Promise<{ items: Organization[] }> {
    const rows = await this.store.organizations.listOf(caller.user.id);
    return { items: await Promise.all(rows.map((row) => this.toApi(row, row.role))) };
  }

  async create(caller: Caller, name: string): Promise<Organization> {
    const row = await this.store.transaction((repositories) => repositories.organizations.insert({ name, ownerId: caller.user.id }));
    this.realtime.joinOrganization(caller.user.id, row.id);
    return this.get({ ...caller, organizations: new Map([...caller.organizations, [row.id, 'owner']]) }, row.id);
  }

  async get(caller: Caller, id: string): Promise<Organization> {
    const role = reachOrganization(caller, id);
    return this.toApi(await this.summary(id), role);
  }

  async rename(caller: Caller, id: string, name: string): Promise<Organization> {
    if (!canManageOrganization(reachOrganization(caller, id))) throw ownerOrAdminOnly('rename it');
    await this.store.organizations.rename(id, name);
    return this.get(caller, id);
  }

  /** A PNG, JPEG or WebP of at most 2 MB (the route stops a larger one), read from its bytes. */
  async setAvatar(caller: Caller, id: string, bytes: Uint8Array): Promise<Organization> {
    if (!canManageOrganization(reachOrganization(caller, id))) throw ownerOrAdminOnly('change its picture');
    const format = sniffAvatar(bytes);
    if (!format) throw new HttpError(415, 'UNSUPPORTED_FILE', 'The picture must be a PNG, JPEG or WebP image.');
    const before = await this.store.organizations.find(id);
    const key = organizationAvatarKey(id, format);
    await this.storage.put(key, bytes, format === 'jpg' ? 'image/jpeg' : `image/${format}`);
    await this.store.organizations.setAvatar(id, key);
    if (before?.avatarKey) await this.storage.delete(before.avatarKey).catch(() => undefined);
    return this.get(caller, id);
  }

  /** The owner only. Every member's sockets leave its room; its assets go back to their owners' own libraries. */
  async delete(caller: Caller, id: string): Promise<void> {
    if (reachOrganization(caller, id) !== 'owner') throw new HttpError(403, 'FORBIDDEN', 'Only the owner can delete the organization.');
    const memberIds = await this.store.organizations.memberIds(id);
    await this.store.transaction(async (repositories) => {
      await repositories.organizations.lock(id);
      await repositories.organizations.delete(id);
    });
    for (const userId of memberIds) this.realtime.leaveOrganization(userId, id);
  }

  /**
   * When an account is deleted: the organizations it owns are deleted as their owner would (their
   * assets go back to their owners' own libraries), it leaves the others, and its pending invites
   * stay only until they expire, since nobody can accept them as it.
   */
  async forgetAccount(userId: string): Promise<void> {
    const memberships = await this.store.organizations.allMembershipsOf(userId);
    for (const [id, role] of memberships) {
      if (role === 'owner') {
        const memberIds = await this.store.organizations.memberIds(id);
        await this.store.transaction(async (repositories) => {
          await repositories.organizations.lock(id);
          await repositories.organizations.delete(id);
        });
        for (const memberId of memberIds) this.realtime.leaveOrganization(memberId, id);
      } else {
        await this.store.organizations.removeMember(id, userId);
        this.realtime.leaveOrganization(userId, id);
      }
    }
  }

  async members(caller: Caller, id: string, q: string | undefined): Promise<{ items: OrganizationMember[] }> {
    reachOrganization(caller, id);
    return { items: (await this.store.organizations.members(id, q || undefined)).map(memberToApi) };
  }

  async member(caller: Caller, id: string, memberId: string): Promise<OrganizationMemberDetail> {
    reachOrganization(caller, id);
    const member = await this.store.organizations.member(id, memberId);
    if (!member) throw noSuchMember();
    const rows = await this.store.organizations.memberAssets(id, memberId, MEMBER_ASSETS_LIMIT);
    const assets: Asset[] = rows.map((row) => this.assets.toAsset(row));
    return { member: memberToApi(member), assets };
  }

  /** The owner only, and not of the owner. */
  async updateRole(caller: Caller, id: string, memberId: string, role: AssignableOrganizationRole): Promise<OrganizationMember> {
    if (reachOrganization(caller, id) !== 'owner') throw new HttpError(403, 'FORBIDDEN', 'Only the owner can change roles.');
    const member = await this.store.organizations.member(id, memberId);
    if (!member) throw noSuchMember();
    if (member.role === 'owner') throw new HttpError(409, 'CONFLICT', "The owner's role cannot change.");
    await this.store.organizations.setRole(id, memberId, role);
    return memberToApi({ ...member, role });
  }

  /**
   * Removes a member, or with the caller's own id, leaves. The owner removes anyone; an admin removes
   * members; nobody removes the owner, who deletes the organization instead. Their sockets leave its
   * room at once, and their next request finds it gone.
   */
  async removeMember(caller: Caller, id: string, memberId: string): Promise<void> {
    const role = reachOrganization(caller, id);
    const member = await this.store.organizations.member(id, memberId);
    if (!member) throw noSuchMember();
    if (member.role === 'owner') {
      throw new HttpError(
        409,
        'CONFLICT',
        memberId === caller.user.id ? 'The owner cannot leave the organization. Delete it instead.' : 'The owner cannot be removed.',
      );
    }
    if (memberId !== caller.user.id) {
      if (!canManageOrganization(role)) throw ownerOrAdminOnly('remove members');
      if (member.role === 'admin' && role !== 'owner') throw new HttpError(403, 'FORBIDDEN', 'Only the owner can remove an admin.');
    }
    if (!(await this.store.organizations.removeMember(id, memberId))) throw noSuchMember();
    this.realtime.leaveOrganization(memberId, id);
  }

  async invites(caller: Caller, id: string): Promise<{ items: OrganizationInvite[] }> {
    if (!canManageOrganization(reachOrganization(caller, id))) throw ownerOrAdminOnly('see its invites');
    return { items: (await this.store.organizations.invites(id)).map(inviteToApi) };
  }

  /**
   * Mails an invite whose link works for 7 days. Seats are the owner's plan's (members and open
   * invites each take one): a plan without seats is 402, full seats 409.
   */
  async createInvite(caller: Caller, id: string, input: { email: string; role: AssignableOrganizationRole }, origin: string): Promise<OrganizationInvite> {
    if (!canManageOrganization(reachOrganization(caller, id))) throw ownerOrAdminOnly('invite people');
    const token = newSecretToken();
    const { invite, organization } = await this.store.transaction(async (repositories) => {
      const organization = await repositories.organizations.lock(id);
      if (!organization) throw noSuchOrganization();
      const owner = await repositories.organizations.ownerOf(organization);
      const tier = tierOf(owner?.tier ?? 'free');
      if (TIERS[tier].organizationMembers === 0) {
        throw new HttpError(
          402,
          'PAYMENT_REQUIRED',
          `Inviting members needs the ${TIER_NAMES.studio} plan, with up to ${TIERS.studio.organizationMembers} members. ${organization.ownerId === caller.user.id ? 'Your' : "The owner's"} plan is ${TIER_NAMES[tier]}.`,
        );
      }
      const limit = organizationSeatsLimit(tier);
      if ((await repositories.organizations.seatsUsed(id)) >= limit) {
        throw new HttpError(409, 'SEATS_FULL', `All ${limit} seats are taken by members and pending invites. Remove someone or revoke an invite first.`);
      }
      if (await repositories.organizations.memberByEmail(id, input.email)) throw new HttpError(409, 'CONFLICT', `${input.email} is already a member.`);
      const existing = await repositories.organizations.inviteByEmail(id, input.email);
      if (existing) {
        // An expired invite to the same address gives way to the new one.
        if (existing.expiresAt > new Date()) throw new HttpError(409, 'CONFLICT', `${input.email} is already invited. Resend that invite instead.`);
        await repositories.organizations.deleteInvite(id, existing.id);
      }
      try {
        const now = new Date();
        const invite = await repositories.organizations.insertInvite({
          createdAt: now,
          organizationId: id,
          email: input.email,
          role: input.role,
          tokenHash: hashSecretToken(token),
          invitedBy: caller.user.id,
          expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
        });
        return { invite, organization };
      } catch (error) {
        if (isUniqueViolation(error, 'organization_invites_email_unique')) throw new HttpError(409, 'CONFLICT', `${input.email} is already invited.`);
        throw error;
      }
    });
    await this.mailInvite(caller, organization, invite.email, invite.role, token, origin);
    return inviteToApi({ ...invite, invitedByName: caller.user.name });
  }

  /** A new link, good for 7 days from now; the old one stops working. */
  async resendInvite(caller: Caller, id: string, inviteId: string, origin: string): Promise<OrganizationInvite> {
    if (!canManageOrganization(reachOrganization(caller, id))) throw ownerOrAdminOnly('resend invites');
    const invite = await this.store.organizations.invite(id, inviteId);
    if (!invite) throw noSuchInvite();
    const organization = await this.store.organizations.find(id);
    if (!organization) throw noSuchOrganization();
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
    await this.store.organizations.renewInvite(invite.id, hashSecretToken(token), expiresAt);
    await this.mailInvite(caller, organization, invite.email, invite.role, token, origin);
    return inviteToApi({ ...invite, expiresAt });
  }

  async revokeInvite(caller: Caller, id: string, inviteId: string): Promise<void> {
    if (!canManageOrganization(reachOrganization(caller, id))) throw ownerOrAdminOnly('revoke invites');
    if (!(await this.store.organizations.deleteInvite(id, inviteId))) throw noSuchInvite();
  }

  /** What a link offers; an unknown, replaced, revoked or used link, or one of a disabled organization, is 404. */
  async preview(token: string): Promise<InvitePreview> {
    const invite = await this.store.organizations.inviteByTokenHash(hashSecretToken(token));
    if (!invite || invite.organization.disabled) throw noSuchInvite();
    return {
      organization_name: invite.organization.name,
      invited_by_name: invite.invitedByName,
      email: invite.email,
      role: invite.role,
      expires_at: invite.expiresAt.toISOString(),
      expired: invite.expiresAt <= new Date(),
    };
  }

  /** Joins with the invite's role, signed in with the email it was sent to; the invite is used up. */
  async accept(caller: Caller, token: string): Promise<Organization> {
    const organizationId = await this.store.transaction(async (repositories) => {
      const found = await repositories.organizations.inviteByTokenHash(hashSecretToken(token));
      if (!found || found.organization.disabled) throw noSuchInvite();
      await repositories.organizations.lock(found.organizationId);
      if (found.email.toLowerCase() !== caller.user.email.toLowerCase()) {
        throw new HttpError(409, 'CONFLICT', `This invite is for ${found.email}. Sign in with that email to accept it.`);
      }
      if (found.expiresAt <= new Date()) throw new HttpError(409, 'CONFLICT', 'This invite has expired. Ask for a new one.');
      if (await repositories.organizations.member(found.organizationId, caller.user.id)) {
        throw new HttpError(409, 'CONFLICT', `You are already a member of ${found.organization.name}.`);
      }
      await repositories.organizations.addMember(found.organizationId, caller.user.id, found.role);
      await repositories.organizations.deleteInvite(found.organizationId, found.id);
      return found.organizationId;
    });
    this.realtime.joinOrganization(caller.user.id, organizationId);
    const role = (await this.store.organizations.membershipsOf(caller.user.id)).get(organizationId) ?? 'member';
    return this.toApi(await this.summary(organizationId), role);
  }

  async adminList(query: { q?: string | undefined; cursor?: string | undefined; limit: number }): Promise<AdminOrganizationListResponse> {
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'query');
    const { rows, nextCursor } = pageOf(await this.store.organizations.adminPage(query.q || undefined, before, query.limit + 1), query.limit);
    return { items: await Promise.all(rows.map((row) => this.toAdminApi(row))), next_cursor: nextCursor };
  }

  async adminGet(id: string): Promise<AdminOrganizationDetail> {
    const summary = await this.store.organizations.summary(id);
    if (!summary) throw noSuchOrganization();
    return {
      organization: await this.toAdminApi(summary),
      members: (await this.store.organizations.members(id)).map(memberToApi),
      invites: (await this.store.organizations.invites(id)).map(inviteToApi),
    };
  }

  /** Disabled: unreachable to its members from their next request, their sockets out of its room at once. */
  async adminSetDisabled(id: string, disabled: boolean): Promise<AdminOrganization> {
    const before = await this.store.organizations.find(id);
    if (!before) throw noSuchOrganization();
    await this.store.organizations.setDisabled(id, disabled);
    if (before.disabled !== disabled) {
      for (const userId of await this.store.organizations.memberIds(id)) {
        if (disabled) this.realtime.leaveOrganization(userId, id);
        else this.realtime.joinOrganization(userId, id);
      }
    }
    return this.toAdminApi(await this.summary(id));
  }

  private async mailInvite(caller: Caller, organization: OrganizationRow, email: string, role: string, token: string, origin: string): Promise<void> {
    const link = `${origin}${pages.invite.href({ token })}`;
    await this.mail.send({
      to: email,
      subject: `Join ${organization.name} on Facet`,
      text: `Hello,\n\n${caller.user.name || caller.user.email} invited you to join ${organization.name} on Facet as ${role === 'admin' ? 'an admin' : 'a member'}. Open this link within 7 days to accept:\n\n${link}\n\nIf you have no Facet account yet, you can make one with this email address (${email}) from that page.\n`,
      link,
    });
  }

  private async summary(id: string): Promise<OrganizationSummary> {
    const summary = await this.store.organizations.summary(id);
    if (!summary) throw noSuchOrganization();
    return summary;
  }

  private async toApi(summary: OrganizationSummary, role: OrganizationRole): Promise<Organization> {
    const admin = await this.toAdminApi(summary);
    return {
      id: admin.id,
      name: admin.name,
      avatar_url: admin.avatar_url,
      owner_id: admin.owner_id,
      my_role: role,
      tier: admin.tier,
      seats_limit: admin.seats_limit,
      seats_used: admin.seats_used,
      disabled: admin.disabled,
      created_at: admin.created_at,
    };
  }

  private async toAdminApi(summary: OrganizationSummary): Promise<AdminOrganization> {
    const tier = tierOf(summary.ownerTier);
    return {
      id: summary.id,
      name: summary.name,
      avatar_url: summary.avatarKey ? this.storage.signedUrl(summary.avatarKey, AVATAR_URL_TTL_SECONDS) : null,
      owner_id: summary.ownerId,
      tier,
      seats_limit: organizationSeatsLimit(tier),
      seats_used: summary.membersCount + summary.pendingInvites,
      disabled: summary.disabled,
      created_at: summary.createdAt.toISOString(),
      owner_email: summary.ownerEmail,
      members_count: summary.membersCount,
    };
  }
}

function memberToApi(member: MemberWithUser): OrganizationMember {
  return { user_id: member.userId, name: member.name, email: member.email, role: member.role, joined_at: member.joinedAt.toISOString() };
}

function inviteToApi(invite: InviteWithInviter): OrganizationInvite {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    invited_by_name: invite.invitedByName,
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
  };
}
