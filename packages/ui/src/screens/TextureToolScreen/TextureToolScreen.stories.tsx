import { TEXTURE_DEFAULTS, TEXTURE_TILES, type TextureReport, textureTool } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { armchair, assets, storyAsset } from '../../components/private/assetStoryFixtures';
import { toolScreenStories } from '../../components/private/toolScreenStories';
import { ToolLayout } from '../../components/ToolLayout/ToolLayout';
import type { ToolResult } from '../../components/ToolLayout/toolLayoutTypes';
import { TextureOptions, type TextureOptionsProps } from './TextureOptions';
import { textureCaptions, textureReportRows } from './textureReport';

// The armchair's box painted with the desert picture: warm bands on its three visible sides.
const texturedPreview = `data:image/svg+xml;utf8,${encodeURIComponent(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(28 60% 62%)"/><stop offset="1" stop-color="hsl(58 70% 84%)"/></linearGradient>
    <pattern id="dunes" width="40" height="24" patternUnits="userSpaceOnUse"><rect width="40" height="24" fill="url(#sky)"/><path d="M0 18 14 8l12 10 14-8v14H0Z" fill="hsl(228 26% 32%)"/></pattern>
  </defs>
  <rect width="400" height="300" fill="hsl(28 22% 86%)"/>
  <ellipse cx="200" cy="238" rx="96" ry="16" fill="hsl(28 20% 40%)" opacity="0.28"/>
  <path d="M200 62 284 108 200 154 116 108Z" fill="url(#dunes)"/>
  <path d="M116 108 200 154v92l-84-46Z" fill="url(#dunes)" opacity="0.85"/>
  <path d="M284 108 200 154v92l84-46Z" fill="url(#dunes)" opacity="0.7"/>
</svg>`)}`;

const report: TextureReport = {
  triangles: 48210,
  vertices: 27416,
  uv_source: 'unwrapped',
  uv_note: 'Its UVs overlap (38% of the covered texture), so new ones were unwrapped.',
  charts: 64,
  uv_coverage: 0.47,
  stretch: 1.02,
  resolution: 2048,
  projection: 'front',
  colour_source: 'image',
  preset: 'wood',
  metallic: 0,
  roughness: 0.75,
  size_bytes: 2_412_880,
  texture_bytes: 904_112,
  unwrap_ms: 240,
  bake_ms: 610,
  time_ms: 1320,
};

const result: ToolResult = {
  before: { imageUrl: armchair.data.image_url ?? null, label: textureCaptions(report).before },
  after: { imageUrl: texturedPreview, label: textureCaptions(report).after },
  report: textureReportRows(report),
  outputs: [{ id: 'asset-armchair-textured', name: 'Vintage armchair (textured, 2K)', href: '/dashboard/asset/asset-armchair-textured' }],
};

/** Keeps the settings as the tool's container would, so every change shows. */
function StatefulOptions() {
  const [settings, setSettings] = useState<TextureOptionsProps['settings']>({ image: 'asset-desert', ...TEXTURE_DEFAULTS });
  return (
    <TextureOptions
      settings={settings}
      referenceImage={settings.image ? storyAsset(settings.image) : null}
      referenceCandidates={assets.filter((asset) => asset.type === 'image')}
      onRetryReferences={() => undefined}
      tilesRange={TEXTURE_TILES}
      onChange={setSettings}
    />
  );
}

const { meta: toolMeta, stories } = toolScreenStories({
  tool: 'texture',
  options: <StatefulOptions />,
  cost: textureTool.costs.run,
  // The desert picture picked; a planar swatch asks how often it repeats.
  checkOptions: async (canvas) => {
    await expect(canvas.getByRole('combobox', { name: 'Reference image' })).toHaveValue('Concept: desert outpost');
    await expect(canvas.getByRole('radio', { name: 'Front' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Planar' }));
    await expect(canvas.getByRole('textbox', { name: 'Tiles' })).toHaveValue('1');
    await userEvent.click(canvas.getByRole('radio', { name: 'Front' }));
  },
  running: { fraction: 0.62, stage: 'Baking a 2048 px texture' },
  // The painted mesh beside the input, the report with why new UVs were made, and the new asset.
  result,
  checkResult: async (canvas) => {
    await expect(canvas.getByText('After · textured, 2K')).toBeVisible();
    await expect(canvas.getByText('Reference image, from the front')).toBeVisible();
    await expect(canvas.getByText('Unwrapped into 64 charts')).toBeVisible();
    await expect(canvas.getByText(/Its UVs overlap \(38% of the covered texture\)/)).toBeVisible();
    await expect(canvas.getByText('Wood: metallic 0, roughness 0.75')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vintage armchair (textured, 2K)' })).toHaveAttribute('href', '/dashboard/asset/asset-armchair-textured');
  },
  // A picture that is all backdrop.
  failure: {
    message:
      'The reference image has no subject to project from the front: it is one colour from edge to edge. Pick a picture of the object, or a planar or triplanar projection for a material swatch.',
    startsWith: 'The reference image has no subject',
  },
});

const meta = { title: 'Screens/TextureToolScreen', ...toolMeta } satisfies Meta<typeof ToolLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = stories.Empty;
export const Options: Story = stories.Options;
export const Running: Story = stories.Running;
export const Locked: Story = stories.Locked;
export const Succeeded: Story = stories.Succeeded;
export const FailedAndRefunded: Story = stories.FailedAndRefunded;
export const NarrowSucceeded: Story = stories.NarrowSucceeded;
