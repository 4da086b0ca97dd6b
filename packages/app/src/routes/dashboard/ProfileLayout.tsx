import { pages } from '@facet/contract';
import { ProfileNav, profileSections, Stack, type ProfileSection } from '@facet/ui';
import { Outlet, useLocation } from 'react-router-dom';

/** The four profile pages (SPEC.md section 2). */
const profileHrefs: Record<ProfileSection, string> = {
  usage: pages.profileUsage.path,
  purchase: pages.profilePurchase.path,
  billing: pages.profileBilling.path,
  account: pages.profileAccount.path,
};

/** `/dashboard/profile/*`: the profile tabs over whichever of the four pages is open. */
export function ProfileLayout() {
  const { pathname } = useLocation();
  const current = profileSections.find((section) => pathname.startsWith(profileHrefs[section]));
  return (
    <Stack space="6">
      <ProfileNav current={current} hrefs={profileHrefs} />
      <Outlet />
    </Stack>
  );
}
