import { VIDEO_3D_DEFAULTS, VIDEO_3D_DURATION, type Video3dReport, video3dTool } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { armchair } from '../../components/private/assetStoryFixtures';
import { toolScreenStories } from '../../components/private/toolScreenStories';
import { ToolLayout } from '../../components/ToolLayout/ToolLayout';
import type { ToolResult } from '../../components/ToolLayout/toolLayoutTypes';
import { Video3dOptions, type Video3dOptionsProps } from './Video3dOptions';
import { video3dCaptions, video3dReportRows } from './video3dReport';

// The video's poster: the armchair's box on the gradient, in studio light, 16:9.
const poster = `data:image/svg+xml;utf8,${encodeURIComponent(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f4f7"/><stop offset="1" stop-color="#a9aeb8"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#bg)"/>
  <path d="M320 70 404 116 320 162 236 116Z" fill="hsl(28 42% 62%)"/>
  <path d="M236 116 320 162v112l-84-46Z" fill="hsl(28 40% 48%)"/>
  <path d="M404 116 320 162v112l84-46Z" fill="hsl(28 38% 38%)"/>
</svg>`)}`;

const report: Video3dReport = {
  motion: 'turntable',
  background: 'gradient',
  lighting: 'studio',
  frames: 180,
  fps: 30,
  duration_s: 6,
  width: 1280,
  height: 720,
  triangles: 48210,
  encoder: 'ffmpeg 4.1.0 (from @ffmpeg-installer/ffmpeg): H.264 (libx264) and VP9 (libvpx-vp9)',
  render_seconds: 21.4,
  encode_seconds: 9.2,
  mp4_bytes: 2_184_220,
  webm_bytes: 2_902_118,
  renderer: 'ANGLE (Mesa/X.org, llvmpipe (LLVM 15.0.6 256 bits), OpenGL ES 3.2)',
  time_ms: 26_310,
};

const result: ToolResult = {
  before: { imageUrl: armchair.data.image_url ?? null, label: video3dCaptions(report).before },
  after: { imageUrl: poster, label: video3dCaptions(report).after },
  report: video3dReportRows(report),
  outputs: [{ id: 'asset-armchair-turntable', name: 'Vintage armchair turntable', href: '/dashboard/asset/asset-armchair-turntable' }],
};

/** Keeps the settings as the tool's container would, so every change shows. */
function StatefulOptions() {
  const [settings, setSettings] = useState<Video3dOptionsProps['settings']>({ ...VIDEO_3D_DEFAULTS });
  return <Video3dOptions settings={settings} durationRange={VIDEO_3D_DURATION} aiVideoToVideo="no-model-server" onChange={setSettings} onUpgrade={() => undefined} />;
}

const { meta: toolMeta, stories } = toolScreenStories({
  tool: '3d-video',
  options: <StatefulOptions />,
  cost: video3dTool.costs.run,
  // The defaults; a 1080p orbit instead says its size.
  checkOptions: async (canvas) => {
    await expect(canvas.getByRole('radio', { name: 'Turntable' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '1080p' }));
    await expect(canvas.getByText('1920 × 1080')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '720p' }));
    await expect(canvas.getByRole('region', { name: 'AI video-to-video' })).toHaveTextContent('Not available here');
  },
  running: { fraction: 0.45, stage: 'Rendering frame 81 of 180' },
  // The poster beside the input, the report with the frames, sizes and timings, and the new video.
  result,
  checkResult: async (canvas) => {
    await expect(canvas.getByText('After · turntable, 6 s, 720p')).toBeVisible();
    await expect(canvas.getByText('6 s, 180 frames at 30 fps')).toBeVisible();
    await expect(canvas.getByText('Gradient background, studio lighting')).toBeVisible();
    await expect(canvas.getByText('MP4 2.2 MB · WebM 2.9 MB')).toBeVisible();
    await expect(canvas.getByText('9.2 s of CPU')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vintage armchair turntable' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-turntable');
  },
  // The renderer's page went away mid-video.
  failure: {
    message: 'The video could not be rendered: frame 52 took longer than 90 s.',
    startsWith: 'The video could not be rendered',
  },
});

const meta = { title: 'Screens/Video3dToolScreen', ...toolMeta } satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = stories.Empty;
export const Options: Story = stories.Options;
export const Running: Story = stories.Running;
export const Locked: Story = stories.Locked;
export const Succeeded: Story = stories.Succeeded;
export const FailedAndRefunded: Story = stories.FailedAndRefunded;
export const NarrowSucceeded: Story = stories.NarrowSucceeded;
