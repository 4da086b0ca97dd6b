import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inDashboard } from '../../components/private/StoryDashboard';
import { narrow, wide } from '../../components/private/storyFixtures';
import { PaymentResultScreen } from './PaymentResultScreen';

const InShell = inDashboard(PaymentResultScreen, (args) => ({ credits: args.credits }));

const meta = {
  title: 'Screens/PaymentResultScreen',
  component: PaymentResultScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { outcome: 'success', credits: 2540, tier: 'free', assetsHref: '/dashboard/assets', purchaseHref: '/dashboard/profile/purchase' },
} satisfies Meta<typeof PaymentResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pack was paid for: the new balance, and the way back to work. */
export const PackPaid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(canvas.getByText('2,540 credits')).toBeVisible();
    await expect(canvas.queryByText('Your plan')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to your assets' })).toHaveAttribute('href', '/dashboard/assets');
  },
};

/** A plan was paid for: its name next to the balance with its first month's credits. */
export const PlanPaid: Story = {
  args: { credits: 8040, tier: 'pro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8,040 credits')).toBeVisible();
    await expect(canvas.getByText('Pro')).toBeVisible();
  },
};

export const BalanceLoading: Story = {
  args: { credits: undefined, tier: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('…')).toBeVisible();
  },
};

/** Declined or cancelled: nothing charged, and the purchase page to try again. */
export const Failed: Story = {
  args: { outcome: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nothing was charged.');
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/dashboard/profile/purchase');
    await expect(canvas.queryByText('2,540 credits')).not.toBeInTheDocument();
  },
};

export const PaidInDashboardWide: Story = { render: InShell, parameters: { layout: 'fullscreen' }, globals: wide };

export const PaidInDashboardNarrow: Story = {
  args: { tier: 'starter' },
  render: InShell,
  parameters: { layout: 'fullscreen' },
  globals: narrow,
};

export const FailedInDashboardNarrow: Story = {
  args: { outcome: 'failed' },
  render: InShell,
  parameters: { layout: 'fullscreen' },
  globals: narrow,
};
