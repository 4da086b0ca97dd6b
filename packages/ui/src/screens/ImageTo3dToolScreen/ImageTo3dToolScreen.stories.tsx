import { IMAGE_TO_3D_DEFAULTS, IMAGE_TO_KIT_DEFAULTS, type ImageTo3dOptions as SingleRunOptions, type ImageToKitOptions, type ImageTo3dReport, type ImageToKitReport, imageTo3dTool, type MultiviewTo3dReport } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { assets } from '../../components/private/assetStoryFixtures';
import { toolScreenStories } from '../../components/private/toolScreenStories';
import { ToolLayout } from '../../components/ToolLayout/ToolLayout';
import type { ToolResult } from '../../components/ToolLayout/toolLayoutTypes';
import { ImageTo3dOptions, type ImageTo3dMode } from './ImageTo3dOptions';
import { imageTo3dCaptions, imageTo3dReportRows, imageToKitCaptions, imageToKitReportRows, multiviewCaptions, multiviewReportRows } from './imageTo3dReport';
import { robotBack, robotMesh, robotPicture, robotSide, robotSketch } from './storyPictures';

const report: ImageTo3dReport = {
  mask_source: 'estimate',
  width: 1024,
  height: 768,
  coverage: 0.3412,
  grid_step: 7.4,
  faces: 19_412,
  triangles: 19_412,
  vertices: 9_992,
  thickness: 0.5,
  symmetry: 'mirror-back',
  topology: 'triangles',
  size_m: { width: 0.811, height: 1, depth: 0.262 },
  texture_size: 775,
  size_bytes: 480_372,
  time_ms: 1240,
};

const result: ToolResult = {
  before: { imageUrl: robotPicture, label: imageTo3dCaptions(report).before },
  after: { imageUrl: robotMesh, label: imageTo3dCaptions(report).after },
  report: imageTo3dReportRows(report),
  outputs: [{ id: 'asset-robot-3d', name: 'Toy robot 3D', href: '/dashboard/asset/asset-robot-3d' }],
};

const pictures = [robotSketch, robotSide, robotBack, ...assets.filter((asset) => asset.type === 'image')];

/** Keeps the settings as the page would, so every change shows; starts on one picture unless told. */
function StatefulOptions({ initial = 'single' }: { initial?: ImageTo3dMode }) {
  const [mode, setMode] = useState<ImageTo3dMode>(initial);
  const [single, setSingle] = useState<Required<SingleRunOptions>>({ ...IMAGE_TO_3D_DEFAULTS });
  const [kit, setKit] = useState<Required<ImageToKitOptions>>({ ...IMAGE_TO_KIT_DEFAULTS });
  // Three views shown with their side and back picked.
  const [multiview, setMultiview] = useState<{ resolution: number; side?: string; back?: string }>(
    initial === 'multiview' ? { resolution: 96, side: robotSide.id, back: robotBack.id } : { resolution: 96 },
  );
  if (mode === 'multiview') {
    return (
      <ImageTo3dOptions
        mode="multiview"
        settings={multiview}
        sidePicture={pictures.find((picture) => picture.id === multiview.side) ?? null}
        backPicture={pictures.find((picture) => picture.id === multiview.back) ?? null}
        candidates={pictures}
        onRetryCandidates={() => undefined}
        onChange={setMultiview}
        onModeChange={setMode}
      />
    );
  }
  if (mode === 'kit') return <ImageTo3dOptions mode="kit" settings={kit} onChange={setKit} onModeChange={setMode} />;
  return <ImageTo3dOptions mode="single" settings={single} onChange={setSingle} onModeChange={setMode} />;
}

