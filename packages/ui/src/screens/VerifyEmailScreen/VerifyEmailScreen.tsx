import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Button } from '../../components/Button/Button';
import { ButtonLink } from '../../components/private/ButtonLink';
import { Notice } from '../../components/private/Notice';
import { StatusMessage } from '../../components/private/StatusMessage';
import { TextLink } from '../../components/private/TextLink';

export const verifyStates = ['verifying', 'verified', 'failed'] as const;
export type VerifyState = (typeof verifyStates)[number];

export const resendStates = ['idle', 'sending', 'sent', 'failed'] as const;
export type ResendState = (typeof resendStates)[number];

export interface VerifyEmailScreenProps {
  state: VerifyState;
  /** Why verifying failed, e.g. an expired link. */
  errorMessage?: string;
  /** Sends a new link; offered when verifying failed. Absent when nobody is signed in. */
  onResend?(): void;
  resendState?: ResendState;
  /** Where 'Continue' leads once verified: the dashboard. */
  continueHref: string;
  loginHref: string;
  homeHref?: string;
}

const titles: Record<VerifyState, string> = {
  verifying: 'Verifying your email',
  verified: 'Email verified',
  failed: 'We could not verify your email',
};

export function VerifyEmailScreen({
  state,
  errorMessage,
  onResend,
  resendState = 'idle',
  continueHref,
  loginHref,
  homeHref,
}: VerifyEmailScreenProps) {
  return (
    <AuthLayout title={titles[state]} homeHref={homeHref}>
      {state === 'verifying' ? (
        <StatusMessage kind="pending">
          <span>Checking your link. This takes a moment.</span>
        </StatusMessage>
      ) : null}
      {state === 'verified' ? (
        <>
          <StatusMessage kind="success">
            <span>Thanks. Your email is confirmed and your account is ready to use.</span>
          </StatusMessage>
          <ButtonLink href={continueHref}>Continue to Facet</ButtonLink>
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <StatusMessage kind="failure">
            <span>{errorMessage ?? 'This link is invalid or has expired.'}</span>
            {onResend ? <span>Links work for 48 hours. Ask for a new one below.</span> : null}
          </StatusMessage>
          <div role="status">
            {resendState === 'sent' ? <Notice tone="success">A new link is on its way. Check your inbox.</Notice> : null}
            {resendState === 'failed' ? <Notice tone="danger">We could not send a new link. Try again in a moment.</Notice> : null}
          </div>
          {onResend && resendState !== 'sent' ? (
            <Button onPress={onResend} isPending={resendState === 'sending'}>
              Send a new link
            </Button>
          ) : null}
          <p>
            <TextLink href={loginHref}>Back to sign in</TextLink>
          </p>
        </>
      ) : null}
    </AuthLayout>
  );
}
