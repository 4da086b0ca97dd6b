import { useUser } from '@facet/data';
import { RootLoadingView } from '@facet/ui';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signInHref } from '../auth/paths';
import { SignedInFrame } from '../dashboard/SignedInFrame';

/**
 * `/payment` (SPEC.md section 2): needs a signed-in user, else sign-in and back. Inside the dashboard
 * frame, whose socket brings the purchase's credits to the header and the page as they are granted.
 */
export function PaymentLayout() {
  const { user, isLoading } = useUser();
  const location = useLocation();

  if (isLoading) return <RootLoadingView />;
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
