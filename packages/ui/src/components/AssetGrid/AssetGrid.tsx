import type { Asset } from '@facet/contract';
import { memo, useMemo, useRef, useSyncExternalStore, type ReactElement } from 'react';
import {
  Button as AriaButton,
  Checkbox,
  Collection,
  GridList,
  GridListItem,
  GridListLoadMoreItem,
  Size,
  Virtualizer,
  useDragAndDrop,
  type GridLayoutOptions,
  type Selection,
} from 'react-aria-components';
import { AssetCard } from '../AssetCard/AssetCard';
import { DragPreview } from '../DragPreview/DragPreview';
import { ASSET_DRAG_TYPE, assetDragItem } from '../private/assetDrag';
import { Spinner } from '../private/Spinner';
import { FolderRow } from './FolderRow';
import { checkGlyph, gripGlyph } from './glyphs';
import * as styles from './AssetGrid.css';
import { UniformGridLayout } from './uniformGridLayout';
import { mobileMedia } from '../../theme/breakpoints';

export interface AssetGridProps {
  /** The assets of this level, in the order shown. */
  items: readonly Asset[];
  /** The folders of this level, as a row of drop targets above the assets. */
  folders?: readonly Asset[];
  /** Names the grid for assistive tech, e.g. the folder's name. */
  'aria-label': string;
  /**
   * The selected asset ids. Pass back the set `onSelectionChange` gave: it carries the anchor
   * that Shift-click extends from.
   */
  selectedKeys: ReadonlySet<string>;
  onSelectionChange(keys: Set<string>): void;
  /** Opens an asset or folder: double click, Enter, or a tap on touch screens. */
  onAction(asset: Asset): void;
  /**
   * Moves dragged assets (or folders) into a folder. Without it nothing can be dragged. Breadcrumbs
   * and other drop targets outside the grid call their own handler with the same ids.
   */
  onMove?(assetIds: string[], folderId: string | null): void;
  /** Another page exists: scrolling near the end calls `onLoadMore`. */
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?(): void;
  /** Assets that cannot be selected, opened or dragged right now, e.g. while they are deleted. */
  disabledKeys?: ReadonlySet<string>;
  /** What follows the pointer while assets are dragged; the DragPreview by default. */
  renderDragPreview?(assets: Asset[]): ReactElement;
}

