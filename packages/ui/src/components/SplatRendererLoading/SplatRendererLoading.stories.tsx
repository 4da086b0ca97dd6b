import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewerFrame } from '../private/viewerStories';
import { SplatRendererLoading } from './SplatRendererLoading';

const meta = {
  title: 'Components/SplatRendererLoading',
  component: SplatRendererLoading,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { name: 'Rainbow knot splat', loadedBytes: 1_240_000, totalBytes: 2_500_000 },
  decorators: [viewerFrame],
} satisfies Meta<typeof SplatRendererLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Half the renderer is in: the bar and the figures say how far. */
export const Downloading: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading the splat viewer for Rainbow knot splat' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1240000');
    await expect(bar).toHaveTextContent('1.2 MB of 2.5 MB');
  },
};

/** The server did not say the size: the bar runs without a share, the bytes still count. */
export const SizeUnknown: Story = {
  args: { totalBytes: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveTextContent('1.2 MB');
  },
};
