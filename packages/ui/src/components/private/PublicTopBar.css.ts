import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { atMost, below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRing, publicContainer, wordmark } from './recipes.css';
import { frostedBar } from './styleRules';

export const topBar = style(frostedBar('82%'));

export const topBarInner = style([
  publicContainer,
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' }),
  { height: '60px' },
]);

export const brand = style([wordmark, sprinkles({ display: 'inline-flex' }), { selectors: { '&[data-focus-visible]': { boxShadow: focusRing } } }]);

// Closer together on a phone, where pricing, sign in and sign up share the width with the logo.
export const topBarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  '@media': { [atMost('compact')]: { gap: vars.space['2'] } },
});

// On a phone the three-part switch gives way to one button (themeCycle), beside the way in.
export const themeToggle = style({ display: 'inline-flex', '@media': { [below('tablet')]: { display: 'none' } } });

export const themeCycle = style([
  sprinkles({ alignItems: 'center', justifyContent: 'center', borderRadius: 'md', color: 'textMuted' }),
  {
    display: 'none',
    flexShrink: 0,
    width: '36px',
    height: '36px',
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
    '@media': { [below('tablet')]: { display: 'inline-flex' } },
  },
]);

export const signIn = style([
  sprinkles({ padding: '2', borderRadius: 'md', color: 'text' }),
  {
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);
