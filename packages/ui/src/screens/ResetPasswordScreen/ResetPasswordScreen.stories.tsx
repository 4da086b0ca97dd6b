import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AUTH_MESSAGES } from '../../components/private/authValidation';
import { blurActive, expectHeldBack, fillFields, narrow, playAlert, wide } from '../../components/private/storyFixtures';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Screens/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), loginHref: '/auth/login', forgotPasswordHref: '/auth/forgot-password' },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const ClientValidation: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Set new password' });
    await userEvent.type(canvas.getByLabelText('New password'), 'seven77');
    await userEvent.click(submit);
    await expect(canvas.getByText(AUTH_MESSAGES.passwordShort)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), '7');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'seven777!');
    await userEvent.click(submit);
    await expect(canvas.getByText(AUTH_MESSAGES.confirmMismatch)).toBeVisible();
    await expectHeldBack(submit, args.onSubmit);
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await fillFields(canvasElement, { 'New password': 'a much longer one', 'Confirm new password': 'a much longer one' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'a much longer one' });
    blurActive();
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const ServerError: Story = {
  args: { serverError: 'This reset link has expired. Ask for a new one.' },
  play: playAlert('expired'),
};

export const FieldErrors: Story = { args: { fieldErrors: { password: 'This password appears in known data breaches.' } } };

export const Done: Story = {
  args: { isDone: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute('href', '/auth/login');
  },
};

export const Narrow: Story = { globals: narrow };

export const Wide: Story = { globals: wide };
