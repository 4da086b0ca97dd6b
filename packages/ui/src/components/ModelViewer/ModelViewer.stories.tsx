import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { narrow, nextFrames, release, wide } from '../private/storyFixtures';
import { playFitToView, playPreparing, playUnreadable, playUntilViewerReady, untilViewerReady, viewerFrame } from '../private/viewerStories';
import { ModelViewer } from './ModelViewer';
import { storyAnimatedModelUrl } from './storyAnimatedModel';
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

/** A model with clips plays its first at once; pausing stops it, and the timeline shows where. */
export const AnimatedPlaying: Story = {
  args: { label: 'Bendy column' },
  loaders: [async () => ({ modelUrl: await storyAnimatedModelUrl() })],
  play: async ({ canvasElement }) => {
    await untilViewerReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Animation' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Wave' })).toBeChecked();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-playing', 'true');
    // The clip runs on: the timeline moves.
    const timeline = canvas.getByRole('slider', { name: 'Timeline' });
    await waitFor(() => expect(Number(timeline.getAttribute('aria-valuenow') ?? (timeline as HTMLInputElement).value)).toBeGreaterThan(0), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-playing', 'false');
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    // The picture is taken at a fixed time, scrubbed to on the timeline.
    fireEvent.change(timeline, { target: { value: '0.5' } });
    await waitFor(() => expect(canvas.getByText('0.5 s / 2.0 s')).toBeVisible());
    // The scrubbed pose is drawn on the viewer's next frame: the picture waits for it (on a loaded
    // machine it could otherwise show the pose the clip was paused at).
    await nextFrames();
    await release(canvas.getByRole('button', { name: 'Play' }));
  },
};

/** Switching clips starts the new one from its beginning; scrubbing pauses on the frame asked for. */
export const AnimatedClipSwitching: Story = {
  args: { label: 'Bendy column' },
  loaders: [async () => ({ modelUrl: await storyAnimatedModelUrl() })],
  play: async ({ canvasElement }) => {
    await untilViewerReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Bounce' }));
    await expect(canvas.getByRole('radio', { name: 'Bounce' })).toBeChecked();
    await expect(canvas.getByText('0.0 s / 1.0 s')).toBeVisible();
    const timeline = canvas.getByRole('slider', { name: 'Timeline' });
    fireEvent.change(timeline, { target: { value: '0.5' } });
    // Half-way through the bounce: the column at the top of its hop.
    await waitFor(() => expect(canvas.getByText('0.5 s / 1.0 s')).toBeVisible());
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-playing', 'false');
    await userEvent.click(canvas.getByRole('radio', { name: 'Spin' }));
    await expect(canvas.getByText('0.0 s / 2.0 s')).toBeVisible();
    fireEvent.change(timeline, { target: { value: '0.5' } });
    await waitFor(() => expect(canvas.getByText('0.5 s / 2.0 s')).toBeVisible());
    await release(canvas.getByRole('radio', { name: 'Spin' }));
  },
};

/** The clip bar on a phone-wide viewer: it wraps above the model. */
export const AnimatedNarrow: Story = {
  args: { label: 'Bendy column' },
  globals: narrow,
  parameters: { height: 420 },
  loaders: [async () => ({ modelUrl: await storyAnimatedModelUrl() })],
  play: async ({ canvasElement }) => {
    await untilViewerReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    fireEvent.change(canvas.getByRole('slider', { name: 'Timeline' }), { target: { value: '1' } });
    await waitFor(() => expect(canvas.getByText('1.0 s / 2.0 s')).toBeVisible());
    await release(canvas.getByRole('button', { name: 'Play' }));
  },
};
