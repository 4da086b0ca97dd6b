import { pages } from '@facet/contract';
import { useUser } from '@facet/data';
import { RootLoadingView } from '@facet/ui';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, signInHref } from '../auth/paths';
import { LandingRoute } from '../HomeRoute';
import { ShowcaseRoute } from './ShowcaseRoute';
import { SignedInFrame } from './SignedInFrame';

/** `/dashboard` and `/dashboard/`: routes match with or without a trailing slash and in any case. */
function isDashboardIndex(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === pages.dashboard.path;
}

/** The signed-in part of the app: no user goes to sign-in and comes back here afterwards. */
export function DashboardLayout() {
  const { user, isLoading } = useUser();
  const location = useLocation();

  if (isLoading) return <RootLoadingView />;
  // Two dashboard pages are public: home is the landing page, assets the showcase. `/dashboard` alone
  // is home, for visitors too.
  if (!user && isDashboardIndex(location.pathname)) return <Navigate to={paths.home} replace />;
  if (!user && location.pathname === paths.home) return <LandingRoute />;
  if (!user && location.pathname === paths.assets) return <ShowcaseRoute visitor />;
  if (!user) {
    const callbackUrl = `${location.pathname}${location.search}`;
    return <Navigate to={signInHref(callbackUrl)} replace />;
  }

  return (
    <SignedInFrame user={user}>
      <Outlet />
    </SignedInFrame>
  );
}
