import { formErrors, useResetPassword } from '@facet/data';
import { ResetPasswordScreen } from '@facet/ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from './paths';

export function ResetPasswordRoute() {
  const [search] = useSearchParams();
  const resetToken = search.get('resetToken');
  const reset = useResetPassword();
  if (!resetToken) return <Navigate to={paths.forgotPassword} replace />;
  return (
    <ResetPasswordScreen
      onSubmit={async ({ password }) => {
        try {
          await reset.trigger({ resetToken, password });
        } catch {
          // The error is shown from `reset.error`.
        }
      }}
      isSubmitting={reset.isMutating}
      {...formErrors(reset.error)}
      isDone={reset.data !== undefined}
      loginHref={paths.assets}
      forgotPasswordHref={paths.forgotPassword}
      homeHref={paths.home}
    />
  );
}
