import { style } from '@vanilla-extract/css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { segment, segmentGroup } from '../private/recipes.css';

export const group = style([segmentGroup, sprinkles({ display: 'inline-flex', background: 'surface' })]);

export const item = style([
  segment,
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '2' }),
  {
    gap: '6px',
    height: '28px',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
]);

export const label = style({
  '@media': {
    // On phones the segments show only their icons; the label stays for assistive tech.
    [below('phone')]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
