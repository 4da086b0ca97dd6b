import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRing, publicContainer } from './recipes.css';
import { frostedBar } from './styleRules';

const mobile = below('tablet');

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background });

export const topBar = style(frostedBar('82%'));

export const topBarInner = style([
  publicContainer,
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' }),
  { height: '60px' },
]);

export const brand = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'text', borderRadius: 'sm' }),
  {
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
    outline: 'none',
    selectors: { '&[data-focus-visible]': { boxShadow: focusRing } },
  },
]);

export const topBarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const themeToggle = style({ display: 'inline-flex', '@media': { [mobile]: { display: 'none' } } });

export const signIn = style([
  sprinkles({ padding: '2', borderRadius: 'md', color: 'text' }),
  {
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);

export const main = style({ flex: 1, paddingBottom: vars.space['16'] });
