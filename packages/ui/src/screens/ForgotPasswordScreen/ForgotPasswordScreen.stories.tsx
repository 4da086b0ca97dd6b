import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AUTH_MESSAGES } from '../../components/private/authValidation';
import { clickOnce, narrow, playAlert, release, wide } from '../../components/private/storyFixtures';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Screens/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onTryAgain: fn(), loginHref: '/auth/login' },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const ClientValidation: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Send reset link' });
    await userEvent.click(submit);
    await expect(canvas.getByText(AUTH_MESSAGES.emailMissing)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@');
    await userEvent.click(submit);
    await expect(canvas.getByText(AUTH_MESSAGES.emailInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@studio.com');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@studio.com' });
    await release(submit);
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const ServerError: Story = {
  args: { serverError: 'Too many requests. Try again in a few minutes.' },
  play: playAlert('Too many requests'),
};

export const FieldErrors: Story = { args: { fieldErrors: { email: 'This email address cannot receive mail.' } } };

export const Sent: Story = {
  args: { sentTo: 'ada@studio.com' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Check your email');
    await expect(canvas.getByRole('status')).toHaveTextContent('ada@studio.com');
    await clickOnce(canvas.getByRole('button', { name: 'Use a different email' }), args.onTryAgain);
  },
};

export const Narrow: Story = { globals: narrow };

export const SentNarrow: Story = { args: { sentTo: 'ada@studio.com' }, globals: narrow };

export const Wide: Story = { globals: wide };
