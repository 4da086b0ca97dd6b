import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrow, release, wide } from '../private/storyFixtures';
import { playFitToView, playPreparing, playUnreadable, playUntilViewerReady, untilViewerReady, viewerFrame } from '../private/viewerStories';
import { ModelViewer } from './ModelViewer';
import { brokenModelUrl, storyModelUrl } from './storyModel';

const meta = {
  title: 'Components/ModelViewer',
  component: ModelViewer,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { url: null, label: 'Torus knot on a plinth', onReady: fn() },
  // The story model is exported to a GLB in the browser before the story renders.
  loaders: [async () => ({ modelUrl: await storyModelUrl() })],
  decorators: [viewerFrame],
  render: (args, { loaded }) => <ModelViewer {...args} url={args.url ?? (typeof loaded.modelUrl === 'string' ? loaded.modelUrl : null)} />,
} satisfies Meta<typeof ModelViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await untilViewerReady(canvasElement);
    await expect(within(canvasElement).getByRole('img', { name: '3D view of Torus knot on a plinth' })).toBeVisible();
    await expect(args.onReady).toHaveBeenCalledWith(expect.objectContaining({ triangles: expect.any(Number) }));
  },
};

export const Wireframe: Story = {
  play: async ({ canvasElement }) => {
    await untilViewerReady(canvasElement);
    const toggle = within(canvasElement).getByRole('button', { name: 'Wireframe' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-wireframe', 'true');
    await release(toggle);
  },
};

/** Textures off: the shape in neutral clay. */
export const TexturesOff: Story = {
  play: async ({ canvasElement }) => {
    await untilViewerReady(canvasElement);
    const toggle = within(canvasElement).getByRole('button', { name: 'Textures' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-textures', 'off');
    await release(toggle);
  },
};

export const FitToView: Story = { play: playFitToView };

/** The asset has no file URL yet (an OBJ still converting to GLB). */
export const Preparing: Story = {
  render: (args) => <ModelViewer {...args} url={null} />,
  play: playPreparing('Preparing the model…'),
};

export const LoadFailed: Story = {
  render: (args) => <ModelViewer {...args} url={brokenModelUrl()} />,
  play: playUnreadable('not a model this viewer can read'),
};

export const Narrow: Story = {
  globals: narrow,
  parameters: { height: 420 },
  play: playUntilViewerReady,
};

export const Wide: Story = {
  globals: wide,
  parameters: { height: 640 },
  play: playUntilViewerReady,
};
