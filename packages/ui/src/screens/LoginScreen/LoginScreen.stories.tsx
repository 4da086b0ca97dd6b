import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AUTH_MESSAGES } from '../../components/private/authValidation';
import { allProviders, blurActive, expectHeldBack, fillFields, narrow, playAlert, wide } from '../../components/private/storyFixtures';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Auth/LoginScreen',
  component: LoginScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    onOAuth: fn(),
    providers: allProviders,
    registerHref: '/auth/register',
    forgotPasswordHref: '/auth/forgot-password',
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to Facet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/auth/register');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(submit);
    await expect(canvas.getByText(AUTH_MESSAGES.emailMissing)).toBeVisible();
    await expect(canvas.getByText(AUTH_MESSAGES.passwordMissing)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@studio');
    await userEvent.click(submit);
    await expect(canvas.getByText(AUTH_MESSAGES.emailInvalid)).toBeVisible();
    await expectHeldBack(submit, args.onSubmit);
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    // Sign-in does not re-check the length rule: an old short password still works.
    await fillFields(canvasElement, { Email: 'ada@studio.com', Password: 'short' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@studio.com', password: 'short' });
    blurActive();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultEmail: 'ada@studio.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { serverError: 'The email or password is wrong.', defaultEmail: 'ada@studio.com' },
  play: playAlert('The email or password is wrong.'),
};

export const FieldErrors: Story = {
  args: { fieldErrors: { email: 'No account uses this email.' }, defaultEmail: 'ada@studio.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No account uses this email.')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const OAuthPending: Story = {
  args: { pendingProvider: 'discord' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with Discord' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  },
};

export const NoProviders: Story = {
  args: { providers: allProviders.map((provider) => ({ ...provider, enabled: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  },
};

export const Narrow: Story = { globals: narrow };

export const Wide: Story = { globals: wide };
