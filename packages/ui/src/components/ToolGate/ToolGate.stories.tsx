import { TIERS, TOOLS, tiersOpening, type ToolId, type ToolInfo } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryDashboard } from '../private/StoryDashboard';
import { blurActive, narrow } from '../private/storyFixtures';
import { ToolGate, type ToolGateProps } from './ToolGate';

const toolById = (id: ToolId): ToolInfo => TOOLS.find((tool) => tool.id === id)!;
const openedBy = (id: ToolId) => tiersOpening(id).map((tier) => TIERS[tier]);

const meta = {
  component: ToolGate,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  render: (props: ToolGateProps) => (
    <StoryDashboard>
      <ToolGate {...props} />
    </StoryDashboard>
  ),
  args: { state: 'coming', tool: toolById('3d-video'), toolsHref: '/dashboard/home' },
} satisfies Meta<typeof ToolGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tool that does not run yet: no price, no plan to buy, the same for every plan. */
export const Coming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '3D video' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '3D video is coming soon' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the tools that run' })).toHaveAttribute('href', '/dashboard/home');
    await expect(within(canvas.getByRole('article')).queryByText(/credits|Upgrade|\$/)).not.toBeInTheDocument();
  },
};

export const ComingNarrow: Story = { args: { tool: toolById('i3d') }, globals: narrow };

/** Retopology on the free plan: the plans that open it, and the cheapest of them offered. */
export const Locked: Story = {
  args: {
    state: 'locked',
    tool: toolById('retopology'),
    currentTier: 'free',
    openedBy: openedBy('retopology'),
    onUpgrade: fn(),
    plansHref: '/pricing?upgrade_source=retopology',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Included in Starter, Pro and Studio' })).toBeVisible();
    await expect(canvas.getByText('Your Free plan does not include Retopology. Starter opens it, with 1,000 credits every month.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing?upgrade_source=retopology');
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Starter' }));
    await expect((args as { onUpgrade: unknown }).onUpgrade).toHaveBeenCalledWith('starter');
    blurActive();
  },
};

export const LockedNarrow: Story = { ...Locked, play: undefined, globals: narrow };

/** The offered plan's checkout is starting. */
export const LockedUpgrading: Story = { args: { ...Locked.args, state: 'locked', isUpgrading: true } as ToolGateProps };

export const LockedCheckoutFailed: Story = {
  args: { ...Locked.args, state: 'locked', upgradeError: 'The payment service did not answer. Try again in a minute.' } as ToolGateProps,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Checkout could not start: The payment service did not answer.');
  },
};
