import { formErrors, useAuthFormGate, useForgotPassword } from '@facet/data';
import { ForgotPasswordScreen } from '@facet/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GatedForm } from './GatedForm';
import { paths } from './paths';

export function ForgotPasswordRoute() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string>();
  const [search] = useSearchParams();
  const gate = useAuthFormGate(search);
  return (
    <GatedForm gate={gate}>
      <ForgotPasswordScreen
        onSubmit={async ({ email }) => {
          try {
            await forgot.trigger(email);
            setSentTo(email);
          } catch {
            // The error is shown from `forgot.error`.
          }
        }}
        isSubmitting={forgot.isMutating}
        {...formErrors(forgot.error)}
        sentTo={sentTo}
        onTryAgain={() => setSentTo(undefined)}
        loginHref={paths.login}
        homeHref={paths.home}
      />
    </GatedForm>
  );
}
