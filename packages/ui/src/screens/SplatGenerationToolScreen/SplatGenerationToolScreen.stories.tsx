import { SPLAT_DEFAULTS, SPLAT_GAUSSIAN_COUNT, type SplatGenerationOptions as SplatGenerationRunOptions, type SplatGenerationReport, splatGenerationTool } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { armchair } from '../../components/private/assetStoryFixtures';
import { toolScreenStories } from '../../components/private/toolScreenStories';
import { ToolLayout } from '../../components/ToolLayout/ToolLayout';
import type { ToolResult } from '../../components/ToolLayout/toolLayoutTypes';
import { SplatGenerationOptions } from './SplatGenerationOptions';
import { splatGenerationCaptions, splatGenerationReportRows } from './splatGenerationReport';

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

/** Keeps the options as the tool's container would, so every change shows. */
function StatefulOptions() {
  const [options, setOptions] = useState<Required<SplatGenerationRunOptions>>({ ...SPLAT_DEFAULTS });
  return <SplatGenerationOptions {...options} countRange={SPLAT_GAUSSIAN_COUNT} onChange={setOptions} />;
}

const { meta: toolMeta, stories } = toolScreenStories({
  tool: 'splat-gen',
  options: <StatefulOptions />,
  cost: splatGenerationTool.costs.run,
  // The count at its default, sizes estimated; a change shows at once.
  checkOptions: async (canvas) => {
    const field = canvas.getByRole('textbox', { name: 'Gaussians' });
    await expect(field).toHaveValue('200,000');
    await expect(canvas.getByText(/About 14 MB as PLY, 1\.3 MB as SPZ/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '1000000');
    await userEvent.tab();
    await expect(field).toHaveValue('1,000,000');
    await expect(canvas.getByText('1M')).toBeVisible();
    await expect(canvas.getByText(/About 68 MB as PLY, 6\.3 MB as SPZ/)).toBeVisible();
  },
  running: { fraction: 0.34, stage: 'Sampling the surface' },
  // The splat beside the input, the report, and a link to the PLY and the SPZ.
  result,
  checkResult: async (canvas) => {
    await expect(canvas.getByText('After · 200,000 gaussians')).toBeVisible();
    await expect(canvas.getByText('Base-colour texture')).toBeVisible();
    await expect(canvas.getByText('13.6 MB')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (splat, 200k)' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-splat-0');
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (splat, 200k, SPZ)' })).toBeVisible();
  },
  // A mesh with no area.
  failure: {
    message: 'This mesh has no area: all of its 2 triangles are flat (lines or points), so there is no surface to cover with gaussians.',
    startsWith: 'This mesh has no area',
  },
});

const meta = { title: 'Screens/SplatGenerationToolScreen', ...toolMeta } satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = stories.Empty;
export const Options: Story = stories.Options;
export const Running: Story = stories.Running;
export const Locked: Story = stories.Locked;
export const Succeeded: Story = stories.Succeeded;
export const FailedAndRefunded: Story = stories.FailedAndRefunded;
export const NarrowSucceeded: Story = stories.NarrowSucceeded;
