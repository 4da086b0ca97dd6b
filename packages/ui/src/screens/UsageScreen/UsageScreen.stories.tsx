import type { CreditHistoryEntry, CreditUsage, SessionType } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inDashboard } from '../../components/private/StoryDashboard';
import { narrow, release, wide } from '../../components/private/storyFixtures';
import { UsageScreen } from './UsageScreen';

const toolChoices: SessionType[] = ['retopology', 'segmentation', 'print_3d', 'splat_generation', 'texture'];

/** Seven days to 2026-11-25 with three tools; every day listed, as the API answers. */
function weekOfUsage(): CreditUsage {
  const spend: Record<string, Partial<Record<SessionType, number>>> = {
    '2026-11-19': { retopology: 10 },
    '2026-11-20': { retopology: 35, segmentation: 10 },
    '2026-11-22': { texture: 20, segmentation: 10 },
    '2026-11-23': { retopology: 25, texture: 20, segmentation: 10 },
    '2026-11-25': { retopology: 10 },
  };
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = `2026-11-${String(19 + index).padStart(2, '0')}`;
    const tools = spend[date] ?? {};
    return { date, tools, total: Object.values(tools).reduce((sum, credits) => sum + credits, 0) };
  });
  return {
    from: '2026-11-19',
    to: '2026-11-25',
    time_zone: 'UTC',
    total: 150,
    tools: [
      { tool: 'retopology', credits: 80 },
      { tool: 'texture', credits: 40 },
      { tool: 'segmentation', credits: 30 },
    ],
    days,
  };
}

const noSpend: CreditUsage = { ...weekOfUsage(), total: 0, tools: [], days: weekOfUsage().days.map((day) => ({ ...day, total: 0, tools: {} })) };

let serial = 0;
function entry(amount: number, reason: string, tool: SessionType | null, balance: number, at: string): CreditHistoryEntry {
  serial += 1;
  const id = `0196a3d2-8192-7fa6-87d8-${String(serial).padStart(12, '0')}`;
  return { _id: id, id, amount, reason, reference: id, balance_after: balance, tool, created_at: at };
}

const entries: CreditHistoryEntry[] = [
  entry(-10, 'tool_run', 'retopology', 1240, '2026-11-25T09:12:00Z'),
  entry(20, 'refund', 'texture', 1250, '2026-11-23T16:40:00Z'),
  entry(-20, 'tool_run', 'texture', 1230, '2026-11-23T16:38:00Z'),
  entry(-25, 'tool_run', 'retopology', 1250, '2026-11-23T11:02:00Z'),
  entry(-10, 'tool_run', 'segmentation', 1275, '2026-11-23T10:45:00Z'),
  entry(1000, 'purchase', null, 1285, '2026-11-21T18:20:00Z'),
  entry(100, 'sign_up', null, 285, '2026-11-01T08:00:00Z'),
];

const InShell = inDashboard(UsageScreen, () => ({ activeId: 'usage' }));

/** The lazy chart has drawn its bars (the visual baseline waits for them). */
async function chartDrawn(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(0), { timeout: 5000 });
}

const meta = {
  title: 'Screens/UsageScreen',
  component: UsageScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    rangeDays: 7,
    rangeChoices: [7, 30, 90],
    onRangeChange: fn(),
    usage: weekOfUsage(),
    onRetryUsage: fn(),
    kind: 'all',
    onKindChange: fn(),
    tool: 'all',
    toolChoices,
    onToolChange: fn(),
    entries,
    hasMore: true,
    onLoadMore: fn(),
    onRetryHistory: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof UsageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    await chartDrawn(canvasElement);
    await expect(canvas.getByText('credits spent in the last 7 days', { exact: false })).toHaveTextContent('150 credits spent in the last 7 days');
    const legend = canvas.getByRole('list', { name: 'Spent by tool' });
    await expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Retopology80', 'Texture40', 'Segmentation30']);
    // The text alternative: one row per day with spend, a column per tool.
    const table = canvas.getByRole('table', { name: /Credits spent per day/ });
    await expect(within(table).getByRole('row', { name: /Mon, Nov 23/ })).toHaveTextContent('Mon, Nov 2325201055');
    const history = canvas.getByRole('table', { name: 'Credit history, newest first' });
    await expect(within(history).getByRole('rowheader', { name: 'Refund: texture run failed' })).toBeVisible();
    await expect(within(history).getByRole('row', { name: /Credit pack/ })).toHaveTextContent('+1,000');
    await userEvent.click(canvas.getByRole('radio', { name: '30 days' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith(30);
    await userEvent.click(canvas.getByRole('radio', { name: 'Refunded' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('refunded');
    await userEvent.click(canvas.getByRole('radio', { name: 'Texture' }));
    await expect(args.onToolChange).toHaveBeenCalledWith('texture');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
    await release(canvas.getByRole('button', { name: 'Load more' }));
  },
};

export const Loading: Story = {
  args: { usage: undefined, entries: undefined, hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your spending' })).toBeVisible();
    await expect(canvas.getByText('Loading your credit history…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { usage: noSpend, entries: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No credits spent on tools in the last 7 days.')).toBeVisible();
    await expect(canvas.getByText('No credit changes yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** A filter that matches nothing says so, and the chart above is untouched. */
export const FilteredEmpty: Story = {
  args: { kind: 'refunded', tool: 'print_3d', entries: [], hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Refunded' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '3D printing' })).toBeChecked();
    await expect(canvas.getByText('No credit changes match these filters.')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    usage: undefined,
    usageError: 'Could not reach the server. Check your connection.',
    entries: undefined,
    historyError: 'Could not reach the server. Check your connection.',
    hasMore: false,
  },
  play: async ({ canvas, args }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Your spending could not be loaded: Could not reach the server. Check your connection.',
      'Your credit history could not be loaded: Could not reach the server. Check your connection.',
    ]);
    const [retryUsage, retryHistory] = canvas.getAllByRole('button', { name: 'Try again' });
    await userEvent.click(retryUsage!);
    await expect(args.onRetryUsage).toHaveBeenCalled();
    await userEvent.click(retryHistory!);
    await expect(args.onRetryHistory).toHaveBeenCalled();
    await release(retryHistory!);
  },
};

/** The next page is on its way: the button spins, the rows so far stay. */
export const LoadingMore: Story = {
  args: { isLoadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const InDashboardWide: Story = {
  render: InShell,
  parameters: { layout: 'fullscreen' },
  globals: wide,
  play: async ({ canvasElement }) => chartDrawn(canvasElement),
};

export const InDashboardNarrow: Story = {
  render: InShell,
  parameters: { layout: 'fullscreen' },
  globals: narrow,
  play: async ({ canvasElement }) => chartDrawn(canvasElement),
};
