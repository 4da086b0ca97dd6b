import { TOOLS } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // 'system' reads true in both Storybook themes.
  args: { tools: TOOLS, theme: 'system', onThemeChange: fn() },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const tiles = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(tiles).toHaveLength(args.tools.length);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Retopology' })).toBeVisible();
    const light = canvas.getByRole('radio', { name: 'Light' });
    await userEvent.click(light);
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
    // Leave the page as a visitor would see it, without the hover the click left behind.
    await userEvent.unhover(light);
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const Wide: Story = { globals: { viewport: { value: 'wide', isRotated: false } } };

export const NoTools: Story = {
  args: { tools: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tools are available right now.')).toBeVisible();
  },
};
