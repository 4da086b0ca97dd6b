import type { Asset } from '@facet/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as cardStyles from '../AssetCard/AssetCard.css';
import { typeAndFormat } from '../private/assetFormat';
import * as imageStyles from '../private/AssetImage.css';
import { assets, folders, manyAssets } from '../private/assetStoryFixtures';
import { dragOnto, dragOver, pressEnter } from '../private/storyDrag';
import { blurActive, narrow, nextFrames, release, useStoryState, wide } from '../private/storyFixtures';
import { AssetGrid, type AssetGridProps } from './AssetGrid';
import * as gridStyles from './AssetGrid.css';

const tenThousand = manyAssets(10_000);

/** The grid keeps its own selection here, as the assets screen does for it. */
function WithSelectionState(args: AssetGridProps) {
  const [selectedKeys, onSelectionChange] = useStoryState<ReadonlySet<string>, Set<string>>(args.selectedKeys, args.onSelectionChange);
  return <AssetGrid {...args} selectedKeys={selectedKeys} onSelectionChange={onSelectionChange} />;
}

// The grid's desktop layout: tiles at least 200 x 210 px with 16 px between them.
const minTile = { width: 200, height: 210 };
const minSpace = 16;

/**
 * The reference the grid-scroll benchmark holds the grid to: the same page, tiles placed as the
 * grid's layout places them and windowed the same way (the visible rows plus a third of a screen
 * ahead in the direction of scrolling), but each tile a plain picture and text, with nothing to
 * select, open or drag.
 */
function StaticCardGrid({ items, 'aria-label': ariaLabel }: { items: readonly Asset[]; 'aria-label': string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, width: 0, height: 0, up: false });
  // The tiles' height, measured once from the first tile as the grid measures its own.
  const [tileHeight, setTileHeight] = useState(minTile.height);
  const firstTile = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const read = () =>
      setView((last) => ({ top: element.scrollTop, width: element.clientWidth, height: element.clientHeight, up: element.scrollTop < last.top }));
    read();
    // Scrolled rows are drawn in the same frame, as the grid's virtualizer does.
    const onScroll = () => flushSync(read);
    const observer = new ResizeObserver(read);
    observer.observe(element);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    const height = firstTile.current?.offsetHeight;
    if (height && height !== tileHeight) setTileHeight(height);
  }, [tileHeight, view.width]);

  const { width, height, top, up } = view;
  const columns = Math.max(1, Math.floor(width / (minTile.width + minSpace)));
  const tileWidth = Math.max(minTile.width, Math.min(width, Math.floor((width - minSpace * columns) / columns)));
  const gap = Math.floor((width - columns * tileWidth) / (columns + 1));
  const margin = Math.floor((width - columns * tileWidth - gap * (columns + 1)) / 2);
  const rows = Math.ceil(items.length / columns);
  const rowStep = tileHeight + minSpace;
  const overscan = height / 3;
  const firstRow = Math.max(0, Math.floor((top - (up ? overscan : 0) - minSpace) / rowStep));
  const lastRow = width === 0 ? -1 : Math.min(rows - 1, Math.floor((top + height + (up ? 0 : overscan) - minSpace) / rowStep));

  const tiles = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = 0; column < columns; column++) {
      const index = row * columns + column;
      const asset = items[index];
      if (!asset) break;
      const url = asset.type === 'folder' ? null : asset.data.image_url;
      tiles.push(
        <div
          key={asset.id}
          role="listitem"
          ref={index === 0 ? firstTile : undefined}
          className={cardStyles.card}
          style={{ position: 'absolute', left: margin + gap + column * (tileWidth + gap), top: minSpace + row * rowStep, width: tileWidth, height: 'auto' }}
        >
          <div className={cardStyles.media}>
            <span className={imageStyles.frame}>{url ? <img className={`${imageStyles.image} ${imageStyles.fit.cover}`} src={url} alt="" /> : null}</span>
          </div>
          <div className={cardStyles.footer}>
            <span className={cardStyles.name}>{asset.name}</span>
            <span className={cardStyles.meta}>{typeAndFormat(asset)}</span>
          </div>
        </div>,
      );
    }
  }

  return (
    <div className={gridStyles.root}>
      <div className={gridStyles.gridFrame}>
        {/* Focusable, so the keyboard can scroll it as it scrolls the grid. */}
        <div ref={scroller} role="list" aria-label={ariaLabel} className={gridStyles.grid} tabIndex={0}>
          <div style={{ position: 'relative', height: rows > 0 ? minSpace + rows * rowStep : 0 }}>{tiles}</div>
        </div>
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/AssetGrid',
  component: AssetGrid,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    items: assets,
    folders,
    'aria-label': 'All assets',
    selectedKeys: new Set<string>(),
    onSelectionChange: fn(),
    onAction: fn(),
    onMove: fn(),
  },
  // The grid scrolls inside its own box, as it does under the assets toolbar.
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', padding: '8px 16px', boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <WithSelectionState {...args} />,
} satisfies Meta<typeof AssetGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'All assets' });
const rowNamed = (canvasElement: HTMLElement, name: string) => within(gridOf(canvasElement)).getByRole('row', { name });
/** The ids of the last selection the grid reported (RAC passes its own Set subclass). */
const lastSelection = (onSelectionChange: unknown) => {
  const calls = (onSelectionChange as { mock: { calls: [Set<string>][] } }).mock.calls;
  return [...(calls.at(-1)?.[0] ?? [])];
};
const folderNamed = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('grid', { name: 'Folders' })).getByRole('row', { name });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(folderNamed(canvasElement, 'Props')).toBeVisible();
    await expect(rowNamed(canvasElement, 'Vintage armchair')).toBeVisible();
  },
};

