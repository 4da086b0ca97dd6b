import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { accentWell, bare, focusRing, hairline, panel } from '../private/recipes.css';

export const card = style([panel, sprinkles({ display: 'flex', flexDirection: 'column', gap: '4', padding: '4' })]);

export const sectionTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const report = style([
  sprinkles({ display: 'grid', margin: '0', borderRadius: 'md', background: 'surfaceRaised', overflow: 'hidden' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(112px, 1fr))',
    border: hairline,
  },
]);

// Hairlines between the figures that also work when the row wraps: each figure draws its own
// left and top line, and the list hides the outer ones under its border.
export const reportItem = style([
  sprinkles({ display: 'flex', flexDirection: 'column', paddingY: '2', paddingX: '3' }),
  {
    gap: '2px',
    marginTop: '-1px',
    marginLeft: '-1px',
    borderTop: hairline,
    borderLeft: hairline,
    selectors: { '&[data-wide]': { gridColumn: '1 / -1' } },
  },
]);

export const reportTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const reportValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const reportNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });

export const outputs = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' });

export const output = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2', borderRadius: 'md', color: 'text' }),
  bare,
  {
    minHeight: '40px',
    padding: `6px ${vars.space['3']} 6px ${vars.space['2']}`,
    border: hairline,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);

export const outputIcon = style([accentWell, sprinkles({ borderRadius: 'sm' }), { width: '24px', height: '24px' }]);

// Wrapped, never cut: the end of an output's name (`LOD2`) is often what tells it apart.
export const outputName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
