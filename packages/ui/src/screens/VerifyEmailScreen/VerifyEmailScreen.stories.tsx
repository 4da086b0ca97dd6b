import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { clickOnce, narrow, wide } from '../../components/private/storyFixtures';
import { resendStates, verifyStates, VerifyEmailScreen } from './VerifyEmailScreen';

const meta = {
  title: 'Screens/Auth/VerifyEmailScreen',
  component: VerifyEmailScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { state: 'verifying', onResend: fn(), continueHref: '/dashboard/assets', loginHref: '/auth/login' },
  argTypes: {
    state: { control: 'inline-radio', options: verifyStates },
    resendState: { control: 'inline-radio', options: resendStates },
  },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking your link');
  },
};

export const Verified: Story = {
  args: { state: 'verified' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continue to Facet' })).toHaveAttribute('href', '/dashboard/assets');
  },
};

export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'This verification link has expired.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This verification link has expired.');
    await clickOnce(canvas.getByRole('button', { name: 'Send a new link' }), args.onResend);
  },
};

export const Resending: Story = { args: { state: 'failed', resendState: 'sending' } };

export const Resent: Story = {
  args: { state: 'failed', resendState: 'sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A new link is on its way. Check your inbox.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  },
};

export const ResendFailed: Story = { args: { state: 'failed', resendState: 'failed' } };

/** Signed out: no resend, only the way back to sign in. */
export const FailedSignedOut: Story = { args: { state: 'failed', onResend: undefined } };

export const Narrow: Story = { args: { state: 'failed' }, globals: narrow };

export const Wide: Story = { args: { state: 'verified' }, globals: wide };
