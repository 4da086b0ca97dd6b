import { Check, Trash } from 'lucide-react';
import { TIER_NAMES, type DeleteFlowResponse, type UserProfile } from '@facet/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { ButtonLink } from '../../components/private/ButtonLink';
import { Icon } from '../../components/private/Icon';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { DashboardPage } from '../../components/private/DashboardPage';
import { DialogFooter, ModalDialog } from '../../components/private/ModalDialog';
import { Notice } from '../../components/private/Notice';
import { Spinner } from '../../components/private/Spinner';
import { TextField } from '../../components/TextField/TextField';
import type { VerifyBannerState } from '../../components/VerifyEmailBanner/VerifyEmailBanner';
import * as styles from './AccountScreen.css';

export const saveStates = ['idle', 'saving', 'saved'] as const;
export type SaveState = (typeof saveStates)[number];

export interface AccountScreenProps {
  user: Pick<UserProfile, 'name' | 'email' | 'email_verified' | 'tier' | 'credits'>;
  onSaveName(name: string): void;
  nameState?: SaveState;
  nameError?: string;
  /** Sends a new verification link; shown while the email is unverified. */
  onResendVerification(): void;
  verificationState?: VerifyBannerState;
  /** The pricing page. */
  upgradeHref: string;
  /** Whether the delete dialog is open; the container loads `GET /user/delete-flow` when it opens. */
  isDeleteOpen: boolean;
  onOpenDelete(): void;
  onCloseDelete(): void;
  /** What deleting removes; `undefined` while it loads. */
  deleteFlow?: DeleteFlowResponse;
  deleteFlowError?: string;
  onConfirmDelete(): void;
  isDeleting?: boolean;
  deleteError?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');
const plural = (count: number, one: string, many: string) => `${numberFormat.format(count)} ${count === 1 ? one : many}`;

function Section({ title, description, children, tone }: { title: string; description: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <section className={tone === 'danger' ? `${styles.section} ${styles.dangerSection}` : styles.section}>
      <Stack space="1">
        <h2 className={styles.sectionTitle}>{title}</h2>
        <p className={styles.sectionDescription}>{description}</p>
      </Stack>
      <Stack space="3" minWidth={0}>
        {children}
      </Stack>
    </section>
  );
}

function DeleteDialog({
  isDeleteOpen: isOpen,
  onCloseDelete: onClose,
  deleteFlow,
  deleteFlowError,
  onConfirmDelete: onConfirm,
  isDeleting = false,
  deleteError,
}: Pick<AccountScreenProps, 'isDeleteOpen' | 'onCloseDelete' | 'deleteFlow' | 'deleteFlowError' | 'onConfirmDelete' | 'isDeleting' | 'deleteError'>) {
  const [typed, setTyped] = useState('');
  const matches = deleteFlow !== undefined && typed.trim().toLowerCase() === deleteFlow.email.toLowerCase();
  const close = () => {
    setTyped('');
    onClose();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (matches && !isDeleting) onConfirm();
  };
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={close}
      title="Delete your account?"
      role="alertdialog"
      iconTone="danger"
      isDismissable={!isDeleting}
      icon={
        <Icon icon={Trash} size={20} />
      }
    >
      <p className={styles.dialogText}>This cannot be undone. Deleting your account removes:</p>
      {deleteFlowError ? (
        <Notice tone="danger">{deleteFlowError}</Notice>
      ) : deleteFlow === undefined ? (
        <p className={styles.loading} role="status">
          <Spinner size={16} />
          Checking what will be removed…
        </p>
      ) : (
        <>
          <ul className={styles.consequences}>
            <li>
              <strong>{plural(deleteFlow.asset_count, 'asset', 'assets')}</strong> and their files
            </li>
            <li>
              <strong>{plural(deleteFlow.credits, 'credit', 'credits')}</strong>, without a refund
            </li>
            <li>
              {deleteFlow.has_active_subscription ? (
                <>
                  Your <strong>active subscription</strong>, which is cancelled now
                </>
              ) : (
                'No active subscription: nothing to cancel'
              )}
            </li>
          </ul>
          <Form className={styles.confirmForm} onSubmit={onSubmit} aria-label="Confirm account deletion">
            <TextField
              label={`Type ${deleteFlow.email} to confirm`}
              name="confirmEmail"
              value={typed}
              onChange={setTyped}
              autoComplete="off"
              isDisabled={isDeleting}
            />
            <DialogFooter onCancel={close} isCancelDisabled={isDeleting} error={deleteError}>
              <Button type="submit" variant="danger" isDisabled={!matches} isPending={isDeleting}>
                Delete account
              </Button>
            </DialogFooter>
          </Form>
        </>
      )}
      {deleteFlow === undefined ? <DialogFooter onCancel={close} /> : null}
    </ModalDialog>
  );
}

