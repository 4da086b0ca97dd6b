import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { AuthForm, AuthSubmit, NewPasswordFields, type AuthScreenFormProps } from '../../components/private/AuthForm';
import { formValues } from '../../components/private/authValidation';
import { StatusMessage } from '../../components/private/StatusMessage';
import { ButtonLink } from '../../components/private/ButtonLink';
import { TextLink } from '../../components/private/TextLink';

export interface ResetPasswordScreenProps extends AuthScreenFormProps<{ password: string }> {
  /** The password was changed. */
  isDone?: boolean;
  loginHref: string;
  forgotPasswordHref: string;
  homeHref?: string;
}

export function ResetPasswordScreen({
  onSubmit,
  isSubmitting = false,
  serverError,
  fieldErrors,
  isDone = false,
  loginHref,
  forgotPasswordHref,
  homeHref,
}: ResetPasswordScreenProps) {
  if (isDone) {
    return (
      <AuthLayout title="Password changed" homeHref={homeHref}>
        <StatusMessage kind="success">
          <span>Your new password is set. Sign in with it to continue.</span>
        </StatusMessage>
        <ButtonLink href={loginHref}>Continue to sign in</ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      description="Use at least 8 characters. You will sign in with it from now on."
      homeHref={homeHref}
      footer={
        <>
          Link expired? <TextLink href={forgotPasswordHref}>Send a new one</TextLink>
        </>
      }
    >
      <AuthForm aria-label="Choose a new password" fieldErrors={fieldErrors} serverError={serverError} onValidSubmit={(form) => onSubmit(formValues(form, ['password']))}>
        <NewPasswordFields label="New password" confirmLabel="Confirm new password" isDisabled={isSubmitting} />
        <AuthSubmit isSubmitting={isSubmitting}>Set new password</AuthSubmit>
      </AuthForm>
    </AuthLayout>
  );
}
