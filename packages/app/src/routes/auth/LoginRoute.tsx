import { formErrors, rememberAuthParams, takeCallbackUrl, useAuthFormGate, useAuthProviders, useLogin, useOAuthStart } from '@facet/data';
import { LoginScreen } from '@facet/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GatedForm } from './GatedForm';
import { paths } from './paths';

export function LoginRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { providers } = useAuthProviders();
  const login = useLogin();
  const oauth = useOAuthStart();
  const gate = useAuthFormGate(search, login.isMutating || login.data !== undefined);
  // A guarded page sends people here with `callbackUrl`; they go back there after signing in.
  useEffect(() => {
    if (gate.show === 'form') rememberAuthParams(search);
  }, [search, gate.show]);
  return (
    <GatedForm gate={gate}>
      <LoginScreen
        onSubmit={async (values) => {
          try {
            await login.trigger(values);
            navigate(takeCallbackUrl(), { replace: true });
          } catch {
            // The error is shown from `login.error`.
          }
        }}
        isSubmitting={login.isMutating}
        {...formErrors(login.error)}
        providers={providers}
        onOAuth={oauth.start}
        pendingProvider={oauth.pendingProvider}
        registerHref={paths.register}
        forgotPasswordHref={paths.forgotPassword}
        homeHref={paths.home}
        defaultEmail={search.get('email') ?? undefined}
      />
    </GatedForm>
  );
}
