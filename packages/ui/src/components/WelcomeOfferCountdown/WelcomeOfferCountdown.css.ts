import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { hairline } from '../private/recipes.css';

export const root = style([
  sprinkles({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3', borderRadius: 'lg', background: 'accentSubtle', color: 'text' }),
  {
    border: `1px solid color-mix(in srgb, ${vars.color.accentInk} 28%, transparent)`,
  },
]);

export const size = styleVariants({
  compact: { padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.sm, gap: vars.space['2'] },
  banner: { padding: `${vars.space['3']} ${vars.space['4']}`, fontSize: vars.fontSize.md },
});

export const icon = style({ display: 'inline-flex', color: vars.color.accentInk, flexShrink: 0 });

export const text = style({ flex: '1 1 12em', minWidth: 0 });

export const strong = style({ fontWeight: vars.fontWeight.semibold });

export const timer = style([
  sprinkles({ display: 'inline-flex', alignItems: 'baseline', gap: '2', color: 'textMuted' }),
  {
    fontSize: vars.fontSize.sm,
  },
]);

export const timerLabel = style({});

export const time = style([
  sprinkles({ borderRadius: 'sm', background: 'surface', color: 'text' }),
  {
    padding: `2px ${vars.space['2']}`,
    border: hairline,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
  },
]);
