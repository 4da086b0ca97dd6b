import { ROOT_LOADING_TEXT } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RootLoadingView } from './RootLoadingView';

const meta = {
  title: 'Components/RootLoadingView',
  component: RootLoadingView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RootLoadingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(ROOT_LOADING_TEXT);
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
