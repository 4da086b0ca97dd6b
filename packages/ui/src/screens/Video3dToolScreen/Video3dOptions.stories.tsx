import { VIDEO_3D_DEFAULTS, VIDEO_3D_DURATION } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { inOptionsPanel } from '../../components/private/OptionsPanelFrame';
import { useStoryState } from '../../components/private/storyFixtures';
import { Video3dOptions, type Video3dOptionsProps } from './Video3dOptions';

/** Keeps the settings as the tool's container would, so every change shows. */
function Stateful(props: Video3dOptionsProps) {
  const [settings, onChange] = useStoryState<Video3dOptionsProps['settings']>(props.settings, props.onChange);
  return <Video3dOptions {...props} settings={settings} onChange={onChange} />;
}

const meta = {
  title: 'Screens/Video3dToolScreen/Video3dOptions',
  component: Video3dOptions,
  tags: ['autodocs'],
  decorators: [inOptionsPanel],
  args: {
    settings: { ...VIDEO_3D_DEFAULTS },
    durationRange: VIDEO_3D_DURATION,
    aiVideoToVideo: 'no-model-server',
    onChange: fn(),
    onUpgrade: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Video3dOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: a six-second 720p turntable on the gradient in studio light. Switching to an orbit says what it does. */
export const Defaults: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Turntable' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '720p' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Gradient' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Studio' })).toBeChecked();
    await expect(canvas.getByText('6 s · 180 frames')).toBeVisible();
    await expect(canvas.getByText('1280 × 720')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Orbit' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ ...VIDEO_3D_DEFAULTS, motion: 'orbit' }));
    await expect(canvas.getByText('The camera circles the asset once, rising and falling as it goes.')).toBeVisible();
  },
};

/** The longest and largest: a minute at 1080p, black, dramatic light. The slider stops at 60 seconds. */
export const LongestLargest: Story = {
  args: { settings: { motion: 'orbit', duration: 60, resolution: '1080p', background: 'black', lighting: 'dramatic' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('60 s · 1,800 frames')).toBeVisible();
    await expect(canvas.getByText('1920 × 1080')).toBeVisible();
    await expect(canvas.getByText('One strong side light and a rim, dark shadows: for shape.')).toBeVisible();
    const slider = canvas.getByRole('slider', { name: 'Duration' });
    await expect(slider).toHaveAttribute('max', '60');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ duration: 1 })));
    await expect(canvas.getByText('1 s · 30 frames')).toBeVisible();
  },
};

/** Without the plan's video-to-video flag, that half is locked, with an Upgrade. */
export const AiLocked: Story = {
  args: { aiVideoToVideo: 'locked' },
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: 'AI video-to-video' });
    await expect(section).toHaveTextContent('Not in your plan');
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to use AI video-to-video' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

/** With the flag, it says it needs a model server that this server does not have; nothing to run. */
export const AiNeedsModelServer: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'AI video-to-video' });
    await expect(section).toHaveTextContent('Not available here');
    await expect(section).toHaveTextContent('It needs a video model server, and none is configured on this server.');
    await expect(canvas.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
  },
};
