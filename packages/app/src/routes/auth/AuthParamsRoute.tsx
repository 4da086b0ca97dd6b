import { rememberAuthParams, useAuthFormGate } from '@facet/data';
import { RootLoadingView } from '@facet/ui';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from './paths';

/** `/auth?coupon_code&referred_by&callbackUrl`: keeps the params through sign-in, then moves on. */
export function AuthParamsRoute() {
  const [search] = useSearchParams();
  const gate = useAuthFormGate(search);
  useEffect(() => {
    rememberAuthParams(search);
  }, [search]);
  if (gate.show === 'loading') return <RootLoadingView />;
  return <Navigate to={gate.show === 'redirect' ? gate.to : paths.login} replace />;
}
