import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { InsufficientCreditsDialog } from './InsufficientCreditsDialog';

const tail = 'Purchase more credits or upgrade your plan to continue.';

const meta = {
  title: 'Components/InsufficientCreditsDialog',
  component: InsufficientCreditsDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    requiredCredits: 30,
    currentCredits: 12,
    onPurchase: fn(),
    onUpgrade: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof InsufficientCreditsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders into <body>, outside the story's canvas. */
const dialog = () => within(screen.getByRole('dialog'));

export const ManyCredits: Story = {
  play: async ({ args }) => {
    await expect(
      dialog().getByText(`You need 30 credits to perform this action. You currently have 12 credits. ${tail}`),
    ).toBeVisible();
    await expect(screen.getByRole('dialog').parentElement).toHaveStyle({ maxWidth: '480px' });
    await userEvent.click(dialog().getByRole('button', { name: 'Purchase Credits' }));
    await expect(args.onPurchase).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog().getByRole('button', { name: 'Upgrade Plan' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    const cancel = dialog().getByRole('button', { name: 'Cancel' });
    await userEvent.click(cancel);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.unhover(cancel);
  },
};

export const OneCredit: Story = {
  args: { requiredCredits: 1, currentCredits: 0 },
  play: async () => {
    await expect(
      dialog().getByText(`You need 1 credit to perform this action. You currently have 0 credits. ${tail}`),
    ).toBeVisible();
  },
};

export const RequiredZero: Story = {
  args: { requiredCredits: 0, currentCredits: 4 },
  play: async () => {
    await expect(
      dialog().getByText(`You need more credits to perform this action. You currently have 4 credits. ${tail}`),
    ).toBeVisible();
  },
};

export const RequiredMissing: Story = {
  args: { requiredCredits: undefined, currentCredits: 4 },
  play: async ({ args }) => {
    await expect(dialog().getByText(/^You need more credits to perform this action\./)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithWelcomeOffer: Story = {
  args: { welcomeOfferMsLeft: (1 * 3600 + 5 * 60 + 9) * 1000, welcomeOfferPercentOff: 20 },
  play: async () => {
    await expect(dialog().getByText('01:05:09')).toBeVisible();
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

export const Wide: Story = { globals: { viewport: { value: 'wide', isRotated: false } } };
