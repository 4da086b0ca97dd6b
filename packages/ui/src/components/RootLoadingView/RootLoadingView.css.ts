import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const page = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '4', padding: '6', background: 'background', color: 'textMuted' }),
  {
    minHeight: '100vh',
  },
]);

export const spinner = style({ color: vars.color.accentInk });

export const text = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.01em',
});
