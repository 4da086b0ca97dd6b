import type { AdminAuditEntry } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { adminUsers } from '../../components/private/adminStoryFixtures';
import { inAdmin } from '../../components/private/StoryAdmin';
import { clickOnce, narrow, wide } from '../../components/private/storyFixtures';
import { AdminAuditScreen } from './AdminAuditScreen';

let serial = 0;
function entry(action: string, target: { id: string | null; label: string | null }, detail: Record<string, unknown>, at: string): AdminAuditEntry {
  serial += 1;
  return {
    id: `0196a3d2-8192-7fa6-8008-${String(serial).padStart(12, '0')}`,
    admin_email: 'admin@facet.dev',
    action,
    target_user_id: target.id,
    target_label: target.label,
    detail,
    ip: '203.0.113.7',
    created_at: at,
  };
}

const grace = { id: adminUsers[0]!.id, label: 'grace@hopper.dev' };
const entries: AdminAuditEntry[] = [
  entry('grant_credits', grace, { amount: 500, reason: 'Refund for the outage' }, '2026-11-25T10:00:00Z'),
  entry('login_as', grace, {}, '2026-11-25T09:58:00Z'),
  entry('update_tier', grace, { tier: 'pro' }, '2026-11-24T16:00:00Z'),
  entry('create_coupon', { id: null, label: 'LAUNCH20' }, { percent_off: 20 }, '2026-11-20T09:00:00Z'),
  // The account was deleted since: its id and its email as it was stay.
  entry('set_organization_disabled', { id: '0196a3d2-8192-7fa6-8001-000000000099', label: 'gone@example.com' }, { disabled: true }, '2026-11-19T12:00:00Z'),
];

const meta = {
  title: 'Screens/Admin/AdminAuditScreen',
  component: AdminAuditScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    entries,
    onRetry: fn(),
    hasMore: true,
    onLoadMore: fn(),
    userHref: (id: string) => `/dashboard/admin/search-user?user=${id}`,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof AdminAuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Admin actions, newest first' });
    await expect(within(table).getByRole('row', { name: /Granted credits/ })).toHaveTextContent(
      'Granted credits (amount: 500, reason: Refund for the outage)grace@hopper.dev203.0.113.7',
    );
    await expect(within(table).getByRole('row', { name: /Made a coupon/ })).toHaveTextContent('LAUNCH20');
    await clickOnce(canvas.getByRole('button', { name: 'Load more' }), args.onLoadMore);
  },
};

export const ForOneAccount: Story = {
  args: { entries: entries.slice(0, 3), hasMore: false, filter: { label: 'grace@hopper.dev', clearHref: '/dashboard/admin/audit' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Actions on grace@hopper.dev.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show every action' })).toHaveAttribute('href', '/dashboard/admin/audit');
  },
};

export const Loading: Story = {
  args: { entries: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the audit log…');
  },
};

export const Empty: Story = {
  args: { entries: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No admin actions yet.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { entries: undefined, error: 'Could not reach the server. Check your connection.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The audit log could not be loaded: Could not reach the server.');
  },
};

const InAdmin = inAdmin(AdminAuditScreen, 'audit');

export const InAdminWide: Story = { render: InAdmin, parameters: { layout: 'fullscreen' }, globals: wide };

export const InAdminNarrow: Story = { render: InAdmin, parameters: { layout: 'fullscreen' }, globals: narrow };
