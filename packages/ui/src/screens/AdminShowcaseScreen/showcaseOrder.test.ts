import { describe, expect, it } from 'vitest';
import { assetIdFrom, moveBy, reorder } from './showcaseOrder';

describe('reorder', () => {
  const order = ['a', 'b', 'c', 'd'];
  it('puts a dragged asset before or after the one it was dropped on', () => {
    expect(reorder(order, ['d'], 'a', 'before')).toEqual(['d', 'a', 'b', 'c']);
    expect(reorder(order, ['a'], 'c', 'after')).toEqual(['b', 'c', 'a', 'd']);
    expect(reorder(order, ['a'], 'd', 'after')).toEqual(['b', 'c', 'd', 'a']);
  });
  it('keeps several dragged assets in their own order', () => {
    expect(reorder(order, ['c', 'a'], 'd', 'before')).toEqual(['b', 'a', 'c', 'd']);
  });
  it('leaves the order alone for an unknown target', () => {
    expect(reorder(order, ['a'], 'x', 'before')).toEqual(order);
  });
});

describe('moveBy', () => {
  it('swaps with the neighbour and stops at either end', () => {
    expect(moveBy(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('assetIdFrom', () => {
  it('reads an id alone or inside an asset address', () => {
    const id = '0196a3d2-8192-7fa6-87d8-000000000001';
    expect(assetIdFrom(` ${id} `)).toBe(id);
    expect(assetIdFrom(`http://localhost:3000/dashboard/asset/${id.toUpperCase()}?folderId=x`)).toBe(id);
    expect(assetIdFrom('chair')).toBeNull();
  });
});
