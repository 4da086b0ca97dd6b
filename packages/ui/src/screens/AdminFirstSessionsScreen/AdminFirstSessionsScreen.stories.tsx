import type { AdminFirstSession } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminUsers } from '../../components/private/adminStoryFixtures';
import { inAdmin } from '../../components/private/StoryAdmin';
import { narrow, release, wide } from '../../components/private/storyFixtures';
import { AdminFirstSessionsScreen } from './AdminFirstSessionsScreen';

const items: AdminFirstSession[] = [
  { user_id: adminUsers[0]!.id, email: 'grace@hopper.dev', session_id: '0196a3d2-8192-7fa6-8007-000000000001', type: 'image_to_3d', status: 'succeeded', created_at: '2026-11-25T09:12:00Z' },
  { user_id: adminUsers[1]!.id, email: 'ada@studio.com', session_id: '0196a3d2-8192-7fa6-8007-000000000002', type: 'upload', status: 'succeeded', created_at: '2026-11-24T16:40:00Z' },
  { user_id: adminUsers[2]!.id, email: 'alan@turing.org', session_id: '0196a3d2-8192-7fa6-8007-000000000003', type: 'texture', status: 'failed', created_at: '2026-11-23T11:02:00Z' },
];

const meta = {
  title: 'Screens/Admin/AdminFirstSessionsScreen',
  component: AdminFirstSessionsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    range: { from: '', to: '' },
    onRangeChange: fn(),
    items,
    onRetry: fn(),
    hasMore: false,
    onLoadMore: fn(),
    userHref: (id: string) => `/dashboard/admin/search-user?user=${id}`,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof AdminFirstSessionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'First sessions, newest first' });
    await expect(within(table).getByRole('row', { name: /alan@turing.org/ })).toHaveTextContent('TextureFailed');
    await expect(within(table).getByRole('link', { name: 'grace@hopper.dev' })).toHaveAttribute('href', `/dashboard/admin/search-user?user=${adminUsers[0]!.id}`);
    await userEvent.type(canvas.getByLabelText('From (UTC)'), '2026-11-20');
    await userEvent.type(canvas.getByLabelText('To (UTC)'), '2026-11-25');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-25' });
    await release(canvas.getByRole('button', { name: 'Show' }));
  },
};

export const Filtered: Story = {
  args: { range: { from: '2026-11-24', to: '2026-11-25' }, items: items.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'From Nov 24, 2026 to Nov 25, 2026' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading first sessions…');
  },
};

export const Empty: Story = {
  args: { range: { from: '2026-11-01', to: '' }, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No first sessions in these dates.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { items: undefined, error: 'to must be on or after from.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The first sessions could not be loaded: to must be on or after from.');
  },
};

const InAdmin = inAdmin(AdminFirstSessionsScreen, 'first-sessions');

export const InAdminWide: Story = { render: InAdmin, parameters: { layout: 'fullscreen' }, globals: wide };

export const InAdminNarrow: Story = { render: InAdmin, parameters: { layout: 'fullscreen' }, globals: narrow };
