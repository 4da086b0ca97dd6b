import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Subscription } from '@facet/contract';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ProfileNav } from '../../components/ProfileNav/ProfileNav';
import { StoryDashboard } from '../../components/private/StoryDashboard';
import { blurActive, clickOnce, narrow, release, wide } from '../../components/private/storyFixtures';
import { Stack } from '../../components/Stack/Stack';
import { BillingScreen, type BillingInvoice, type BillingScreenProps } from './BillingScreen';

const active: Subscription = {
  status: 'active',
  plan: 'pro',
  provider: 'stripe',
  current_period_end: '2026-12-25T12:00:00.000Z',
  renewal_price_cents: 3000,
  renewal_credits: 4000,
  portal_available: false,
};
const ending: Subscription = { ...active, status: 'canceling', renewal_price_cents: null, renewal_credits: null };
const free: Subscription = {
  status: 'none',
  plan: null,
  provider: null,
  current_period_end: null,
  renewal_price_cents: null,
  renewal_credits: null,
  portal_available: false,
};

const invoice = (id: string, created_at: string, description: string, amount_cents: number, status = 'paid'): BillingInvoice => ({
  id,
  created_at,
  description,
  amount_cents,
  currency: 'usd',
  status,
  receipt_url: `/user/invoices/${id}/receipt`,
});

const invoices: BillingInvoice[] = [
  invoice('inv-4', '2026-11-25T12:00:00.000Z', 'Pro plan, renewed for Nov 25 to Dec 25, 2026 (4,000 credits)', 3000),
  invoice('inv-3', '2026-11-02T12:00:00.000Z', '2,500 credits', 2000),
  invoice('inv-2', '2026-10-25T12:00:00.000Z', 'Pro plan, one month (4,000 credits) (welcome offer, 20% off)', 2400),
  invoice('inv-1', '2026-10-24T12:00:00.000Z', '500 credits', 500, 'refunded'),
];

const profileHrefs = {
  usage: '/dashboard/profile/usage',
  purchase: '/dashboard/profile/purchase',
  billing: '/dashboard/profile/billing',
  account: '/dashboard/profile/account',
};

function InShell(args: BillingScreenProps) {
  return (
    <StoryDashboard>
      <Stack space="6">
        <ProfileNav current="billing" hrefs={profileHrefs} />
        <BillingScreen {...args} />
      </Stack>
    </StoryDashboard>
  );
}

const meta = {
  title: 'Screens/BillingScreen',
  component: BillingScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    subscription: active,
    tier: 'pro',
    onRetrySubscription: fn(),
    pricingHref: '/pricing',
    isCancelOpen: false,
    onOpenCancel: fn(),
    onCloseCancel: fn(),
    onConfirmCancel: fn(),
    onResume: fn(),
    onOpenPortal: fn(),
    invoices,
    hasMoreInvoices: false,
    onLoadMoreInvoices: fn(),
    onDownloadReceipt: fn(),
  },
} satisfies Meta<typeof BillingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Pro plan that renews, with its invoices. */
export const Active: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const plan = within(canvas.getByRole('region', { name: 'Plan' }));
    await expect(plan.getByText('Pro plan')).toBeVisible();
    await expect(plan.getByText('Active')).toBeVisible();
    await expect(plan.getByText(/Renews on/)).toHaveTextContent('Renews on December 25, 2026 at $30.00 with 4,000 credits.');
    await expect(plan.queryByRole('button', { name: 'Manage payment method' })).toBeNull();
    await expect(plan.queryByRole('button', { name: 'Resume plan' })).toBeNull();
    await clickOnce(plan.getByRole('button', { name: 'Cancel plan' }), args.onOpenCancel);

    const table = canvas.getByRole('table', { name: 'Invoices, newest first' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('row', { name: /2,500 credits/ })).toHaveTextContent('Nov 2, 2026');
    await expect(within(table).getByRole('row', { name: /2,500 credits/ })).toHaveTextContent('$20.00');
    await clickOnce(within(table).getByRole('button', { name: 'Receipt for 2,500 credits, Nov 2, 2026 (PDF)' }), args.onDownloadReceipt);
    await expect(args.onDownloadReceipt).toHaveBeenCalledWith(expect.objectContaining({ id: 'inv-3' }));
    await expect(canvas.queryByRole('button', { name: 'Load more invoices' })).toBeNull();
  },
};

/** Paid through Stripe: the provider's portal manages the card. */
export const WithPaymentPortal: Story = {
  args: { subscription: { ...active, portal_available: true } },
  play: async ({ canvasElement, args }) => {
    await clickOnce(within(canvasElement).getByRole('button', { name: 'Manage payment method' }), args.onOpenPortal);
  },
};

export const PortalOpening: Story = {
  args: { subscription: { ...active, portal_available: true }, isOpeningPortal: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Manage payment method' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PortalFailed: Story = {
  args: { subscription: { ...active, portal_available: true }, portalError: 'This account has never paid through Stripe.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The payment page could not open: This account has never paid through Stripe.');
  },
};

/** The confirmation says what cancelling does before anything happens. */
export const CancelConfirm: Story = {
  args: { isCancelOpen: true },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('alertdialog', { name: 'Cancel your Pro plan?' }));
    await expect(dialog.getByText(/You keep the Pro tier and its tools until/)).toHaveTextContent('December 25, 2026');
    await expect(dialog.getByText('After that your account moves to the free plan.')).toBeVisible();
    await expect(dialog.getByText('There is no refund for the month you have paid.')).toBeVisible();
    await clickOnce(dialog.getByRole('button', { name: 'Yes, cancel plan' }), args.onConfirmCancel);
    await clickOnce(dialog.getByRole('button', { name: 'Keep plan' }), args.onCloseCancel);
  },
};

