import { LogOut, Mail, RotateCw, Search, UserMinus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button as AriaButton, Form, Input, Link, SearchField } from 'react-aria-components';
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
import { RoleSelect } from '../../components/private/RoleSelect';
import { Spinner } from '../../components/private/Spinner';
import {
  canManageMembers,
  formatDay,
  ROLE_NAMES,
  type AssignableRole,
  type OrganizationInviteView,
  type OrganizationMemberView,
  type OrganizationView,
} from '../../components/private/organization';
import * as styles from './OrganizationMembersScreen.css';

export interface InviteValues {
  email: string;
  role: AssignableRole;
}

export interface OrganizationMembersScreenProps {
  organization: OrganizationView;
  /** The signed-in person's user id: their own row offers Leave. */
  myUserId: string;
  /** The members matching the search; `undefined` while they load. */
  members: readonly OrganizationMemberView[] | undefined;
  membersError?: string;
  onRetry?(): void;
  query: string;
  onQueryChange(query: string): void;
  /** A member's page. */
  memberHref(member: OrganizationMemberView): string;
  /** Pending invites, read by owners and admins; `undefined` while they load. */
  invites?: readonly OrganizationInviteView[];
  onRoleChange(userId: string, role: AssignableRole): void;
  /** The member whose role is being changed. */
  roleChangingId?: string;
  /** Why the last role change, removal, resend or revoke was refused. */
  actionError?: string;
  /** The member the remove dialog asks about. */
  removeTarget?: OrganizationMemberView;
  onRequestRemove(member: OrganizationMemberView): void;
  onCancelRemove(): void;
  onConfirmRemove(): void;
  isRemoving?: boolean;
  removeError?: string;
  isLeaveOpen: boolean;
  onOpenLeave(): void;
  onCloseLeave(): void;
  onConfirmLeave(): void;
  isLeaving?: boolean;
  leaveError?: string;
  onInvite(values: InviteValues): void;
  isInviting?: boolean;
  /** The server's refusal: the plan has no seats, every seat is taken, already a member. */
  inviteError?: string;
  /** The email the last invite went to. */
  invitedEmail?: string;
  onResendInvite(inviteId: string): void;
  onRevokeInvite(inviteId: string): void;
  /** The invite a resend or revoke is under way for. */
  pendingInviteId?: string;
  /** The invite whose link was just sent again. */
  resentInviteId?: string;
  /** The pricing page, offered to an owner whose plan has no seats to invite with. */
  upgradeHref: string;
}

/** Owners change anyone's role but their own; owners remove anyone else, admins remove members. */
function mayRemove(myRole: OrganizationView['my_role'], target: OrganizationMemberView): boolean {
  if (target.role === 'owner') return false;
  return myRole === 'owner' || (myRole === 'admin' && target.role === 'member');
}

