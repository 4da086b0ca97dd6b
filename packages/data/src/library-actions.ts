/** What the library does to its assets: selection, moving, deleting, new folders and uploads, with each dialog's state. */
import { useState } from 'react';
import { useCompleteOnboardingStep } from './account-hooks';
import { useAssetActions } from './asset-hooks';
import { dialogProps, useDialogState } from './dialog-state';
import { errorText } from './error-text';
import { startUploads, type UploadItem } from './uploads';

/** Where the library's outcomes are told, e.g. the toasts. */
export interface LibraryNotices {
  success(message: string): void;
  error(message: string): void;
}

/** An upload as the upload panel lists it: queued shows as uploading, cancelled is not listed. */
export interface UploadRow {
  id: string;
  name: string;
  status: Exclude<UploadItem['status'], 'queued' | 'cancelled'>;
  /** Whole percent of the bytes sent. */
  percent: number;
  error?: string;
  /** Failed for the connection's sake: it can be sent again. */
  canRetry?: boolean;
}

export function uploadRows(items: readonly UploadItem[]): UploadRow[] {
  return items.flatMap((item) => {
    if (item.status === 'cancelled') return [];
    const status = item.status === 'queued' ? 'uploading' : item.status;
    return [{ id: item.id, name: item.name, status, percent: Math.round(item.progress * 100), error: item.error, canRetry: item.canRetry }];
  });
}

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);
export const movedMessage = (count: number, target: string) => `Moved ${items(count)} to ${target}`;
export const deletedMessage = (count: number) => (count === 1 ? 'Deleted 1 item' : `Deleted ${count} items`);
export const deleteFailedMessage = (failures: readonly string[], count: number) =>
  `${failures.length} of ${count} could not be deleted: ${failures[0]}`;

export interface LibraryActionsOptions {
  /** The folder on screen: new folders and uploads go there. */
  folderId: string | null;
  /** The view the selection belongs to (`libraryViewKey`). */
  view: string;
  /** The name a move tells, for a folder id. */
  folderName: (id: string) => string | undefined;
  notify: LibraryNotices;
  /** The library on screen: an organization's, or the person's own (`null`, the default). */
  organizationId?: string | null;
}

export function useLibraryActions({ folderId, view, folderName, notify, organizationId = null }: LibraryActionsOptions) {
  const actions = useAssetActions();
  const completeStep = useCompleteOnboardingStep();
  const [selection, setSelection] = useState<{ view: string; keys: Set<string> }>({ view, keys: new Set() });
  const selectedKeys = selection.view === view ? selection.keys : new Set<string>();
  const setSelectedKeys = (keys: Set<string>) => setSelection({ view, keys });
  const [busyKeys, setBusyKeys] = useState<Set<string>>(new Set());
  const moveDialog = useDialogState();
  const deleteDialog = useDialogState();
  const folderDialog = useDialogState();

  async function move(ids: string[], target: string | null) {
    if (ids.length === 0) return;
    moveDialog.setPending(true);
    moveDialog.setError(undefined);
    setBusyKeys(new Set(ids));
    try {
      await actions.move(ids, target);
      moveDialog.close();
      setSelectedKeys(new Set());
      notify.success(movedMessage(ids.length, target ? (folderName(target) ?? 'the folder') : 'All assets'));
    } catch (error) {
      const message = errorText(error, 'The items could not be moved.');
      moveDialog.setError(message);
      if (!moveDialog.isOpen) notify.error(message ?? 'The items could not be moved.');
    } finally {
      moveDialog.setPending(false);
      setBusyKeys(new Set());
    }
  }

  async function remove(ids: string[]) {
    deleteDialog.setPending(true);
    deleteDialog.setError(undefined);
    setBusyKeys(new Set(ids));
    const failures: string[] = [];
    for (const id of ids) {
      try {
        await actions.remove(id);
      } catch (error) {
        failures.push(errorText(error) ?? id);
      }
    }
    deleteDialog.setPending(false);
    setBusyKeys(new Set());
    if (failures.length > 0) {
      deleteDialog.setError(deleteFailedMessage(failures, ids.length));
      return;
    }
    deleteDialog.close();
    setSelectedKeys(new Set());
    notify.success(deletedMessage(ids.length));
  }

  async function createFolder(name: string) {
    folderDialog.setPending(true);
    folderDialog.setError(undefined);
    try {
      await actions.createFolder(name, folderId, organizationId);
      folderDialog.close();
      completeStep('create_folder');
    } catch (error) {
      folderDialog.setError(errorText(error, 'The folder could not be made.'));
    } finally {
      folderDialog.setPending(false);
    }
  }

  function upload(files: File[]) {
    void startUploads(
      files,
      folderId,
      (asset) => {
        actions.apply(asset);
        completeStep('upload_asset');
      },
      { organizationId },
    );
  }

  return {
    selectedKeys,
    setSelectedKeys,
    busyKeys,
    move: dialogProps(moveDialog, (ids: string[], target: string | null) => void move(ids, target)),
    remove: dialogProps(deleteDialog, (ids: string[]) => void remove(ids)),
    newFolder: dialogProps(folderDialog, (name: string) => void createFolder(name)),
    upload,
  };
}
