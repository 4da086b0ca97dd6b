import { rememberAuthParams, useUser } from '@facet/data';
import { RootLoadingView } from '@facet/ui';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from './paths';

/** `/auth?coupon_code&referred_by&callbackUrl`: keeps the params through sign-in, then moves on. */
export function AuthParamsRoute() {
  const [search] = useSearchParams();
  const { user, isLoading } = useUser();
  useEffect(() => {
    rememberAuthParams(search);
  }, [search]);
  if (isLoading) return <RootLoadingView />;
  return <Navigate to={user ? paths.assets : paths.login} replace />;
}
