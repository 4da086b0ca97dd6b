import { TOOL_COSTS, TOOLS } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { armchair, assets } from '../../components/private/assetStoryFixtures';
import { StoryDashboard } from '../../components/private/StoryDashboard';
import { clickOnce, narrow } from '../../components/private/storyFixtures';
import { ToolLayout } from '../../components/ToolLayout/ToolLayout';
import type { ToolLayoutProps, ToolResult } from '../../components/ToolLayout/toolLayoutTypes';
import { Print3dOptions } from './Print3dOptions';
import { print3dReportRows } from './print3dReport';
import { armchairPrintReport, defaultPrint3dSettings, print3dRanges } from './print3dStoryFixtures';

const tool = TOOLS.find((candidate) => candidate.id === '3d-printing')!;
const meshes = assets.filter((asset) => asset.type === 'mesh');

// The armchair as a printer sees it: one grey solid standing on the bed.
const printablePreview = `data:image/svg+xml;utf8,${encodeURIComponent(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(210 12% 90%)"/><stop offset="1" stop-color="hsl(210 10% 76%)"/>
  </linearGradient></defs>
  <rect width="400" height="300" fill="url(#bg)"/>
  <path d="M60 250 200 210 340 250 200 292Z" fill="hsl(210 8% 62%)" opacity="0.5"/>
  <path d="M130 120 200 90 270 120 200 150Z" fill="hsl(210 6% 80%)"/>
  <path d="M130 120 200 150v22l-70-30Z" fill="hsl(210 6% 60%)"/>
  <path d="M270 120 200 150v22l70-30Z" fill="hsl(210 6% 50%)"/>
  <path d="M140 60 200 36 200 96 140 122Z" fill="hsl(210 6% 70%)"/>
  <path d="M200 36 260 60 260 122 200 96Z" fill="hsl(210 6% 58%)"/>
  <path d="M140 150 148 153 148 236 140 233Z M252 153 260 150 260 233 252 236Z M196 166 204 166 204 250 196 250Z" fill="hsl(210 6% 52%)"/>
</svg>`)}`;

const result: ToolResult = {
  before: { imageUrl: armchair.data.image_url ?? null, label: 'Before · not watertight' },
  after: { imageUrl: printablePreview, label: 'After · watertight, 94 × 89 × 120 mm' },
  report: print3dReportRows(armchairPrintReport),
  outputs: [
    { id: 'asset-armchair-stl', name: 'Vintage armchair (printable, 120 mm)', href: '/dashboard/asset/asset-armchair-stl' },
    { id: 'asset-armchair-3mf', name: 'Vintage armchair (printable, 120 mm, 3MF)', href: '/dashboard/asset/asset-armchair-3mf' },
  ],
};

const options = <Print3dOptions settings={defaultPrint3dSettings} ranges={print3dRanges} onChange={fn()} />;
const ready = { inputAsset: armchair } satisfies Partial<ToolLayoutProps>;

const meta = {
  title: 'Screens/Print3dToolScreen',
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
    options,
    cost: TOOL_COSTS.print3d,
    credits: 1240,
    buyCreditsHref: '/dashboard/profile/purchase',
    status: 'idle',
    runLabel: 'Run 3D printing',
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
    await expect(canvas.getByRole('heading', { level: 1, name: '3D printing' })).toBeVisible();
    const run = canvas.getByRole('button', { name: 'Run 3D printing' });
    await expect(run).toBeDisabled();
    await expect(run).toHaveAccessibleDescription('Pick a mesh first.');
  },
};

/** A mesh picked and the options ready: the price is the tool's, 10 credits. */
export const Options: Story = {
  args: ready,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Preview of Vintage armchair' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Longest side' })).toHaveValue('120');
    await expect(canvas.getByText('Costs', { exact: false })).toHaveTextContent('Costs 10 credits · you have 1,240');
    await clickOnce(canvas.getByRole('button', { name: 'Run 3D printing' }), args.onRun);
  },
};

/** The engine at work: its stage and share done, live. */
export const Running: Story = {
  args: { ...ready, status: 'running', progress: { fraction: 0.57, stage: 'Hollowing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar', { name: 'Hollowing' });
    await expect(progress).toHaveAttribute('aria-valuenow', '57');
    await expect(canvas.queryByRole('button', { name: 'Run 3D printing' })).not.toBeInTheDocument();
  },
};

/** While a run is queued or running the options are locked: shown, but they cannot change. */
export const Locked: Story = {
  args: { ...ready, status: 'queued' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Options' });
    await expect(panel.querySelector('[data-locked]')).toHaveAttribute('inert');
    await expect(canvas.getByRole('combobox', { name: 'Input' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Hollow it out'));
    await expect(canvas.getByRole('switch', { name: 'Hollow it out', hidden: true })).not.toBeChecked();
  },
};

/** The printable solid beside the input, the report (watertight, size, volume, grams, time, checks) and both files. */
export const Succeeded: Story = {
  args: { ...ready, status: 'succeeded', credits: 1230, result },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Before and after' })).toBeVisible();
    await expect(canvas.getByText('No → Yes')).toBeVisible();
    await expect(canvas.getByText('94.2 × 88.6 × 120 mm')).toBeVisible();
    await expect(canvas.getByText('about 8 h 37 min')).toBeVisible();
    await expect(canvas.getByText('148 → 0')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (printable, 120 mm)' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-stl');
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (printable, 120 mm, 3MF)' })).toBeVisible();
  },
};

/** A mesh that cannot be made solid: the reason in words, and the credits back. */
export const FailedAndRefunded: Story = {
  args: {
    ...ready,
    status: 'failed',
    error: {
      message: 'The mesh encloses no volume (it is flat or only a surface), so it cannot be made into a solid.',
      refundedCredits: TOOL_COSTS.print3d,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The mesh encloses no volume');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your 10 credits were refunded.');
    await clickOnce(canvas.getByRole('button', { name: 'Try again' }), args.onRun);
  },
};

export const NarrowSucceeded: Story = { globals: narrow, args: { ...ready, status: 'succeeded', credits: 1230, result } };
