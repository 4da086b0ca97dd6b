import type { OAuthProviderId } from '@facet/contract';
import { useState } from 'react';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Button } from '../../components/Button/Button';
import { OAuthButtons, type OAuthProvider } from '../../components/OAuthButtons/OAuthButtons';
import { AuthForm, AuthFormActions, type AuthScreenFormProps } from '../../components/private/AuthForm';
import {
  AUTH_MESSAGES,
  formValues,
  validateConfirmation,
  validateEmail,
  validateNewPassword,
} from '../../components/private/authValidation';
import { Notice } from '../../components/private/Notice';
import { TextLink } from '../../components/private/TextLink';
import { TextField } from '../../components/TextField/TextField';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

export interface RegisterScreenProps extends AuthScreenFormProps<RegisterValues> {
  providers: readonly OAuthProvider[];
  onOAuth(provider: OAuthProviderId): void;
  pendingProvider?: OAuthProviderId;
  loginHref: string;
  homeHref?: string;
  /** Shown above the form when the person came with a coupon or a referral. */
  notice?: string;
}

const fields = ['name', 'email', 'password'] as const;

const validateName = (value: string) => (value.trim().length > 100 ? AUTH_MESSAGES.nameLong : null);

export function RegisterScreen({
  onSubmit,
  isSubmitting = false,
  serverError,
  fieldErrors,
  providers,
  onOAuth,
  pendingProvider,
  loginHref,
  homeHref,
  notice,
}: RegisterScreenProps) {
  // Controlled only so the confirmation can be checked against it.
  const [password, setPassword] = useState('');
  const isBusy = isSubmitting || pendingProvider !== undefined;
  return (
    <AuthLayout
      title="Create your Facet account"
      description="Start with 100 free credits. No card needed."
      homeHref={homeHref}
      footer={
        <>
          Already have an account? <TextLink href={loginHref}>Sign in</TextLink>
        </>
      }
    >
      {notice ? <Notice tone="info">{notice}</Notice> : null}
      <OAuthButtons providers={providers} onOAuth={onOAuth} pendingProvider={pendingProvider} isDisabled={isSubmitting} />
      <AuthForm
        aria-label="Create an account with email"
        fieldErrors={fieldErrors} serverError={serverError}
        onValidSubmit={(form) => onSubmit(formValues(form, fields))}
      >
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="Ada Lovelace"
          description="Optional. Shown to your team."
          validate={validateName}
          isDisabled={isBusy}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@studio.com"
          validate={validateEmail}
          isDisabled={isBusy}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          description="At least 8 characters."
          value={password}
          onChange={setPassword}
          validate={validateNewPassword}
          isDisabled={isBusy}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          validate={validateConfirmation(password)}
          isDisabled={isBusy}
        />
        <AuthFormActions>
          <Button type="submit" isPending={isSubmitting} isDisabled={pendingProvider !== undefined}>
            Create account
          </Button>
        </AuthFormActions>
      </AuthForm>
    </AuthLayout>
  );
}
