import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { accentWell } from './recipes.css';

export const glyph = style([
  accentWell,
  sprinkles({ borderRadius: 'lg' }),
  {
    width: '44px',
    height: '44px',
    boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.accentInk} 22%, transparent)`,
  },
]);

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
  '@media': { [mobileMedia]: { fontSize: vars.fontSize.xl } },
});

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug });
