import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRing, hairline, oneLine } from '../private/recipes.css';

export const select = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '1' })]);

export const label = style([sprinkles({ paddingX: '2' }), { color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium }]);

export const button = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', paddingX: '2', borderRadius: 'md', background: 'background', color: 'text' }),
  {
    height: '40px',
    width: '100%',
    border: hairline,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);

export const value = style([sprinkles({ display: 'flex', alignItems: 'center', gap: '2' }), { minWidth: 0 }]);

export const text = style([oneLine, { minWidth: 0 }]);

export const mine = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
});

export const popover = style([
  sprinkles({ borderRadius: 'md', background: 'surface', boxShadow: 'lg' }),
  { border: hairline, width: 'var(--trigger-width)', maxHeight: '320px', overflowY: 'auto' },
]);

export const list = style([sprinkles({ display: 'flex', flexDirection: 'column', padding: '1' }), { outline: 'none' }]);

export const option = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2', paddingX: '2', borderRadius: 'sm', color: 'text' }),
  {
    minHeight: '36px',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
      '&[data-focus-visible]': { boxShadow: `inset ${focusRing}` },
    },
  },
]);