export const Canceling: Story = {
  args: { isCancelOpen: true, isCanceling: true },
  play: async () => {
    const dialog = within(screen.getByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: 'Yes, cancel plan' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: 'Keep plan' })).toBeDisabled();
  },
};

export const CancelFailed: Story = {
  args: { isCancelOpen: true, cancelError: 'Could not reach the server. Check your connection.' },
  play: async () => {
    const dialog = within(screen.getByRole('alertdialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('The plan could not be canceled: Could not reach the server. Check your connection.');
    await expect(dialog.getByRole('button', { name: 'Yes, cancel plan' })).toBeEnabled();
  },
};

/** Canceled: the plan runs to the end of the paid month and can be resumed until then. */
export const Ending: Story = {
  args: { subscription: ending },
  play: async ({ canvasElement, args }) => {
    const plan = within(within(canvasElement).getByRole('region', { name: 'Plan' }));
    await expect(plan.getByText('Ending')).toBeVisible();
    await expect(plan.getByText(/Ends on/)).toHaveTextContent(
      'Ends on December 25, 2026. You keep the Pro tier and its tools until then; after that your account moves to the free plan.',
    );
    await expect(plan.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    await clickOnce(plan.getByRole('button', { name: 'Resume plan' }), args.onResume);
  },
};

export const Resuming: Story = {
  args: { subscription: ending, isResuming: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resume plan' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ResumeFailed: Story = {
  args: { subscription: ending, resumeError: 'The plan has already ended.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The plan could not be resumed: The plan has already ended.');
  },
};

/** No plan: the pricing page is one link away. */
export const Free: Story = {
  args: { subscription: free, tier: 'free', invoices: [invoices[3]!] },
  play: async ({ canvasElement }) => {
    const plan = within(within(canvasElement).getByRole('region', { name: 'Plan' }));
    await expect(plan.getByText('You are on the free plan.', { exact: false })).toBeVisible();
    await expect(plan.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    await expect(plan.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  },
};

/** A tier an admin set: nothing renews, so there is nothing to cancel. */
export const TierSetOnAccount: Story = {
  args: { subscription: free, tier: 'studio', invoices: [] },
  play: async ({ canvasElement }) => {
    const plan = within(within(canvasElement).getByRole('region', { name: 'Plan' }));
    await expect(plan.getByText('Does not renew')).toBeVisible();
    await expect(plan.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { subscription: undefined, invoices: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Plan' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading your plan…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading invoices…')).toBeInTheDocument();
  },
};

/** A play function for a section whose load failed: its alert says why, and its button tries again once. */
const playSectionFailed =
  (region: string, message: string, retry: string, handler: 'onRetrySubscription' | 'onLoadMoreInvoices'): Story['play'] =>
  async ({ canvas, args }) => {
    const section = within(canvas.getByRole('region', { name: region }));
    await expect(section.getByRole('alert')).toHaveTextContent(message);
    await clickOnce(section.getByRole('button', { name: retry }), args[handler]);
  };

export const PlanLoadFailed: Story = {
  args: { subscription: undefined, subscriptionError: 'Could not reach the server. Check your connection.' },
  play: playSectionFailed(
    'Plan',
    'Your plan could not be loaded: Could not reach the server. Check your connection.',
    'Try loading the plan again',
    'onRetrySubscription',
  ),
};

export const NoInvoices: Story = {
  args: { subscription: free, tier: 'free', invoices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No invoices yet/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const InvoicesLoadFailed: Story = {
  args: { invoices: undefined, invoicesError: 'Could not reach the server. Check your connection.' },
  play: playSectionFailed('Invoices', 'Your invoices could not be loaded: Could not reach the server.', 'Try loading invoices again', 'onLoadMoreInvoices'),
};

/** More invoices than one page: the next page is a button away. */
export const MoreInvoices: Story = {
  args: { hasMoreInvoices: true },
  play: async ({ canvasElement, args }) => {
    await clickOnce(within(canvasElement).getByRole('button', { name: 'Load more invoices' }), args.onLoadMoreInvoices);
  },
};

export const LoadingMoreInvoices: Story = {
  args: { hasMoreInvoices: true, isLoadingMoreInvoices: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Load more invoices' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const MoreInvoicesFailed: Story = {
  args: { hasMoreInvoices: true, invoicesError: 'Could not reach the server. Check your connection.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('alert')).toHaveTextContent('More invoices could not be loaded');
    const retry = canvas.getByRole('button', { name: 'Try loading more invoices again' });
    await userEvent.click(retry);
    await expect(args.onLoadMoreInvoices).toHaveBeenCalledTimes(1);
    await release(retry);
  },
};

export const InDashboardWide: Story = {
  render: (args) => <InShell {...args} />,
  parameters: { layout: 'fullscreen' },
  globals: wide,
  args: { subscription: { ...active, portal_available: true }, hasMoreInvoices: true },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Profile' }));
    await expect(nav.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    blurActive();
  },
};

export const InDashboardNarrow: Story = {
  render: (args) => <InShell {...args} />,
  parameters: { layout: 'fullscreen' },
  globals: narrow,
  args: { subscription: ending },
};
