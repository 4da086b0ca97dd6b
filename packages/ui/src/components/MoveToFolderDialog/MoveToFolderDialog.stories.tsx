import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { blurActive, narrow, release, wide } from '../private/storyFixtures';
import { MoveToFolderDialog } from './MoveToFolderDialog';

const folders = [
  { id: 'characters', name: 'Characters', parent_id: null },
  { id: 'heroes', name: 'Heroes', parent_id: 'characters' },
  { id: 'props', name: 'Props', parent_id: null },
  { id: 'furniture', name: 'Furniture', parent_id: 'props' },
  { id: 'chairs', name: 'Chairs', parent_id: 'furniture' },
  { id: 'vehicles', name: 'Vehicles', parent_id: 'props' },
  { id: 'environments', name: 'Environments', parent_id: null },
];

const twoAssets = [
  { id: 'armchair', name: 'Vintage armchair', type: 'mesh' as const },
  { id: 'lantern', name: 'Brass lantern', type: 'mesh' as const },
];

const meta = {
  title: 'Components/MoveToFolderDialog',
  component: MoveToFolderDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onClose: fn(),
    assets: twoAssets,
    folders,
    currentFolderId: 'furniture',
    onMove: fn(),
    onRetryFolders: fn(),
  },
} satisfies Meta<typeof MoveToFolderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

export const Default: Story = {
  play: async ({ args }) => {
    const move = dialog().getByRole('button', { name: 'Move here' });
    await expect(move).toBeDisabled();
    await expect(dialog().getByRole('option', { name: /Furniture/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dialog().getByRole('option', { name: 'Vehicles' }));
    await userEvent.click(move);
    await expect(args.onMove).toHaveBeenCalledWith('vehicles');
    await userEvent.click(dialog().getByRole('option', { name: 'All assets (top level)' }));
    await userEvent.click(move);
    await expect(args.onMove).toHaveBeenLastCalledWith(null);
    await release(move);
  },
};

export const KeyboardChoice: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(dialog().getByRole('option', { name: 'Heroes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A folder can go neither into itself nor into anything inside it. */
export const MovingAFolder: Story = {
  args: { assets: [{ id: 'props', name: 'Props', type: 'folder' }], currentFolderId: null },
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Move “Props”' })).toBeVisible();
    for (const name of [/^Props/, /^Furniture/, /^Chairs/, /^Vehicles/, /^All assets/]) {
      await expect(dialog().getByRole('option', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(dialog().getByRole('option', { name: 'Heroes' })).not.toHaveAttribute('aria-disabled');
  },
};

export const NoFoldersYet: Story = { args: { folders: [], currentFolderId: 'somewhere' } };

export const LoadingFolders: Story = {
  args: { folders: undefined },
  play: async () => {
    await expect(dialog().getByRole('status')).toHaveTextContent('Loading folders…');
  },
};

export const FoldersFailed: Story = {
  args: { folders: undefined, foldersError: 'The folders could not be loaded.' },
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryFolders).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

export const Moving: Story = {
  args: { isMoving: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const MoveFailed: Story = { args: { moveError: 'The assets could not be moved. Nothing was changed.' } };

export const Narrow: Story = { globals: narrow };

export const Wide: Story = { globals: wide };
