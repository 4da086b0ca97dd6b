import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AUTH_MESSAGES } from '../../components/private/authValidation';
import { blurActive, expectHeldBack, fillFields, narrow, playAlert } from '../../components/private/storyFixtures';
import { AdminSignInScreen } from './AdminSignInScreen';

const meta = {
  title: 'Screens/Admin/AdminSignInScreen',
  component: AdminSignInScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof AdminSignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Sign in to admin' });
    await userEvent.click(submit);
    await expect(canvas.getByText(AUTH_MESSAGES.emailMissing)).toBeVisible();
    await expect(canvas.getByText(AUTH_MESSAGES.passwordMissing)).toBeVisible();
    await expectHeldBack(submit, args.onSubmit);
  },
};

export const Submits: Story = {
  args: { defaultEmail: 'admin@facet.dev' },
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getByLabelText('Email')).toHaveValue('admin@facet.dev');
    await fillFields(canvasElement, { Password: 'correct horse' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'admin@facet.dev', password: 'correct horse' });
    blurActive();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultEmail: 'admin@facet.dev' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in to admin' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NotAnAdmin: Story = {
  args: { serverError: 'This account is not an admin.', defaultEmail: 'grace@hopper.dev' },
  play: playAlert('This account is not an admin.'),
};

export const Narrow: Story = { globals: narrow };
