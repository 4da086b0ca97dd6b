import type { Asset, PublicAsset } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ModelViewer } from '../ModelViewer/ModelViewer';
import { storyModelUrl } from '../ModelViewer/storyModel';
import { assets } from '../private/assetStoryFixtures';
import { narrow, useStoryState, wide } from '../private/storyFixtures';
import { ReelOverlay, type ReelOverlayProps } from './ReelOverlay';

/** The story follows `onNavigate` itself, as the app does by updating the `reel` param. */
function Reel(args: ReelOverlayProps<Asset | PublicAsset>) {
  const [currentId, onNavigate] = useStoryState<string | null, string>(args.currentId, args.onNavigate);
  return <ReelOverlay {...args} currentId={currentId} onNavigate={onNavigate} />;
}

const meta = {
  title: 'Components/ReelOverlay',
  component: ReelOverlay,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    items: assets,
    currentId: 'asset-desert',
    onNavigate: fn(),
    onClose: fn(),
    detailsHref: (asset) => `/dashboard/asset/${asset.id}`,
  },
  loaders: [async () => ({ modelUrl: await storyModelUrl() })],
  render: (args, { loaded }) => (
    <Reel
      {...args}
      renderViewer={
        typeof loaded.modelUrl === 'string' ? (asset) => <ModelViewer url={String(loaded.modelUrl)} label={asset.name} /> : undefined
      }
    />
  ),
} satisfies Meta<typeof ReelOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const reel = () => within(screen.getByRole('dialog'));
const untilViewerReady = () =>
  waitFor(() => expect(document.querySelector('[data-state]')).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });

export const Image: Story = {
  play: async () => {
    await expect(reel().getByRole('heading', { name: 'Concept: desert outpost' })).toBeVisible();
    await expect(reel().getByText('4 of 12')).toBeVisible();
    await expect(reel().getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/dashboard/asset/asset-desert');
  },
};

/** Arrow keys walk the list; Escape closes. */
export const KeyboardNavigation: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('asset-crate');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('asset-lantern');
    await expect(reel().getByRole('heading', { name: 'Brass lantern' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await untilViewerReady();
  },
};

export const MeshInViewer: Story = {
  args: { currentId: 'asset-armchair' },
  play: async () => {
    await expect(reel().getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(reel().getByRole('button', { name: 'Next: Low-poly fox' })).toBeEnabled();
    await untilViewerReady();
  },
};

/** Without a viewer a mesh shows its preview picture. */
export const MeshWithoutViewer: Story = {
  args: { currentId: 'asset-lantern' },
  render: (args) => <Reel {...args} />,
};

export const SplatPicture: Story = {
  args: { currentId: 'asset-street' },
  play: async () => {
    await expect(reel().getByText('Splats cannot be viewed in 3D here yet: this is the preview picture.')).toBeVisible();
  },
};

export const LastItem: Story = {
  args: { currentId: 'asset-forest' },
  play: async ({ args }) => {
    await expect(reel().getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(reel().getByRole('button', { name: 'Previous: Robot arm' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('asset-robot');
    await userEvent.unhover(reel().getByRole('button', { name: 'Previous: Ceramic vase' }));
    await untilViewerReady();
  },
};

export const Closed: Story = {
  args: { currentId: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Narrow: Story = { globals: narrow };

export const NarrowMesh: Story = { globals: narrow, args: { currentId: 'asset-armchair' }, play: () => untilViewerReady() };

export const Wide: Story = { globals: wide };
