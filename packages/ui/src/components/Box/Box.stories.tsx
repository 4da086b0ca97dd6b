import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: '6',
    background: 'surface',
    borderRadius: 'lg',
    color: 'text',
    children: 'A surface with padding 6 and a large radius',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {};

export const Accent: Story = {
  args: { background: 'accentSubtle', color: 'accentInk', paddingX: '8', paddingY: '3', borderRadius: 'full', children: 'Accent pill' },
};

/** Padding that grows at the tablet breakpoint (768 px). */
export const Responsive: Story = {
  args: { padding: { mobile: '3', tablet: '8' }, children: 'Padding 3 on phones, 8 from tablets up' },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    display: 'flex',
    gap: '3',
    children: ['Mesh', 'Image', 'Splat'].map((label) => <li key={label}>{label}</li>),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    // The reset drops the browser's indent, not the padding the list is given.
    await expect(getComputedStyle(list).paddingLeft).toBe('24px');
  },
};