/** Click selects one, Shift-click extends, Cmd/Ctrl-click toggles, a double click opens. */
export const Selection: Story = {
  play: async ({ canvasElement, args }) => {
    // One user-event session, so a held modifier key carries over to the clicks.
    const user = userEvent.setup();
    await user.click(rowNamed(canvasElement, 'Vintage armchair'));
    await expect(lastSelection(args.onSelectionChange)).toEqual(['asset-armchair']);
    await user.keyboard('{Shift>}');
    await user.click(rowNamed(canvasElement, 'Sci-fi cargo crate'));
    await user.keyboard('{/Shift}');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['asset-armchair', 'asset-fox', 'asset-crate']);
    await user.keyboard('{Control>}');
    await user.click(rowNamed(canvasElement, 'Low-poly fox'));
    await user.keyboard('{/Control}');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['asset-armchair', 'asset-crate']);
    await user.dblClick(rowNamed(canvasElement, 'Brass lantern'));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'asset-lantern' }));
    await user.unhover(rowNamed(canvasElement, 'Brass lantern'));
    await user.click(rowNamed(canvasElement, 'Sci-fi cargo crate'));
    await user.keyboard('{Shift>}');
    await user.click(rowNamed(canvasElement, 'Brass lantern'));
    await user.keyboard('{/Shift}');
    await user.unhover(rowNamed(canvasElement, 'Brass lantern'));
    blurActive();
  },
};

/** The selection checkboxes toggle tiles one by one, like a phone's photo picker. */
export const CheckboxSelection: Story = {
  args: { selectedKeys: new Set(['asset-fox', 'asset-desert']) },
  // The desert picture's right edge, beside the card just clicked, rasters a shade differently in a
  // full run than alone (17 pixels of one edge, the same on every retake); the selection it checks is
  // the borders and checkboxes, hundreds of pixels each.
  parameters: { visual: { maxDifferentPixels: 48 } },
  play: async ({ canvasElement, args }) => {
    const lantern = within(rowNamed(canvasElement, 'Brass lantern')).getByRole('checkbox');
    await userEvent.click(lantern);
    await expect(lastSelection(args.onSelectionChange)).toEqual(['asset-fox', 'asset-desert', 'asset-lantern']);
    await release(lantern);
  },
};

/**
 * Tab reaches the folders, then the assets; arrow keys move inside each without selecting, Space
 * selects, Enter opens.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(folderNamed(canvasElement, 'Characters')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(folderNamed(canvasElement, 'Props')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'folder-props' }));
    // Focus entering the assets, then moving in them, selects nothing.
    rowNamed(canvasElement, 'Vintage armchair').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(rowNamed(canvasElement, 'Sci-fi cargo crate')).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(gridOf(canvasElement).querySelector('[aria-selected="true"]')).toBeNull();
    await userEvent.keyboard(' ');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['asset-crate']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(rowNamed(canvasElement, 'Sci-fi cargo crate')).not.toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};

/**
 * Keyboard drag and drop: the drag handle starts a drag, arrow keys walk the folders, Enter
 * drops. Screen readers get the same through the handle.
 */
export const MoveWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(rowNamed(canvasElement, 'Low-poly fox')).getByRole('button', { name: 'Drag Low-poly fox' });
    handle.focus();
    pressEnter(handle);
    // The first folder of the row becomes the drop target.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Drop on Characters'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Drop on Props'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(['asset-fox'], 'folder-props'));
    // After a keyboard drop the folder that took the assets keeps the focus, a frame or two later.
    await waitFor(() => expect(canvasElement.querySelector('[data-drop-target]')).toBeNull());
    await waitFor(() => expect(folderNamed(canvasElement, 'Props')).toHaveAttribute('data-focus-visible', 'true'));
  },
};

