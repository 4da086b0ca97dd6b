import { fileAssetTypes, UPLOAD_LIMITS, type Asset } from '@facet/contract';
import { useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  Input,
  isFileDropItem,
  SearchField,
  type DragTypes,
} from 'react-aria-components';
import { AssetGrid } from '../../components/AssetGrid/AssetGrid';
import { AssetGridSkeleton } from '../../components/AssetGrid/AssetGridSkeleton';
import { Button } from '../../components/Button/Button';
import { MoveToFolderDialog } from '../../components/MoveToFolderDialog/MoveToFolderDialog';
import type { FolderOption } from '../../components/MoveToFolderDialog/folderTree';
import { ASSET_DRAG_TYPE } from '../../components/private/assetDrag';
import { assetTypePlurals, formatBytes } from '../../components/private/assetFormat';
import { ConfirmDialog } from '../../components/private/ConfirmDialog';
import { SegmentedChoice } from '../../components/private/SegmentedChoice';
import { NameDialog } from '../../components/private/NameDialog';
import { wideOnly } from '../../components/private/responsive.css';
import { FolderBreadcrumbs, type FolderCrumb } from './FolderBreadcrumbs';
import { isUploadable, RefusedFiles, UPLOAD_ACCEPT, uploadFormatsText } from './RefusedFiles';
import { glyph } from './glyphs';
import { SelectionBar } from './SelectionBar';
import { StatePanel } from './StatePanel';
import { UploadPanel, type UploadItem } from './UploadPanel';
import * as styles from './AssetsScreen.css';
import { Inline } from '../../components/Inline/Inline';

/** The types the filter offers: every asset type but folders (PRODUCT.md, Asset types). */
export const assetTypeFilters = fileAssetTypes;
export type AssetTypeFilter = (typeof assetTypeFilters)[number];
/** The type filter's choices: every type, or one. */
const typeChoices = ['all', ...assetTypeFilters] as const;

export { UPLOAD_ACCEPT };

export interface AssetsScreenProps {
  /** From "All assets" (id `null`) down to the current folder, which titles the page. */
  breadcrumbs: readonly FolderCrumb[];
  /** The folders of this level. */
  folders: readonly Asset[];
  /** The assets of this level, or the search results. */
  assets: readonly Asset[];
  /** The first page is loading. */
  isLoading?: boolean;
  /** Why the list could not be loaded. */
  error?: string;
  onRetry(): void;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?(): void;

  /** The search text (`q`); the container debounces it. */
  query: string;
  onQueryChange(query: string): void;
  /** The `type` filter; `null` for every type. */
  typeFilter: AssetTypeFilter | null;
  onTypeFilterChange(type: AssetTypeFilter | null): void;
  onClearFilters(): void;

  selectedKeys: ReadonlySet<string>;
  onSelectionChange(keys: Set<string>): void;
  /** Opens a folder or an asset. */
  onOpen(asset: Asset): void;
  /** Assets being deleted or moved: shown dimmed, not selectable. */
  busyKeys?: ReadonlySet<string>;

  /** Moves assets or folders: by drag and drop onto a folder or a crumb, or from the move dialog. */
  onMove(assetIds: string[], folderId: string | null): void;
  isMoveOpen: boolean;
  onMoveOpenChange(isOpen: boolean): void;
  /** Every folder the selection can move to; `undefined` while they load. */
  moveTargets?: readonly FolderOption[];
  moveTargetsError?: string;
  onRetryMoveTargets?(): void;
  isMoving?: boolean;
  moveError?: string;

  isDeleteOpen: boolean;
  onDeleteOpenChange(isOpen: boolean): void;
  onDelete(assetIds: string[]): void;
  isDeleting?: boolean;
  deleteError?: string;

  isNewFolderOpen: boolean;
  onNewFolderOpenChange(isOpen: boolean): void;
  onCreateFolder(name: string): void;
  isCreatingFolder?: boolean;
  createFolderError?: string;

  /** Files picked with Upload, dropped anywhere on the screen or pasted, for the current folder. */
  onUpload(files: File[]): void;
  uploads?: readonly UploadItem[];
  onDismissUpload(id: string): void;
  /** Sends again an upload that failed for the connection's sake (`canRetry`). */
  onRetryUpload?(id: string): void;
}

const noKeys: ReadonlySet<string> = new Set();

const limitsText = `Meshes and splats up to ${formatBytes(UPLOAD_LIMITS.mesh)}, videos up to ${formatBytes(UPLOAD_LIMITS.video)}, images up to ${formatBytes(UPLOAD_LIMITS.image)}.`;

