import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mobileMedia } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { accentWell, panel, pill } from '../private/recipes.css';

export const page = style({ maxWidth: '720px' });

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

export const badge = style([
  pill,
  sprinkles({ color: 'text', gap: '1' }),
  { fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' },
]);

export const soonBadge = style([sprinkles({ background: 'surfaceHover' })]);

export const lockedBadge = style([sprinkles({ background: 'warningSubtle' })]);

export const card = style([
  panel,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '4', padding: { mobile: '5', tablet: '6' } }),
]);

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
