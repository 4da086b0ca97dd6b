import { style } from '@vanilla-extract/css';
import { below } from '../../theme/breakpoints';

export const actions = style({
  '@media': {
    // On phones the buttons stack, the main action on top, each full width.
    [below('phone')]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
