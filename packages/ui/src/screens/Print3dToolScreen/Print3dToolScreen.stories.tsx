import { print3dTool } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { armchair, studioPicture } from '../../components/private/assetStoryFixtures';
import { toolScreenStories } from '../../components/private/toolScreenStories';
import { ToolLayout } from '../../components/ToolLayout/ToolLayout';
import type { ToolResult } from '../../components/ToolLayout/toolLayoutTypes';
import { Print3dOptions } from './Print3dOptions';
import { print3dReportRows } from './print3dReport';
import { armchairPrintReport, defaultPrint3dSettings, print3dRanges } from './print3dStoryFixtures';

// The armchair as a printer sees it: one grey solid standing on the bed.
const printablePreview = studioPicture(
  'hsl(210 12% 90%)',
  'hsl(210 10% 76%)',
  `
  <path d="M60 250 200 210 340 250 200 292Z" fill="hsl(210 8% 62%)" opacity="0.5"/>
  <path d="M130 120 200 90 270 120 200 150Z" fill="hsl(210 6% 80%)"/>
  <path d="M130 120 200 150v22l-70-30Z" fill="hsl(210 6% 60%)"/>
  <path d="M270 120 200 150v22l70-30Z" fill="hsl(210 6% 50%)"/>
  <path d="M140 60 200 36 200 96 140 122Z" fill="hsl(210 6% 70%)"/>
  <path d="M200 36 260 60 260 122 200 96Z" fill="hsl(210 6% 58%)"/>
  <path d="M140 150 148 153 148 236 140 233Z M252 153 260 150 260 233 252 236Z M196 166 204 166 204 250 196 250Z" fill="hsl(210 6% 52%)"/>
`,
);

const result: ToolResult = {
  before: { imageUrl: armchair.data.image_url ?? null, label: 'Before · not watertight' },
  after: { imageUrl: printablePreview, label: 'After · watertight, 94 × 89 × 120 mm' },
  report: print3dReportRows(armchairPrintReport),
  outputs: [
    { id: 'asset-armchair-stl', name: 'Vintage armchair (printable, 120 mm)', href: '/dashboard/asset/asset-armchair-stl' },
    { id: 'asset-armchair-3mf', name: 'Vintage armchair (printable, 120 mm, 3MF)', href: '/dashboard/asset/asset-armchair-3mf' },
  ],
};

const { meta: toolMeta, stories } = toolScreenStories({
  tool: '3d-printing',
  options: <Print3dOptions settings={defaultPrint3dSettings} ranges={print3dRanges} onChange={fn()} />,
  cost: print3dTool.costs.run,
  checkOptions: async (canvas) => {
    await expect(canvas.getByRole('textbox', { name: 'Longest side' })).toHaveValue('120');
  },
  checkLocked: async (canvas) => {
    await userEvent.click(canvas.getByText('Hollow it out'));
    await expect(canvas.getByRole('switch', { name: 'Hollow it out', hidden: true })).not.toBeChecked();
  },
  running: { fraction: 0.57, stage: 'Hollowing' },
  // The printable solid beside the input, the report (watertight, size, volume, grams, time, checks) and both files.
  result,
  checkResult: async (canvas) => {
    await expect(canvas.getByText('No → Yes')).toBeVisible();
    await expect(canvas.getByText('94.2 × 88.6 × 120 mm')).toBeVisible();
    await expect(canvas.getByText('about 8 h 37 min')).toBeVisible();
    await expect(canvas.getByText('148 → 0')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (printable, 120 mm)' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-stl');
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (printable, 120 mm, 3MF)' })).toBeVisible();
  },
  // A mesh that cannot be made solid.
  failure: {
    message: 'The mesh encloses no volume (it is flat or only a surface), so it cannot be made into a solid.',
    startsWith: 'The mesh encloses no volume',
  },
});

const meta = { title: 'Screens/Print3dToolScreen', ...toolMeta } satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = stories.Empty;
export const Options: Story = stories.Options;
export const Running: Story = stories.Running;
export const Locked: Story = stories.Locked;
export const Succeeded: Story = stories.Succeeded;
export const FailedAndRefunded: Story = stories.FailedAndRefunded;
export const NarrowSucceeded: Story = stories.NarrowSucceeded;
