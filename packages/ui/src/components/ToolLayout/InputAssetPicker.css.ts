import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { motion } from '../private/styleRules';
import { bareButton, bone, fieldFocus, focusRingInset, hairline, iconWell, oneLine, quietPressableStates } from '../private/recipes.css';

export const field = style([sprinkles({ display: 'flex', flexDirection: 'column', minWidth: 0 }), { gap: '6px' }]);

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const control = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2', paddingLeft: '2', paddingRight: '1', borderRadius: 'md', background: 'background', boxShadow: 'sm' }),
  motion('border-color 120ms ease, box-shadow 120ms ease'),
  {
    height: '44px',
    border: `1px solid ${vars.color.borderStrong}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-focus-within]': fieldFocus,
      '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
]);

/** The 32 px squares at either end of the field: the search glyph or the picked asset, and the toggle. */
const square = style([iconWell, { width: '32px', height: '32px' }]);

export const leading = style([square, sprinkles({ color: 'textMuted' })]);

export const leadingThumb = style([
  sprinkles({ display: 'block', borderRadius: 'sm', overflow: 'hidden' }),
  { width: '32px', height: '32px', border: hairline },
]);

export const input = style([
  sprinkles({ flex: '1', minWidth: 0, padding: '0', color: 'text' }),
  {
    height: '100%',
    border: 'none',
    background: 'transparent',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    textOverflow: 'ellipsis',
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const toggle = style([
  square,
  sprinkles({ borderRadius: 'sm', color: 'textMuted' }),
  {
    ...bareButton,
    selectors: {
      ...quietPressableStates,
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const popover = style([
  sprinkles({ borderRadius: 'lg', background: 'surfaceRaised', boxShadow: 'lg', overflow: 'hidden' }),
  {
    width: 'var(--trigger-width)',
    border: hairline,
    outline: 'none',
  },
]);

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', padding: '1' }),
  {
    gap: '2px',
    maxHeight: 'min(360px, var(--visual-viewport-height, 100vh))',
    overflowY: 'auto',
    outline: 'none',
  },
]);

export const option = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3', padding: '2', borderRadius: 'md', color: 'text' }),
  {
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': { background: vars.color.accentSubtle },
      '&[data-focus-visible]': { boxShadow: focusRingInset },
    },
  },
]);

export const optionThumb = style([
  sprinkles({ display: 'block', flexShrink: 0, borderRadius: 'sm', overflow: 'hidden' }),
  { width: '48px', height: '36px', border: hairline },
]);

export const thumbPlaceholder = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 'full', background: 'surfaceHover', color: 'textMuted' }),
  { height: '100%' },
]);

export const optionText = style([sprinkles({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1' }), { gap: '2px' }]);

export const optionName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, ...oneLine });

export const optionMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums', ...oneLine });

export const noMatch = style([sprinkles({ padding: '3', color: 'textMuted', textAlign: 'center' }), { fontSize: vars.fontSize.sm }]);

export const loadMore = style([sprinkles({ padding: '2', color: 'textMuted', textAlign: 'center' }), { fontSize: vars.fontSize.xs }]);

export const loading = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3', paddingX: '2', borderRadius: 'md' }),
  { height: '44px', border: hairline },
]);

export const loadingThumb = style([bone, sprinkles({ borderRadius: 'sm', flexShrink: 0 }), { width: '32px', height: '32px' }]);

export const loadingLine = style([bone, sprinkles({ borderRadius: 'sm' }), { width: '55%', height: '12px' }]);
