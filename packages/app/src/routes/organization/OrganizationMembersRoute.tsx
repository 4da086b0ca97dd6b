import { canManageOrganization, type OrganizationMember } from '@facet/contract';
import {
  errorText,
  formErrors,
  useCreateInvite,
  useOrganization,
  useOrganizationInvites,
  useOrganizationMembers,
  useRemoveMember,
  useResendInvite,
  useRevokeInvite,
  useUpdateMemberRole,
  useUser,
} from '@facet/data';
import { OrganizationAboutScreen, OrganizationMembersScreen, toast } from '@facet/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../auth/paths';
import { organizationMemberHref } from './organizationPaths';

/** `/dashboard/organization/{orgId}/members/list`. */
export function OrganizationMembersRoute() {
  const { orgId = '' } = useParams();
  return <MembersRoute key={orgId} orgId={orgId} />;
}

function MembersRoute({ orgId }: { orgId: string }) {
  const navigate = useNavigate();
  const { user } = useUser();
  const { organization, error, refresh } = useOrganization(orgId);
  const [query, setQuery] = useState('');
  const members = useOrganizationMembers(orgId, query);
  const invites = useOrganizationInvites(orgId, canManageOrganization(organization?.my_role));
  const role = useUpdateMemberRole(orgId);
  const remove = useRemoveMember(orgId, user?.id);
  const leave = useRemoveMember(orgId, user?.id);
  const invite = useCreateInvite(orgId);
  const resend = useResendInvite(orgId);
  const revoke = useRevokeInvite(orgId);
  const [removeTarget, setRemoveTarget] = useState<OrganizationMember>();
  const [isLeaveOpen, setLeaveOpen] = useState(false);
  const [roleChangingId, setRoleChangingId] = useState<string>();
  const [pendingInviteId, setPendingInviteId] = useState<string>();
  const [actionError, setActionError] = useState<string>();

  if (!organization || !user) {
    // The about screen's loading and failure states stand for the page until the organization is in.
    return (
      <OrganizationAboutScreen
        organization={undefined}
        loadError={error ? errorText(error, 'The organization could not be loaded.') : undefined}
        onRetry={refresh}
        onCreate={() => undefined}
        onRename={() => undefined}
        onAvatarChange={() => undefined}
        membersHref={paths.home}
        upgradeHref={paths.pricing}
        isDeleteOpen={false}
        onOpenDelete={() => undefined}
        onCloseDelete={() => undefined}
        onConfirmDelete={() => undefined}
      />
    );
  }
  const inviteErrors = formErrors(invite.error);
  const inviteInvite = (inviteId: string, run: (id: string) => Promise<unknown>, done: string) => {
    setPendingInviteId(inviteId);
    setActionError(undefined);
    run(inviteId)
      .then(() => toast.success(done))
      .catch((failure: unknown) => setActionError(errorText(failure)))
      .finally(() => setPendingInviteId(undefined));
  };
  return (
    <OrganizationMembersScreen
      organization={organization}
      myUserId={user.id}
      members={members.members}
      membersError={members.error && !members.members ? errorText(members.error, 'The members could not be loaded.') : undefined}
      onRetry={members.refresh}
      query={query}
      onQueryChange={setQuery}
      memberHref={(member) => organizationMemberHref(orgId, member.user_id)}
      invites={invites.invites}
      onRoleChange={(memberId, next) => {
        setRoleChangingId(memberId);
        setActionError(undefined);
        role
          .trigger({ memberId, role: next })
          .catch((failure: unknown) => setActionError(errorText(failure)))
          .finally(() => setRoleChangingId(undefined));
      }}
      roleChangingId={roleChangingId}
      actionError={actionError}
      removeTarget={removeTarget}
      onRequestRemove={(member) => {
        remove.reset();
        setRemoveTarget(member);
      }}
      onCancelRemove={() => setRemoveTarget(undefined)}
      onConfirmRemove={() => {
        if (!removeTarget) return;
        remove
          .trigger(removeTarget.user_id)
          .then(() => {
            toast.success(`${removeTarget.name || removeTarget.email} was removed`);
            setRemoveTarget(undefined);
          })
          .catch(() => undefined);
      }}
      isRemoving={remove.isMutating}
      removeError={errorText(remove.error)}
      isLeaveOpen={isLeaveOpen}
      onOpenLeave={() => setLeaveOpen(true)}
      onCloseLeave={() => setLeaveOpen(false)}
      onConfirmLeave={() => {
        leave
          .trigger(user.id)
          .then(() => navigate(paths.assets, { replace: true }))
          .catch(() => undefined);
      }}
      isLeaving={leave.isMutating}
      leaveError={errorText(leave.error)}
      onInvite={(values) => void invite.trigger(values).catch(() => undefined)}
      isInviting={invite.isMutating}
      inviteError={inviteErrors.fieldErrors?.email ?? inviteErrors.serverError}
      invitedEmail={invite.data?.email}
      onResendInvite={(id) => inviteInvite(id, resend.trigger, 'The invite was sent again')}
      onRevokeInvite={(id) => inviteInvite(id, revoke.trigger, 'The invite was revoked')}
      pendingInviteId={pendingInviteId}
      resentInviteId={resend.data?.id}
      upgradeHref={paths.pricing}
    />
  );
}
