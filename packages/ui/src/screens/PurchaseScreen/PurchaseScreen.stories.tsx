import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inDashboard } from '../../components/private/StoryDashboard';
import { narrow, release, wide } from '../../components/private/storyFixtures';
import { PurchaseScreen } from './PurchaseScreen';

const packs = [
  { id: 'pack_500', credits: 500, priceUsd: 5 },
  { id: 'pack_2500', credits: 2500, priceUsd: 20 },
  { id: 'pack_10000', credits: 10000, priceUsd: 70 },
];

const InShell = inDashboard(PurchaseScreen, (args) => ({ activeId: 'purchase', credits: args.credits }));

const meta = {
  title: 'Screens/PurchaseScreen',
  component: PurchaseScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { credits: 12, creditPacks: packs, onBuyPack: fn(), plansHref: '/pricing?upgrade_source=purchase' },
} satisfies Meta<typeof PurchaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
    await expect(canvas.getByText('12 credits')).toBeVisible();
    await expect(canvas.getByText('$20')).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    const buy = canvas.getByRole('button', { name: 'Buy 2,500 credits' });
    await userEvent.click(buy);
    await expect(args.onBuyPack).toHaveBeenCalledWith('pack_2500');
    await expect(canvas.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing?upgrade_source=purchase');
    await release(buy);
  },
};

/** Inside the welcome window, before any purchase: the banner, and each pack at its discounted price with the list price struck through. */
export const WelcomeOffer: Story = {
  args: { welcomeOfferMsLeft: (1 * 3600 + 23 * 60 + 45) * 1000, welcomeOfferPercentOff: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('Ends in 01:23:45');
    await expect(canvas.getByText('$4.00, was $5.00')).toBeInTheDocument();
    await expect(canvas.getByText('$16.00, was $20.00')).toBeInTheDocument();
    await expect(canvas.getByText('$56.00, was $70.00')).toBeInTheDocument();
  },
};

export const InDashboardWelcomeOffer: Story = {
  ...WelcomeOffer,
  render: InShell,
  parameters: { layout: 'fullscreen' },
  globals: wide,
};

export const BalanceLoading: Story = { args: { credits: undefined } };

export const InDashboardWide: Story = { render: InShell, parameters: { layout: 'fullscreen' }, globals: wide };

export const InDashboardNarrow: Story = { render: InShell, parameters: { layout: 'fullscreen' }, globals: narrow };

/** The 2,500 pack's checkout is starting: its button spins and the other packs wait. */
export const BuyPending: Story = {
  args: { pendingPackId: 'pack_2500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buy 2,500 credits' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Buy 500 credits' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buy 10,000 credits' })).toBeDisabled();
  },
};

export const CheckoutFailed: Story = {
  args: { checkoutError: 'Could not reach the server. Check your connection.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Checkout could not start: Could not reach the server. Check your connection.');
    await expect(canvas.getByRole('button', { name: 'Buy 500 credits' })).toBeEnabled();
  },
};