/** A pointer drag of the selection onto a folder moves all of it. */
export const DragSelectionOntoFolder: Story = {
  args: { selectedKeys: new Set(['asset-armchair', 'asset-fox', 'asset-crate']) },
  play: async ({ canvasElement, args }) => {
    const source = rowNamed(canvasElement, 'Low-poly fox');
    const target = folderNamed(canvasElement, 'Environments');
    await dragOnto(source, target);
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(['asset-armchair', 'asset-fox', 'asset-crate'], 'folder-environments'));
  },
};

/** Mid-drag: the dragged tiles fade, the folder under the pointer offers itself. */
export const DraggingOverFolder: Story = {
  args: { selectedKeys: new Set(['asset-armchair', 'asset-fox']) },
  play: async ({ canvasElement }) => {
    const target = folderNamed(canvasElement, 'Props');
    dragOver(rowNamed(canvasElement, 'Vintage armchair'), target);
    await waitFor(() => expect(target).toHaveAttribute('data-drop-target', 'true'));
    await waitFor(() => expect(rowNamed(canvasElement, 'Low-poly fox')).toHaveAttribute('data-dragging', 'true'));
  },
};

/** A folder dragged onto another folder moves into it. */
export const MoveFolderIntoFolder: Story = {
  play: async ({ canvasElement, args }) => {
    const source = folderNamed(canvasElement, 'Renders and turntables');
    const target = folderNamed(canvasElement, 'Props');
    await dragOnto(source, target);
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(['folder-renders'], 'folder-props'));
  },
};

export const DisabledItems: Story = {
  args: { selectedKeys: new Set(['asset-lantern']), disabledKeys: new Set(['asset-fox', 'asset-crate']) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(rowNamed(canvasElement, 'Low-poly fox'), { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(rowNamed(canvasElement, 'Low-poly fox')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Without `onMove` nothing can be dragged: the tiles have no drag handles (e.g. read-only). */
export const ReadOnly: Story = {
  args: { onMove: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: /Drag/ })).toHaveLength(0);
  },
};

/** Ten thousand assets: only the visible tiles are in the page, wherever the grid is scrolled. */
export const TenThousandAssets: Story = {
  args: { items: tenThousand, folders: [] },
  play: async ({ canvasElement }) => {
    const grid = gridOf(canvasElement);
    await expect(grid).toHaveAttribute('aria-rowcount', '10000');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(80);
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(within(grid).getByRole('row', { name: 'Asset 10000' })).toBeVisible());
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(80);
    grid.scrollTop = Math.round(grid.scrollHeight / 2);
    await waitFor(() => expect(within(grid).queryByRole('row', { name: 'Asset 10000' })).not.toBeInTheDocument());
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(80);
    // The screenshot waits for the grid to settle: on a busy machine the virtualizer can still be
    // re-measuring rows a frame after the scroll, which moves what is drawn by a few pixels.
    await waitFor(async () => {
      const before = [grid.scrollTop, grid.scrollHeight];
      await nextFrames();
      await expect([grid.scrollTop, grid.scrollHeight]).toEqual(before);
      await expect(within(grid).getByRole('row', { name: 'Asset 5001' })).toBeVisible();
    });
  },
};

/**
 * The same ten thousand assets as plain, static tiles: the page the grid-scroll benchmark compares
 * the grid's scrolling with.
 */
export const TenThousandStaticCards: Story = {
  name: '10,000 assets, static cards',
  args: { items: tenThousand, folders: [] },
  render: (args) => <StaticCardGrid items={args.items} aria-label={args['aria-label']} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'All assets' });
    await waitFor(() => expect(within(list).getByText('Asset 1')).toBeVisible());
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(80);
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(within(list).getByText('Asset 10000')).toBeVisible());
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(80);
  },
};

/** Near the end of the loaded page the next one is asked for. */
export const LoadMoreOnScroll: Story = {
  args: { items: manyAssets(60), folders: [], hasMore: true, onLoadMore: fn() },
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
  },
};

/** While the next page loads, a spinner row ends the grid. */
export const LoadingMore: Story = {
  args: { items: manyAssets(60), folders: [], hasMore: true, isLoadingMore: true, onLoadMore: fn() },
  play: async ({ canvasElement }) => {
    const grid = gridOf(canvasElement);
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(within(grid).getByText('Loading more assets…')).toBeVisible());
  },
};

export const Narrow: Story = { globals: narrow, args: { selectedKeys: new Set(['asset-fox']) } };

export const Wide: Story = { globals: wide };

/** At the top level with no folders yet: the grid starts right away. */
export const WithoutFolders: Story = { args: { folders: [] } };
