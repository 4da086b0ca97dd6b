import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';

export const text = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style([
  sprinkles({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '2', marginTop: '3' }),
  {
    '@media': {
      // On phones the buttons stack, the main action on top, each full width.
      [below('phone')]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
    },
  },
]);
