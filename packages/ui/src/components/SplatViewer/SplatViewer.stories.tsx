import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blurActive, narrow } from '../private/storyFixtures';
import { SplatViewer } from './SplatViewer';
import { brokenSplatUrl, storySplatGaussians, storySplatUrl } from './storySplat';

/** Software WebGL in the test browser needs a few seconds for the first sorted frame. */
const untilReady = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });

const meta = {
  title: 'Components/SplatViewer',
  component: SplatViewer,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { url: null, format: 'ply', name: 'Rainbow knot splat', onReady: fn() },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: '100%', maxWidth: 880, height: typeof parameters.height === 'number' ? parameters.height : 520 }}>
        <Story />
      </div>
    ),
  ],
  // The story splat is a PLY written in the browser (storySplat.ts).
  render: (args) => <SplatViewer {...args} url={args.url ?? storySplatUrl()} />,
} satisfies Meta<typeof SplatViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await untilReady(canvasElement);
    await expect(within(canvasElement).getByRole('img', { name: '3D view of Rainbow knot splat' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-gaussians', String(storySplatGaussians));
    await expect(args.onReady).toHaveBeenCalledWith({ gaussians: storySplatGaussians });
  },
};

export const FitToView: Story = {
  play: async ({ canvasElement }) => {
    await untilReady(canvasElement);
    const fit = within(canvasElement).getByRole('button', { name: 'Fit to view' });
    await userEvent.click(fit);
    await untilReady(canvasElement);
    await userEvent.unhover(fit);
    blurActive();
  },
};

/** The asset has no file yet. */
export const Preparing: Story = {
  render: (args) => <SplatViewer {...args} url={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Preparing the splat…');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'loading');
  },
};

export const NotASplat: Story = {
  render: (args) => <SplatViewer {...args} url={brokenSplatUrl()} />,
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('not a Gaussian splat this viewer can read'));
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(args.onReady).not.toHaveBeenCalled();
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
  play: async ({ canvasElement }) => untilReady(canvasElement),
};
