import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Inline, inlineAligns, inlineAlignYs } from './Inline';

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
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row in a box of a set width: where the children wrap, or where they sit along it. */
const inRowOf =
  (width: number): Story['render'] =>
  (args) => (
    <Box style={{ width }}>
      <Inline {...args} />
    </Box>
  );

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
  render: inRowOf(300),
};

/** The children in the middle of the row, as an empty state's buttons sit. */
export const AlignCenter: Story = { args: { align: 'center' }, render: inRowOf(360) };

/** The children at the row's right end, as a dialog's actions sit. */
export const AlignRight: Story = { args: { align: 'right' }, render: inRowOf(360) };

/** The first child at the left end and the last at the right: a heading and its action. */
export const SpaceBetween: Story = {
  args: { align: 'spaceBetween' },
  render: inRowOf(360),
  play: async ({ canvas }) => {
    const first = canvas.getByText('Mesh');
    const last = canvas.getByText('Splat');
    const row = last.parentElement?.getBoundingClientRect();
    await expect(first.getBoundingClientRect().left).toBe(row?.left);
    await expect(last.getBoundingClientRect().right).toBe(row?.right);
  },
};
