import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { armchair, assets, folders } from '../private/assetStoryFixtures';
import { DragPreview } from './DragPreview';

const meta = {
  title: 'Components/DragPreview',
  component: DragPreview,
  tags: ['autodocs'],
  args: { assets: [armchair] },
} satisfies Meta<typeof DragPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAsset: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Vintage armchair' })).toBeVisible();
    await expect(within(canvasElement).queryByText(/^\+/)).not.toBeInTheDocument();
  },
};

/** Three selected assets dragged together: the first one's picture and +2. */
export const ThreeAssets: Story = {
  args: { assets: assets.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Vintage armchair and 2 more' })).toBeVisible();
    await expect(within(canvasElement).getByText('+2')).toBeVisible();
  },
};

export const TwoAssets: Story = { args: { assets: assets.slice(3, 5) } };

/** A folder first: its placeholder stands in for a picture. */
export const FolderFirst: Story = { args: { assets: [folders[1] ?? armchair, ...assets] } };

/** The first asset has no preview yet. */
export const WithoutPreview: Story = { args: { assets: assets.slice(8) } };
