import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { hairline } from '../../components/private/recipes.css';

export const balance = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '4', padding: '5', borderRadius: 'lg', background: 'surface' }),
  {
    border: hairline,
  },
]);

export const balanceText = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const balanceValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
