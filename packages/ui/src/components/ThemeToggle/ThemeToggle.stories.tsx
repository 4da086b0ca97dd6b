import { themeChoices } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  tags: ['autodocs'],
  args: { value: 'dark', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: themeChoices } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DarkSelected: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    const light = canvas.getByRole('radio', { name: 'Light' });
    await userEvent.click(light);
    await expect(args.onChange).toHaveBeenCalledWith('light');
    // The value is controlled: the group stays on Dark until the parent passes the new value.
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.unhover(light);
  },
};

export const LightSelected: Story = { args: { value: 'light' } };

export const SystemSelected: Story = {
  args: { value: 'system' },
  play: async ({ canvas, args }) => {
    // Pressing the selected segment again must not clear the choice.
    const system = canvas.getByRole('radio', { name: 'System' });
    await userEvent.click(system);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(system).toBeChecked();
    await userEvent.unhover(system);
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
