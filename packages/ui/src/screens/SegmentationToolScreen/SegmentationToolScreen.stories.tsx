import { SEGMENTATION_CREASE_ANGLE, SEGMENTATION_PART_RANGES, type SegmentationReport, segmentationTool } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { armchair, assets, photoPreview, storyAsset, studioPicture } from '../../components/private/assetStoryFixtures';
import { toolScreenStories } from '../../components/private/toolScreenStories';
import { ToolLayout } from '../../components/ToolLayout/ToolLayout';
import type { ToolResult } from '../../components/ToolLayout/toolLayoutTypes';
import { SegmentationOptions, type SegmentationOptionsProps } from './SegmentationOptions';
import { segmentationCaptions, segmentationReportRows } from './segmentationReport';

// The armchair split into its parts, each in its colour, as the colour-coded preview shows them.
const partsPreview = studioPicture(
  'hsl(220 14% 90%)',
  'hsl(220 12% 76%)',
  `
  <ellipse cx="200" cy="244" rx="120" ry="16" fill="hsl(220 20% 40%)" opacity="0.25"/>
  <path d="M130 120 200 90 270 120 200 150Z" fill="hsl(18 62% 58%)"/>
  <path d="M130 120 200 150v22l-70-30Z" fill="hsl(18 55% 46%)"/>
  <path d="M270 120 200 150v22l70-30Z" fill="hsl(18 50% 38%)"/>
  <path d="M140 60 200 36 200 96 140 122Z" fill="hsl(155 52% 46%)"/>
  <path d="M200 36 260 60 260 122 200 96Z" fill="hsl(155 48% 36%)"/>
  <path d="M122 104 138 98 138 150 122 156Z" fill="hsl(293 48% 58%)"/>
  <path d="M262 98 278 104 278 156 262 150Z" fill="hsl(70 55% 50%)"/>
  <path d="M140 150 148 153 148 226 140 223Z" fill="hsl(208 60% 56%)"/>
  <path d="M252 153 260 150 260 223 252 226Z" fill="hsl(345 58% 56%)"/>
  <path d="M196 166 204 166 204 240 196 240Z" fill="hsl(131 48% 44%)"/>
  <path d="M232 160 240 158 240 232 232 234Z" fill="hsl(256 50% 60%)"/>
`,
);

const report: SegmentationReport = {
  kind: 'mesh',
  granularity: 'balanced',
  triangles_before: 48210,
  components: 3,
  parts: [
    { name: 'part-1', triangles: 14880, vertices: 7460, area: 2.41, cap_triangles: 64, closed: true, color: '#d9774f' },
    { name: 'part-2', triangles: 12406, vertices: 6214, area: 1.92, cap_triangles: 48, closed: true, color: '#3fb081' },
    { name: 'part-3', triangles: 5112, vertices: 2560, area: 0.61, cap_triangles: 20, closed: true, color: '#b65fc4' },
    { name: 'part-4', triangles: 5108, vertices: 2558, area: 0.61, cap_triangles: 20, closed: true, color: '#a7b840' },
    { name: 'part-5', triangles: 2690, vertices: 1347, area: 0.22, cap_triangles: 12, closed: true, color: '#4f97d9' },
    { name: 'part-6', triangles: 2688, vertices: 1346, area: 0.22, cap_triangles: 12, closed: true, color: '#d9506f' },
    { name: 'part-7', triangles: 2690, vertices: 1347, area: 0.22, cap_triangles: 12, closed: true, color: '#39a452' },
    { name: 'part-8', triangles: 2688, vertices: 1346, area: 0.22, cap_triangles: 12, closed: true, color: '#8a6fe0' },
  ],
  preview: true,
  time_ms: 1840,
};

// Named as the server names them: the colour-coded preview first, then the parts.
const outputName = (index: number) => (index === 0 ? 'Vintage armchair (Parts, colour-coded)' : `Vintage armchair (Part ${index} of ${report.parts.length})`);

const result: ToolResult = {
  before: { imageUrl: armchair.data.image_url ?? null, label: segmentationCaptions(report).before },
  after: { imageUrl: partsPreview, label: segmentationCaptions(report).after },
  report: segmentationReportRows(report),
  outputs: Array.from({ length: report.parts.length + 1 }, (_, index) => ({
    id: `asset-armchair-part-${index}`,
    name: outputName(index),
    href: `/dashboard/asset/asset-armchair-part-${index}`,
  })),
};

