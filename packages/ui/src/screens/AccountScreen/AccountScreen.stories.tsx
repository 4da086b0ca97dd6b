import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inDashboard } from '../../components/private/StoryDashboard';
import { blurActive, clickOnce, narrow, release, wide } from '../../components/private/storyFixtures';
import { AccountScreen } from './AccountScreen';

const deleteFlow = { email: 'ada@studio.com', credits: 1240, asset_count: 37, has_active_subscription: true };

const InShell = inDashboard(AccountScreen, (args) => ({ activeId: 'account', credits: args.user.credits, user: args.user }));

const meta = {
  title: 'Screens/AccountScreen',
  component: AccountScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    user: { name: 'Ada Lovelace', email: 'ada@studio.com', email_verified: true, tier: 'pro', credits: 1240 },
    onSaveName: fn(),
    onResendVerification: fn(),
    upgradeHref: '/pricing',
    isDeleteOpen: false,
    onOpenDelete: fn(),
    onCloseDelete: fn(),
    onConfirmDelete: fn(),
  },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getByText('Pro')).toBeVisible();
    await clickOnce(canvas.getByRole('button', { name: 'Delete account…' }), args.onOpenDelete);
  },
};

export const Unverified: Story = {
  args: { user: { name: 'Ada Lovelace', email: 'ada@studio.com', email_verified: false, tier: 'free', credits: 100 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Not verified')).toBeVisible();
    await clickOnce(canvas.getByRole('button', { name: 'Resend verification link' }), args.onResendVerification);
  },
};

export const VerificationSent: Story = {
  args: { ...Unverified.args, verificationState: 'sent' },
};

export const NameValidation: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByLabelText('Name');
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.clear(name);
    await userEvent.click(save);
    await expect(canvas.getByText('Enter a name.')).toBeVisible();
    await expect(args.onSaveName).not.toHaveBeenCalled();
    await userEvent.type(name, '  Ada King  ');
    await userEvent.click(save);
    await expect(args.onSaveName).toHaveBeenCalledWith('Ada King');
    await userEvent.clear(name);
    await userEvent.click(save);
    await release(save);
  },
};

export const SavingName: Story = { args: { nameState: 'saving' } };

export const NameSaved: Story = {
  args: { nameState: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saved')).toBeVisible();
  },
};

export const NameServerError: Story = { args: { nameError: 'The name could not be saved. Try again.' } };

export const DeleteLoading: Story = {
  args: { isDeleteOpen: true },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('alertdialog'));
    await expect(dialog.getByRole('status')).toHaveTextContent('Checking what will be removed');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCloseDelete).toHaveBeenCalledTimes(1);
  },
};

export const DeleteFlowLoadFailed: Story = {
  args: { isDeleteOpen: true, deleteFlowError: 'We could not check your account. Try again in a moment.' },
};

export const DeleteConfirm: Story = {
  args: { isDeleteOpen: true, deleteFlow },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('alertdialog'));
    await expect(dialog.getByText('37 assets')).toBeVisible();
    await expect(dialog.getByText('1,240 credits')).toBeVisible();
    await expect(dialog.getByText('active subscription')).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    const input = dialog.getByLabelText('Type ada@studio.com to confirm');
    await userEvent.type(input, 'ada@studio.co');
    await expect(confirm).toBeDisabled();
    await userEvent.type(input, 'm');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirmDelete).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCloseDelete).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

export const DeleteNoSubscription: Story = {
  args: { isDeleteOpen: true, deleteFlow: { ...deleteFlow, asset_count: 1, credits: 0, has_active_subscription: false } },
};

export const Deleting: Story = {
  args: { isDeleteOpen: true, deleteFlow, isDeleting: true },
};

export const DeleteFailed: Story = {
  args: { isDeleteOpen: true, deleteFlow, deleteError: 'The account could not be deleted. Nothing was removed.' },
};

export const Narrow: Story = {
  parameters: { layout: 'fullscreen' },
  globals: narrow,
  render: InShell,
};

export const Wide: Story = {
  parameters: { layout: 'fullscreen' },
  globals: wide,
  args: { user: { name: 'Ada Lovelace', email: 'ada@studio.com', email_verified: false, tier: 'starter', credits: 860 } },
  render: InShell,
};
