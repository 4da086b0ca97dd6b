/**
 * Organizations (PRODUCT.md, organization roles and studio seats): a shared library with members, their
 * roles and the invites mailed to join. The server validates with these schemas and the browser reads
 * its types from them.
 */
import { z } from 'zod';
import { assetSchema } from './assets';
import { singleLine, visibleName } from './text';
import { TIERS, tierSchema, type Tier } from './tiers';

export const organizationRoles = ['owner', 'admin', 'member'] as const;
export type OrganizationRole = (typeof organizationRoles)[number];
/** The roles an invite or a role change may give: there is one owner, who made the organization. */
export const assignableOrganizationRoles = ['admin', 'member'] as const;
export type AssignableOrganizationRole = (typeof assignableOrganizationRoles)[number];

/** How long an invite's link works. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ORGANIZATION_NAME_MAX_LENGTH = 100;
/** The largest organization picture, in bytes. */
export const ORGANIZATION_AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The picture formats an organization avatar may be. */
export const ORGANIZATION_AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Most of a member's assets in the organization that `GET /organizations/{orgId}/members/{memberId}` lists. */
export const MEMBER_ASSETS_LIMIT = 50;

/**
 * The seats an organization has, by its owner's tier: the tier's members, or 1 (the owner alone) when
 * the tier has no organizations. Members and pending invites both take a seat.
 */
export function organizationSeatsLimit(tier: Tier): number {
  return Math.max(1, TIERS[tier].organizationMembers);
}

/** Whether a role may manage members and invites (owner and admin). */
export function canManageOrganization(role: OrganizationRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

const organizationName = visibleName(
  z
    .string()
    .trim()
    .min(1, 'Enter a name.')
    .max(ORGANIZATION_NAME_MAX_LENGTH, `Names are at most ${ORGANIZATION_NAME_MAX_LENGTH} characters.`),
);

export const organizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  owner_id: z.uuid(),
  /** The caller's role in it. */
  my_role: z.enum(organizationRoles),
  /** The owner's tier, which sets the seats. */
  tier: tierSchema,
  seats_limit: z.number().int(),
  /** Members and pending invites. */
  seats_used: z.number().int(),
  /** Disabled by an admin: unreachable to its members until enabled again; its assets stay. */
  disabled: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationListResponseSchema = z.object({ items: z.array(organizationSchema) });
export type OrganizationListResponse = z.infer<typeof organizationListResponseSchema>;

export const organizationMemberSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(organizationRoles),
  joined_at: z.iso.datetime(),
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

export const organizationMemberListResponseSchema = z.object({ items: z.array(organizationMemberSchema) });
export type OrganizationMemberListResponse = z.infer<typeof organizationMemberListResponseSchema>;

/** `GET /organizations/{orgId}/members/{memberId}`: the member and their assets in the organization, newest first. */
export const organizationMemberDetailSchema = z.object({ member: organizationMemberSchema, assets: z.array(assetSchema) });
export type OrganizationMemberDetail = z.infer<typeof organizationMemberDetailSchema>;

export const organizationInviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(assignableOrganizationRoles),
  invited_by_name: z.string(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type OrganizationInvite = z.infer<typeof organizationInviteSchema>;

export const organizationInviteListResponseSchema = z.object({ items: z.array(organizationInviteSchema) });
export type OrganizationInviteListResponse = z.infer<typeof organizationInviteListResponseSchema>;

/** `GET /invites/{token}`: what the accept page shows before signing in. */
export const invitePreviewSchema = z.object({
  organization_name: z.string(),
  invited_by_name: z.string(),
  email: z.string(),
  role: z.enum(assignableOrganizationRoles),
  expires_at: z.iso.datetime(),
  expired: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const organizationIdParamsSchema = z.object({ orgId: z.uuid() });
export const organizationMemberParamsSchema = z.object({ orgId: z.uuid(), memberId: z.uuid() });
export const organizationInviteParamsSchema = z.object({ orgId: z.uuid(), inviteId: z.uuid() });
export const inviteTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** `POST /organizations`. */
export const createOrganizationRequestSchema = z.object({ name: organizationName });
export type CreateOrganizationRequest = z.input<typeof createOrganizationRequestSchema>;
/** `PATCH /organizations/{orgId}`. */
export const updateOrganizationRequestSchema = z.object({ name: organizationName });
export type UpdateOrganizationRequest = z.input<typeof updateOrganizationRequestSchema>;
/** `POST /organizations/{orgId}/avatar`: the multipart form, for the API docs. */
export const organizationAvatarRequestSchema = z.object({ file: z.file() });

/** `GET /organizations/{orgId}/members?q=`: part of a name or email. */
export const organizationMembersQuerySchema = z.object({ q: singleLine(z.string().trim().max(200)).optional() });
export type OrganizationMembersQuery = z.input<typeof organizationMembersQuerySchema>;

/** `PATCH /organizations/{orgId}/members/{memberId}`. */
export const updateMemberRoleRequestSchema = z.object({ role: z.enum(assignableOrganizationRoles) });
export type UpdateMemberRoleRequest = z.input<typeof updateMemberRoleRequestSchema>;

/** `POST /organizations/{orgId}/invites`. */
export const createInviteRequestSchema = z.object({
  email: z.email('Enter an email address.').trim().max(320),
  role: z.enum(assignableOrganizationRoles).default('member'),
});
export type CreateInviteRequest = z.input<typeof createInviteRequestSchema>;

/** An organization as an admin sees it: no role of theirs, with the owner's email and the members counted. */
export const adminOrganizationSchema = organizationSchema.omit({ my_role: true }).extend({
  owner_email: z.string(),
  members_count: z.number().int(),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

/** `GET /admin/organizations?q=&cursor`: `q` matches the name, the owner's email or the exact id. */
export const adminOrganizationsQuerySchema = z.object({
  q: singleLine(z.string().trim().max(200)).optional(),
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type AdminOrganizationsQuery = z.input<typeof adminOrganizationsQuerySchema>;
export const adminOrganizationListResponseSchema = z.object({ items: z.array(adminOrganizationSchema), next_cursor: z.string().nullable() });
export type AdminOrganizationListResponse = z.infer<typeof adminOrganizationListResponseSchema>;

export const adminOrganizationDetailSchema = z.object({
  organization: adminOrganizationSchema,
  members: z.array(organizationMemberSchema),
  invites: z.array(organizationInviteSchema),
});
export type AdminOrganizationDetail = z.infer<typeof adminOrganizationDetailSchema>;

/** `PUT /admin/organizations/{orgId}/disabled`. */
export const setOrganizationDisabledRequestSchema = z.object({ disabled: z.boolean() });
export type SetOrganizationDisabledRequest = z.input<typeof setOrganizationDisabledRequestSchema>;

/** The body of the `organization.removed` socket event (`SOCKET_EVENTS.organizationRemoved`). */
export interface OrganizationRemovedEvent {
  organization_id: string;
}
