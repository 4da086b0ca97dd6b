import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StoryDashboard } from '../private/StoryDashboard';
import { clickOnce, narrow } from '../private/storyFixtures';
import { ImpersonationBanner } from './ImpersonationBanner';

const meta = {
  title: 'Components/ImpersonationBanner',
  component: ImpersonationBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { email: 'grace@hopper.dev', adminEmail: 'admin@facet.dev', onReturn: fn() },
} satisfies Meta<typeof ImpersonationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Signed in as another user' })).toHaveTextContent(
      'You are signed in as grace@hopper.dev by admin@facet.dev.',
    );
    await clickOnce(canvas.getByRole('button', { name: 'Return to admin' }), args.onReturn);
  },
};

export const Returning: Story = {
  args: { isReturning: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Return to admin' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Failed: Story = {
  args: { error: 'Could not reach the server. Check your connection.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not reach the server.');
  },
};

/** In the dashboard frame, above the page, as the app shows it. */
export const InDashboard: Story = {
  render: (args) => (
    <StoryDashboard user={{ name: 'Grace Hopper', email: 'grace@hopper.dev' }} banner={<ImpersonationBanner {...args} />}>
      <p>Grace's library.</p>
    </StoryDashboard>
  ),
};

export const Narrow: Story = { globals: narrow };
