import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { hairline } from './recipes.css';

const mobile = below('tablet');

export const packGrid = style([
  sprinkles({ display: 'grid', gap: '4', margin: '0', padding: '0' }),
  {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    listStyle: 'none',
    '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const packCard = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', padding: '5', borderRadius: 'lg', background: 'surface' }),
  {
    border: hairline,
  },
]);

export const packText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const packCredits = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const packPrice = style({ fontWeight: vars.fontWeight.medium });

export const packRate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });
