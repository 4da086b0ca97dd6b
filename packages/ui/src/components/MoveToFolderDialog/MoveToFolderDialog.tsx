import { FolderInput, Layers } from 'lucide-react';
import { ROOT_PARENT, type Asset } from '@facet/contract';
import { useState, type FormEvent } from 'react';
import { Form, ListBox, ListBoxItem, type Key } from 'react-aria-components';
import { Button } from '../Button/Button';
import { AssetTypeIcon } from '../private/AssetTypeIcon';
import { Icon } from '../private/Icon';
import { FailureNotice } from '../private/FailureNotice';
import { DialogFooter, ModalDialog } from '../private/ModalDialog';
import { Spinner } from '../private/Spinner';
import { folderRows, type FolderOption, type UnavailableReason } from './folderTree';
import * as styles from './MoveToFolderDialog.css';

export interface MoveToFolderDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The assets and folders to move. */
  assets: readonly Pick<Asset, 'id' | 'name' | 'type'>[];
  /** Every folder the person can move into; `undefined` while they load. */
  folders: readonly FolderOption[] | undefined;
  foldersError?: string;
  onRetryFolders?(): void;
  /** Where the assets are now; `null` for the top level. */
  currentFolderId: string | null;
  /** The chosen folder's id, or `null` for the top level. */
  onMove(folderId: string | null): void;
  isMoving?: boolean;
  moveError?: string;
}

const reasonText: Record<UnavailableReason, string> = {
  current: 'Current folder',
  moving: 'Being moved',
  'inside-moving': 'Inside a moved folder',
};

const title = (assets: MoveToFolderDialogProps['assets']) =>
  assets.length === 1 && assets[0] ? `Move “${assets[0].name}”` : `Move ${assets.length} items`;

function Destinations({
  folders,
  currentFolderId,
  movingIds,
  selected,
  onSelect,
  isDisabled,
}: {
  folders: readonly FolderOption[];
  currentFolderId: string | null;
  movingIds: ReadonlySet<string>;
  selected: Key | null;
  onSelect(key: Key | null): void;
  isDisabled: boolean;
}) {
  const rows = folderRows(folders, { currentFolderId, movingIds });
  const disabledKeys = [
    ...(currentFolderId === null ? [ROOT_PARENT] : []),
    ...rows.flatMap((row) => (row.unavailable ? [row.folder.id] : [])),
  ];
  return (
    <ListBox
      aria-label="Destination folder"
      className={styles.list}
      selectionMode="single"
      // Escape closes the dialog rather than clearing the choice.
      escapeKeyBehavior="none"
      selectedKeys={selected === null ? [] : [selected]}
      onSelectionChange={(keys) => onSelect(keys === 'all' ? null : ([...keys][0] ?? null))}
      disabledKeys={isDisabled ? [ROOT_PARENT, ...rows.map((row) => row.folder.id)] : disabledKeys}
    >
      <ListBoxItem id={ROOT_PARENT} textValue="All assets (top level)" className={styles.option}>
        <span className={styles.optionIcon}>
          <Icon icon={Layers} size={16} />
        </span>
        <span className={styles.optionName}>All assets (top level)</span>
        {currentFolderId === null ? <span className={styles.reason}>{reasonText.current}</span> : null}
      </ListBoxItem>
      {rows.map(({ folder, depth, unavailable }) => (
        <ListBoxItem
          key={folder.id}
          id={folder.id}
          textValue={folder.name}
          className={styles.option}
          style={{ paddingInlineStart: `${12 + (depth + 1) * 20}px` }}
        >
          <span className={styles.optionIcon}>
            <AssetTypeIcon type="folder" size={16} />
          </span>
          <span className={styles.optionName}>{folder.name}</span>
          {unavailable ? <span className={styles.reason}>{reasonText[unavailable]}</span> : null}
        </ListBoxItem>
      ))}
    </ListBox>
  );
}

function MoveForm({
  onClose,
  assets,
  folders,
  foldersError,
  onRetryFolders,
  currentFolderId,
  onMove,
  isMoving,
  moveError,
}: Omit<MoveToFolderDialogProps, 'isOpen'> & { isMoving: boolean }) {
  // Lives inside the dialog, so every opening starts with nothing chosen.
  const [selected, setSelected] = useState<Key | null>(null);
  const movingIds = new Set(assets.map((asset) => asset.id));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected === null || isMoving) return;
    onMove(selected === ROOT_PARENT ? null : String(selected));
  };
  return (
    <Form className={styles.form} onSubmit={onSubmit} aria-label="Choose a destination">
      <p className={styles.text}>{assets.length === 1 ? 'Choose where it goes.' : 'Choose where they go.'}</p>
      {foldersError ? (
        <FailureNotice onRetry={onRetryFolders} retrySize="sm" space="2" fill>
          {foldersError}
        </FailureNotice>
      ) : folders === undefined ? (
        <p className={styles.loading} role="status">
          <Spinner size={16} />
          Loading folders…
        </p>
      ) : (
        <Destinations
          folders={folders}
          currentFolderId={currentFolderId}
          movingIds={movingIds}
          selected={selected}
          onSelect={setSelected}
          isDisabled={isMoving}
        />
      )}
      <DialogFooter onCancel={onClose} isCancelDisabled={isMoving} error={moveError}>
        <Button type="submit" isDisabled={selected === null} isPending={isMoving}>
          Move here
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Picks the folder that selected assets move to; folders that cannot take them are disabled. */
export function MoveToFolderDialog({ isOpen, isMoving = false, ...props }: MoveToFolderDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={props.onClose}
      title={title(props.assets)}
      maxWidth={460}
      isDismissable={!isMoving}
      icon={
        <Icon icon={FolderInput} size={20} />
      }
    >
      <MoveForm {...props} isMoving={isMoving} />
    </ModalDialog>
  );
}
