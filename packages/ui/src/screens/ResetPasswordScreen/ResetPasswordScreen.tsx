import { useState } from 'react';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Button } from '../../components/Button/Button';
import { AuthForm, AuthFormActions, type AuthScreenFormProps } from '../../components/private/AuthForm';
import { formValues, validateConfirmation, validateNewPassword } from '../../components/private/authValidation';
import { StatusMessage } from '../../components/private/StatusMessage';
import { ButtonLink } from '../../components/private/ButtonLink';
import { TextLink } from '../../components/private/TextLink';
import { TextField } from '../../components/TextField/TextField';

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
  const [password, setPassword] = useState('');
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
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          validate={validateNewPassword}
          isDisabled={isSubmitting}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          validate={validateConfirmation(password)}
          isDisabled={isSubmitting}
        />
        <AuthFormActions>
          <Button type="submit" isPending={isSubmitting}>
            Set new password
          </Button>
        </AuthFormActions>
      </AuthForm>
    </AuthLayout>
  );
}
