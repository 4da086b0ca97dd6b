import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { clickOnce } from '../private/storyFixtures';
import { VerifyEmailBanner, verifyBannerStates } from './VerifyEmailBanner';

const meta = {
  title: 'Components/VerifyEmailBanner',
  component: VerifyEmailBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { email: 'ada@studio.com', state: 'idle', onResend: fn() },
  argTypes: { state: { control: 'inline-radio', options: verifyBannerStates } },
} satisfies Meta<typeof VerifyEmailBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await clickOnce(within(canvasElement).getByRole('button', { name: 'Resend link' }), args.onResend);
  },
};

export const Sending: Story = {
  args: { state: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend link' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Sent: Story = {
  args: { state: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('New link sent');
  },
};

export const Failed: Story = { args: { state: 'failed' } };

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
