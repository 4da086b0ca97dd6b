import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { allProviders, discordOnly } from '../private/storyFixtures';
import { OAuthButtons } from './OAuthButtons';

const meta = {
  title: 'Components/OAuthButtons',
  component: OAuthButtons,
  tags: ['autodocs'],
  args: { providers: allProviders, onOAuth: fn() },
  decorators: [(Story) => <div style={{ width: 336 }}><Story /></div>],
} satisfies Meta<typeof OAuthButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllProviders: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    const discord = canvas.getByRole('button', { name: 'Continue with Discord' });
    await userEvent.click(discord);
    await expect(args.onOAuth).toHaveBeenCalledWith('discord');
    await userEvent.unhover(discord);
    discord.blur();
  },
};

/** Only the providers the server has credentials for are offered. */
export const OnlyEnabled: Story = {
  args: { providers: discordOnly },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { pendingProvider: 'google' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Apple' }), { pointerEventsCheck: 0 });
    await expect(args.onOAuth).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const NoneEnabled: Story = {
  args: { providers: allProviders.map((provider) => ({ ...provider, enabled: false })) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button')).toBeNull();
  },
};
