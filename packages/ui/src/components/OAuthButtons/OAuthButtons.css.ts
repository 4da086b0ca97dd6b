import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRingOffset } from '../private/recipes.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const button = style([
  sprinkles({ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', width: 'full', paddingX: '4', borderRadius: 'md', background: 'surfaceRaised', color: 'text', boxShadow: 'sm' }),
  {
    height: '40px',
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'background-color 120ms ease, border-color 120ms ease' },
    },
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
]);

export const glyph = style([
  sprinkles({ position: 'absolute', display: 'inline-flex' }),
  {
    left: vars.space['4'],
  },
]);

export const separator = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3', color: 'textMuted' }),
  {
    fontSize: vars.fontSize.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    selectors: {
      '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
    },
  },
]);
