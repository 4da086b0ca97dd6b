import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCountdown } from '@facet/contract';
import { WelcomeOfferCountdown } from './WelcomeOfferCountdown';

const meta = {
  title: 'Components/WelcomeOfferCountdown',
  component: WelcomeOfferCountdown,
  tags: ['autodocs'],
  args: { msLeft: (1 * 3600 + 42 * 60 + 7) * 1000, percentOff: 20, size: 'banner' },
  argTypes: { size: { control: 'inline-radio', options: ['compact', 'banner'] } },
  decorators: [(Story) => <div style={{ width: 560, maxWidth: '100%' }}><Story /></div>],
} satisfies Meta<typeof WelcomeOfferCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('01:42:07')).toBeVisible();
    await expect(canvas.getByLabelText('Ends in 01:42:07')).toBeInTheDocument();
  },
};

export const Compact: Story = { args: { size: 'compact', msLeft: 59_500 } };

export const LastSecond: Story = {
  args: { msLeft: 400 },
  play: async ({ canvasElement }) => {
    // A part of a second left still reads as one second, never 00:00:00 while shown.
    await expect(within(canvasElement).getByText('00:00:01')).toBeVisible();
  },
};

/** At 0 the offer is over and nothing renders. */
export const Ended: Story = {
  args: { msLeft: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(formatCountdown(2 * 3600 * 1000)).toBe('02:00:00');
    await expect(formatCountdown(-5)).toBe('00:00:00');
  },
};
