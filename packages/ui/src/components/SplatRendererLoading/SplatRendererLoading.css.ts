import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const progress = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' }),
  { width: 'min(280px, 80%)' },
]);

export const track = style([
  sprinkles({ borderRadius: 'full', background: 'surfaceHover', overflow: 'hidden' }),
  {
    width: '100%',
    height: '4px',
  },
]);

export const fill = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, background: vars.color.accent, transition: 'width 120ms linear' });

export const label = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
