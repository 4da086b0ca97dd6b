import { tiersOpening, TOOLS, type ToolId } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { armchair, assets, storyAsset } from '../../components/private/assetStoryFixtures';
import { inDashboard } from '../../components/private/StoryDashboard';
import { blurActive, narrow, playLoadFailed, playLoading } from '../../components/private/storyFixtures';
import type { ToolChoice } from '../../components/private/ToolChoices';
import { AssetToolPickerScreen, type AssetToolPickerScreenProps } from './AssetToolPickerScreen';

const library = assets.filter((asset) => asset.type !== 'folder');

// The app passes the tools whose definitions take the asset's type; these are the ones that run today.
const takes: Record<string, readonly ToolId[]> = { mesh: ['retopology', 'segmentation', '3d-printing', 'splat-gen', 'texture'], image: ['segmentation'] };

function choicesFor(type: string | undefined, locked: readonly ToolId[] = []): ToolChoice[] {
  return (takes[type ?? ''] ?? []).map((id) => ({
    tool: TOOLS.find((tool) => tool.id === id)!,
    href: `/dashboard/asset/tool/${id}?mesh=asset`,
    ...(locked.includes(id) && { openedBy: tiersOpening(id) }),
  }));
}

const InShell = inDashboard(AssetToolPickerScreen, () => ({ activeId: 'home' }));

/** Picks as the app does: the asset from the library, and the tools its type takes. */
function Picking(args: AssetToolPickerScreenProps) {
  const [picked, setPicked] = useState(args.asset);
  return (
    <InShell
      {...args}
      asset={picked}
      choices={choicesFor(picked?.type)}
      onPickAsset={(id) => {
        args.onPickAsset(id);
        setPicked(library.find((asset) => asset.id === id) ?? null);
      }}
    />
  );
}

const meta = {
  title: 'Screens/AssetToolPickerScreen',
  component: AssetToolPickerScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    assets: library,
    onRetryAssets: fn(),
    asset: null,
    onPickAsset: fn(),
    choices: [],
  },
  render: InShell,
} satisfies Meta<typeof AssetToolPickerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the page asks for an asset first; picking a mesh lists the tools that take it. */
export const PickAnAsset: Story = {
  render: (args) => <Picking {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pick a tool' })).toBeVisible();
    await expect(canvas.getByText('Pick an asset above: the tools that take it show here.')).toBeVisible();
    const input = canvas.getByRole('combobox', { name: 'Asset' });
    await userEvent.click(input);
    await userEvent.type(input, 'fox');
    await userEvent.click(await screen.findByRole('option', { name: /Low-poly fox/ }));
    await expect(args.onPickAsset).toHaveBeenCalledWith('asset-fox');
    const tools = within(await canvas.findByRole('list', { name: 'Tools for Low-poly fox' }));
    await expect(tools.getAllByRole('link')).toHaveLength(5);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    blurActive();
  },
};

/** Arrived with `?asset=`: the mesh's tools, each opening with it picked; a tool the plan lacks names the plan that opens it. */
export const MeshPicked: Story = {
  args: { asset: armchair, choices: choicesFor('mesh', ['retopology']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tools for Vintage armchair' })).toBeVisible();
    const retopology = canvas.getByRole('link', { name: /Retopology/ });
    await expect(retopology).toHaveAttribute('href', '/dashboard/asset/tool/retopology?mesh=asset');
    await expect(within(retopology).getByText('Starter plan')).toBeVisible();
    await expect(within(canvas.getByRole('link', { name: /Texture/ })).getByText('20 credits')).toBeVisible();
  },
};

/** An image: only the tools that read images. */
export const ImagePicked: Story = {
  args: { asset: storyAsset('asset-desert'), choices: choicesFor('image') },
  play: async ({ canvasElement }) => {
    const tools = within(within(canvasElement).getByRole('list', { name: /^Tools for/ }));
    await expect(tools.getAllByRole('link')).toHaveLength(1);
    await expect(tools.getByRole('link', { name: /Segmentation/ })).toBeVisible();
  },
};

/** A splat no tool takes yet: said plainly. */
export const NoToolTakesIt: Story = {
  args: { asset: storyAsset('asset-street'), choices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tool takes a splat yet. Pick another asset.')).toBeVisible();
  },
};

export const AssetsLoading: Story = {
  args: { assets: undefined },
  play: playLoading('Loading your assets'),
};

export const AssetsFailed: Story = {
  args: { assets: undefined, assetsError: 'Your assets could not be loaded. Check your connection and try again.' },
  play: playLoadFailed('Your assets could not be loaded.', 'onRetryAssets'),
};

/** The address named an asset that is not in the library. */
export const AssetNotFound: Story = {
  args: { assetError: 'That asset was not found in your library. Pick one above.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('That asset was not found in your library. Pick one above.')).toBeVisible();
  },
};

export const NarrowMeshPicked: Story = { globals: narrow, args: MeshPicked.args };
