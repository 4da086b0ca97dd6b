import type { AdminOverview, CreditsReport } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inAdmin } from '../../components/private/StoryAdmin';
import { narrow, release, wide } from '../../components/private/storyFixtures';
import { AdminIndexScreen } from './AdminIndexScreen';

const days = Array.from({ length: 7 }, (_, index) => `2026-11-${String(19 + index).padStart(2, '0')}`);
const signups = [3, 5, 2, 8, 4, 0, 6];

const overview: AdminOverview = {
  totals: { users: 1284, organizations: 37, sessions: 9120, jobs_running: 4 },
  signups: days.map((date, index) => ({ date, count: signups[index]! })),
  sessions_by_type: [
    { type: 'retopology', count: 120 },
    { type: 'texture', count: 84 },
    { type: 'image_to_3d', count: 51 },
    { type: 'segmentation', count: 20 },
  ],
  jobs_by_state: [
    { state: 'succeeded', count: 250 },
    { state: 'failed', count: 12 },
    { state: 'running', count: 4 },
    { state: 'queued', count: 2 },
  ],
  pricing_clicks: [
    { upgrade_source: 'credits_dialog', count: 41 },
    { upgrade_source: 'tool_gate', count: 18 },
    { upgrade_source: 'home', count: 7 },
  ],
};

const sold = [0, 1000, 0, 2500, 0, 500, 1000];
const spent = [40, 120, 60, 200, 35, 10, 90];
const refunded = [0, 10, 0, 20, 0, 0, 5];
const revenue = [0, 1000, 0, 2000, 0, 500, 1000];
const credits: CreditsReport = {
  from: days[0]!,
  to: days[6]!,
  days: days.map((date, index) => ({
    date,
    credits_sold: sold[index]!,
    credits_spent: spent[index]!,
    credits_refunded: refunded[index]!,
    revenue_cents: revenue[index]!,
  })),
  totals: { credits_sold: 5000, credits_spent: 555, credits_refunded: 35, revenue_cents: 4500 },
};

const quiet: AdminOverview = {
  totals: { users: 2, organizations: 0, sessions: 0, jobs_running: 0 },
  signups: days.map((date) => ({ date, count: 0 })),
  sessions_by_type: [],
  jobs_by_state: [],
  pricing_clicks: [],
};
const noCredits: CreditsReport = {
  ...credits,
  days: credits.days.map((day) => ({ ...day, credits_sold: 0, credits_spent: 0, credits_refunded: 0, revenue_cents: 0 })),
  totals: { credits_sold: 0, credits_spent: 0, credits_refunded: 0, revenue_cents: 0 },
};

/** Every lazy chart has drawn its bars (the visual baseline waits for them). */
async function chartsDrawn(canvasElement: HTMLElement, charts: number) {
  await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-wrapper').length).toBe(charts), { timeout: 10000 });
  await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(0), { timeout: 10000 });
}

const meta = {
  title: 'Screens/Admin/AdminIndexScreen',
  component: AdminIndexScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    rangeDays: 7,
    rangeChoices: [7, 30, 90],
    onRangeChange: fn(),
    overview,
    onRetryOverview: fn(),
    credits,
    onRetryCredits: fn(),
  },
} satisfies Meta<typeof AdminIndexScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement, 6);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const totals = canvas.getByLabelText('Totals');
    await expect(totals).toHaveTextContent('Users1,284');
    await expect(canvas.getByLabelText('Credits, last 7 days')).toHaveTextContent('Revenue$45.00');
    // The text alternative of each chart: a table a screen reader can walk.
    const sessions = canvas.getByRole('table', { name: 'Sessions by type' });
    await expect(within(sessions).getByRole('row', { name: /Image to 3d/ })).toHaveTextContent('Image to 3d51');
    const creditTable = canvas.getByRole('table', { name: 'Credits per day, last 7 days' });
    await expect(within(creditTable).getByRole('row', { name: /Sun, Nov 22/ })).toHaveTextContent('Sun, Nov 222,50020020');
    await expect(canvas.getByRole('list', { name: 'Pricing clicks by upgrade source: totals' })).toHaveTextContent('Clicks66');
    const thirty = canvas.getByRole('radio', { name: '30 days' });
    await userEvent.click(thirty);
    await expect(args.onRangeChange).toHaveBeenCalledWith(30);
    await release(thirty);
  },
};

export const Loading: Story = {
  args: { overview: undefined, credits: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading the overview…', 'Loading the credits report…']);
  },
};

/** A new server: no sign-ups, sessions, jobs, clicks or money yet; each chart says so. */
export const Empty: Story = {
  args: { overview: quiet, credits: noCredits },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sign-ups in this range.')).toBeVisible();
    await expect(canvas.getByText('No sessions in this range.')).toBeVisible();
    await expect(canvas.getByText('No revenue in this range.')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    overview: undefined,
    overviewError: 'Could not reach the server. Check your connection.',
    credits: undefined,
    creditsError: 'Could not reach the server. Check your connection.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('The overview could not be loaded: Could not reach the server.');
    const [retryOverview, retryCredits] = canvas.getAllByRole('button', { name: 'Try again' });
    await userEvent.click(retryOverview!);
    await expect(args.onRetryOverview).toHaveBeenCalled();
    await userEvent.click(retryCredits!);
    await expect(args.onRetryCredits).toHaveBeenCalled();
    await release(retryCredits!);
  },
};

const InAdmin = inAdmin(AdminIndexScreen, 'index');

export const InAdminWide: Story = {
  render: InAdmin,
  parameters: { layout: 'fullscreen' },
  globals: wide,
  play: async ({ canvasElement }) => chartsDrawn(canvasElement, 6),
};

export const InAdminNarrow: Story = {
  render: InAdmin,
  parameters: { layout: 'fullscreen' },
  globals: narrow,
  play: async ({ canvasElement }) => chartsDrawn(canvasElement, 6),
};
