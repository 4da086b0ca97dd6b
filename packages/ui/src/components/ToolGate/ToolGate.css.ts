import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { panel, pill } from '../private/recipes.css';

export const page = style({ maxWidth: '720px' });

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
