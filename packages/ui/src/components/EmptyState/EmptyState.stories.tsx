import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No assets yet',
    description: 'Upload meshes and images, or make a folder, and they will appear here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No assets yet' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button variant="secondary">Make a folder</Button> },
};
