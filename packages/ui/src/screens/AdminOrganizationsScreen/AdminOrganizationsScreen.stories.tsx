import type { AdminOrganizationDetail } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminOrganizations, adminUsers } from '../../components/private/adminStoryFixtures';
import { inAdmin } from '../../components/private/StoryAdmin';
import { narrow, release, wide } from '../../components/private/storyFixtures';
import { AdminOrganizationsScreen } from './AdminOrganizationsScreen';

const [active, disabled] = adminOrganizations as [(typeof adminOrganizations)[number], (typeof adminOrganizations)[number]];

const detail: AdminOrganizationDetail = {
  organization: active,
  members: [
    { user_id: adminUsers[0]!.id, name: 'Grace Hopper', email: 'grace@hopper.dev', role: 'owner', joined_at: '2026-11-21T10:00:00Z' },
    { user_id: adminUsers[1]!.id, name: 'Ada Lovelace', email: 'ada@studio.com', role: 'admin', joined_at: '2026-11-22T11:00:00Z' },
    { user_id: adminUsers[2]!.id, name: 'Alan Turing', email: 'alan@turing.org', role: 'member', joined_at: '2026-11-23T12:00:00Z' },
  ],
  invites: [
    {
      id: '0196a3d2-8192-7fa6-8006-000000000001',
      email: 'katherine@johnson.dev',
      role: 'member',
      invited_by_name: 'Grace Hopper',
      created_at: '2026-11-24T09:00:00Z',
      expires_at: '2026-12-01T09:00:00Z',
    },
  ],
};

const meta = {
  title: 'Screens/Admin/AdminOrganizationsScreen',
  component: AdminOrganizationsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    query: '',
    onSearch: fn(),
    organizations: adminOrganizations,
    onRetryOrganizations: fn(),
    hasMore: false,
    onLoadMore: fn(),
    organizationHref: (id: string) => `/dashboard/admin/organizations-management?organization=${id}`,
    onRetryDetail: fn(),
    onSetDisabled: fn(),
    setDisabled: {},
    timeZone: 'UTC',
  },
} satisfies Meta<typeof AdminOrganizationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Organizations' });
    await expect(within(table).getByRole('row', { name: /Analytical Engines/ })).toHaveTextContent('Disabled');
    await expect(within(table).getByRole('row', { name: /Hopper Studio/ })).toHaveTextContent('4 of 20');
    await userEvent.type(canvas.getByRole('searchbox', { name: "Name, owner's email or id" }), 'hopper{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('hopper');
  },
};

export const Loading: Story = {
  args: { organizations: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the organizations…');
  },
};

export const Empty: Story = {
  args: { organizations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No organizations yet.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { organizations: undefined, organizationsError: 'Could not reach the server. Check your connection.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The organizations could not be loaded: Could not reach the server.');
  },
};

/** One open: members, seats and invites; disabling asks first. */
export const Open: Story = {
  args: { selectedOrganizationId: active.id, detail },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Organization')).toHaveTextContent('Seats used4 of 20Members3PlanStudio');
    await expect(canvas.getByRole('table', { name: 'Members' })).toHaveTextContent('Ada Lovelace');
    await expect(canvas.getByRole('table', { name: 'Pending invites' })).toHaveTextContent('katherine@johnson.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Disable' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Disable Hopper Studio?' });
    await expect(args.onSetDisabled).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await expect(args.onSetDisabled).toHaveBeenCalledWith(true);
    await release(canvas.getByRole('button', { name: 'Disable' }));
  },
};

/** A disabled one enables again at once. */
export const OpenDisabled: Story = {
  args: { selectedOrganizationId: disabled.id, detail: { organization: disabled, members: [detail.members[1]!], invites: [] }, setDisabled: { done: 'Analytical Engines is disabled.' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No pending invites.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enable' }));
    await expect(args.onSetDisabled).toHaveBeenCalledWith(false);
    await release(canvas.getByRole('button', { name: 'Enable' }));
  },
};

export const OpenFailed: Story = {
  args: { selectedOrganizationId: active.id, detail, setDisabled: { error: 'No such organization.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No such organization.');
  },
};

const InAdmin = inAdmin(AdminOrganizationsScreen, 'organizations-management');

export const InAdminWide: Story = { render: InAdmin, parameters: { layout: 'fullscreen' }, globals: wide, args: { selectedOrganizationId: active.id, detail } };

export const InAdminNarrow: Story = { render: InAdmin, parameters: { layout: 'fullscreen' }, globals: narrow, args: { selectedOrganizationId: active.id, detail } };
