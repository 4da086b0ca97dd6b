import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminUserDetail, adminUsers } from '../../components/private/adminStoryFixtures';
import { inAdmin } from '../../components/private/StoryAdmin';
import { blurActive, narrow, release, wide } from '../../components/private/storyFixtures';
import { AdminSearchUserScreen } from './AdminSearchUserScreen';

const meta = {
  title: 'Screens/Admin/AdminSearchUserScreen',
  component: AdminSearchUserScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    query: '',
    onSearch: fn(),
    users: adminUsers,
    onRetryUsers: fn(),
    hasMore: false,
    onLoadMore: fn(),
    userHref: (id: string) => `/dashboard/admin/search-user?user=${id}`,
    onRetryDetail: fn(),
    onGrantCredits: fn(),
    grant: {},
    onChangeTier: fn(),
    tierChange: {},
    onSignInAs: fn(),
    signInAs: {},
    auditHref: (id: string) => `/dashboard/admin/audit?user_id=${id}`,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof AdminSearchUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest accounts before any search; typing a search sends it. */
export const Newest: Story = {
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Newest accounts' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Accounts' });
    await expect(within(table).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', `/dashboard/admin/search-user?user=${adminUsers[0]!.id}`);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Email, name or id' }), ' grace@hopper.dev {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('grace@hopper.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
    await release(canvas.getByRole('button', { name: 'Load more' }));
  },
};

export const Loading: Story = {
  args: { query: 'grace', users: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Looking for accounts…');
  },
};

export const NoMatch: Story = {
  args: { query: 'nobody@nowhere.dev', users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No account matches “nobody@nowhere.dev”.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { query: 'grace', users: undefined, usersError: 'Could not reach the server. Check your connection.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The accounts could not be loaded: Could not reach the server.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryUsers).toHaveBeenCalled();
    blurActive();
  },
};

/** An account open: its figures, the grant, the tier, sessions, ledger and invoices. */
export const UserOpen: Story = {
  args: { query: 'grace', users: [adminUsers[0]!], selectedUserId: adminUsers[0]!.id, detail: adminUserDetail },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Account')).toHaveTextContent('Credits1,240TierProPlanPro, renews Dec 20, 2026');
    await expect(canvas.getByRole('table', { name: 'Credit history, newest first' })).toHaveTextContent('Granted: Refund for the outage on Nov 22');
    await expect(canvas.getByRole('table', { name: 'Recent sessions, newest first' })).toHaveTextContent('Chair, lower poly');
    await expect(canvas.getByRole('table', { name: 'Invoices, newest first' })).toHaveTextContent('$30.00');

    const grant = within(canvas.getByRole('form', { name: 'Grant credits' }));
    await userEvent.click(grant.getByRole('button', { name: 'Grant credits' }));
    await expect(grant.getByText('Enter how many credits to give.')).toBeVisible();
    await expect(args.onGrantCredits).not.toHaveBeenCalled();
    await userEvent.type(grant.getByLabelText('Credits'), '500');
    await userEvent.type(grant.getByLabelText('Reason'), 'Refund for the outage');
    await userEvent.click(grant.getByRole('button', { name: 'Grant credits' }));
    await expect(args.onGrantCredits).toHaveBeenCalledWith({ amount: 500, reason: 'Refund for the outage' });

    await expect(canvas.getByRole('button', { name: 'Change tier' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Studio' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change tier' }));
    await expect(args.onChangeTier).toHaveBeenCalledWith('studio');

    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as grace@hopper.dev' }));
    await expect(args.onSignInAs).toHaveBeenCalledTimes(1);
    await release(canvas.getByRole('button', { name: 'Sign in as grace@hopper.dev' }));
  },
};

export const UserLoading: Story = {
  args: { selectedUserId: adminUsers[0]!.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the account…');
  },
};

export const UserNotFound: Story = {
  args: { selectedUserId: adminUsers[0]!.id, detailError: 'No such user.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The account could not be loaded: No such user.');
  },
};

/** The grant went through and says the new balance; the tier change was refused. */
export const Outcomes: Story = {
  args: {
    selectedUserId: adminUsers[0]!.id,
    detail: adminUserDetail,
    grant: { done: 'Gave 500 credits. The balance is now 1,740.' },
    tierChange: { error: 'No such user.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gave 500 credits. The balance is now 1,740.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('No such user.');
  },
};

export const Pending: Story = {
  args: { selectedUserId: adminUsers[0]!.id, detail: adminUserDetail, grant: { isPending: true }, signInAs: { isPending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Grant credits' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign in as grace@hopper.dev' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A new account: nothing in its history yet. */
export const EmptyAccount: Story = {
  args: {
    selectedUserId: adminUsers[1]!.id,
    detail: { user: adminUsers[1]!, subscription: null, sessions: [], ledger: [], invoices: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Email not verified')).toBeVisible();
    await expect(canvas.getByText('No sessions yet.')).toBeVisible();
    await expect(canvas.getByText('No invoices yet.')).toBeVisible();
  },
};

const InAdmin = inAdmin(AdminSearchUserScreen, 'search-user');

export const InAdminWide: Story = {
  render: InAdmin,
  parameters: { layout: 'fullscreen' },
  globals: wide,
  args: { selectedUserId: adminUsers[0]!.id, detail: adminUserDetail },
};

export const InAdminNarrow: Story = {
  render: InAdmin,
  parameters: { layout: 'fullscreen' },
  globals: narrow,
  args: { selectedUserId: adminUsers[0]!.id, detail: adminUserDetail },
};
