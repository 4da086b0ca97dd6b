import type { Asset } from '@facet/contract';
import { useMemo } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { ASSET_DRAG_TYPE, assetDragItem, droppedAssetIds } from '../private/assetDrag';
import { AssetTypeIcon } from '../private/AssetTypeIcon';
import { DragPreview } from '../DragPreview/DragPreview';
import { gripGlyph } from './glyphs';
import * as styles from './AssetGrid.css';

export interface FolderRowProps {
  folders: readonly Asset[];
  onAction(folder: Asset): void;
  onMove?(assetIds: string[], folderId: string | null): void;
}

/**
 * The folders of the current level as one scrolling row of drop targets. A single row keeps
 * keyboard drag and drop simple: arrow keys walk the folders in order, Enter drops.
 */
export function FolderRow({ folders, onAction, onMove }: FolderRowProps) {
  const byId = useMemo(() => new Map(folders.map((folder) => [folder.id, folder])), [folders]);
  const { dragAndDropHooks } = useDragAndDrop<Asset>({
    isDisabled: !onMove,
    getItems: (keys) => [...keys].flatMap((key) => {
      const folder = byId.get(String(key));
      return folder ? [assetDragItem(folder)] : [];
    }),
    getAllowedDropOperations: () => ['move'],
    renderDragPreview: (items) => ({
      // Hidden from assistive technology while it is in the list for a frame, as the grid's is.
      element: (
        <div aria-hidden="true">
          <DragPreview
            assets={items.flatMap((item) => {
              const folder = byId.get(item[ASSET_DRAG_TYPE] ?? '');
              return folder ? [folder] : [];
            })}
          />
        </div>
      ),
      x: 18,
      y: 18,
    }),
    acceptedDragTypes: [ASSET_DRAG_TYPE],
    // Dropping on a folder moves into it; RAC already refuses a folder dropped on itself.
    getDropOperation: (target) => (target.type === 'item' && target.dropPosition === 'on' ? 'move' : 'cancel'),
    onItemDrop: async (event) => {
      const folderId = String(event.target.key);
      const ids = (await droppedAssetIds(event.items)).filter((id) => id !== folderId);
      if (ids.length > 0) onMove?.(ids, folderId);
    },
  });

  return (
    <GridList
      aria-label="Folders"
      layout="grid"
      orientation="horizontal"
      className={styles.folderRow}
      items={folders}
      // A tile has a drag handle only while folders can be moved; the list redraws tiles when that changes.
      dependencies={[Boolean(onMove)]}
      onAction={(key) => {
        const folder = byId.get(String(key));
        if (folder) onAction(folder);
      }}
      dragAndDropHooks={dragAndDropHooks}
    >
      {(folder) => (
        <GridListItem id={folder.id} textValue={folder.name} className={styles.folderTile}>
          {({ allowsDragging }) => (
            <>
              <span className={styles.folderGlyph} aria-hidden="true">
                <AssetTypeIcon type="folder" size={18} />
              </span>
              <span className={styles.folderText}>
                <span className={styles.folderName} title={folder.name}>
                  {folder.name}
                </span>
                <span className={styles.folderHint}>Folder</span>
                <span className={styles.folderDropHint} aria-hidden="true">
                  Move here
                </span>
              </span>
              {allowsDragging && onMove ? (
                <AriaButton slot="drag" className={`${styles.dragHandle} ${styles.folderDragHandle}`}>
                  {gripGlyph}
                </AriaButton>
              ) : null}
            </>
          )}
        </GridListItem>
      )}
    </GridList>
  );
}
