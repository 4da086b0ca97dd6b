import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blurActive } from '../private/storyFixtures';
import { TextLink } from '../private/TextLink';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', placeholder: 'you@studio.com', onChange: fn() },
  render: (args) => (
    <div style={{ width: 340 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'ada@studio.com');
    await expect(input).toHaveValue('ada@studio.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@studio.com');
    blurActive();
  },
};

export const WithDescription: Story = {
  args: { label: 'Display name', type: 'text', placeholder: undefined, description: 'Shown on shared assets.' },
};

export const WithLabelAccessory: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, labelAccessory: <TextLink href="/auth/forgot-password" tone="muted">Forgot password?</TextLink> },
};

/** The error replaces the description while the value is invalid. */
export const Invalid: Story = {
  args: {
    description: 'We send the verification link here.',
    isRequired: true,
    validate: (value: string) => (value.includes('@') ? null : 'Enter an email address like name@example.com.'),
    validationBehavior: 'aria',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Email/);
    await userEvent.type(input, 'ada');
    await expect(canvas.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(canvas.getByText('We send the verification link here.')).not.toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    blurActive();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@studio.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toBeDisabled();
  },
};
