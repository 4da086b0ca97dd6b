import { formErrors, readDefaultCoupon, rememberAuthParams, takeCallbackUrl, useAuthFormGate, useAuthProviders, useOAuthStart, useRegister } from '@facet/data';
import { RegisterScreen } from '@facet/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GatedForm } from './GatedForm';
import { paths } from './paths';

export function RegisterRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { providers } = useAuthProviders();
  const register = useRegister();
  const oauth = useOAuthStart();
  const coupon = readDefaultCoupon();
  const gate = useAuthFormGate(search, register.isMutating || register.data !== undefined);
  // A sign-up link may carry `callbackUrl` (and a referral or coupon) like the sign-in page's.
  useEffect(() => {
    if (gate.show === 'form') rememberAuthParams(search);
  }, [search, gate.show]);
  return (
    <GatedForm gate={gate}>
      <RegisterScreen
        onSubmit={async (values) => {
          try {
            await register.trigger(values);
            navigate(takeCallbackUrl(), { replace: true });
          } catch {
            // The error is shown from `register.error`.
          }
        }}
        isSubmitting={register.isMutating}
        {...formErrors(register.error)}
        providers={providers}
        onOAuth={oauth.start}
        pendingProvider={oauth.pendingProvider}
        loginHref={paths.login}
        homeHref={paths.home}
        notice={coupon ? `Your coupon ${coupon} will be applied at checkout.` : undefined}
        defaultEmail={search.get('email') ?? undefined}
      />
    </GatedForm>
  );
}
