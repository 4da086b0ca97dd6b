import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { narrow } from '../private/storyFixtures';
import { playFitToView, playPreparing, playUnreadable, playUntilViewerReady, untilViewerReady, viewerFrame } from '../private/viewerStories';
import { SplatViewer } from './SplatViewer';
import { brokenSplatUrl, storySplatGaussians, storySplatUrl } from './storySplat';

const meta = {
  title: 'Components/SplatViewer',
  component: SplatViewer,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { url: null, format: 'ply', name: 'Rainbow knot splat', onReady: fn() },
  decorators: [viewerFrame],
  // The story splat is a PLY written in the browser (storySplat.ts).
  render: (args) => <SplatViewer {...args} url={args.url ?? storySplatUrl()} />,
} satisfies Meta<typeof SplatViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await untilViewerReady(canvasElement);
    await expect(within(canvasElement).getByRole('img', { name: '3D view of Rainbow knot splat' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-gaussians', String(storySplatGaussians));
    await expect(args.onReady).toHaveBeenCalledWith({ gaussians: storySplatGaussians });
  },
};

export const FitToView: Story = { play: playFitToView };

/** The asset has no file yet. */
export const Preparing: Story = {
  render: (args) => <SplatViewer {...args} url={null} />,
  play: playPreparing('Preparing the splat…'),
};

export const NotASplat: Story = {
  render: (args) => <SplatViewer {...args} url={brokenSplatUrl()} />,
  play: async (context) => {
    await playUnreadable('not a Gaussian splat this viewer can read')(context);
    await expect(context.args.onReady).not.toHaveBeenCalled();
  },
};

/** The link answered 404 (an expired or deleted file). */
export const DownloadFailed: Story = {
  render: (args) => <SplatViewer {...args} url="/no-such-splat.ply" />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The file could not be downloaded.'));
  },
};

export const Narrow: Story = {
  globals: narrow,
  parameters: { height: 420 },
  play: playUntilViewerReady,
};
