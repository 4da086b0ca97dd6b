import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { clickOnce, narrow } from '../private/storyFixtures';
import { WhatsNewNotice } from './WhatsNewNotice';

const meta = {
  title: 'Components/WhatsNewNotice',
  component: WhatsNewNotice,
  tags: ['autodocs'],
  args: {
    version: '1.4.0',
    summary: 'Retopology now keeps UV seams, and the asset list opens twice as fast.',
    notesHref: '/changelog#1.4.0',
    onDismiss: fn(),
  },
} satisfies Meta<typeof WhatsNewNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('complementary', { name: "What's new" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the release notes' })).toHaveAttribute('href', '/changelog#1.4.0');
    await clickOnce(canvas.getByRole('button', { name: "Dismiss what's new" }), args.onDismiss);
  },
};

export const WithoutNotes: Story = { args: { notesHref: undefined } };

export const Narrow: Story = { globals: narrow };


/** As the dashboard's navigation shows it. */
export const Compact: Story = {
  args: { compact: true },
  decorators: [(Story) => <div style={{ width: 208 }}><Story /></div>],
};
