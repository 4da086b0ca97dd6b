import { SPLAT_GAUSSIAN_COUNT, type SplatGenerationReport, TOOL_COSTS, TOOLS } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { armchair, assets } from '../../components/private/assetStoryFixtures';
import { StoryDashboard } from '../../components/private/StoryDashboard';
import { clickOnce, narrow } from '../../components/private/storyFixtures';
import { ToolLayout } from '../../components/ToolLayout/ToolLayout';
import type { ToolLayoutProps, ToolResult } from '../../components/ToolLayout/toolLayoutTypes';
import { SplatGenerationOptions } from './SplatGenerationOptions';
import { splatGenerationCaptions, splatGenerationReportRows } from './splatGenerationReport';

const tool = TOOLS.find((candidate) => candidate.id === 'splat-gen')!;
const meshes = assets.filter((asset) => asset.type === 'mesh');

// A box as soft, overlapping dots on its three visible sides, as a splat of it looks.
const hash = (i: number) => ((Math.sin(i * 12.9898) * 43758.5453) % 1 + 1) % 1;
const dots = Array.from({ length: 360 }, (_, i) => {
  const side = i % 3;
  const u = hash(i);
  const v = hash(i + 1000);
  // Top (a rhombus), left and right faces of an isometric box.
  const [x, y] =
    side === 0 ? [200 + (u - v) * 90, 95 + (u + v) * 45] : side === 1 ? [110 + u * 90, 140 + u * 45 + v * 100] : [200 + u * 90, 185 - u * 45 + v * 100];
  const lightness = [62, 48, 36][side]! + Math.round(hash(i + 2000) * 8);
  return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="hsl(22 58% ${lightness}%)" opacity="0.85"/>`;
}).join('');
const splatPreview = `data:image/svg+xml;utf8,${encodeURIComponent(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <rect width="400" height="300" fill="hsl(220 14% 16%)"/>${dots}
</svg>`)}`;

const report: SplatGenerationReport = {
  gaussians: 200_000,
  sh_degree: 0,
  triangles: 48210,
  area: 3.84,
  colour_source: 'texture',
  bounds: { min: [-0.42, 0, -0.4], max: [0.42, 0.96, 0.44] },
  files: [
    { name: 'splat.ply', format: 'ply', size_bytes: 13_600_312 },
    { name: 'splat.spz', format: 'spz', size_bytes: 1_262_480 },
  ],
  time_ms: 620,
};

const result: ToolResult = {
  before: { imageUrl: armchair.data.image_url ?? null, label: splatGenerationCaptions(report).before },
  after: { imageUrl: splatPreview, label: splatGenerationCaptions(report).after },
  report: splatGenerationReportRows(report),
  outputs: ['', ', SPZ'].map((suffix, index) => ({
    id: `asset-armchair-splat-${index}`,
    name: `Vintage armchair (splat, 200k${suffix})`,
    href: `/dashboard/asset/asset-armchair-splat-${index}`,
  })),
};

/** Keeps the count as the tool's container would, so every change shows. */
function StatefulOptions() {
  const [gaussianCount, setGaussianCount] = useState(SPLAT_GAUSSIAN_COUNT.default);
  return <SplatGenerationOptions gaussianCount={gaussianCount} countRange={SPLAT_GAUSSIAN_COUNT} onChange={(next) => setGaussianCount(next.gaussianCount)} />;
}

const ready = { inputAsset: armchair } satisfies Partial<ToolLayoutProps>;

const meta = {
  title: 'Screens/SplatGenerationToolScreen',
  component: ToolLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    tool,
    engineLabel: 'Built-in CPU engine',
    inputAsset: null,
    candidates: meshes,
    onPickAsset: fn(),
    onRetryCandidates: fn(),
    inputHint: 'Pick a mesh',
    options: <StatefulOptions />,
    cost: TOOL_COSTS.splatGen,
    credits: 1240,
    buyCreditsHref: '/dashboard/profile/purchase',
    status: 'idle',
    runLabel: 'Run splat generation',
    onRun: fn(),
    onReset: fn(),
  },
  render: (args) => (
    <StoryDashboard credits={args.credits}>
      <ToolLayout {...args} />
    </StoryDashboard>
  ),
} satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the options show, and the run waits for a mesh. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Splat generation' })).toBeVisible();
    const run = canvas.getByRole('button', { name: 'Run splat generation' });
    await expect(run).toBeDisabled();
    await expect(run).toHaveAccessibleDescription('Pick a mesh first.');
  },
};

/** A mesh picked: the count at its default, sizes estimated, the price the tool's 15 credits. */
export const Options: Story = {
  args: ready,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Preview of Vintage armchair' })).toBeVisible());
    const field = canvas.getByRole('textbox', { name: 'Gaussians' });
    await expect(field).toHaveValue('200,000');
    await expect(canvas.getByText(/About 14 MB as PLY, 1\.3 MB as SPZ/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '1000000');
    await userEvent.tab();
    await expect(field).toHaveValue('1,000,000');
    await expect(canvas.getByText('1M')).toBeVisible();
    await expect(canvas.getByText(/About 68 MB as PLY, 6\.3 MB as SPZ/)).toBeVisible();
    await expect(canvas.getByText('Costs', { exact: false })).toHaveTextContent('Costs 15 credits · you have 1,240');
    await clickOnce(canvas.getByRole('button', { name: 'Run splat generation' }), args.onRun);
  },
};

/** The engine at work: its stage and share done, live. */
export const Running: Story = {
  args: { ...ready, status: 'running', progress: { fraction: 0.34, stage: 'Sampling the surface' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar', { name: 'Sampling the surface' });
    await expect(progress).toHaveAttribute('aria-valuenow', '34');
    await expect(canvas.queryByRole('button', { name: 'Run splat generation' })).not.toBeInTheDocument();
  },
};

/** While a run is queued or running the options are locked: shown, but they cannot change. */
export const Locked: Story = {
  args: { ...ready, status: 'queued' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const options = canvas.getByRole('region', { name: 'Options' });
    await expect(options.querySelector('[data-locked]')).toHaveAttribute('inert');
    await expect(canvas.getByRole('combobox', { name: 'Input' })).toBeDisabled();
  },
};

/** The splat beside the input, the report, and a link to the PLY and the SPZ. */
export const Succeeded: Story = {
  args: { ...ready, status: 'succeeded', credits: 1225, result },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Before and after' })).toBeVisible();
    await expect(canvas.getByText('After · 200,000 gaussians')).toBeVisible();
    await expect(canvas.getByText('Base-colour texture')).toBeVisible();
    await expect(canvas.getByText('13.6 MB')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (splat, 200k)' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-splat-0');
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (splat, 200k, SPZ)' })).toBeVisible();
  },
};

/** A mesh with no area: the reason in words, and the credits back. */
export const FailedAndRefunded: Story = {
  args: {
    ...ready,
    status: 'failed',
    error: {
      message: 'This mesh has no area: all of its 2 triangles are flat (lines or points), so there is no surface to cover with gaussians.',
      refundedCredits: TOOL_COSTS.splatGen,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This mesh has no area');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your 15 credits were refunded.');
    await clickOnce(canvas.getByRole('button', { name: 'Try again' }), args.onRun);
  },
};

export const NarrowSucceeded: Story = { globals: narrow, args: { ...ready, status: 'succeeded', credits: 1225, result } };
