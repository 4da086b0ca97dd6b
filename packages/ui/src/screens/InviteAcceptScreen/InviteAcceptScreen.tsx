import type { InvitePreview } from '@facet/contract';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Button } from '../../components/Button/Button';
import { Stack } from '../../components/Stack/Stack';
import { ButtonLink } from '../../components/private/ButtonLink';
import { Notice } from '../../components/private/Notice';
import { StatusMessage } from '../../components/private/StatusMessage';
import { TextLink } from '../../components/private/TextLink';
import { formatDay, ROLE_NAMES } from '../../components/private/organization';
import * as styles from './InviteAcceptScreen.css';

export interface InviteAcceptScreenProps {
  /** The invite; `undefined` while it loads. */
  invite: InvitePreview | undefined;
  /** Why it could not be read: unknown or revoked. */
  loadError?: string;
  /** Who is signed in: `null` for a visitor. */
  viewer: { email: string } | null;
  /** Sign in with the invited email, then back here. */
  signInHref: string;
  /** Create an account with the invited email, then back here. */
  registerHref: string;
  onAccept(): void;
  isAccepting?: boolean;
  acceptError?: string;
  /** Signs out, for someone signed in with another email. */
  onSignOut(): void;
  isSigningOut?: boolean;
  /** Where a dead end leads: the dashboard. */
  homeHref: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** /invite/{token}: what an invite is for, and accepting it with the account of the invited email. */
export function InviteAcceptScreen({
  invite,
  loadError,
  viewer,
  signInHref,
  registerHref,
  onAccept,
  isAccepting = false,
  acceptError,
  onSignOut,
  isSigningOut = false,
  homeHref,
}: InviteAcceptScreenProps) {
  if (loadError) {
    return (
      <AuthLayout title="This invite does not work" homeHref={homeHref}>
        <StatusMessage kind="failure">
          <span>{loadError}</span>
          <span>Ask the person who invited you for a new one.</span>
        </StatusMessage>
        <p>
          <TextLink href={homeHref}>Go to Facet</TextLink>
        </p>
      </AuthLayout>
    );
  }
  if (invite === undefined) {
    return (
      <AuthLayout title="Opening your invite" homeHref={homeHref}>
        <StatusMessage kind="pending">
          <span>Checking the link. This takes a moment.</span>
        </StatusMessage>
      </AuthLayout>
    );
  }
  const summary = (
    <p className={styles.summary}>
      <strong>{invite.invited_by_name}</strong> invited <strong>{invite.email}</strong> to join <strong>{invite.organization_name}</strong> as{' '}
      {invite.role === 'admin' ? 'an admin' : 'a member'}.
    </p>
  );
  if (invite.expired) {
    return (
      <AuthLayout title="This invite has expired" homeHref={homeHref}>
        {summary}
        <StatusMessage kind="failure">
          <span>It stopped working on {formatDay(invite.expires_at)}. Ask {invite.invited_by_name} for a new one.</span>
        </StatusMessage>
        <p>
          <TextLink href={homeHref}>Go to Facet</TextLink>
        </p>
      </AuthLayout>
    );
  }
  const title = `Join ${invite.organization_name}`;
  if (viewer === null) {
    return (
      <AuthLayout title={title} homeHref={homeHref}>
        {summary}
        <p className={styles.muted}>Sign in or create an account with {invite.email} to accept. You come back here after.</p>
        <Stack space="3">
          <ButtonLink href={signInHref}>Sign in as {invite.email}</ButtonLink>
          <ButtonLink href={registerHref} variant="secondary">
            Create an account
          </ButtonLink>
        </Stack>
      </AuthLayout>
    );
  }
  if (!sameEmail(viewer.email, invite.email)) {
    return (
      <AuthLayout title={title} homeHref={homeHref}>
        {summary}
        <Notice tone="warning" role="alert">
          This invite is for {invite.email}, and you are signed in as {viewer.email}. Sign out, then sign in as {invite.email} to accept it.
        </Notice>
        <Button onPress={onSignOut} isPending={isSigningOut}>
          Sign out
        </Button>
        <p>
          <TextLink href={homeHref}>Stay signed in as {viewer.email}</TextLink>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={title} homeHref={homeHref}>
      {summary}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Role</dt>
          <dd className={styles.factValue}>{ROLE_NAMES[invite.role]}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Link works until</dt>
          <dd className={styles.factValue}>{formatDay(invite.expires_at)}</dd>
        </div>
      </dl>
      {acceptError ? (
        <Notice tone="danger" role="alert">
          {acceptError}
        </Notice>
      ) : null}
      <Button onPress={onAccept} isPending={isAccepting}>
        Accept and join
      </Button>
    </AuthLayout>
  );
}
