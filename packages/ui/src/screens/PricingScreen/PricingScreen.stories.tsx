import { comingToolIds, CREDIT_PACKS, TIERS, TOOLS, toolsOpenedBy, WELCOME_OFFER_PERCENT_OFF, tiers } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrow, release, wide } from '../../components/private/storyFixtures';
import { PricingScreen } from './PricingScreen';

const meta = {
  title: 'Screens/PricingScreen',
  component: PricingScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    tiers: tiers.map((tier) => TIERS[tier]),
    creditPacks: CREDIT_PACKS,
    tools: TOOLS,
    planTools: { free: toolsOpenedBy('free'), starter: toolsOpenedBy('starter'), pro: toolsOpenedBy('pro'), studio: toolsOpenedBy('studio') },
    comingToolIds: comingToolIds(),
    welcomeOfferMsLeft: (1 * 3600 + 23 * 60 + 45) * 1000,
    welcomeOfferPercentOff: WELCOME_OFFER_PERCENT_OFF,
    onUpgrade: fn(),
    onBuyPack: fn(),
    homeHref: '/dashboard/home',
  },
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the welcome window: every price is the discounted one, the list price struck through. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('01:23:45')).toBeVisible();
    await expect(canvas.getByText('$8.00, was $10.00')).toBeInTheDocument();
    await expect(canvas.getByText('$24.00, was $30.00')).toBeInTheDocument();
    await expect(canvas.getByText('$16.00, was $20.00')).toBeInTheDocument();
    await expect(canvas.getAllByText('/ first month')).toHaveLength(3);
    // Each plan lists the tools it adds; a tool that does not run yet is marked coming, on the plan that will open it.
    const cards = canvas.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    const [free, starter, pro, studio] = cards.map((card) => within(card));
    await expect(free!.getByText('Segmentation')).toBeVisible();
    await expect(free!.getByText('Image to 3D')).toHaveTextContent(/^Image to 3D$/);
    await expect(starter!.getByText('Everything in Free, plus:')).toBeVisible();
    await expect(starter!.getByText('Retopology')).toBeVisible();
    await expect(starter!.getByText('Animate')).toBeVisible();
    await expect(starter!.getByText('Animate')).not.toHaveTextContent('Coming soon');
    await expect(pro!.getByText('Precision retopology')).toBeVisible();
    await expect(pro!.getByText('Magic edit')).toHaveTextContent('Coming soon');
    await expect(studio!.getByText('3D video')).toHaveTextContent(/^3D video$/);
    await expect(pro!.queryByText('3D video')).not.toBeInTheDocument();
    const upgrade = canvas.getByRole('button', { name: 'Upgrade to Pro' });
    await userEvent.click(upgrade);
    await expect(args.onUpgrade).toHaveBeenCalledWith('pro');
    const buy = canvas.getByRole('button', { name: 'Buy 2,500 credits' });
    await userEvent.click(buy);
    await expect(args.onBuyPack).toHaveBeenCalledWith('pack_2500');
    await release(buy);
  },
};

/** After the welcome window, or for someone who has bought before: the list prices alone. */
export const OfferEnded: Story = {
  args: { welcomeOfferMsLeft: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.getByText('$10')).toBeVisible();
    await expect(canvas.getByText('$20')).toBeVisible();
    await expect(canvas.queryByText(/, was \$/)).not.toBeInTheDocument();
  },
};

export const CurrentStarter: Story = {
  args: { currentTier: 'starter', welcomeOfferMsLeft: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  },
};

/** A paid plan links to the billing page, where it is canceled or its card changed. */
export const CurrentProManage: Story = {
  args: { currentTier: 'pro', welcomeOfferMsLeft: 0, manageHref: '/dashboard/profile/billing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute('href', '/dashboard/profile/billing');
    await expect(canvas.queryByRole('button', { name: 'Current plan' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Studio' })).toBeEnabled();
  },
};

export const Narrow: Story = { globals: narrow };

export const Wide: Story = { globals: wide };

/** Pro's checkout is starting: its button spins, the other plans and the packs wait. */
export const UpgradePending: Story = {
  args: { currentTier: 'free', welcomeOfferMsLeft: 0, pending: { kind: 'plan', tier: 'pro' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upgrade to Pro' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Upgrade to Studio' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buy 500 credits' })).toBeDisabled();
  },
};

export const CheckoutFailed: Story = {
  args: { currentTier: 'pro', welcomeOfferMsLeft: 0, checkoutError: 'You are already on this plan.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Checkout could not start: You are already on this plan.');
    await expect(canvas.getByRole('button', { name: 'Upgrade to Studio' })).toBeEnabled();
  },
};

/** Come from a locked tool's page: a note names the plans that open it. */
export const FromLockedTool: Story = {
  args: { currentTier: 'free', welcomeOfferMsLeft: 0, highlightTool: 'retopology' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Retopology is included in Starter, Pro and Studio.')).toBeVisible();
  },
};

/** A signed-out visitor: the public top bar offers the way in, with the way back to this page. */
export const Visitor: Story = {
  args: {
    welcomeOfferMsLeft: 0,
    visitor: {
      homeHref: '/dashboard/home',
      signInHref: '/auth/login?callbackUrl=%2Fpricing',
      signUpHref: '/auth/register?callbackUrl=%2Fpricing',
      theme: 'system',
      onThemeChange: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?callbackUrl=%2Fpricing');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register?callbackUrl=%2Fpricing');
    // The free plan's card starts it: an account.
    await expect(canvas.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/auth/register?callbackUrl=%2Fpricing');
    await expect(canvas.queryByRole('link', { name: 'Back to your workspace' })).not.toBeInTheDocument();
  },
};

export const VisitorNarrow: Story = { ...Visitor, globals: narrow };
