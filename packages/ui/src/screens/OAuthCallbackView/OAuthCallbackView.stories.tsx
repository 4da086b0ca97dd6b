import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrow, wide } from '../../components/private/storyFixtures';
import { OAuthCallbackView } from './OAuthCallbackView';

const meta = {
  title: 'Screens/Auth/OAuthCallbackView',
  component: OAuthCallbackView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { providerName: 'Discord', state: 'pending', loginHref: '/auth/login' },
  argTypes: { state: { control: 'inline-radio', options: ['pending', 'failed'] } },
} satisfies Meta<typeof OAuthCallbackView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Signing you in…');
    await expect(canvas.getByRole('status')).toHaveTextContent('Finishing sign-in with Discord.');
  },
};

export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'The sign-in request expired. Start again from the sign-in page.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The sign-in request expired.');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  },
};

export const Narrow: Story = { args: { state: 'failed' }, globals: narrow };

export const Wide: Story = { globals: wide };