const { meta: toolMeta, stories } = toolScreenStories({
  tool: 'i3d',
  options: <StatefulOptions />,
  cost: imageTo3dTool.costs.run,
  input: robotSketch,
  candidates: pictures,
  inputHint: 'Pick a picture',
  // One picture by default; three views ask for the side and the back.
  checkOptions: async (canvas) => {
    await expect(canvas.getByRole('radio', { name: 'One picture' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Triangles' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Three views' }));
    await expect(canvas.getByRole('combobox', { name: 'Side picture' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'One picture' }));
  },
  running: { fraction: 0.35, stage: 'Inflating the silhouette' },
  // The picture beside the mesh, the report with the subject and the size, and the new asset.
  result,
  checkResult: async (canvas) => {
    await expect(canvas.getByText('After · 19,412 triangles')).toBeVisible();
    await expect(canvas.getByText('34% of the 1024 × 768 picture, found from the background’s colour')).toBeVisible();
    await expect(canvas.getByText('81 cm × 1.00 m × 26 cm (w × h × d)')).toBeVisible();
    await expect(canvas.getByText('50% thickness, mirrored front to back')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Toy robot 3D' })).toHaveAttribute('href', '/dashboard/asset/asset-robot-3d');
  },
  // A picture with nothing to lift.
  failure: {
    message: 'No foreground found in the picture: it is one colour from edge to edge. Use a picture of one subject on a plain background, or with a transparent background.',
    startsWith: 'No foreground found in the picture',
  },
});

const meta = { title: 'Screens/ImageTo3dToolScreen', ...toolMeta } satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = stories.Empty;
export const Options: Story = stories.Options;
export const Running: Story = stories.Running;
export const Locked: Story = stories.Locked;
export const Succeeded: Story = stories.Succeeded;
export const FailedAndRefunded: Story = stories.FailedAndRefunded;
export const NarrowSucceeded: Story = stories.NarrowSucceeded;

const multiviewReport: MultiviewTo3dReport = {
  mask_sources: ['alpha', 'alpha', 'alpha'],
  grid: [84, 101, 44],
  voxels_inside: 142_880,
  triangles: 61_204,
  vertices: 30_604,
  volume_m3: 0.148,
  size_m: { width: 0.81, height: 1, depth: 0.4 },
  size_bytes: 1_712_400,
  time_ms: 1310,
};

/** Three views carved into one mesh. */
export const MultiviewSucceeded: Story = {
  args: {
    ...Succeeded.args,
    options: <StatefulOptions initial="multiview" />,
    result: {
      before: { imageUrl: robotPicture, label: multiviewCaptions(multiviewReport).before },
      after: { imageUrl: robotMesh, label: multiviewCaptions(multiviewReport).after },
      report: multiviewReportRows(multiviewReport),
      outputs: [{ id: 'asset-robot-hull', name: 'Toy robot 3D (from three views)', href: '/dashboard/asset/asset-robot-hull' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('After · carved from three views, 61,204 triangles')).toBeVisible();
    await expect(canvas.getByText('142,880 of 373,296 voxels (84 × 101 × 44)')).toBeVisible();
    await expect(canvas.getByText('0.148 m³')).toBeVisible();
  },
};

const kitReport: ImageToKitReport = {
  mask_source: 'alpha',
  width: 1024,
  height: 768,
  regions: 5,
  parts: [
    { box: [412, 120, 200, 160], pixels: 30_100, triangles: 9_812, vertices: 4_980, size_m: { width: 0.29, height: 0.23, depth: 0.1 }, size_bytes: 220_400 },
    { box: [300, 300, 120, 260], pixels: 24_300, triangles: 9_640, vertices: 4_890, size_m: { width: 0.17, height: 0.37, depth: 0.08 }, size_bytes: 214_100 },
    { box: [600, 300, 120, 260], pixels: 24_100, triangles: 9_610, vertices: 4_870, size_m: { width: 0.17, height: 0.37, depth: 0.08 }, size_bytes: 213_900 },
  ],
  thickness: 0.5,
  time_ms: 980,
};

/** A kit: each separate thing a part of its own, two specks left out. */
export const KitSucceeded: Story = {
  args: {
    ...Succeeded.args,
    options: <StatefulOptions initial="kit" />,
    result: {
      before: { imageUrl: robotPicture, label: imageToKitCaptions(kitReport).before },
      after: { imageUrl: robotMesh, label: imageToKitCaptions(kitReport).after },
      report: imageToKitReportRows(kitReport),
      outputs: kitReport.parts.map((_, index) => ({ id: `asset-robot-part-${index + 1}`, name: `Toy robot part ${index + 1}`, href: `/dashboard/asset/asset-robot-part-${index + 1}` })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('After · 3 parts')).toBeVisible();
    await expect(canvas.getByText('3 of 5 separate regions (2 too small or past the limit), found from the picture’s transparency')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Toy robot part 3' })).toBeVisible();
  },
};
