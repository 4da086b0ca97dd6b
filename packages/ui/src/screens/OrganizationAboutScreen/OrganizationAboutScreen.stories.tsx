import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inDashboard } from '../../components/private/StoryDashboard';
import { organizationFrame, proOrganization, studioOrganization } from '../../components/private/organizationStoryFixtures';
import { blurActive, clickOnce, narrow, playAlert, playLoading, release, wide } from '../../components/private/storyFixtures';
import { OrganizationAboutScreen } from './OrganizationAboutScreen';

const InShell = inDashboard(OrganizationAboutScreen, () => organizationFrame());

const meta = {
  title: 'Screens/OrganizationAboutScreen',
  component: OrganizationAboutScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    organization: studioOrganization,
    onCreate: fn(),
    onRename: fn(),
    onAvatarChange: fn(),
    membersHref: '/dashboard/organization/7c1e4a52-8a3b-4f4e-9a59-3f0d8c2b1a10/members/list',
    upgradeHref: '/pricing',
    isDeleteOpen: false,
    onOpenDelete: fn(),
    onCloseDelete: fn(),
    onConfirmDelete: fn(),
  },
} satisfies Meta<typeof OrganizationAboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Northwind Studio');
    await expect(canvas.getByRole('meter', { name: 'Seats used' })).toHaveAttribute('aria-valuetext', '6 of 20');
    await expect(canvas.getByText('Studio')).toBeVisible();
    await clickOnce(canvas.getByRole('button', { name: 'Delete organization…' }), args.onOpenDelete);
  },
};

export const Rename: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByLabelText('Name');
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.clear(name);
    await userEvent.click(save);
    await expect(canvas.getByText('Enter a name.')).toBeVisible();
    await expect(args.onRename).not.toHaveBeenCalled();
    await userEvent.type(name, '  Northwind  ');
    await userEvent.click(save);
    await expect(args.onRename).toHaveBeenCalledWith('Northwind');
    await release(save);
  },
};

export const Renaming: Story = { args: { renameState: 'saving' } };

export const Renamed: Story = {
  args: { renameState: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saved')).toBeVisible();
  },
};

export const WithPicture: Story = {
  args: {
    organization: {
      ...studioOrganization,
      avatar_url:
        'data:image/svg+xml;utf8,' +
        encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><rect width="72" height="72" fill="#2f6f5e"/><circle cx="36" cy="36" r="18" fill="#f3d27a"/></svg>'),
    },
  },
};

export const PictureUploading: Story = { args: { isAvatarUploading: true } };

export const PictureRefused: Story = {
  args: { avatarError: 'The picture is larger than 2 MB.' },
  play: playAlert('The picture is larger than 2 MB.'),
};

export const SeatsFull: Story = { args: { organization: { ...studioOrganization, seats_used: 20 } } };

export const OwnerWithoutStudio: Story = {
  args: { organization: proOrganization },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inviting members needs the Studio plan, with up to 20 members.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the Studio plan' })).toHaveAttribute('href', '/pricing');
  },
};

export const Admin: Story = {
  args: { organization: { ...studioOrganization, my_role: 'admin' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Delete organization…' })).toBeNull();
    await expect(canvas.getByLabelText('Name')).toBeVisible();
  },
};

export const Member: Story = {
  args: { organization: { ...studioOrganization, my_role: 'member' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Name')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change picture' })).toBeNull();
  },
};

export const Loading: Story = { args: { organization: undefined }, play: playLoading('Loading the organization') };

export const LoadFailed: Story = {
  args: { organization: undefined, loadError: 'No such organization.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No such organization.');
    await clickOnce(canvas.getByRole('button', { name: 'Try again' }), args.onRetry);
  },
};

export const Create: Story = {
  args: { organization: null },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Create organization' });
    await userEvent.click(submit);
    await expect(canvas.getByText('Enter a name.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Name'), 'Northwind Studio');
    await userEvent.click(submit);
    await expect(args.onCreate).toHaveBeenCalledWith('Northwind Studio');
    await release(submit);
  },
};

export const Creating: Story = { args: { organization: null, isCreating: true } };

export const CreateRefused: Story = { args: { organization: null, createError: 'Names are at most 100 characters.' } };

export const DeleteConfirm: Story = {
  args: { isDeleteOpen: true },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('alertdialog'));
    await expect(dialog.getByText(/No asset is deleted/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete organization' }));
    await expect(args.onConfirmDelete).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

export const Deleting: Story = { args: { isDeleteOpen: true, isDeleting: true } };

export const DeleteFailed: Story = { args: { isDeleteOpen: true, deleteError: 'The organization could not be deleted. Try again.' } };

export const Narrow: Story = { parameters: { layout: 'fullscreen' }, globals: narrow, render: InShell };

export const Wide: Story = { parameters: { layout: 'fullscreen' }, globals: wide, render: InShell };
