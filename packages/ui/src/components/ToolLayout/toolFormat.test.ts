import { describe, expect, it } from 'vitest';
import { assetSummary, percentOf } from './toolFormat';

describe('assetSummary', () => {
  it('leads with the triangle count of a mesh, then its format and size', () => {
    expect(assetSummary({ type: 'mesh', data: { triangle_count: 48_210, format: 'glb', size_bytes: 4_812_340 } })).toBe(
      '48,210 triangles · GLB · 4.6 MB',
    );
  });

  it('says triangle for one', () => {
    expect(assetSummary({ type: 'mesh', data: { triangle_count: 1 } })).toBe('1 triangle');
  });

  it('falls back to type and format when there is no triangle count', () => {
    expect(assetSummary({ type: 'image', data: { format: 'png', size_bytes: 2048 } })).toBe('Image · PNG · 2 KB');
  });
});

describe('percentOf', () => {
  it('rounds to a whole percent', () => {
    expect(percentOf(0.424)).toBe(42);
  });

  it('clamps stray values to 0..100', () => {
    expect(percentOf(-0.2)).toBe(0);
    expect(percentOf(1.7)).toBe(100);
  });
});
