import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRingInset, hairline } from '../private/recipes.css';

export const page = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '6', background: 'background' }),
  {
    minHeight: '100vh',
    '@media': {
      [below('phone')]: { padding: vars.space['4'], alignItems: 'flex-start', paddingTop: vars.space['16'] },
    },
  },
]);

export const card = style([
  sprinkles({ width: 'full', display: 'flex', flexDirection: 'column', gap: '4', padding: '8', borderRadius: 'xl', background: 'surface', boxShadow: 'lg' }),
  {
    maxWidth: '520px',
    border: hairline,
    '@media': {
      [below('phone')]: { padding: vars.space['6'] },
    },
  },
]);

export const iconWell = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'lg', background: 'dangerSubtle', color: 'danger' }),
  {
    width: '40px',
    height: '40px',
  },
]);

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '-0.01em',
  color: vars.color.text,
});

export const message = style({
  marginTop: `calc(-1 * ${vars.space['2']})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  // Error texts can carry long URLs or ids with no spaces.
  overflowWrap: 'anywhere',
});

export const details = style([
  sprinkles({ borderRadius: 'md', background: 'background', overflow: 'hidden' }),
  {
    border: hairline,
  },
]);

export const summary = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2', paddingY: '2', paddingX: '3', color: 'textMuted' }),
  {
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    listStyle: 'none',
    outline: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { color: vars.color.text },
      '&:focus-visible': { boxShadow: focusRingInset, borderRadius: vars.radius.md },
    },
  },
]);

export const chevron = style({
  display: 'inline-flex',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'transform 120ms ease' },
  },
});

globalStyle(`${details}[open] ${chevron}`, { transform: 'rotate(90deg)' });

export const stack = style([
  sprinkles({ margin: '0', padding: '3', color: 'textMuted' }),
  {
    maxHeight: '220px',
    overflow: 'auto',
    borderTop: hairline,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'pre',
    outline: 'none',
    selectors: {
      '&:focus-visible': { boxShadow: focusRingInset },
    },
  },
]);

export const feedback = style({
  selectors: { '&:empty': { display: 'none' } },
});

const notice = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '2', padding: '3', borderRadius: 'md' }),
  {
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
  },
]);

export const noticeIcon = style({ display: 'inline-flex', marginTop: '1px', flexShrink: 0 });

export const sent = style([notice, { background: vars.color.successSubtle, color: vars.color.text }]);
globalStyle(`${sent} ${noticeIcon}`, { color: vars.color.success });

export const failed = style([notice, { background: vars.color.dangerSubtle, color: vars.color.text }]);
globalStyle(`${failed} ${noticeIcon}`, { color: vars.color.danger });

