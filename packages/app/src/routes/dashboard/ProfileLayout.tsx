import { ProfileNav, profileSections, Stack, type ProfileSection } from '@facet/ui';
import { Outlet, useLocation } from 'react-router-dom';

/** The four profile pages (SPEC.md section 2), by their own segment under `/dashboard/profile/`. */
const profileHrefs = Object.fromEntries(profileSections.map((section) => [section, `/dashboard/profile/${section}`])) as Record<ProfileSection, string>;

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
