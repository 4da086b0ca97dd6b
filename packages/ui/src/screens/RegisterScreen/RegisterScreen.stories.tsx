import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AUTH_MESSAGES } from '../../components/private/authValidation';
import { allProviders, discordOnly, expectHeldBack, fillFields, narrow, playAlert, release, wide } from '../../components/private/storyFixtures';
import { RegisterScreen } from './RegisterScreen';

const meta = {
  title: 'Screens/Auth/RegisterScreen',
  component: RegisterScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onOAuth: fn(), providers: allProviders, loginHref: '/auth/login' },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Create your Facet account');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  },
};

export const ClientValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillFields(canvasElement, { Email: 'not-an-email', Password: 'short', 'Confirm password': 'shorter' });
    const submit = canvas.getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    await expect(canvas.getByText(AUTH_MESSAGES.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(AUTH_MESSAGES.passwordShort)).toBeVisible();
    await expect(canvas.getByText(AUTH_MESSAGES.confirmMismatch)).toBeVisible();
    await expectHeldBack(submit, args.onSubmit);
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await fillFields(canvasElement, { Name: 'Ada Lovelace', Email: 'ada@studio.com', Password: 'correct horse', 'Confirm password': 'correct horse' });
    const submit = within(canvasElement).getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ada Lovelace', email: 'ada@studio.com', password: 'correct horse' });
    await release(submit);
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create account' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ServerError: Story = {
  args: { serverError: 'Too many sign-ups from this network. Try again in an hour.' },
  play: playAlert('Too many sign-ups'),
};

export const FieldErrors: Story = {
  args: { fieldErrors: { email: 'An account with this email already exists.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('An account with this email already exists.')).toBeVisible();
  },
};

export const WithCoupon: Story = {
  args: { notice: 'Coupon LAUNCH20 will be applied to your first purchase.', providers: discordOnly },
};

export const Narrow: Story = { globals: narrow };

export const Wide: Story = { globals: wide };
