import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STARTUP_ERROR_TITLE, StartupErrorView } from './StartupErrorView';

const meta = {
  title: 'Components/StartupErrorView',
  component: StartupErrorView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    message:
      'Missing start-up setting VITE_CARD_PAYMENT_KEY (card-payment key)\nMissing start-up setting VITE_ANALYTICS_TOKEN (analytics token)',
    onRetry: fn(),
  },
} satisfies Meta<typeof StartupErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MissingSettings: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(STARTUP_ERROR_TITLE);
    await expect(canvas.getByLabelText('What is wrong')).toHaveTextContent('VITE_ANALYTICS_TOKEN (analytics token)');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ServerUnreachable: Story = {
  args: { message: 'The start-up settings could not be read from /config.json (Failed to fetch).' },
};
