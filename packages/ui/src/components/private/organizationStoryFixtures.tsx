import { fn } from 'storybook/test';
import { LibrarySwitcher } from '../LibrarySwitcher/LibrarySwitcher';
import { dashboardNav } from './storyFixtures';
import type { InvitePreview, Organization, OrganizationInvite, OrganizationMember } from '@facet/contract';

/** Shared story data for the organization screens: a studio team and its people. */
export const studioOrganization: Organization = {
  id: '7c1e4a52-8a3b-4f4e-9a59-3f0d8c2b1a10',
  name: 'Northwind Studio',
  avatar_url: null,
  owner_id: '0b8f3a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b',
  my_role: 'owner',
  tier: 'studio',
  seats_limit: 20,
  seats_used: 6,
  disabled: false,
  created_at: '2026-03-04T09:30:00.000Z',
};

export const proOrganization: Organization = { ...studioOrganization, name: 'Lovelace & Co', tier: 'pro', seats_limit: 1, seats_used: 1 };

export const members: OrganizationMember[] = [
  { user_id: studioOrganization.owner_id, name: 'Ada Lovelace', email: 'ada@studio.com', role: 'owner', joined_at: '2026-03-04T09:30:00.000Z' },
  { user_id: '1a2b3c4d-0000-4000-8000-000000000002', name: 'Grace Hopper', email: 'grace@studio.com', role: 'admin', joined_at: '2026-03-06T14:00:00.000Z' },
  { user_id: '1a2b3c4d-0000-4000-8000-000000000003', name: 'Alan Turing', email: 'alan@studio.com', role: 'member', joined_at: '2026-04-12T08:15:00.000Z' },
  { user_id: '1a2b3c4d-0000-4000-8000-000000000004', name: '', email: 'katherine.johnson@studio.com', role: 'member', joined_at: '2026-05-20T17:45:00.000Z' },
];

export const invites: OrganizationInvite[] = [
  {
    id: '9f0e1d2c-0000-4000-8000-000000000001',
    email: 'hedy@studio.com',
    role: 'member',
    invited_by_name: 'Ada Lovelace',
    created_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2099-11-27T10:00:00.000Z',
  },
  {
    id: '9f0e1d2c-0000-4000-8000-000000000002',
    email: 'margaret@studio.com',
    role: 'admin',
    invited_by_name: 'Grace Hopper',
    created_at: '2026-01-02T10:00:00.000Z',
    expires_at: '2026-01-09T10:00:00.000Z',
  },
];

export const invitePreview: InvitePreview = {
  organization_name: 'Northwind Studio',
  invited_by_name: 'Ada Lovelace',
  email: 'grace@studio.com',
  role: 'member',
  expires_at: '2099-12-05T10:00:00.000Z',
  expired: false,
};

/** The dashboard frame around an organization page: its library chosen in the switcher, its nav item current. */
export function organizationFrame(organization: Pick<Organization, 'id' | 'name' | 'avatar_url'> = studioOrganization) {
  return {
    activeId: 'organization',
    navItems: [
      ...dashboardNav.slice(0, 2),
      { id: 'organization', label: 'Organization', href: `/dashboard/organization/${organization.id}/about`, icon: 'organization' as const },
      ...dashboardNav.slice(2),
    ],
    navHeader: (
      <LibrarySwitcher
        organizations={[organization, { id: '5d6e7f80-0000-4000-8000-000000000009', name: 'Analytical Engines', avatar_url: null }]}
        value={organization.id}
        onChange={fn()}
      />
    ),
  };
}
