import type { OAuthProviderId } from '@facet/contract';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { OAuthButtons, type OAuthProvider } from '../../components/OAuthButtons/OAuthButtons';
import { AuthForm, AuthSubmit, EmailField, type AuthScreenFormProps } from '../../components/private/AuthForm';
import { formValues, validatePasswordPresent } from '../../components/private/authValidation';
import { TextLink } from '../../components/private/TextLink';
import { TextField } from '../../components/TextField/TextField';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginScreenProps extends AuthScreenFormProps<LoginValues> {
  providers: readonly OAuthProvider[];
  onOAuth(provider: OAuthProviderId): void;
  pendingProvider?: OAuthProviderId;
  registerHref: string;
  forgotPasswordHref: string;
  homeHref?: string;
  /** Prefills the email, e.g. after registering. */
  defaultEmail?: string;
}

const fields = ['email', 'password'] as const;

export function LoginScreen({
  onSubmit,
  isSubmitting = false,
  serverError,
  fieldErrors,
  providers,
  onOAuth,
  pendingProvider,
  registerHref,
  forgotPasswordHref,
  homeHref,
  defaultEmail,
}: LoginScreenProps) {
  const isBusy = isSubmitting || pendingProvider !== undefined;
  return (
    <AuthLayout
      title="Sign in to Facet"
      description="Welcome back. Pick up where you left off."
      homeHref={homeHref}
      footer={
        <>
          No account yet? <TextLink href={registerHref}>Create one</TextLink>
        </>
      }
    >
      <OAuthButtons providers={providers} onOAuth={onOAuth} pendingProvider={pendingProvider} isDisabled={isSubmitting} />
      <AuthForm aria-label="Sign in with email" fieldErrors={fieldErrors} serverError={serverError} onValidSubmit={(form) => onSubmit(formValues(form, fields))}>
        <EmailField defaultValue={defaultEmail} isDisabled={isBusy} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          validate={validatePasswordPresent}
          isDisabled={isBusy}
          labelAccessory={
            <TextLink href={forgotPasswordHref} tone="muted">
              Forgot password?
            </TextLink>
          }
        />
        <AuthSubmit isSubmitting={isSubmitting} isDisabled={pendingProvider !== undefined}>
          Sign in
        </AuthSubmit>
      </AuthForm>
    </AuthLayout>
  );
}
