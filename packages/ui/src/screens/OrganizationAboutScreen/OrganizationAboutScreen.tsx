import { Camera, Check, Users } from 'lucide-react';
import { TIER_NAMES } from '@facet/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FileTrigger, Form, Label, Meter } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { TextField } from '../../components/TextField/TextField';
import { ButtonLink } from '../../components/private/ButtonLink';
import { ConfirmDialog } from '../../components/private/ConfirmDialog';
import { DashboardPage } from '../../components/private/DashboardPage';
import { Icon } from '../../components/private/Icon';
import { FailureNotice } from '../../components/private/FailureNotice';
import { Notice } from '../../components/private/Notice';
import { OrgAvatar } from '../../components/private/OrgAvatar';
import { Spinner } from '../../components/private/Spinner';
import { type OrganizationView } from '../../components/private/organization';
import { ORGANIZATION_AVATAR_TYPES, organizationNameError } from './organizationForm';
import * as styles from './OrganizationAboutScreen.css';

export type OrganizationSaveState = 'idle' | 'saving' | 'saved';

export interface OrganizationAboutScreenProps {
  /** The organization; `undefined` while it loads, `null` when the person has none yet (the create form shows). */
  organization: OrganizationView | null | undefined;
  /** Why it could not be read; with `onRetry`, a Try again button. */
  loadError?: string;
  onRetry?(): void;
  /** Creating one, for a person with none. */
  onCreate(name: string): void;
  isCreating?: boolean;
  createError?: string;
  onRename(name: string): void;
  renameState?: OrganizationSaveState;
  renameError?: string;
  /** A new picture, PNG, JPEG or WebP; the server checks its size and kind. */
  onAvatarChange(file: File): void;
  isAvatarUploading?: boolean;
  avatarError?: string;
  /** The members page of this organization. */
  membersHref: string;
  /** The pricing page, offered to an owner whose plan has no seats to invite with. */
  upgradeHref: string;
  isDeleteOpen: boolean;
  onOpenDelete(): void;
  onCloseDelete(): void;
  onConfirmDelete(): void;
  isDeleting?: boolean;
  deleteError?: string;
}

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

const nameFrom = (event: FormEvent<HTMLFormElement>) => String(new FormData(event.currentTarget).get('name') ?? '').trim();

function CreateOrganization({ onCreate, isCreating = false, createError }: Pick<OrganizationAboutScreenProps, 'onCreate' | 'isCreating' | 'createError'>) {
  return (
    <DashboardPage title="Create an organization" subtitle="Share a library with your team: everyone in it reads and adds its assets.">
      <Section title="Organization" description="You are its owner. You can invite members once it exists.">
        <Form
          className={styles.nameForm}
          aria-label="Create an organization"
          onSubmit={(event) => {
            event.preventDefault();
            onCreate(nameFrom(event));
          }}
          validationErrors={createError ? { name: createError } : undefined}
        >
          <div className={styles.nameField}>
            <TextField label="Name" name="name" autoComplete="organization" validate={organizationNameError} isDisabled={isCreating} />
          </div>
          <div className={styles.nameActions}>
            <Button type="submit" isPending={isCreating}>
              Create organization
            </Button>
          </div>
        </Form>
      </Section>
    </DashboardPage>
  );
}

/**
 * /dashboard/organization/{orgId}/about: the organization's name and picture, its plan and seats, and
 * deleting it (the owner). A person with no organization gets the form that creates one.
 */
export function OrganizationAboutScreen(props: OrganizationAboutScreenProps) {
  const { organization, loadError, onRetry } = props;
  if (loadError) {
    return (
      <DashboardPage title="Organization" subtitle="Its name, plan and seats.">
        <FailureNotice onRetry={onRetry}>{loadError}</FailureNotice>
      </DashboardPage>
    );
  }
  if (organization === undefined) {
    return (
      <DashboardPage title="Organization" subtitle="Its name, plan and seats.">
        <p className={styles.loading} role="status" aria-label="Loading the organization">
          <Spinner size={16} />
          Loading…
        </p>
      </DashboardPage>
    );
  }
  if (organization === null) return <CreateOrganization {...props} />;
  return <About {...props} organization={organization} />;
}

const roleLine: Record<OrganizationView['my_role'], string> = {
  owner: 'You are the owner.',
  admin: 'You are an admin: you manage members and invites.',
  member: 'You are a member: you read and add to the library.',
};

