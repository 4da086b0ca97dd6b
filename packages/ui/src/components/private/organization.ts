/** What the organization screens show of an organization, its members and invites (the wire fields they read). */
import type { AssignableOrganizationRole, Organization, OrganizationInvite, OrganizationMember, OrganizationRole } from '@facet/contract';

export type { OrganizationRole };
/** The roles an invite or a role change can give: there is one owner. */
export type AssignableRole = AssignableOrganizationRole;

export const ROLE_NAMES: Readonly<Record<OrganizationRole, string>> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export type OrganizationView = Pick<Organization, 'id' | 'name' | 'avatar_url' | 'my_role' | 'tier' | 'seats_limit' | 'seats_used'>;
export type OrganizationMemberView = OrganizationMember;
export type OrganizationInviteView = OrganizationInvite;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A day as people read it: "Nov 28, 2026". */
export const formatDay = (iso: string): string => dateFormat.format(new Date(iso));

/** Up to two letters for an avatar without a picture. */
export function initialsOf(name: string): string {
  const parts = name.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

export { canManageOrganization as canManageMembers } from '@facet/contract';
