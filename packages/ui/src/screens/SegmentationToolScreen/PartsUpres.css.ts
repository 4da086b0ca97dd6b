import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { bare, focusRing, hairline, panel } from '../../components/private/recipes.css';

export const card = style([panel, sprinkles({ display: 'flex', flexDirection: 'column', gap: '3', padding: '4' })]);

export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text, margin: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug });

export const list = style([sprinkles({ display: 'flex', flexDirection: 'column', margin: '0', padding: '0' }), { listStyle: 'none' }]);

export const row = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3', paddingY: '2' }),
  {
    flexWrap: 'wrap',
    minHeight: '48px',
    selectors: { '& + &': { borderTop: hairline } },
  },
]);

export const swatch = style([sprinkles({ borderRadius: 'sm', flexShrink: 0 }), { width: '12px', height: '12px', border: hairline }]);

export const name = style({ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const state = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    // Why it failed goes on a line of its own under the part's name, the action staying beside the name.
    '&[data-failed]': { color: vars.color.danger, flexBasis: '100%', order: 1, paddingLeft: `calc(12px + ${vars.space['3']})` },
  },
});

export const link = style([
  bare,
  sprinkles({ borderRadius: 'sm' }),
  {
    color: vars.color.accentInk,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    selectors: { '&[data-focus-visible]': { boxShadow: focusRing } },
  },
]);

export const progress = style([sprinkles({ display: 'flex', alignItems: 'center', gap: '2' }), { width: '160px' }]);

export const track = style([
  sprinkles({ position: 'relative', display: 'block', flex: '1', borderRadius: 'full', overflow: 'hidden' }),
  { height: '6px', background: `color-mix(in srgb, ${vars.color.accentInk} 18%, transparent)` },
]);

export const fill = style([
  sprinkles({ display: 'block', borderRadius: 'full', background: 'accent' }),
  { height: '100%', selectors: { '&[data-indeterminate]': { width: '100%', opacity: 0.35 } } },
]);

export const percent = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', minWidth: '4ch', textAlign: 'right' });
