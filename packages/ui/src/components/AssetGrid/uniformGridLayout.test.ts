import { Rect, Size, type GridLayoutOptions, type Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { UniformGridLayout } from './uniformGridLayout';

interface Node {
  type: string;
  key: Key;
}

/** The part of a collection the layout reads: the items in order. */
function collectionOf(count: number, { loader = false } = {}) {
  const nodes: Node[] = Array.from({ length: count }, (_, index) => ({ type: 'item', key: `asset-${index}` }));
  if (loader) nodes.push({ type: 'loader', key: 'load-more', props: { isLoading: true } } as Node);
  const at = new Map(nodes.map((node, index) => [node.key, index]));
  return {
    size: nodes.length,
    [Symbol.iterator]: () => nodes[Symbol.iterator](),
    getItem: (key: Key) => nodes[at.get(key) ?? -1] ?? null,
    getFirstKey: () => nodes[0]?.key ?? null,
    getLastKey: () => nodes.at(-1)?.key ?? null,
    getKeyBefore: (key: Key) => nodes[(at.get(key) ?? 0) - 1]?.key ?? null,
    getKeyAfter: (key: Key) => nodes[(at.get(key) ?? nodes.length) + 1]?.key ?? null,
  };
}

const options: GridLayoutOptions = { minItemSize: new Size(200, 210), minSpace: new Size(16, 16) };

/** A layout as the virtualizer drives it: sized, then laid out. */
function layoutOf(width: number, count = 10_000, { loader = false, persistedKeys = new Set<Key>() } = {}) {
  const layout = new UniformGridLayout();
  const virtualizer = {
    size: new Size(width, 900),
    visibleRect: new Rect(0, 0, width, 900),
    collection: collectionOf(count, { loader }),
    persistedKeys,
    isPersistedKey: (key: Key) => persistedKeys.has(key),
  };
  (layout as unknown as { virtualizer: typeof virtualizer }).virtualizer = virtualizer;
  const update = (context: { sizeChanged?: boolean; itemSizeChanged?: boolean } = {}) => layout.update({ ...context, layoutOptions: options });
  const resize = (newWidth: number) => {
    virtualizer.size = new Size(newWidth, 900);
    virtualizer.visibleRect = new Rect(0, 0, newWidth, 900);
    update({ sizeChanged: true });
  };
  update();
  return { layout, update, resize };
}

const info = (layout: UniformGridLayout, index: number) => layout.getLayoutInfo(`asset-${index}`)!;

describe('UniformGridLayout', () => {
  it('estimates tiles until one is measured, then gives every tile that height and measures no more', () => {
    const { layout, update } = layoutOf(1432);
    expect(info(layout, 0).estimatedSize).toBe(true);
    expect(info(layout, 0).rect.height).toBeGreaterThanOrEqual(210);
    const width = info(layout, 0).rect.width;

    // One tile is measured (the virtualizer does so as it mounts it) and the layout asks to be redone.
    expect(layout.updateItemSize('asset-0', new Size(width, 226))).toBe(true);
    update({ itemSizeChanged: true });

    for (const index of [0, 5, 6, 4_999, 9_999]) {
      expect(info(layout, index).rect.height).toBe(226);
      expect(info(layout, index).estimatedSize).toBe(false);
    }
    // Rows follow each other at the measured height plus the gap, as far as the last one.
    const columns = Math.round(1432 / (width + 16));
    expect(info(layout, columns).rect.y - info(layout, 0).rect.y).toBe(226 + 16);
    expect(layout.getContentSize().height).toBe(16 + Math.ceil(10_000 / columns) * (226 + 16));
    // The tiles keep the widths and places the grid layout gives them.
    expect(info(layout, 1).rect.x - info(layout, 0).rect.x).toBe(info(layout, 2).rect.x - info(layout, 1).rect.x);
    expect(info(layout, 0).rect.width).toBe(width);
  });

  it('asks for the layout again even when the estimate was right', () => {
    const { layout, update } = layoutOf(1432);
    expect(layout.updateItemSize('asset-3', new Size(info(layout, 3).rect.width, 210))).toBe(true);
    update({ itemSizeChanged: true });
    expect(info(layout, 9_000).estimatedSize).toBe(false);
  });

  it('measures again at a new width', () => {
    const { layout, update, resize } = layoutOf(1432);
    layout.updateItemSize('asset-0', new Size(info(layout, 0).rect.width, 226));
    update({ itemSizeChanged: true });

    resize(900);
    expect(info(layout, 0).rect.width).not.toBe(222);
    expect(info(layout, 0).estimatedSize).toBe(true);
    layout.updateItemSize('asset-0', new Size(info(layout, 0).rect.width, 250));
    update({ itemSizeChanged: true });
    expect(info(layout, 7_000).rect.height).toBe(250);
    expect(info(layout, 7_000).estimatedSize).toBe(false);
  });

  it('finds the tiles in view as the grid layout does, without testing every tile', () => {
    const persistedKeys = new Set<Key>(['asset-42']);
    const { layout, update } = layoutOf(1432, 10_000, { loader: true, persistedKeys });
    layout.updateItemSize('asset-0', new Size(info(layout, 0).rect.width, 226));
    update({ itemSizeChanged: true });
    const { height } = layout.getContentSize();

    const keysIn = (rect: Rect) => layout.getVisibleLayoutInfos(rect).map((layoutInfo) => layoutInfo.key);
    // What GridLayout itself returns: every laid-out tile tested against the rectangle.
    const everyTile = (rect: Rect) => [
      ...Array.from({ length: 10_000 }, (_, index) => info(layout, index)).filter(
        (layoutInfo) => layoutInfo.rect.intersects(rect) || persistedKeys.has(layoutInfo.key),
      ),
      layout.getLayoutInfo('load-more')!,
    ].map((layoutInfo) => layoutInfo.key);
    const tested = vi.spyOn(Rect.prototype, 'intersects');
    for (const top of [0, 1, 241, 242, 243, 50_000, height / 2, height - 900, height - 1]) {
      const rect = new Rect(0, top, 1432, 900);
      tested.mockClear();
      const found = keysIn(rect);
      // A few rows are tested, not ten thousand tiles.
      expect(tested.mock.calls.length).toBeLessThan(100);
      expect(found).toEqual(everyTile(rect));
    }
    tested.mockRestore();
    // The kept tile comes first, in the layout's order, when the view is further down.
    expect(keysIn(new Rect(0, 100_000, 1432, 900))[0]).toBe('asset-42');
    expect(keysIn(new Rect(0, 100_000, 1432, 900)).at(-1)).toBe('load-more');
  });

  it('does not take a height from something that is not a tile', () => {
    const { layout } = layoutOf(1432);
    expect(layout.updateItemSize('missing', new Size(200, 300))).toBe(false);
    expect(info(layout, 0).estimatedSize).toBe(true);
  });
});
