import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Button } from '../../components/Button/Button';
import { AuthForm, AuthSubmit, EmailField, type AuthScreenFormProps } from '../../components/private/AuthForm';
import { formValues } from '../../components/private/authValidation';
import { StatusMessage } from '../../components/private/StatusMessage';
import { TextLink } from '../../components/private/TextLink';

export interface ForgotPasswordScreenProps extends AuthScreenFormProps<{ email: string }> {
  /** The address the link went to: the 'check your email' state. */
  sentTo?: string;
  /** Back from the sent state to the form, to use another address. */
  onTryAgain?(): void;
  loginHref: string;
  homeHref?: string;
}

export function ForgotPasswordScreen({
  onSubmit,
  isSubmitting = false,
  serverError,
  fieldErrors,
  sentTo,
  onTryAgain,
  loginHref,
  homeHref,
}: ForgotPasswordScreenProps) {
  const footer = (
    <>
      Remembered it? <TextLink href={loginHref}>Back to sign in</TextLink>
    </>
  );
  if (sentTo !== undefined) {
    return (
      <AuthLayout title="Check your email" homeHref={homeHref} footer={footer}>
        <StatusMessage kind="mail">
          <span>
            If an account exists for <strong>{sentTo}</strong>, a link to reset the password is on its way. The link
            works for one hour.
          </span>
          <span>Nothing after a few minutes? Look in your spam folder.</span>
        </StatusMessage>
        {onTryAgain ? (
          <Button variant="secondary" onPress={onTryAgain}>
            Use a different email
          </Button>
        ) : null}
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email of your account and we will send you a link to choose a new password."
      homeHref={homeHref}
      footer={footer}
    >
      <AuthForm aria-label="Reset your password" fieldErrors={fieldErrors} serverError={serverError} onValidSubmit={(form) => onSubmit(formValues(form, ['email']))}>
        <EmailField isDisabled={isSubmitting} />
        <AuthSubmit isSubmitting={isSubmitting}>Send reset link</AuthSubmit>
      </AuthForm>
    </AuthLayout>
  );
}
