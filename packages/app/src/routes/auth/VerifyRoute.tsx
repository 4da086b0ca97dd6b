import { formErrors, isSignedIn, sendState, useSendVerificationEmail, useVerifyEmail } from '@facet/data';
import { VerifyEmailScreen } from '@facet/ui';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from './paths';

export function VerifyRoute() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const verify = useVerifyEmail();
  const resend = useSendVerificationEmail();
  // A verification link works once: never send it twice, even when React runs effects twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.trigger(token).catch(() => {
      // The error is shown from `verify.error`.
    });
  }, [token, verify]);

  if (!token) return <Navigate to={paths.login} replace />;
  const state = verify.data ? 'verified' : verify.error ? 'failed' : 'verifying';
  return (
    <VerifyEmailScreen
      state={state}
      errorMessage={formErrors(verify.error).serverError}
      onResend={isSignedIn() ? () => void resend.trigger().catch(() => undefined) : undefined}
      resendState={sendState(resend)}
      continueHref={paths.assets}
      loginHref={paths.login}
      homeHref={paths.home}
    />
  );
}
