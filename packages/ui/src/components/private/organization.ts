/** What the organization screens show of an organization, its members and invites (the wire fields they read). */
import type { Tier } from '@facet/contract';

export const organizationRoles = ['owner', 'admin', 'member'] as const;
export type OrganizationRole = (typeof organizationRoles)[number];
/** The roles an invite or a role change can give: there is one owner. */
export type AssignableRole = Exclude<OrganizationRole, 'owner'>;

export const ROLE_NAMES: Readonly<Record<OrganizationRole, string>> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export interface OrganizationView {
  id: string;
  name: string;
  avatar_url: string | null;
  my_role: OrganizationRole;
  tier: Tier;
  seats_limit: number;
  seats_used: number;
}

export interface OrganizationMemberView {
  user_id: string;
  name: string;
  email: string;
  role: OrganizationRole;
  joined_at: string;
}

export interface OrganizationInviteView {
  id: string;
  email: string;
  role: AssignableRole;
  invited_by_name: string;
  created_at: string;
  expires_at: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A day as people read it: "Nov 28, 2026". */
export const formatDay = (iso: string): string => dateFormat.format(new Date(iso));

/** Up to two letters for an avatar without a picture. */
export function initialsOf(name: string): string {
  const parts = name.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** Owners and admins manage members and invites. */
export const canManageMembers = (role: OrganizationRole): boolean => role === 'owner' || role === 'admin';
