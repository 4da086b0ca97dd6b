import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Inline, inlineAlignYs } from './Inline';

const tag = (label: string, paddingY: '1' | '4' = '1') => (
  <Box key={label} paddingX="3" paddingY={paddingY} background="accentSubtle" color="accentInk" borderRadius="full">
    {label}
  </Box>
);

const tags = ['Mesh', 'Image', 'Splat', 'Video', 'Folder', 'Retopology', 'Texture', 'Magic edit'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { space: '2', alignY: 'center', children: [tag('Mesh'), tag('Tall', '4'), tag('Splat')] },
  argTypes: { alignY: { control: 'inline-radio', options: inlineAlignYs } },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Mesh');
    const second = within(canvasElement).getByText('Tall');
    const gap = second.getBoundingClientRect().left - first.getBoundingClientRect().right;
    await expect(gap).toBe(8);
  },
};

export const Top: Story = { args: { alignY: 'top' } };

export const Wrapping: Story = {
  args: { wrap: true, space: '3', children: tags.map((label) => tag(label)) },
  render: (args) => (
    <Box style={{ width: 300 }}>
      <Inline {...args} />
    </Box>
  ),
};
