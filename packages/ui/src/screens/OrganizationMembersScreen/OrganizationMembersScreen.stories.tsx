import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inDashboard } from '../../components/private/StoryDashboard';
import { invites, members, organizationFrame, proOrganization, studioOrganization } from '../../components/private/organizationStoryFixtures';
import { blurActive, clickOnce, narrow, playAlert, playLoading, release, useStoryState, wide } from '../../components/private/storyFixtures';
import { OrganizationMembersScreen, type OrganizationMembersScreenProps } from './OrganizationMembersScreen';

const InShell = inDashboard(OrganizationMembersScreen, () => organizationFrame());

/** The search box as the app holds it: the list narrows to what matches. */
function Searchable(args: OrganizationMembersScreenProps) {
  const [query, setQuery] = useStoryState(args.query, args.onQueryChange);
  const q = query.trim().toLowerCase();
  const shown = args.members?.filter((member) => `${member.name} ${member.email}`.toLowerCase().includes(q));
  return <OrganizationMembersScreen {...args} query={query} onQueryChange={setQuery} members={shown} />;
}

const meta = {
  title: 'Screens/OrganizationMembersScreen',
  component: OrganizationMembersScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    organization: studioOrganization,
    myUserId: studioOrganization.owner_id,
    members,
    invites,
    query: '',
    onQueryChange: fn(),
    memberHref: (member) => `/dashboard/organization/${studioOrganization.id}/members/${member.user_id}`,
    onRoleChange: fn(),
    onRequestRemove: fn(),
    onCancelRemove: fn(),
    onConfirmRemove: fn(),
    isLeaveOpen: false,
    onOpenLeave: fn(),
    onCloseLeave: fn(),
    onConfirmLeave: fn(),
    onInvite: fn(),
    onResendInvite: fn(),
    onRevokeInvite: fn(),
    upgradeHref: '/pricing',
  },
} satisfies Meta<typeof OrganizationMembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvas, args }) => {
    const list = within(canvas.getByRole('list', { name: 'Members' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByRole('link', { name: 'Ada Lovelace (you)' })).toHaveAttribute('href', `/dashboard/organization/${studioOrganization.id}/members/${studioOrganization.owner_id}`);
    await expect(list.queryByRole('button', { name: 'Leave' })).toBeNull();
    await clickOnce(list.getByRole('button', { name: 'Remove Alan Turing' }), args.onRequestRemove);
    await expect(args.onRequestRemove).toHaveBeenCalledWith(members[2]);
  },
};

export const ChangeRole: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Role of Alan Turing/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Admin/ }));
    await expect(args.onRoleChange).toHaveBeenCalledWith(members[2]?.user_id, 'admin');
    blurActive();
  },
};

export const RoleChanging: Story = { args: { roleChangingId: members[2]?.user_id } };

export const ActionRefused: Story = {
  args: { actionError: 'Only the owner changes who is an admin.' },
  play: playAlert('Only the owner changes who is an admin.'),
};

export const Search: Story = {
  render: Searchable,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search members' }), 'grace');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('grace');
    await expect(within(canvas.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(1);
    blurActive();
  },
};

export const NoMatch: Story = { args: { query: 'zuse', members: [] } };

export const Invite: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Send invite' });
    await userEvent.type(canvas.getByLabelText('Email'), 'not an email');
    await userEvent.click(submit);
    await expect(canvas.getByText('Enter an email address.')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'hedy@studio.com');
    await userEvent.click(canvas.getByRole('button', { name: /Role$/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Admin/ }));
    await userEvent.click(submit);
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'hedy@studio.com', role: 'admin' });
    await release(submit);
  },
};

export const Inviting: Story = { args: { isInviting: true } };

export const InviteSent: Story = {
  args: { invitedEmail: 'hedy@studio.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invite sent to hedy@studio.com.')).toBeVisible();
  },
};

export const SeatsFull: Story = {
  args: {
    organization: { ...studioOrganization, seats_used: 20 },
    inviteError: 'Every seat of Northwind Studio is taken (20 of 20). Remove a member or revoke an invite first.',
  },
  play: playAlert('Every seat of Northwind Studio is taken'),
};

export const NeedsStudioPlan: Story = {
  args: { organization: proOrganization, members: members.slice(0, 1), invites: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inviting members needs the Studio plan, with up to 20 members.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send invite' })).toBeDisabled();
  },
};

export const PlanRefused: Story = {
  args: { inviteError: 'Inviting members needs the Studio plan. Ada Lovelace’s plan is Pro.' },
  play: playAlert('Inviting members needs the Studio plan.'),
};

export const ResendAndRevoke: Story = {
  play: async ({ canvas, args }) => {
    const pending = within(canvas.getByRole('list', { name: 'Pending invites' }));
    await expect(pending.getByText(/expired Jan 9, 2026/)).toBeVisible();
    await clickOnce(pending.getByRole('button', { name: 'Resend the invite to hedy@studio.com' }), args.onResendInvite);
    await expect(args.onResendInvite).toHaveBeenCalledWith(invites[0]?.id);
    await clickOnce(pending.getByRole('button', { name: 'Revoke the invite to margaret@studio.com' }), args.onRevokeInvite);
    await expect(args.onRevokeInvite).toHaveBeenCalledWith(invites[1]?.id);
  },
};

export const InviteResent: Story = { args: { resentInviteId: invites[0]?.id } };

export const NoInvites: Story = { args: { invites: [] } };

export const AsAdmin: Story = {
  args: { organization: { ...studioOrganization, my_role: 'admin' }, myUserId: members[1]?.user_id ?? '' },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Members' }));
    await expect(list.queryByRole('button', { name: /Role of/ })).toBeNull();
    await expect(list.queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();
    await expect(list.getByRole('button', { name: 'Remove Alan Turing' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Role$/ })).toBeNull();
  },
};

export const AsMember: Story = {
  args: { organization: { ...studioOrganization, my_role: 'member' }, myUserId: members[2]?.user_id ?? '', invites: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Send invite' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Pending invites' })).toBeNull();
    await clickOnce(canvas.getByRole('button', { name: 'Leave' }), args.onOpenLeave);
  },
};

export const LeaveConfirm: Story = {
  args: { organization: { ...studioOrganization, my_role: 'member' }, myUserId: members[2]?.user_id ?? '', isLeaveOpen: true },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Leave' }));
    await expect(args.onConfirmLeave).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

export const LeaveFailed: Story = {
  args: { organization: { ...studioOrganization, my_role: 'member' }, myUserId: members[2]?.user_id ?? '', isLeaveOpen: true, leaveError: 'You could not leave. Try again.' },
};

export const RemoveConfirm: Story = {
  args: { removeTarget: members[2] },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('alertdialog', { name: 'Remove Alan Turing?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirmRemove).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

export const Removing: Story = { args: { removeTarget: members[2], isRemoving: true } };

export const Loading: Story = { args: { members: undefined, invites: undefined }, play: playLoading('Loading members') };

export const LoadFailed: Story = {
  args: { members: undefined, membersError: 'The members could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The members could not be loaded.');
    await clickOnce(canvas.getByRole('button', { name: 'Try again' }), args.onRetry);
  },
};

export const Narrow: Story = { parameters: { layout: 'fullscreen' }, globals: narrow, render: InShell };

export const Wide: Story = { parameters: { layout: 'fullscreen' }, globals: wide, render: InShell };
