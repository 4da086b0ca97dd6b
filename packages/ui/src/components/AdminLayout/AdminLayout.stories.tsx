import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyAdminHrefs } from '../private/StoryAdmin';
import { narrow, wide } from '../private/storyFixtures';
import { AdminLayout } from './AdminLayout';

const meta = {
  title: 'Components/AdminLayout',
  component: AdminLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    current: 'search-user',
    hrefs: storyAdminHrefs,
    adminEmail: 'admin@facet.dev',
    theme: 'dark',
    onThemeChange: fn(),
    onSignOut: fn(),
    children: <p>The page.</p>,
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  globals: wide,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Overview',
      'Users',
      'Organizations',
      'Showcase',
      'First sessions',
      'Coupons',
      'Audit log',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/dashboard/admin/audit');
    // The admin area has no credits of its own.
    await expect(canvas.queryByRole('link', { name: /credits/ })).toBeNull();
  },
};

/** The account menu names the admin and signs out. */
export const AccountMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu for Admin' }));
    const menu = within(document.body).getByRole('dialog', { name: 'Admin' });
    await expect(menu).toHaveTextContent('admin@facet.dev');
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = { globals: narrow };