// Phones get two columns of smaller tiles.
const mobileQuery = mobileMedia;
const subscribeToViewport = (onChange: () => void) => {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isMobileViewport = () => window.matchMedia(mobileQuery).matches;

// The estimated heights are a 4:3 picture plus the two-line footer; the layout measures one tile
// and gives every tile its height.
const desktopLayout: GridLayoutOptions = { minItemSize: new Size(200, 210), minSpace: new Size(16, 16) };
const mobileLayout: GridLayoutOptions = { minItemSize: new Size(150, 172), minSpace: new Size(12, 12) };

/** Keys that only move the focus in the grid. */
const focusKeys: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

const defaultDragPreview = (assets: Asset[]) => <DragPreview assets={assets} />;

// A tile renders again whenever react-aria's row does (it does so twice for each asset scrolled
// into view): the card is memoized and its controls are the same elements for every tile (they
// take what they need from the row's slots), so an unchanged tile is not drawn again.
const MemoAssetCard = memo(AssetCard);
const selectionControl = (
  <Checkbox slot="selection" className={styles.checkbox}>
    <span className={styles.checkboxBox} aria-hidden="true">
      {checkGlyph}
    </span>
  </Checkbox>
);
const dragControl = (
  <AriaButton slot="drag" className={styles.dragHandle}>
    {gripGlyph}
  </AriaButton>
);

/**
 * The asset library: the folders of this level as a row of drop targets, and the assets as a
 * virtualized grid in which only the visible tiles are mounted, so ten thousand assets scroll as
 * smoothly as ten. Tab and the arrow keys move the focus without selecting, Space selects,
 * Shift and Cmd/Ctrl extend the selection, Enter opens, and assets drag onto folders with the
 * pointer or, from each tile's drag handle, with the keyboard.
 */
export function AssetGrid({
  items,
  folders = [],
  'aria-label': ariaLabel,
  selectedKeys,
  onSelectionChange,
  onAction,
  onMove,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  disabledKeys,
  renderDragPreview = defaultDragPreview,
}: AssetGridProps) {
  const isMobile = useSyncExternalStore(subscribeToViewport, isMobileViewport, () => false);
  const byId = useMemo(() => new Map(items.map((asset) => [asset.id, asset])), [items]);
  const isSelecting = selectedKeys.size > 0;
  const canMove = Boolean(onMove);
  const isMovingFocus = useRef(false);

  const { dragAndDropHooks } = useDragAndDrop<Asset>({
    isDisabled: !onMove,
    getItems: (keys) => [...keys].flatMap((key) => {
      const asset = byId.get(String(key));
      return asset ? [assetDragItem(asset)] : [];
    }),
    getAllowedDropOperations: () => ['move'],
    // The pointer sits on the preview's top-left corner, like a file manager's. The preview is put
    // in the grid for a frame to be drawn into the drag image: hidden from assistive technology
    // there, where a picture is not a row.
    renderDragPreview: (dragItems) => ({
      element: (
        <div aria-hidden="true">
          {renderDragPreview(
            dragItems.flatMap((item) => {
              const asset = byId.get(item[ASSET_DRAG_TYPE] ?? '');
              return asset ? [asset] : [];
            }),
          )}
        </div>
      ),
      x: 18,
      y: 18,
    }),
  });

  // RAC's Selection is a Set that also remembers the Shift-click anchor, so it is passed on as is;
  // its keys are the assets' string ids.
  const onGridSelectionChange = (keys: Selection) => {
    if (isMovingFocus.current) return;
    onSelectionChange(keys === 'all' ? new Set(items.map((asset) => asset.id)) : (keys as Set<string>));
  };

  // With 'replace' selection (a click selects one, as in a file manager) react-aria also selects
  // whatever the keyboard focuses: tabbing into the grid would select a tile and bring up the
  // Delete bar. A selection that comes from focus moving alone (focus entering, or a plain arrow,
  // Home, End or Page key) is dropped; Space, Shift+arrows, Ctrl+A and the pointer still select.
  // react-aria changes the selection while the event passes the grid, so the flag is raised as the
  // event comes down and lowered as it goes back up (or, if react-aria stopped it, by the next task).
  const markFocusMove = (moving: boolean) => {
    isMovingFocus.current = moving;
    if (moving) setTimeout(() => (isMovingFocus.current = false));
  };
  const endFocusMove = () => (isMovingFocus.current = false);

  return (
    <div
      className={styles.root}
      onFocusCapture={() => markFocusMove(true)}
      onFocus={endFocusMove}
      onKeyDownCapture={(event) => markFocusMove(focusKeys.has(event.key) && !event.shiftKey)}
      onKeyDown={endFocusMove}
      onPointerDownCapture={endFocusMove}
    >
      {folders.length > 0 ? <FolderRow folders={folders} onAction={onAction} onMove={onMove} /> : null}
      <div className={styles.gridFrame}>
        <Virtualizer layout={UniformGridLayout} layoutOptions={isMobile ? mobileLayout : desktopLayout}>
          <GridList
            aria-label={ariaLabel}
            layout="grid"
            className={styles.grid}
            data-selecting={isSelecting || undefined}
            selectionMode="multiple"
            selectionBehavior="replace"
            selectedKeys={selectedKeys}
            onSelectionChange={onGridSelectionChange}
            disabledKeys={disabledKeys}
            disabledBehavior="all"
            onAction={(key) => {
              const asset = byId.get(String(key));
              if (asset) onAction(asset);
            }}
            dragAndDropHooks={dragAndDropHooks}
          >
            {/* The list keeps each card as drawn, keyed by its asset: a card is drawn again when
                its asset changes or when moving is turned on or off. Whether anything is selected
                (checkboxes on every card) is said once, by the grid's data-selecting, so the first
                selection does not redraw thousands of cards. */}
            <Collection items={items} dependencies={[canMove]}>
              {(asset) => (
                <GridListItem id={asset.id} textValue={asset.name} className={styles.item}>
                  {({ isSelected, isHovered, isFocusVisible, isDisabled, isDragging, allowsDragging }) => (
                    <MemoAssetCard
                      asset={asset}
                      isSelected={isSelected}
                      isHovered={isHovered}
                      isFocusVisible={isFocusVisible}
                      isDisabled={isDisabled}
                      isDragging={isDragging}
                      selectionControl={selectionControl}
                      dragControl={allowsDragging && onMove ? dragControl : null}
                    />
                  )}
                </GridListItem>
              )}
            </Collection>
            {hasMore ? (
              <GridListLoadMoreItem onLoadMore={onLoadMore} isLoading={isLoadingMore} className={styles.loadMore}>
                <span className={styles.loadMoreContent}>
                  <Spinner size={16} />
                  Loading more assets…
                </span>
              </GridListLoadMoreItem>
            ) : null}
          </GridList>
        </Virtualizer>
      </div>
    </div>
  );
}
