import { GridLayout, Rect, Size, type GridLayoutOptions, type Key, type LayoutInfo } from 'react-aria-components';

type Invalidation = Parameters<GridLayout<unknown>['update']>[0];

/**
 * A grid layout for tiles that are all the same height at a given width, as the asset cards are
 * (a 4:3 picture over a two-line footer). The plain GridLayout only estimates heights: every tile
 * that scrolls into view is measured (a forced layout of the page), and each measurement that
 * differs from the estimate lays all ten thousand tiles out again; a tile whose measurement equals
 * the estimate stays "estimated" and is measured again on every frame. Here the first tile measured
 * gives the height of every tile of that width, after which tiles are placed, never measured. A new
 * width (the window resized, the phone layout) goes back to measuring one tile.
 *
 * The plain GridLayout also finds the tiles in view by testing all ten thousand on every scrolled
 * frame. Once every tile has its height, tiles are in rows from the top down, so the first one in
 * view is found by bisection and the search ends with the last row in view.
 */
export class UniformGridLayout<T = unknown> extends GridLayout<T, GridLayoutOptions> {
  /** The measured tile height and the tile width it was measured at. */
  private tile: { width: number; height: number } | null = null;
  /** The keys of everything laid out, in the layout's order, once every tile has its height. */
  private ordered: { keys: Key[]; index: Map<Key, number> } | null = null;

  override update(invalidation: Invalidation): void {
    this.ordered = null;
    this.layOut(invalidation);
    if (!this.tile) return;
    const everything = new Rect(0, 0, Infinity, Infinity);
    const keys = super.getVisibleLayoutInfos(everything).map((layoutInfo) => layoutInfo.key);
    this.ordered = { keys, index: new Map(keys.map((key, index) => [key, index])) };
  }

  private layOut(invalidation: Invalidation): void {
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

  override getVisibleLayoutInfos(rect: Rect): LayoutInfo[] {
    const ordered = this.ordered;
    if (!ordered) return super.getVisibleLayoutInfos(rect);
    const { keys, index } = ordered;
    const at = (position: number) => this.getLayoutInfo(keys[position]!)!;
    // The first thing whose bottom edge reaches the top of the rectangle: rows only go down.
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (at(middle).rect.maxY < rect.y) low = middle + 1;
      else high = middle;
    }
    const shown = new Set<number>();
    for (let position = low; position < keys.length; position++) {
      const layoutInfo = at(position);
      if (layoutInfo.rect.y > rect.maxY) break;
      if (layoutInfo.rect.intersects(rect)) shown.add(position);
    }
    // As the grid layout does: the focused tile and any other kept key stay, wherever they are, and
    // so does the loader that asks for more.
    for (const key of this.virtualizer?.persistedKeys ?? []) {
      const position = index.get(key);
      if (position !== undefined) shown.add(position);
    }
    const last = keys.length - 1;
    if (last >= 0 && at(last).type === 'loader') shown.add(last);
    return [...shown].sort((a, b) => a - b).map(at);
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
