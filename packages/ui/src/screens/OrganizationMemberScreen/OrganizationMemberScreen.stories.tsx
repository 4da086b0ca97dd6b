import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { assets } from '../../components/private/assetStoryFixtures';
import { inDashboard } from '../../components/private/StoryDashboard';
import { members, organizationFrame, studioOrganization } from '../../components/private/organizationStoryFixtures';
import { clickOnce, narrow, playLoading, wide } from '../../components/private/storyFixtures';
import { OrganizationMemberScreen } from './OrganizationMemberScreen';

const InShell = inDashboard(OrganizationMemberScreen, () => organizationFrame());
const shared = assets.filter((asset) => asset.type !== 'folder').slice(0, 6).map((asset) => ({ ...asset, organization_id: studioOrganization.id }));

const meta = {
  title: 'Screens/OrganizationMemberScreen',
  component: OrganizationMemberScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    organizationName: studioOrganization.name,
    member: members[1],
    assets: shared,
    assetHref: (asset) => `/dashboard/asset/${asset.id}`,
    membersHref: `/dashboard/organization/${studioOrganization.id}/members/list`,
  },
} satisfies Meta<typeof OrganizationMemberScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Grace Hopper');
    await expect(canvas.getByText('Admin')).toBeVisible();
    await expect(canvas.getByText('Mar 6, 2026')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Assets Grace Hopper shared' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All members' })).toHaveAttribute('href', `/dashboard/organization/${studioOrganization.id}/members/list`);
  },
};

export const NothingShared: Story = {
  args: { member: members[3], assets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing shared yet')).toBeVisible();
  },
};

export const AssetsLoading: Story = { args: { assets: undefined }, play: playLoading('Loading assets grace hopper shared') };

export const Loading: Story = { args: { member: undefined, assets: undefined }, play: playLoading('Loading the member') };

export const LoadFailed: Story = {
  args: { member: undefined, assets: undefined, loadError: 'No such member.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No such member.');
    await clickOnce(canvas.getByRole('button', { name: 'Try again' }), args.onRetry);
  },
};

export const Narrow: Story = { parameters: { layout: 'fullscreen' }, globals: narrow, render: InShell };

export const Wide: Story = { parameters: { layout: 'fullscreen' }, globals: wide, render: InShell };
