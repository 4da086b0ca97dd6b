import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { hairline, iconWell as centredIcon } from './recipes.css';
import { square } from './styleRules';

export const overlay = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '4' }),
  {
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    background: `color-mix(in srgb, ${vars.color.background} 60%, rgba(0, 0, 0, 0.45))`,
    backdropFilter: 'blur(2px)',
  },
]);

export const modal = style({
  width: '100%',
  outline: 'none',
});

export const dialog = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '3', padding: '6', borderRadius: 'xl', background: 'surface', boxShadow: 'lg' }),
  {
    border: hairline,
    outline: 'none',
    maxHeight: 'calc(100vh - 32px)',
    overflow: 'auto',
  },
]);

export const iconWell = style([centredIcon, sprinkles({ alignSelf: 'flex-start', borderRadius: 'lg', marginBottom: '1' }), square('40px')]);

export const iconTone = styleVariants({
  accent: { background: vars.color.accentSubtle, color: vars.color.accentInk },
  danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
});

export const title = style([
  sprinkles({ margin: '0', color: 'text' }),
  {
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    letterSpacing: '-0.01em',
  },
]);
