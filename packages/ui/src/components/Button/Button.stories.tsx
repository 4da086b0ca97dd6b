import { Plus } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../private/Icon';
import { Button, buttonSizes, buttonVariants, type ButtonVariant } from './Button';

const plusIcon = <Icon icon={Plus} />;

const variantLabel = { primary: 'Primary', secondary: 'Secondary', ghost: 'Ghost', danger: 'Danger' } satisfies Record<ButtonVariant, string>;

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Run tool', variant: 'primary', size: 'md', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Run tool' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete asset' } };

export const Small: Story = { args: { size: 'sm', children: 'Rename' } };

export const WithIcon: Story = { args: { icon: plusIcon, children: 'New folder' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Run tool' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Run tool' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Every variant in every size and state, side by side, for a quick visual comparison. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 12, alignItems: 'center' }}>
      {buttonSizes.flatMap((size) =>
        buttonVariants.map((variant) => (
          <Button key={`${size}-${variant}`} {...args} variant={variant} size={size} icon={plusIcon}>
            {variantLabel[variant]}
          </Button>
        )),
      )}
      {buttonVariants.map((variant) => (
        <Button key={`disabled-${variant}`} {...args} variant={variant} isDisabled>
          Disabled
        </Button>
      ))}
      {buttonVariants.map((variant) => (
        <Button key={`pending-${variant}`} {...args} variant={variant} isPending>
          Pending
        </Button>
      ))}
    </div>
  ),
};