/** /dashboard/profile/account: name, email and its verification, plan, and deleting the account. */
export function AccountScreen(props: AccountScreenProps) {
  const { user, onSaveName, nameState = 'idle', nameError, onResendVerification, verificationState = 'idle', upgradeHref, onOpenDelete } = props;
  const onSubmitName = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSaveName(String(new FormData(event.currentTarget).get('name') ?? '').trim());
  };
  return (
    <DashboardPage title="Account" subtitle="Your name, sign-in email, plan and account.">
      <Section title="Profile" description="The name your team sees.">
        <Form className={styles.nameForm} onSubmit={onSubmitName} validationErrors={nameError ? { name: nameError } : undefined}>
          <div className={styles.nameField}>
            <TextField
              label="Name"
              name="name"
              defaultValue={user.name}
              autoComplete="name"
              validate={(value) => (value.trim() ? (value.trim().length > 100 ? 'Use at most 100 characters.' : null) : 'Enter a name.')}
              isDisabled={nameState === 'saving'}
            />
          </div>
          <div className={styles.nameActions}>
            <Button type="submit" variant="secondary" isPending={nameState === 'saving'}>
              Save
            </Button>
            <span role="status" className={styles.saved}>
              {nameState === 'saved' ? (
                <>
                  <Icon icon={Check} size={14} />
                  Saved
                </>
              ) : null}
            </span>
          </div>
        </Form>
      </Section>

      <Section title="Email" description="Where sign-in links and receipts go.">
        <Inline space="3" alignY="center" wrap>
          <span className={styles.value}>{user.email}</span>
          {user.email_verified ? (
            <span className={`${styles.badge} ${styles.badgeSuccess}`}>Verified</span>
          ) : (
            <span className={`${styles.badge} ${styles.badgeWarning}`}>Not verified</span>
          )}
        </Inline>
        {user.email_verified ? null : (
          <Inline space="3" alignY="center" wrap role="status">
            {verificationState === 'sent' ? (
              <span className={styles.saved}>A new link is on its way.</span>
            ) : (
              <>
                <Button size="sm" variant="secondary" onPress={onResendVerification} isPending={verificationState === 'sending'}>
                  Resend verification link
                </Button>
                {verificationState === 'failed' ? <span className={styles.error}>Could not send. Try again.</span> : null}
              </>
            )}
          </Inline>
        )}
      </Section>

      <Section title="Plan" description="Your tier and credit balance.">
        <Inline space="8" alignY="center" wrap>
          <div className={styles.stat}>
            <span className={styles.statLabel}>Tier</span>
            <span className={styles.statValue}>{TIER_NAMES[user.tier]}</span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statLabel}>Credits</span>
            <span className={styles.statValue}>{numberFormat.format(user.credits)}</span>
          </div>
          <ButtonLink href={upgradeHref} variant="secondary">
            {user.tier === 'studio' ? 'See plans' : 'Upgrade plan'}
          </ButtonLink>
        </Inline>
      </Section>

      <Section title="Delete account" description="Remove your account, assets and credits for good." tone="danger">
        <div>
          <Button variant="danger" onPress={onOpenDelete}>
            Delete account…
          </Button>
        </div>
      </Section>

      <DeleteDialog {...props} />
    </DashboardPage>
  );
}
