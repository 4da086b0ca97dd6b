import type { OAuthProviderId } from '@facet/contract';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { OAuthButtons, type OAuthProvider } from '../../components/OAuthButtons/OAuthButtons';
import { AuthForm, AuthSubmit, EmailField, NewPasswordFields, type AuthScreenFormProps } from '../../components/private/AuthForm';
import { AUTH_MESSAGES, formValues } from '../../components/private/authValidation';
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
  /** The email to start with, e.g. the one an organization invite went to. */
  defaultEmail?: string;
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
  defaultEmail,
}: RegisterScreenProps) {
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
        fieldErrors={fieldErrors}
        serverError={serverError}
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
        <EmailField isDisabled={isBusy} defaultValue={defaultEmail} />
        <NewPasswordFields label="Password" confirmLabel="Confirm password" description="At least 8 characters." isDisabled={isBusy} />
        <AuthSubmit isSubmitting={isSubmitting} isDisabled={pendingProvider !== undefined}>
          Create account
        </AuthSubmit>
      </AuthForm>
    </AuthLayout>
  );
}
