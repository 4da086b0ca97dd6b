import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { accentWell, bare, focusRingOffset, panel } from '../../components/private/recipes.css';

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const list = style({ gap: vars.space['2'] });

export const row = style([
  panel,
  sprinkles({ position: 'relative', display: 'flex', alignItems: 'center', gap: '3', paddingY: '3', paddingX: '4', color: 'text' }),
  {
    flexWrap: 'wrap',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:has([data-focus-visible])': { boxShadow: focusRingOffset },
    },
  },
]);

export const glyph = style([accentWell, sprinkles({ borderRadius: 'md' }), { width: '32px', height: '32px' }]);

export const name = style([
  bare,
  {
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
    outline: 'none',
    // The link covers its row, so the whole row opens the run.
    '::after': { content: '""', position: 'absolute', inset: 0 },
  },
]);

export const state = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    [`${row}[data-status="succeeded"] &`]: { color: vars.color.text },
    [`${row}[data-status="failed"] &`]: { color: vars.color.dangerText },
  },
});

export const progress = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2' }),
  {
    width: '200px',
    '@media': { [below('tablet')]: { width: '100%' } },
  },
]);

export const track = style([
  sprinkles({ position: 'relative', display: 'block', flex: '1', borderRadius: 'full', overflow: 'hidden' }),
  {
    height: '6px',
    background: `color-mix(in srgb, ${vars.color.accentInk} 18%, transparent)`,
  },
]);

export const fill = style([
  sprinkles({ display: 'block', borderRadius: 'full', background: 'accent' }),
  {
    height: '100%',
    selectors: {
      // Waiting for a worker claims no amount: a still, pale bar across the track.
      '&[data-indeterminate]': { width: '100%', opacity: 0.35 },
    },
  },
]);

export const percent = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', minWidth: '4ch', textAlign: 'right' });
