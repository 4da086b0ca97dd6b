import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { narrow } from '../private/storyFixtures';
import { Box } from '../Box/Box';
import { Columns } from './Columns';

const cell = (label: string) => (
  <Box key={label} padding="4" background="surface" borderRadius="md" color="text" textAlign="center">
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { columns: '3', space: '4', children: ['Starter', 'Studio', 'Team'].map(cell) },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByText(/Starter|Studio|Team/);
    const widths = cells.map((element) => Math.round(element.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
  },
};

export const Two: Story = { args: { columns: '2', space: '6', children: ['Credits', 'Plan', 'Usage', 'Billing'].map(cell) } };

/** One column on phones, three from the tablet breakpoint up. */
export const Responsive: Story = { args: { columns: { mobile: '1', tablet: '3' } } };

export const ResponsiveNarrow: Story = {
  ...Responsive,
  globals: narrow,
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Starter');
    const second = within(canvasElement).getByText('Studio');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};
