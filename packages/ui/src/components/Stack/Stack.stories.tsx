import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack, stackAligns } from './Stack';

const item = (label: string, width = 'auto') => (
  <Box key={label} paddingX="4" paddingY="2" background="surfaceRaised" borderRadius="md" color="text" style={{ width }}>
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { space: '3', children: [item('Upload'), item('Run a tool', '180px'), item('Download')] },
  argTypes: { align: { control: 'inline-radio', options: stackAligns } },
  render: (args) => (
    <Box style={{ width: 320 }}>
      <Stack {...args} />
    </Box>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Upload');
    const second = within(canvasElement).getByText('Run a tool');
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(gap).toBe(12);
  },
};

export const Centered: Story = { args: { align: 'center' } };

export const Loose: Story = { args: { space: '8' } };

export const AsList: Story = {
  args: { as: 'ul', space: '2', children: ['Mesh', 'Image', 'Splat'].map((label) => <li key={label}>{label}</li>) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