/** The panel at its defaults (balanced, folds of 30 degrees), for a mesh or an image. */
const defaultOptions = (input: Pick<SegmentationOptionsProps, 'sourceTriangles' | 'inputKind'>) => (
  <SegmentationOptions granularity="balanced" crease_angle={30} partRanges={SEGMENTATION_PART_RANGES} creaseRange={SEGMENTATION_CREASE_ANGLE} onChange={fn()} {...input} />
);

const { meta: toolMeta, stories } = toolScreenStories({
  tool: 'segmentation',
  options: defaultOptions({ sourceTriangles: 48210 }),
  cost: segmentationTool.costs.run,
  candidates: assets.filter((asset) => asset.type === 'mesh' || asset.type === 'image'),
  inputHint: 'Pick a mesh or an image',
  checkOptions: async (canvas) => {
    await expect(canvas.getByRole('radio', { name: 'Balanced' })).toBeChecked();
  },
  checkLocked: async (canvas) => {
    await userEvent.click(canvas.getByText('Simple'));
    await expect(canvas.getByRole('radio', { name: 'Balanced', hidden: true })).toBeChecked();
  },
  running: { fraction: 0.38, stage: 'Growing regions' },
  // The colour-coded parts beside the input, the report, and a link to every part and the preview.
  result,
  checkResult: async (canvas) => {
    await expect(canvas.getByText('After · 8 parts')).toBeVisible();
    await expect(canvas.getByText('8 (balanced)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (Part 3 of 8)' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-part-3');
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (Parts, colour-coded)' })).toBeVisible();
  },
  // A mesh with no area.
  failure: {
    message: 'This mesh has no area: all of its 2 triangles are flat (lines or points), so there are no parts to find.',
    startsWith: 'This mesh has no area',
  },
});

const meta = { title: 'Screens/SegmentationToolScreen', ...toolMeta } satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = stories.Empty;
export const Options: Story = stories.Options;
export const Running: Story = stories.Running;
export const Locked: Story = stories.Locked;
export const Succeeded: Story = stories.Succeeded;
export const FailedAndRefunded: Story = stories.FailedAndRefunded;
export const NarrowSucceeded: Story = stories.NarrowSucceeded;

const desert = storyAsset('asset-desert');

const imageReport: SegmentationReport = {
  kind: 'image',
  granularity: 'balanced',
  width: 2048,
  height: 1536,
  components: 4,
  parts: [
    { name: 'part-1', pixels: 412_300, width: 820, height: 640, color: '#d9774f' },
    { name: 'part-2', pixels: 186_020, width: 512, height: 470, color: '#3fb081' },
    { name: 'part-3', pixels: 51_880, width: 260, height: 240, color: '#b65fc4' },
  ],
  preview: true,
  time_ms: 640,
};

/** An image cut into its foreground regions: a PNG with alpha per region, after the colour-coded preview. */
export const SucceededImage: Story = {
  args: {
    inputAsset: desert,
    options: defaultOptions({ inputKind: 'image' }),
    status: 'succeeded',
    credits: 1230,
    result: {
      before: { imageUrl: desert.data.image_url ?? null, label: segmentationCaptions(imageReport).before },
      after: { imageUrl: photoPreview(150), label: segmentationCaptions(imageReport).after },
      report: segmentationReportRows(imageReport),
      outputs: ['Parts, colour-coded', 'Part 1 of 3', 'Part 2 of 3', 'Part 3 of 3'].map((suffix, index) => ({
        id: `asset-desert-part-${index}`,
        name: `Concept: desert outpost (${suffix})`,
        href: `/dashboard/asset/asset-desert-part-${index}`,
      })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Before · 2,048 × 1,536 px')).toBeVisible();
    await expect(canvas.getByText('820 × 640 px · 412,300 pixels')).toBeVisible();
    await expect(canvas.getByText('Up to 15 regions')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Concept: desert outpost (Part 2 of 3)' })).toBeVisible();
  },
};
