import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { armchair, job, makeAsset, storyAsset } from '../private/assetStoryFixtures';
import { Columns, type ColumnsProps } from '../Columns/Columns';
import { narrow, wide } from '../private/storyFixtures';
import { AssetCard } from './AssetCard';

const meta = {
  title: 'Components/AssetCard',
  component: AssetCard,
  tags: ['autodocs'],
  args: { asset: armchair },
  // A tile is as wide as its grid column; `parameters.width` sets the column for a story.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: typeof parameters.width === 'number' ? parameters.width : 232 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AssetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vintage armchair')).toBeVisible();
    await expect(canvas.getByText('Mesh · GLB')).toBeVisible();
    await expect(canvas.getByText('4.6 MB')).toBeVisible();
    // The skeleton gives way once the picture has loaded.
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loaded"]')).not.toBeNull());
  },
};

/** The server is still rendering the preview: a shimmering skeleton stands in. */
export const PreviewPending: Story = {
  args: { asset: storyAsset('asset-rocks') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="pending"]')).not.toBeNull();
  },
};

/** The preview could not be rendered: a placeholder by type, with the format. */
export const PreviewFailed: Story = {
  args: { asset: storyAsset('asset-vase') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="placeholder"]')).not.toBeNull();
    await expect(within(canvasElement).getByText('STL')).toBeVisible();
  },
};

/** The preview URL answers with something that is not an image: the same placeholder. */
export const ImageFailedToLoad: Story = {
  args: {
    asset: makeAsset({
      id: 'asset-broken',
      name: 'Expired preview link',
      type: 'image',
      data: { format: 'webp', size_bytes: 88_400, image_url: 'data:image/png;base64,AAAA', preview_status: 'ready' },
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="placeholder"]')).not.toBeNull());
  },
};

export const Folder: Story = {
  args: { asset: storyAsset('folder-props') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Folder')).toBeVisible();
  },
};

export const JobRunning: Story = {
  args: { asset: storyAsset('asset-crate') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/42%/)).toBeVisible();
  },
};

export const JobQueued: Story = { args: { asset: storyAsset('asset-sneaker') } };

export const JobRunningWithoutProgress: Story = {
  args: { asset: { ...armchair, jobs: [job('job-segment', 'running')] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Processing')).toBeVisible();
  },
};

export const Selected: Story = { args: { isSelected: true } };

export const Hovered: Story = { args: { isHovered: true } };

export const FocusVisible: Story = { args: { isFocusVisible: true } };

/** A folder with assets dragged over it. */
export const DropTarget: Story = { args: { asset: storyAsset('folder-characters'), isDropTarget: true } };

export const Dragging: Story = { args: { isDragging: true, isSelected: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const LongName: Story = { args: { asset: storyAsset('asset-sneaker') } };

const gallery = [
  { asset: armchair },
  { asset: storyAsset('asset-crate') },
  { asset: storyAsset('asset-sneaker'), isSelected: true },
  { asset: storyAsset('asset-rocks') },
  { asset: storyAsset('asset-vase') },
  { asset: storyAsset('asset-street') },
  { asset: storyAsset('asset-turntable') },
  { asset: storyAsset('asset-desert') },
  { asset: storyAsset('folder-environments') },
  { asset: storyAsset('folder-characters'), isDropTarget: true },
];

/** Every state side by side, as tiles in a grid of the given columns. */
const renderGallery =
  (columns: ColumnsProps['columns'], space: ColumnsProps['space']): Story['render'] =>
  () => (
    <Columns columns={columns} space={space}>
      {gallery.map((props) => (
        <AssetCard key={props.asset.id} {...props} />
      ))}
    </Columns>
  );

/** Every state side by side, as tiles in a phone-width grid. */
export const GalleryNarrow: Story = {
  globals: narrow,
  parameters: { width: 358 },
  render: renderGallery('2', '3'),
};

export const GalleryWide: Story = {
  globals: wide,
  parameters: { width: 1180 },
  render: renderGallery('5', '4'),
};
