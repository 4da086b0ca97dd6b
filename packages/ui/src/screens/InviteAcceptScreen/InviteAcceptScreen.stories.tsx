import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { invitePreview } from '../../components/private/organizationStoryFixtures';
import { clickOnce, narrow, playAlert } from '../../components/private/storyFixtures';
import { InviteAcceptScreen } from './InviteAcceptScreen';

const meta = {
  title: 'Screens/InviteAcceptScreen',
  component: InviteAcceptScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    invite: invitePreview,
    viewer: { email: 'grace@studio.com' },
    signInHref: '/auth/login?email=grace%40studio.com&callbackUrl=%2Finvite%2Ftoken',
    registerHref: '/auth/register?email=grace%40studio.com&callbackUrl=%2Finvite%2Ftoken',
    onAccept: fn(),
    onSignOut: fn(),
    homeHref: '/dashboard/home',
  },
} satisfies Meta<typeof InviteAcceptScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Join Northwind Studio' })).toBeVisible();
    await expect(canvas.getByText('Member')).toBeVisible();
    await clickOnce(canvas.getByRole('button', { name: 'Accept and join' }), args.onAccept);
  },
};

export const Accepting: Story = { args: { isAccepting: true } };

export const AcceptRefused: Story = {
  args: { acceptError: 'Every seat of Northwind Studio is taken. Ask Ada Lovelace to free one.' },
  play: playAlert('Every seat of Northwind Studio is taken.'),
};

export const SignedOut: Story = {
  args: { viewer: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in as grace@studio.com' })).toHaveAttribute('href', args.signInHref);
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', args.registerHref);
  },
};

export const OtherAccount: Story = {
  args: { viewer: { email: 'alan@studio.com' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This invite is for grace@studio.com, and you are signed in as alan@studio.com.');
    await expect(canvas.queryByRole('button', { name: 'Accept and join' })).toBeNull();
    await clickOnce(canvas.getByRole('button', { name: 'Sign out' }), args.onSignOut);
  },
};

export const Expired: Story = {
  args: { invite: { ...invitePreview, expired: true, expires_at: '2026-01-09T10:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This invite has expired' })).toBeVisible();
    await expect(canvas.getByText(/Jan 9, 2026/)).toBeVisible();
  },
};

export const NotFound: Story = { args: { invite: undefined, loadError: 'This invite does not exist or was revoked.' } };

export const Loading: Story = { args: { invite: undefined } };

export const AdminInvite: Story = { args: { invite: { ...invitePreview, role: 'admin' } } };

export const Narrow: Story = { globals: narrow, args: { viewer: null } };
