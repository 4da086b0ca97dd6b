import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { bare, hairline } from './recipes.css';

const mobile = below('tablet');
const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const grid = style([
  sprinkles({ display: 'grid', gap: '4', margin: '0', padding: '0' }),
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    listStyle: 'none',
    selectors: { '&[data-density="compact"]': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
    '@media': {
      [below('wide')]: {
        selectors: { '&[data-density="compact"]': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
      },
      [mobile]: {
        gap: vars.space['3'],
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        selectors: { '&[data-density="compact"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
    },
  },
]);

export const cell = style({ minWidth: 0 });

export const link = style([
  sprinkles({ display: 'block', borderRadius: 'lg' }),
  {
    height: '100%',
    color: 'inherit',
    ...bare,
  },
]);

export const placeholder = style([
  sprinkles({ display: 'flex', flexDirection: 'column', paddingBottom: '3', borderRadius: 'lg', background: 'surface', overflow: 'hidden' }),
  {
    gap: '8px',
    border: hairline,
  },
]);

const bone = style([
  sprinkles({ display: 'block', background: 'surfaceHover' }),
  {
    '@media': {
      // Still under reduced motion; the visual tests rely on it.
      '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
    },
  },
]);

export const placeholderMedia = style([bone, { aspectRatio: '4 / 3', marginBottom: '4px' }]);

export const placeholderLine = style([bone, { height: '10px', marginInline: vars.space['3'], borderRadius: vars.radius.full }]);
