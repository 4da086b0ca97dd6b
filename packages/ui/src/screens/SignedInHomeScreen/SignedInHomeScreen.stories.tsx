import { comingToolIds, TOOLS } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { assets } from '../../components/private/assetStoryFixtures';
import { inDashboard } from '../../components/private/StoryDashboard';
import { clickOnce, narrow, storyUser, wide } from '../../components/private/storyFixtures';
import { SignedInHomeScreen, type SignedInHomeScreenProps } from './SignedInHomeScreen';

const InShell = inDashboard(SignedInHomeScreen, (args) => ({ activeId: 'home', credits: args.credits, creditsHref: args.buyCreditsHref, user: { ...storyUser, name: args.userName } }));

const meta = {
  title: 'Screens/SignedInHomeScreen',
  component: SignedInHomeScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    userName: 'Ada Lovelace',
    credits: 1240,
    tier: 'pro',
    buyCreditsHref: '/dashboard/profile/purchase',
    plansHref: '/pricing?upgrade_source=home',
    onboarding: { skipped: false, completed_steps: ['upload_asset'], done: false },
    onboardingHrefs: {
      upload_asset: '/dashboard/assets',
      create_folder: '/dashboard/assets',
      run_tool: '/dashboard/asset/tool/retopology',
    },
    onSkipOnboarding: fn(),
    recentAssets: assets.slice(0, 8),
    onRetryRecent: fn(),
    assetHref: (asset) => `/dashboard/asset/${asset.id}`,
    allAssetsHref: '/dashboard/assets',
    tools: TOOLS,
    toolHref: (tool) => `/dashboard/asset/tool/${tool}`,
    // Pro opens every tool that runs; the ones that do not run yet say so on every plan.
    lockedToolIds: [],
    comingToolIds: comingToolIds(),
  },
  render: InShell,
} satisfies Meta<typeof SignedInHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuetext', '1 of 3 done');
    await expect(canvas.getByRole('link', { name: 'New folder' })).toHaveAttribute('href', '/dashboard/assets');
    await expect(canvas.getByRole('link', { name: /^Vintage armchair/ })).toHaveAttribute('href', '/dashboard/asset/asset-armchair');
    await expect(canvas.getByRole('link', { name: /Retopology/ })).toHaveAttribute('href', '/dashboard/asset/tool/retopology');
    const coming = within(canvas.getByRole('link', { name: /Magic edit/ }));
    await expect(coming.getByText('Coming soon')).toBeVisible();
    await expect(coming.queryByText(/credits|Upgrade/)).not.toBeInTheDocument();
    // The balance is counted in runs of tools that run, never in a coming one.
    await expect(within(canvas.getByRole('region', { name: 'Credit balance' })).queryByText('Image to 3D')).not.toBeInTheDocument();
    await clickOnce(canvas.getByRole('button', { name: 'Skip' }), args.onSkipOnboarding);
  },
};

/** A new account: nothing done, nothing uploaded, the free tier's locked tools. */
export const NewAccount: Story = {
  args: {
    isFirstVisit: true,
    credits: 100,
    tier: 'free',
    onboarding: { skipped: false, completed_steps: [], done: false },
    recentAssets: [],
    lockedToolIds: ['retopology'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('link', { name: /Retopology/ })).getByText('Upgrade')).toBeVisible();
    await expect(within(canvas.getByRole('link', { name: /Magic edit/ })).getByText('Coming soon')).toBeVisible();
    // Counted in runs the free plan can make: not retopology, which it does not open.
    const balance = within(canvas.getByRole('region', { name: 'Credit balance' }));
    await expect(balance.getByText('10 runs')).toBeVisible();
    await expect(balance.getByText('5 runs')).toBeVisible();
    await expect(balance.queryByText('Retopology')).not.toBeInTheDocument();
    // Someone who has just signed up has not been here before.
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
    await expect(within(canvasElement).getByText('Nothing here yet. Your uploads and tool results will show up here.')).toBeVisible();
  },
};

/** Checklist finished (or skipped): the credits card takes the row. */
export const OnboardingDone: Story = {
  args: { onboarding: { skipped: false, completed_steps: ['upload_asset', 'create_folder', 'run_tool'], done: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Get started' })).not.toBeInTheDocument();
  },
};

export const SkippingOnboarding: Story = { args: { isSkippingOnboarding: true } };

export const Loading: Story = {
  args: { credits: undefined, onboarding: undefined, recentAssets: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading recent assets' })).toBeVisible();
    await expect(within(canvasElement).getByRole('status', { name: 'Balance loading' })).toBeInTheDocument();
  },
};

export const RecentFailed: Story = {
  args: { recentAssets: undefined, recentError: 'Your recent assets could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    await clickOnce(within(canvasElement).getByRole('button', { name: 'Try again' }), args.onRetryRecent);
  },
};

export const Narrow: Story = { globals: narrow };

export const NarrowNewAccount: Story = { globals: narrow, args: NewAccount.args };

export const Wide: Story = { globals: wide };

export const WideOnboardingDone: Story = { globals: wide, args: OnboardingDone.args };

const runningJobs: SignedInHomeScreenProps['runningJobs'] = [
  {
    id: 'job-retopology',
    tool: 'retopology',
    toolName: 'Retopology',
    inputName: 'Vintage armchair',
    status: 'running',
    progress: 0.42,
    stage: 'Simplifying',
    href: '/dashboard/asset/tool/retopology?session_id=session-retopology',
  },
  {
    id: 'job-splat',
    tool: 'splat-gen',
    toolName: 'Splat generation',
    inputName: 'Ceramic vase',
    status: 'queued',
    progress: 0,
    stage: null,
    href: '/dashboard/asset/tool/splat-gen?session_id=session-splat',
  },
  {
    id: 'job-print',
    tool: '3d-printing',
    toolName: '3D printing',
    status: 'succeeded',
    progress: 1,
    stage: null,
    href: '/dashboard/asset/tool/3d-printing?session_id=session-print',
  },
];

/** Runs in progress first: each with its stage and share done, and a link back to its tool page. */
export const RunsInProgress: Story = {
  args: { runningJobs, onboarding: { skipped: false, completed_steps: ['upload_asset', 'create_folder', 'run_tool'], done: true } },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Runs in progress' }));
    const retopology = section.getByRole('link', { name: 'Retopology on Vintage armchair' });
    await expect(retopology).toHaveAttribute('href', '/dashboard/asset/tool/retopology?session_id=session-retopology');
    await expect(section.getByRole('progressbar', { name: 'Retopology on Vintage armchair progress' })).toHaveAttribute('aria-valuenow', '42');
    await expect(section.getByRole('progressbar', { name: 'Splat generation on Ceramic vase progress' })).not.toHaveAttribute('aria-valuenow');
    await expect(section.getByText('Simplifying')).toBeVisible();
    await expect(section.getByRole('link', { name: '3D printing' })).toBeVisible();
    await expect(section.getByText('Done: see the result')).toBeVisible();
  },
};

export const NarrowRunsInProgress: Story = { globals: narrow, args: RunsInProgress.args };
