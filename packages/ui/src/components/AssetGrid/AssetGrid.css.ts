import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRing, focusRingOffset, hairline, oneLine } from '../private/recipes.css';
import { cornerBackdrop } from '../AssetCard/AssetCard.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    height: '100%',
    minHeight: 0,
  },
]);

// The grid layout keeps its gap around the outer tiles too (a little under the 16 px, or 12 px on
// phones, it is given), so the frame reaches past the content edge by that much and the tiles
// line up with the toolbar and the folder row.
export const gridFrame = style([
  sprinkles({ position: 'relative', flex: '1' }),
  {
    minHeight: 0,
    marginInline: '-12px',
    '@media': { [below('tablet')]: { marginInline: '-8px' } },
  },
]);

export const grid = style([
  sprinkles({ position: 'absolute', display: 'block' }),
  {
    inset: 0,
    overflow: 'auto',
    outline: 'none',
    overscrollBehavior: 'contain',
  },
]);

export const item = style({
  height: '100%',
  borderRadius: vars.radius.lg,
  outline: 'none',
  cursor: 'default',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-allows-dragging]': { cursor: 'grab' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const checkbox = style([
  sprinkles({ display: 'inline-flex', borderRadius: 'full' }),
  {
    cursor: 'pointer',
    outline: 'none',
  },
]);

export const checkboxBox = style([
  cornerBackdrop,
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', boxShadow: 'sm' }),
  {
    width: '22px',
    height: '22px',
    border: `1.5px solid color-mix(in srgb, ${vars.color.text} 70%, transparent)`,
    background: `color-mix(in srgb, ${vars.color.surface} 40%, transparent)`,
    color: 'transparent',
    selectors: {
      [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
      [`${checkbox}[data-selected] &`]: {
        borderColor: vars.color.accent,
        background: vars.color.accent,
        color: vars.color.accentText,
      },
      [`${checkbox}[data-focus-visible] &`]: {
        boxShadow: focusRingOffset,
      },
    },
  },
]);

export const dragHandle = style([
  cornerBackdrop,
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', padding: '0', borderRadius: 'sm', color: 'textMuted', boxShadow: 'sm' }),
  {
    width: '26px',
    height: '26px',
    border: hairline,
    background: `color-mix(in srgb, ${vars.color.surface} 85%, transparent)`,
    cursor: 'grab',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.text, borderColor: vars.color.borderStrong },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);

export const loadMore = style({ display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const loadMoreContent = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'textMuted' }),
  {
    fontSize: vars.fontSize.sm,
  },
]);

export const folderRow = style([
  sprinkles({ display: 'flex', gap: '3', flexShrink: 0 }),
  {
    overflowX: 'auto',
    // Room for the focus ring and the lifted drop target.
    padding: `${vars.space['1']} 2px 2px`,
    margin: '0 -2px',
    outline: 'none',
    scrollbarWidth: 'thin',
  },
]);

export const folderTile = style([
  sprinkles({ position: 'relative', display: 'flex', alignItems: 'center', gap: '3', borderRadius: 'lg', background: 'surface', overflow: 'hidden' }),
  {
    flex: '0 0 auto',
    width: '216px',
    height: '60px',
    paddingInline: `${vars.space['3']} ${vars.space['2']}`,
    border: hairline,
    cursor: 'default',
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'border-color 120ms ease, box-shadow 120ms ease, transform 120ms ease' },
      [below('tablet')]: { width: '176px' },
    },
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
      '&[data-drop-target]': {
        borderColor: vars.color.accentInk,
        background: vars.color.accentSubtle,
        boxShadow: `0 0 0 1px ${vars.color.accentInk}`,
      },
      '&[data-dragging]': { borderStyle: 'dashed', opacity: 0.6 },
    },
  },
]);

export const folderGlyph = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'md', background: 'accentSubtle', color: 'accentInk' }),
  {
    width: '36px',
    height: '36px',
    selectors: {
      [`${folderTile}[data-drop-target] &`]: { background: vars.color.accent, color: vars.color.accentText },
    },
  },
]);

export const folderText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const folderName = style({
  ...oneLine,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const folderHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  selectors: { [`${folderTile}[data-drop-target] &`]: { display: 'none' } },
});

export const folderDropHint = style([
  sprinkles({ display: 'none', color: 'accentInk' }),
  {
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    selectors: { [`${folderTile}[data-drop-target] &`]: { display: 'inline' } },
  },
]);

export const folderDragHandle = style({
  flexShrink: 0,
  opacity: 0,
  selectors: {
    [`${folderTile}[data-hovered] &, ${folderTile}[data-focus-visible] &, ${folderTile}:focus-within &`]: { opacity: 1 },
    [`${folderTile}[data-drop-target] &`]: { opacity: 0 },
  },
  '@media': { '(hover: none)': { opacity: 1 } },
});