function InviteForm({
  organization,
  onInvite,
  isInviting = false,
  inviteError,
  invitedEmail,
  upgradeHref,
}: Pick<OrganizationMembersScreenProps, 'organization' | 'onInvite' | 'isInviting' | 'inviteError' | 'invitedEmail' | 'upgradeHref'>) {
  const [role, setRole] = useState<AssignableRole>('member');
  const noPlan = organization.seats_limit <= 1;
  const full = !noPlan && organization.seats_used >= organization.seats_limit;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    onInvite({ email, role });
  };
  return (
    <section className={styles.panel} aria-labelledby="invite-title">
      <Stack space="1">
        <h2 id="invite-title" className={styles.panelTitle}>
          Invite someone
        </h2>
        <p className={styles.muted}>
          They get an email with a link that works for 7 days. {organization.seats_used} of {organization.seats_limit} seats used.
        </p>
      </Stack>
      {noPlan ? (
        <Notice tone="info">
          <Stack space="2" align="left">
            <span>
              {organization.my_role === 'owner'
                ? 'Inviting members needs the Studio plan, with up to 20 members.'
                : "Inviting members needs the owner's Studio plan."}
            </span>
            {organization.my_role === 'owner' ? <ButtonLink href={upgradeHref}>See the Studio plan</ButtonLink> : null}
          </Stack>
        </Notice>
      ) : full ? (
        <Notice tone="warning">Every seat is taken. Remove a member or revoke an invite first.</Notice>
      ) : null}
      {/* A new form once an invite is sent: the next one starts empty. */}
      <Form key={invitedEmail ?? ''} className={styles.inviteForm} onSubmit={onSubmit} aria-label="Invite by email">
        <div className={styles.inviteEmail}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            isRequired
            validate={(value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Enter an email address.')}
            isDisabled={isInviting || noPlan}
          />
        </div>
        {organization.my_role === 'owner' ? (
          <RoleSelect label="Role" value={role} onChange={setRole} isDisabled={isInviting || noPlan} />
        ) : null}
        <div className={styles.inviteSubmit}>
          <Button type="submit" isPending={isInviting} isDisabled={noPlan} icon={<Icon icon={Mail} size={15} />}>
            Send invite
          </Button>
        </div>
      </Form>
      {inviteError ? (
        <Notice tone="danger" role="alert">
          {inviteError}
        </Notice>
      ) : null}
      <div role="status">{invitedEmail && !inviteError ? <Notice tone="success">Invite sent to {invitedEmail}.</Notice> : null}</div>
    </section>
  );
}

function Invites({
  invites,
  onResendInvite,
  onRevokeInvite,
  pendingInviteId,
  resentInviteId,
}: Pick<OrganizationMembersScreenProps, 'invites' | 'onResendInvite' | 'onRevokeInvite' | 'pendingInviteId' | 'resentInviteId'>) {
  // When the page opened: what has expired by then says so.
  const [now] = useState(Date.now);
  return (
    <section className={styles.panel} aria-labelledby="invites-title">
      <h2 id="invites-title" className={styles.panelTitle}>
        Pending invites
      </h2>
      {invites === undefined ? (
        <p className={styles.loading} role="status" aria-label="Loading invites">
          <Spinner size={16} />
          Loading…
        </p>
      ) : invites.length === 0 ? (
        <p className={styles.muted}>No invites are waiting.</p>
      ) : (
        <ul className={styles.rows} aria-labelledby="invites-title">
          {invites.map((invite) => {
            const expired = Date.parse(invite.expires_at) < now;
            return (
              <li key={invite.id} className={styles.row}>
                <Stack space="1" minWidth={0} className={styles.who}>
                  <span className={styles.name}>{invite.email}</span>
                  <span className={styles.muted}>
                    {ROLE_NAMES[invite.role]} · invited by {invite.invited_by_name} ·{' '}
                    {resentInviteId === invite.id ? 'sent again, ' : ''}
                    {expired ? `expired ${formatDay(invite.expires_at)}` : `expires ${formatDay(invite.expires_at)}`}
                  </span>
                </Stack>
                <Inline space="2" alignY="center">
                  <Button
                    size="sm"
                    variant="secondary"
                    onPress={() => onResendInvite(invite.id)}
                    isDisabled={pendingInviteId !== undefined}
                    icon={<Icon icon={RotateCw} size={14} />}
                    aria-label={`Resend the invite to ${invite.email}`}
                  >
                    Resend
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onPress={() => onRevokeInvite(invite.id)}
                    isDisabled={pendingInviteId !== undefined}
                    icon={<Icon icon={X} size={14} />}
                    aria-label={`Revoke the invite to ${invite.email}`}
                  >
                    Revoke
                  </Button>
                </Inline>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** /dashboard/organization/{orgId}/members/list: the members with their roles, pending invites, and inviting. */
export function OrganizationMembersScreen(props: OrganizationMembersScreenProps) {
  const {
    organization,
    myUserId,
    members,
    membersError,
    onRetry,
    query,
    onQueryChange,
    memberHref,
    onRoleChange,
    roleChangingId,
    actionError,
    removeTarget,
    onRequestRemove,
    onCancelRemove,
    onConfirmRemove,
    isRemoving = false,
    removeError,
    isLeaveOpen,
    onOpenLeave,
    onCloseLeave,
    onConfirmLeave,
    isLeaving = false,
    leaveError,
  } = props;
  const manager = canManageMembers(organization.my_role);
  return (
    <DashboardPage title="Members" subtitle={`Who shares ${organization.name}'s library, and what they may do.`} width="wide">
      {manager ? <InviteForm {...props} /> : null}
      {actionError ? (
        <Notice tone="danger" role="alert">
          {actionError}
        </Notice>
      ) : null}
      <section className={styles.panel} aria-labelledby="members-title">
        <Inline space="3" alignY="center" align="spaceBetween" wrap>
          <h2 id="members-title" className={styles.panelTitle}>
            Members
          </h2>
          <SearchField aria-label="Search members" value={query} onChange={onQueryChange} className={styles.search}>
            <span className={styles.searchIcon} aria-hidden="true">
              <Icon icon={Search} size={15} />
            </span>
            <Input className={styles.searchInput} placeholder="Search by name or email" />
            <AriaButton className={styles.searchClear} aria-label="Clear search">
              <Icon icon={X} size={14} />
            </AriaButton>
          </SearchField>
        </Inline>
        {membersError ? (
          <FailureNotice onRetry={onRetry}>{membersError}</FailureNotice>
        ) : members === undefined ? (
          <p className={styles.loading} role="status" aria-label="Loading members">
            <Spinner size={16} />
            Loading…
          </p>
        ) : members.length === 0 ? (
          <p className={styles.muted}>No member matches “{query.trim()}”.</p>
        ) : (
          <ul className={styles.rows} aria-labelledby="members-title">
            {members.map((member) => {
              const isMe = member.user_id === myUserId;
              const roleEditable = organization.my_role === 'owner' && member.role !== 'owner';
              return (
                <li key={member.user_id} className={styles.row}>
                  <Stack space="1" minWidth={0} className={styles.who}>
                    <Link href={memberHref(member)} className={styles.memberLink}>
                      {member.name || member.email}
                      {isMe ? ' (you)' : ''}
                    </Link>
                    <span className={styles.muted}>
                      {member.email} · joined {formatDay(member.joined_at)}
                    </span>
                  </Stack>
                  <Inline space="2" alignY="center" wrap>
                    {roleEditable && member.role !== 'owner' ? (
                      <RoleSelect
                        label={`Role of ${member.name || member.email}`}
                        hideLabel
                        value={member.role}
                        onChange={(role) => role !== member.role && onRoleChange(member.user_id, role)}
                        isDisabled={roleChangingId !== undefined}
                      />
                    ) : (
                      <span className={styles.role}>{ROLE_NAMES[member.role]}</span>
                    )}
                    {isMe && member.role !== 'owner' ? (
                      <Button size="sm" variant="ghost" onPress={onOpenLeave} icon={<Icon icon={LogOut} size={14} />}>
                        Leave
                      </Button>
                    ) : !isMe && mayRemove(organization.my_role, member) ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onPress={() => onRequestRemove(member)}
                        icon={<Icon icon={UserMinus} size={14} />}
                        aria-label={`Remove ${member.name || member.email}`}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Inline>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {manager ? <Invites {...props} /> : null}

      <ConfirmDialog
        isOpen={removeTarget !== undefined}
        onClose={onCancelRemove}
        title={`Remove ${removeTarget?.name || removeTarget?.email || 'this member'}?`}
        confirmLabel="Remove"
        onConfirm={onConfirmRemove}
        isPending={isRemoving}
        error={removeError}
      >
        They lose access to {organization.name}’s library at once. The assets they added stay in it.
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={isLeaveOpen}
        onClose={onCloseLeave}
        title={`Leave ${organization.name}?`}
        confirmLabel="Leave"
        onConfirm={onConfirmLeave}
        isPending={isLeaving}
        error={leaveError}
      >
        You lose access to its library at once. Only an invite brings you back.
      </ConfirmDialog>
    </DashboardPage>
  );
}
