import { pages } from '@facet/contract';

/** The `orgId` of the address that shows the form for a new organization. */
export const NEW_ORGANIZATION = 'new';

export const organizationAboutHref = (orgId: string) => pages.organizationAbout.href({ orgId });
export const organizationMembersHref = (orgId: string) => pages.organizationMembers.href({ orgId });
export const organizationMemberHref = (orgId: string, memberId: string) => pages.organizationMember.href({ orgId, memberId });
export const newOrganizationHref = organizationAboutHref(NEW_ORGANIZATION);