// What the screen takes as a drop: files of any kind, so one it cannot keep (a .txt) is refused
// with a reason instead of passing unnoticed. Whether files are dragged is read from the browser's
// drag data (`filesDragged`); without it, files of the kinds the screen keeps: a file of unknown
// kind comes as application/octet-stream, and assets dragged inside the page are application/*
// too, but carry their own type. Dragged text and links are not files. Safari names no types while
// files are dragged, so there every type counts as present.
const isUploadDrag = (types: DragTypes, filesDragged: boolean) =>
  !types.has(ASSET_DRAG_TYPE) && (filesDragged || ['model/*', 'image/*', 'video/*', 'application/*'].some((type) => types.has(type)));

/**
 * /dashboard/assets: the folders and assets of one level, with search, the type filter, upload by
 * picker, by dropping files anywhere on the screen or by pasting them, selection, moving and deleting.
 */
export function AssetsScreen({
  breadcrumbs,
  folders,
  assets,
  isLoading = false,
  error,
  onRetry,
  hasMore,
  isLoadingMore,
  onLoadMore,
  query,
  onQueryChange,
  typeFilter,
  onTypeFilterChange,
  onClearFilters,
  selectedKeys,
  onSelectionChange,
  onOpen,
  busyKeys = noKeys,
  onMove,
  isMoveOpen,
  onMoveOpenChange,
  moveTargets,
  moveTargetsError,
  onRetryMoveTargets,
  isMoving,
  moveError,
  isDeleteOpen,
  onDeleteOpenChange,
  onDelete,
  isDeleting = false,
  deleteError,
  isNewFolderOpen,
  onNewFolderOpenChange,
  onCreateFolder,
  isCreatingFolder,
  createFolderError,
  onUpload,
  uploads = [],
  onDismissUpload,
  onRetryUpload,
}: AssetsScreenProps) {
  const current = breadcrumbs.at(-1);
  const folderName = current?.name ?? 'All assets';
  const isFiltered = query.trim() !== '' || typeFilter !== null;
  const selected = assets.filter((asset) => selectedKeys.has(asset.id));
  /** The names of the last dropped or pasted files the library cannot keep; null when there are none. */
  const [refused, setRefused] = useState<readonly string[] | null>(null);
  const filesDragged = useRef(false);
  useEffect(() => {
    // react-aria's drag types do not say whether the drag holds files; the browser's items do.
    const onDrag = (event: DragEvent) => {
      filesDragged.current = [...(event.dataTransfer?.items ?? [])].some((item) => item.kind === 'file');
    };
    document.addEventListener('dragenter', onDrag, true);
    document.addEventListener('dragover', onDrag, true);
    return () => {
      document.removeEventListener('dragenter', onDrag, true);
      document.removeEventListener('dragover', onDrag, true);
    };
  }, []);

  const uploadButton = (label: string) => (
    <FileTrigger allowsMultiple acceptedFileTypes={UPLOAD_ACCEPT} onSelect={(files) => files && files.length > 0 && onUpload([...files])}>
      <Button icon={glyph('upload', 16)}>{label}</Button>
    </FileTrigger>
  );

  let content;
  if (error) {
    content = (
      <StatePanel
        role="alert"
        tone="danger"
        icon={glyph('failed', 24)}
        title="Your assets could not be loaded"
        actions={
          <Button variant="secondary" onPress={onRetry}>
            Try again
          </Button>
        }
      >
        {error}
      </StatePanel>
    );
  } else if (isLoading) {
    content = <AssetGridSkeleton withFolders={!isFiltered} />;
  } else if (folders.length === 0 && assets.length === 0 && isFiltered) {
    const typeName = typeFilter ? assetTypePlurals[typeFilter].toLowerCase() : 'assets';
    content = (
      <StatePanel
        icon={glyph('nothingFound', 24)}
        title={query.trim() ? `Nothing matches “${query.trim()}”` : `No ${typeName} here`}
        actions={
          <Button variant="secondary" onPress={onClearFilters}>
            Clear search and filters
          </Button>
        }
      >
        {query.trim() && typeFilter
          ? `No ${typeName} in ${folderName} have that name. Try another word or type.`
          : 'Try another word, or another type.'}
      </StatePanel>
    );
  } else if (folders.length === 0 && assets.length === 0) {
    content = (
      <StatePanel
        tone="accent"
        icon={glyph('upload', 28)}
        title={current?.id ? `${folderName} is empty` : 'Drop files here to upload'}
        actions={
          <>
            {uploadButton('Upload files')}
            <Button variant="secondary" icon={glyph('newFolder', 16)} onPress={() => onNewFolderOpenChange(true)}>
              New folder
            </Button>
          </>
        }
      >
        <p>
          {current?.id
            ? 'Drop files anywhere on this page to upload them here, or drag assets onto this folder from its parent.'
            : uploadFormatsText}
        </p>
        <p className={styles.stateNote}>{limitsText}</p>
      </StatePanel>
    );
  } else {
    content = (
      <AssetGrid
        aria-label={query.trim() ? `Results for ${query.trim()}` : folderName}
        items={assets}
        folders={folders}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        onAction={onOpen}
        onMove={onMove}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        disabledKeys={busyKeys}
      />
    );
  }

  return (
    // The whole screen is one drop zone for files: dropped anywhere, or pasted while its (visually
    // hidden) drop target has focus, they upload into the current folder. Folder tiles and parent
    // crumbs are drop targets of their own, for assets only.
    <DropZone
      className={styles.screen}
      data-selecting={selected.length > 0 || undefined}
      aria-label={`Drop or paste files to upload to ${folderName}`}
      getDropOperation={(types) => (isUploadDrag(types, filesDragged.current) ? 'copy' : 'cancel')}
      onDrop={async ({ items }) => {
        const files = await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
        const accepted = files.filter(isUploadable);
        const refusedNames = files.filter((file) => !isUploadable(file)).map((file) => file.name);
        setRefused(refusedNames.length > 0 || files.length === 0 ? refusedNames : null);
        if (accepted.length > 0) onUpload(accepted);
      }}
    >
      <header className={styles.header}>
        <div className={styles.headRow}>
          <FolderBreadcrumbs crumbs={breadcrumbs} onMove={onMove} />
          <div className={styles.headActions}>
            <Button variant="secondary" icon={glyph('newFolder', 16)} onPress={() => onNewFolderOpenChange(true)} aria-label="New folder">
              <span className={wideOnly}>New folder</span>
            </Button>
            {uploadButton('Upload')}
          </div>
        </div>
        <Inline space="3" alignY="center" wrap>
          <SearchField aria-label="Search assets" value={query} onChange={onQueryChange} className={styles.search}>
            <span className={styles.searchIcon} aria-hidden="true">
              {glyph('search', 16)}
            </span>
            <Input className={styles.searchInput} placeholder="Search assets" />
            <AriaButton className={styles.searchClear}>{glyph('close', 14)}</AriaButton>
          </SearchField>
          <SegmentedChoice
            aria-label="Asset type"
            layout="fit"
            choices={typeChoices}
            selected={typeFilter ?? 'all'}
            name={(choice) => (choice === 'all' ? 'All' : assetTypePlurals[choice])}
            onChange={(choice) => onTypeFilterChange(choice === 'all' ? null : choice)}
          />
        </Inline>
      </header>

      <div className={styles.body}>{content}</div>

      <div className={styles.dock}>
        {refused ? <RefusedFiles names={refused} onDismiss={() => setRefused(null)} /> : null}
        <UploadPanel uploads={uploads} onDismiss={onDismissUpload} onRetry={onRetryUpload} />
        {selected.length > 0 ? (
          <SelectionBar
            count={selected.length}
            onMove={() => onMoveOpenChange(true)}
            onDelete={() => onDeleteOpenChange(true)}
            onClear={() => onSelectionChange(new Set())}
          />
        ) : null}
      </div>

      <div className={styles.dropOverlay} aria-hidden="true">
        <div className={styles.dropCard}>
          <span className={styles.dropIcon}>{glyph('upload', 28)}</span>
          <p className={styles.dropTitle}>Drop to upload to {folderName}</p>
          <p className={styles.dropText}>Meshes, images, splats and videos</p>
        </div>
      </div>

      <NameDialog
        isOpen={isNewFolderOpen}
        onClose={() => onNewFolderOpenChange(false)}
        title={current?.id ? `New folder in ${folderName}` : 'New folder'}
        label="Name"
        noun="folder"
        submitLabel="Create folder"
        onSubmit={onCreateFolder}
        isPending={isCreatingFolder}
        error={createFolderError}
        takenNames={folders.map((folder) => folder.name)}
        icon={glyph('newFolder', 20)}
      />
      <MoveToFolderDialog
        isOpen={isMoveOpen}
        onClose={() => onMoveOpenChange(false)}
        assets={selected}
        folders={moveTargets}
        foldersError={moveTargetsError}
        onRetryFolders={onRetryMoveTargets}
        currentFolderId={current?.id ?? null}
        onMove={(folderId) => onMove(selected.map((asset) => asset.id), folderId)}
        isMoving={isMoving}
        moveError={moveError}
      />
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onClose={() => onDeleteOpenChange(false)}
        title={selected.length === 1 && selected[0] ? `Delete “${selected[0].name}”?` : `Delete ${selected.length} assets?`}
        confirmLabel="Delete"
        onConfirm={() => onDelete(selected.map((asset) => asset.id))}
        isPending={isDeleting}
        error={deleteError}
      >
        {selected.length === 1
          ? 'The asset and its files are removed from your library. This cannot be undone.'
          : 'The assets and their files are removed from your library. This cannot be undone.'}
      </ConfirmDialog>
    </DropZone>
  );
}
