import { errorText, useOrganization, useOrganizationMember } from '@facet/data';
import { OrganizationMemberScreen } from '@facet/ui';
import { useParams } from 'react-router-dom';
import { assetHref } from '../auth/paths';
import { organizationMembersHref } from './organizationPaths';

/** `/dashboard/organization/{orgId}/members/{memberId}`. */
export function OrganizationMemberRoute() {
  const { orgId = '', memberId = '' } = useParams();
  const { organization } = useOrganization(orgId);
  const { member, assets, error, refresh } = useOrganizationMember(orgId, memberId);
  return (
    <OrganizationMemberScreen
      organizationName={organization?.name ?? ''}
      member={member}
      assets={error ? [] : assets}
      loadError={error && !member ? errorText(error, 'The member could not be loaded.') : undefined}
      onRetry={refresh}
      assetHref={(asset) => assetHref(asset.id, null)}
      membersHref={organizationMembersHref(orgId)}
    />
  );
}
