import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReelOverlay } from '../../components/ReelOverlay/ReelOverlay';
import { assets, manyAssets, publicAssets } from '../../components/private/assetStoryFixtures';
import { inDashboard } from '../../components/private/StoryDashboard';
import { blurActive, clickOnce, narrow, playLoading, wide } from '../../components/private/storyFixtures';
import { ShowcaseScreen, type ShowcaseScreenProps } from './ShowcaseScreen';

// Curated assets as visitors get them: no owner, folder or jobs.
const showcase = publicAssets(assets);
const visitor = { signUpHref: '/auth/register', signInHref: '/auth/login', theme: 'system' as const, onThemeChange: fn() };

const InShell = inDashboard(ShowcaseScreen, () => ({ activeId: 'assets' }));

const meta = {
  title: 'Screens/ShowcaseScreen',
  component: ShowcaseScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    assets: showcase,
    onRetry: fn(),
    onLoadMore: fn(),
    reelHref: (asset) => `/dashboard/assets?folderId=showcase&reel=${asset.id}`,
    visitor,
  },
} satisfies Meta<typeof ShowcaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Made with Facet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Concept: desert outpost/ })).toHaveAttribute(
      'href',
      '/dashboard/assets?folderId=showcase&reel=asset-desert',
    );
    await expect(canvas.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/auth/register');
    await expect(canvas.getByText(/get 100 credits/)).toBeVisible();
  },
};

export const VisitorWithMore: Story = {
  args: { assets: publicAssets(manyAssets(20)), hasMore: true },
  play: async ({ canvasElement, args }) => {
    await clickOnce(within(canvasElement).getByRole('button', { name: 'Show more' }), args.onLoadMore);
  },
};

export const VisitorLoadingMore: Story = { args: { assets: publicAssets(manyAssets(10)), hasMore: true, isLoadingMore: true } };

export const Loading: Story = {
  args: { assets: undefined },
  play: playLoading('Loading showcase assets'),
};

export const Empty: Story = { args: { assets: [] } };

export const Failed: Story = {
  args: { assets: undefined, error: 'The showcase could not be loaded. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** Signed in, `folderId=showcase` shows it inside the dashboard, without the sign-up pitch. */
export const InDashboard: Story = {
  args: { visitor: undefined },
  render: InShell,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Showcase' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: 'Sign up free' })).not.toBeInTheDocument();
  },
};

function WithReel(args: ShowcaseScreenProps) {
  const [reel, setReel] = useState<string | null>('asset-lantern');
  return (
    <>
      <ShowcaseScreen {...args} />
      <ReelOverlay items={args.assets ?? []} currentId={reel} onNavigate={setReel} onClose={() => setReel(null)} />
    </>
  );
}

/** A shared `reel` link: the asset full screen over the showcase. */
export const OpenInReel: Story = { render: (args) => <WithReel {...args} /> };

export const Narrow: Story = { globals: narrow };

export const NarrowInDashboard: Story = { globals: narrow, args: { visitor: undefined }, render: InShell };

export const Wide: Story = { globals: wide };
