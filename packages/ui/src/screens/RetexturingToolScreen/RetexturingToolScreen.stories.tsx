import { RETEXTURING_DEFAULTS, RETEXTURING_STRENGTH, type RetexturingReport, retexturingTool } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { armchair, assets, storyAsset } from '../../components/private/assetStoryFixtures';
import { toolScreenStories } from '../../components/private/toolScreenStories';
import { ToolLayout } from '../../components/ToolLayout/ToolLayout';
import type { ToolResult } from '../../components/ToolLayout/toolLayoutTypes';
import { RetexturingOptions, type RetexturingOptionsProps } from './RetexturingOptions';
import { retexturingCaptions, retexturingReportRows } from './retexturingReport';

// The armchair's box in the forest picture's greens, with a wood grain.
const retexturedPreview = `data:image/svg+xml;utf8,${encodeURIComponent(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <defs>
    <pattern id="grain" width="60" height="12" patternUnits="userSpaceOnUse"><rect width="60" height="12" fill="hsl(104 34% 38%)"/><path d="M0 6c15-4 30 4 60 0" stroke="hsl(104 30% 30%)" stroke-width="2" fill="none"/></pattern>
  </defs>
  <rect width="400" height="300" fill="hsl(104 16% 88%)"/>
  <ellipse cx="200" cy="238" rx="96" ry="16" fill="hsl(104 20% 30%)" opacity="0.28"/>
  <path d="M200 62 284 108 200 154 116 108Z" fill="url(#grain)"/>
  <path d="M116 108 200 154v92l-84-46Z" fill="url(#grain)" opacity="0.85"/>
  <path d="M284 108 200 154v92l84-46Z" fill="url(#grain)" opacity="0.7"/>
</svg>`)}`;

const report: RetexturingReport = {
  triangles: 48210,
  vertices: 27416,
  colour_source: 'image',
  recoloured: 'texture',
  strength: 0.8,
  mean_before: '#9b7049',
  mean_after: '#5a7d3c',
  mean_reference: '#538336',
  preset: 'wood',
  metallic: 0,
  roughness: 0.75,
  normal_map: true,
  materials: 1,
  textures: 1,
  size_bytes: 2_412_880,
  time_ms: 1320,
};

const result: ToolResult = {
  before: { imageUrl: armchair.data.image_url ?? null, label: retexturingCaptions(report).before },
  after: { imageUrl: retexturedPreview, label: retexturingCaptions(report).after },
  report: retexturingReportRows(report),
  outputs: [{ id: 'asset-armchair-retextured', name: 'Vintage armchair (retextured, wood)', href: '/dashboard/asset/asset-armchair-retextured' }],
};

/** Keeps the settings as the tool's container would, so every change shows. */
function StatefulOptions() {
  const [settings, setSettings] = useState<RetexturingOptionsProps['settings']>({ ...RETEXTURING_DEFAULTS, palette: [], image: 'asset-forest', preset: 'wood' });
  return (
    <RetexturingOptions
      settings={settings}
      referenceImage={settings.image ? storyAsset(settings.image) : null}
      referenceCandidates={assets.filter((asset) => asset.type === 'image')}
      onRetryReferences={() => undefined}
      strengthRange={RETEXTURING_STRENGTH}
      onChange={setSettings}
    />
  );
}

const { meta: toolMeta, stories } = toolScreenStories({
  tool: 'retexturing',
  options: <StatefulOptions />,
  cost: retexturingTool.costs.run,
  // The forest picture picked, a wood finish; a palette instead asks for its colours.
  checkOptions: async (canvas) => {
    await expect(canvas.getByRole('combobox', { name: 'Reference image' })).toHaveValue('Forest reference');
    await expect(canvas.getByRole('radio', { name: 'Wood' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Palette' }));
    await expect(canvas.getByRole('textbox', { name: 'Palette' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('radio', { name: 'Image' }));
  },
  running: { fraction: 0.4, stage: 'Recolouring textures' },
  // The recoloured mesh beside the input, the report with the mean colours and the finish, and the new asset.
  result,
  checkResult: async (canvas) => {
    await expect(canvas.getByText('After · retextured, wood')).toBeVisible();
    await expect(canvas.getByText('Reference image, 80% strength')).toBeVisible();
    await expect(canvas.getByText('#9b7049 → #5a7d3c (reference #538336)')).toBeVisible();
    await expect(canvas.getByText('Wood: metallic 0, roughness 0.75, normal map')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (retextured, wood)' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-retextured');
  },
  // A mesh with nothing to recolour and no finish asked for.
  failure: {
    message: 'This mesh has no material or vertex colours to recolour. Pick a material preset to give it one.',
    startsWith: 'This mesh has no material',
  },
});

const meta = { title: 'Screens/RetexturingToolScreen', ...toolMeta } satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = stories.Empty;
export const Options: Story = stories.Options;
export const Running: Story = stories.Running;
export const Locked: Story = stories.Locked;
export const Succeeded: Story = stories.Succeeded;
export const FailedAndRefunded: Story = stories.FailedAndRefunded;
export const NarrowSucceeded: Story = stories.NarrowSucceeded;
