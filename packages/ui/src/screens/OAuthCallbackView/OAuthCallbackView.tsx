import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { ButtonLink } from '../../components/private/ButtonLink';
import { StatusMessage } from '../../components/private/StatusMessage';

export interface OAuthCallbackViewProps {
  /** The provider's display name, e.g. 'Discord'. */
  providerName: string;
  state: 'pending' | 'failed';
  errorMessage?: string;
  loginHref: string;
  homeHref?: string;
}

/** The page a provider sends the person back to (/auth/discord) while the app finishes signing in. */
export function OAuthCallbackView({ providerName, state, errorMessage, loginHref, homeHref }: OAuthCallbackViewProps) {
  if (state === 'pending') {
    return (
      <AuthLayout title="Signing you in…" homeHref={homeHref}>
        <StatusMessage kind="pending">
          <span>Finishing sign-in with {providerName}.</span>
        </StatusMessage>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={`Sign-in with ${providerName} failed`} homeHref={homeHref}>
      <StatusMessage kind="failure">
        <span>{errorMessage ?? `${providerName} did not confirm who you are.`}</span>
        <span>Try again, or sign in with your email and password.</span>
      </StatusMessage>
      <ButtonLink href={loginHref}>Back to sign in</ButtonLink>
    </AuthLayout>
  );
}
