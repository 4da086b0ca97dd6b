import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const mobile = 'screen and (max-width: 767px)';
const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-density="compact"]': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  '@media': {
    'screen and (max-width: 1099px)': {
      selectors: { '&[data-density="compact"]': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
    [mobile]: {
      gap: vars.space['3'],
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      selectors: { '&[data-density="compact"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
  },
});

export const cell = style({ minWidth: 0 });

export const link = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.lg,
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  paddingBottom: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

const bone = style({
  display: 'block',
  background: vars.color.surfaceHover,
  '@media': {
    // Still under reduced motion; the visual tests rely on it.
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const placeholderMedia = style([bone, { aspectRatio: '4 / 3', marginBottom: '4px' }]);

export const placeholderLine = style([bone, { height: '10px', marginInline: vars.space['3'], borderRadius: vars.radius.full }]);
