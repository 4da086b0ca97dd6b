import { GridLayout, Size, type GridLayoutOptions, type Key } from 'react-aria-components';

type Invalidation = Parameters<GridLayout<unknown>['update']>[0];

/**
 * A grid layout for tiles that are all the same height at a given width, as the asset cards are
 * (a 4:3 picture over a two-line footer). The plain GridLayout only estimates heights: every tile
 * that scrolls into view is measured (a forced layout of the page), and each measurement that
 * differs from the estimate lays all ten thousand tiles out again; a tile whose measurement equals
 * the estimate stays "estimated" and is measured again on every frame. Here the first tile measured
 * gives the height of every tile of that width, after which tiles are placed, never measured. A new
 * width (the window resized, the phone layout) goes back to measuring one tile.
 */
export class UniformGridLayout<T = unknown> extends GridLayout<T, GridLayoutOptions> {
  /** The measured tile height and the tile width it was measured at. */
  private tile: { width: number; height: number } | null = null;

  override update(invalidation: Invalidation): void {
    const tile = this.tile;
    if (tile) {
      const options = invalidation.layoutOptions ?? {};
      const minItemSize = options.minItemSize ?? new Size(200, 200);
      // The same widths as before; a height fixed at the measured one, with nothing left to measure.
      super.update({
        ...invalidation,
        layoutOptions: {
          ...options,
          minItemSize: new Size(minItemSize.width, tile.height),
          maxItemSize: new Size(options.maxItemSize?.width ?? Infinity, tile.height),
          preserveAspectRatio: true,
        },
      });
      if (this.tileWidth() === tile.width) return;
      this.tile = null;
    }
    super.update(invalidation);
  }

  override updateItemSize(key: Key, size: Size): boolean {
    const layoutInfo = this.getLayoutInfo(key);
    const changed = super.updateItemSize(key, size);
    if (this.tile || !layoutInfo || layoutInfo.type !== 'item' || !(size.height > 0)) return changed;
    this.tile = { width: layoutInfo.rect.width, height: size.height };
    // Lay out again even when the estimate was right, so no tile stays marked for measuring.
    return true;
  }

  /** The width the last layout gave its tiles: that of the first tile. */
  private tileWidth(): number | undefined {
    const collection = this.virtualizer?.collection;
    for (let key = collection?.getFirstKey() ?? null; key != null; key = collection!.getKeyAfter(key)) {
      const layoutInfo = this.getLayoutInfo(key);
      if (layoutInfo?.type === 'item') return layoutInfo.rect.width;
    }
    return undefined;
  }
}