function About({
  organization,
  onRename,
  renameState = 'idle',
  renameError,
  onAvatarChange,
  isAvatarUploading = false,
  avatarError,
  membersHref,
  upgradeHref,
  isDeleteOpen,
  onOpenDelete,
  onCloseDelete,
  onConfirmDelete,
  isDeleting = false,
  deleteError,
}: OrganizationAboutScreenProps & { organization: OrganizationView }) {
  const [nameDraft, setNameDraft] = useState<string>();
  const isOwner = organization.my_role === 'owner';
  const canEdit = organization.my_role !== 'member';
  const hasSeatsPlan = organization.seats_limit > 1;
  const full = organization.seats_used >= organization.seats_limit;
  return (
    <DashboardPage title={organization.name} subtitle={roleLine[organization.my_role]}>
      <Section title="Profile" description="The name and picture members see.">
        <Inline space="4" alignY="center" wrap>
          <OrgAvatar name={organization.name} url={organization.avatar_url} size="lg" />
          {canEdit ? (
            <Stack space="1">
              <FileTrigger acceptedFileTypes={[...ORGANIZATION_AVATAR_TYPES]} onSelect={(files) => files?.[0] && onAvatarChange(files[0])}>
                <Button variant="secondary" size="sm" isPending={isAvatarUploading} icon={<Icon icon={Camera} size={15} />}>
                  Change picture
                </Button>
              </FileTrigger>
              <span className={styles.hint}>PNG, JPEG or WebP, up to 2 MB.</span>
            </Stack>
          ) : null}
        </Inline>
        {avatarError ? (
          <Notice tone="danger" role="alert">
            {avatarError}
          </Notice>
        ) : null}
        {canEdit ? (
          <Form
            className={styles.nameForm}
            aria-label="Rename the organization"
            onSubmit={(event) => {
              event.preventDefault();
              onRename(nameFrom(event));
            }}
            validationErrors={renameError ? { name: renameError } : undefined}
          >
            <div className={styles.nameField}>
              <TextField
                label="Name"
                name="name"
                value={nameDraft ?? organization.name}
                onChange={setNameDraft}
                autoComplete="organization"
                validate={organizationNameError}
                isDisabled={renameState === 'saving'}
              />
            </div>
            <div className={styles.nameActions}>
              <Button type="submit" variant="secondary" isPending={renameState === 'saving'}>
                Save
              </Button>
              <span role="status" className={styles.saved}>
                {renameState === 'saved' ? (
                  <>
                    <Icon icon={Check} size={14} />
                    Saved
                  </>
                ) : null}
              </span>
            </div>
          </Form>
        ) : null}
      </Section>

      <Section title="Plan and seats" description="Seats come with the owner's plan. Pending invites take a seat.">
        <Inline space="8" alignY="center" wrap>
          <div className={styles.stat}>
            <span className={styles.statLabel}>Plan</span>
            <span className={styles.statValue}>{TIER_NAMES[organization.tier]}</span>
          </div>
          <Meter className={styles.meter} value={organization.seats_used} minValue={0} maxValue={Math.max(organization.seats_limit, organization.seats_used, 1)} valueLabel={`${organization.seats_used} of ${organization.seats_limit}`}>
            {({ percentage, valueText }) => (
              <>
                <Inline align="spaceBetween" alignY="center">
                  <Label className={styles.statLabel}>Seats used</Label>
                  <span className={styles.statValue}>{valueText}</span>
                </Inline>
                <div className={styles.meterTrack}>
                  <div className={full ? `${styles.meterFill} ${styles.meterFull}` : styles.meterFill} style={{ width: `${percentage}%` }} />
                </div>
              </>
            )}
          </Meter>
        </Inline>
        {hasSeatsPlan ? (
          full ? (
            <Notice tone="warning">Every seat is taken. Remove a member or revoke an invite to invite someone new.</Notice>
          ) : null
        ) : (
          <Notice tone="info">
            {isOwner
              ? 'Inviting members needs the Studio plan, with up to 20 members.'
              : "Inviting members needs the owner's Studio plan."}
          </Notice>
        )}
        <Inline space="3" wrap>
          <ButtonLink href={membersHref} variant="secondary">
            <Icon icon={Users} size={15} />
            Members
          </ButtonLink>
          {isOwner && !hasSeatsPlan ? <ButtonLink href={upgradeHref}>See the Studio plan</ButtonLink> : null}
        </Inline>
      </Section>

      {isOwner ? (
        <Section title="Delete organization" description="Remove the organization and its members for good." tone="danger">
          <div>
            <Button variant="danger" onPress={onOpenDelete}>
              Delete organization…
            </Button>
          </div>
        </Section>
      ) : null}

      <ConfirmDialog
        isOpen={isDeleteOpen}
        onClose={onCloseDelete}
        title={`Delete ${organization.name}?`}
        confirmLabel="Delete organization"
        onConfirm={onConfirmDelete}
        isPending={isDeleting}
        error={deleteError}
      >
        Members lose access at once and pending invites stop working. No asset is deleted: each goes back to the
        library of the person who made it.
      </ConfirmDialog>
    </DashboardPage>
  );
}
