import { ANIMATE_DEFAULTS, type AnimateReport, animateTool } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { armchair } from '../../components/private/assetStoryFixtures';
import { toolScreenStories } from '../../components/private/toolScreenStories';
import { ToolLayout } from '../../components/ToolLayout/ToolLayout';
import type { ToolResult } from '../../components/ToolLayout/toolLayoutTypes';
import { AnimateOptions, type AnimateOptionsProps } from './AnimateOptions';
import { animateCaptions, animateReportRows } from './animateReport';

// The armchair's box with its chain of bones drawn over it, bent as in the wave clip.
const animatedPreview = `data:image/svg+xml;utf8,${encodeURIComponent(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <rect width="400" height="300" fill="hsl(250 20% 90%)"/>
  <ellipse cx="200" cy="238" rx="96" ry="16" fill="hsl(250 20% 30%)" opacity="0.25"/>
  <path d="M200 62 284 108 200 154 116 108Z" fill="hsl(28 40% 52%)"/>
  <path d="M116 108 200 154v92l-84-46Z" fill="hsl(28 40% 44%)"/>
  <path d="M284 108 200 154v92l84-46Z" fill="hsl(28 40% 38%)"/>
  <path d="M200 236 198 196 204 156 214 118 232 84" stroke="hsl(250 70% 55%)" stroke-width="4" fill="none" stroke-linecap="round"/>
  <g fill="hsl(250 70% 55%)"><circle cx="200" cy="236" r="6"/><circle cx="198" cy="196" r="5"/><circle cx="204" cy="156" r="5"/><circle cx="214" cy="118" r="5"/><circle cx="232" cy="84" r="5"/></g>
</svg>`)}`;

const report: AnimateReport = {
  triangles: 48210,
  vertices: 24190,
  rig: 'auto',
  skeleton: 'chain',
  humanoid_note: 'Not a humanoid: it has no two separate legs in its lower part.',
  bones: 6,
  root_bone: 'mixamorig:Root',
  preset: 'mixamo',
  motion: 'in_place',
  clips: [
    { name: 'idle', duration_s: 2.4 },
    { name: 'bounce', duration_s: 0.8 },
    { name: 'spin', duration_s: 2 },
    { name: 'wave', duration_s: 2.4 },
  ],
  max_influences: 4,
  size_bytes: 1_912_400,
  rig_ms: 180,
  skin_ms: 90,
  time_ms: 640,
};

const result: ToolResult = {
  before: { imageUrl: armchair.data.image_url ?? null, label: animateCaptions(report).before },
  after: { imageUrl: animatedPreview, label: animateCaptions(report).after },
  report: animateReportRows(report),
  outputs: [{ id: 'asset-armchair-animated', name: 'Vintage armchair (animated, chain)', href: '/dashboard/asset/asset-armchair-animated' }],
};

/** Keeps the settings as the tool's container would, so every change shows. */
function StatefulOptions() {
  const [settings, setSettings] = useState<AnimateOptionsProps['settings']>({ ...ANIMATE_DEFAULTS });
  return <AnimateOptions settings={settings} onChange={setSettings} />;
}

const { meta: toolMeta, stories } = toolScreenStories({
  tool: 'animate',
  options: <StatefulOptions />,
  cost: animateTool.costs.run,
  // Auto rig, Mixamo names, in place; asking for a chain says what it makes.
  checkOptions: async (canvas) => {
    await expect(canvas.getByRole('radio', { name: 'Auto' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Mixamo' })).toBeChecked();
    await expect(canvas.getByText('mixamorig:Hips · mixamorig:LeftUpLeg')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Chain' }));
    await expect(canvas.getByText(/A root and five bones along the mesh’s longest axis/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Auto' }));
  },
  running: { fraction: 0.35, stage: 'Binding the skin' },
  // The armchair is no humanoid: a chain, the reason, every clip with its length, and the new asset.
  result,
  checkResult: async (canvas) => {
    await expect(canvas.getByText('After · chain, 4 clips')).toBeVisible();
    await expect(canvas.getByText('Chain, 6 bones (auto)')).toBeVisible();
    await expect(canvas.getByText('Not a humanoid: it has no two separate legs in its lower part.')).toBeVisible();
    await expect(canvas.getByText('idle 2.4 s, bounce 0.8 s, spin 2 s, wave 2.4 s')).toBeVisible();
    await expect(canvas.getByText('At most 4 bones per vertex, weights summing to 1')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (animated, chain)' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-animated');
  },
  // A biped asked of a mesh that is not one.
  failure: {
    message: 'This mesh does not look like a humanoid: it has no two separate legs in its lower part. Rig it as a chain, or pick Auto.',
    startsWith: 'This mesh does not look like a humanoid',
  },
});

const meta = { title: 'Screens/AnimateToolScreen', ...toolMeta } satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = stories.Empty;
export const Options: Story = stories.Options;
export const Running: Story = stories.Running;
export const Locked: Story = stories.Locked;
export const Succeeded: Story = stories.Succeeded;
export const FailedAndRefunded: Story = stories.FailedAndRefunded;
export const NarrowSucceeded: Story = stories.NarrowSucceeded;
