import { style } from '@vanilla-extract/css';
import { hairline } from '../../components/private/recipes.css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const lead = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const summary = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '6', padding: '5', borderRadius: 'lg', background: 'surface', margin: '0' }),
  { border: hairline },
]);

export const item = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '3' })]);
