import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';

export const group = style([
  sprinkles({ display: 'inline-flex', borderRadius: 'md', background: 'surface' }),
  {
    gap: '2px',
    padding: '3px',
    border: `1px solid ${vars.color.border}`,
  },
]);

export const item = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '2', borderRadius: 'sm', color: 'textMuted' }),
  {
    gap: '6px',
    height: '28px',
    border: 'none',
    background: 'transparent',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: 'background-color 120ms ease, color 120ms ease',
      },
    },
    selectors: {
      '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
      '&[data-selected]': {
        color: vars.color.text,
        background: vars.color.surfaceRaised,
        boxShadow: `${vars.shadow.sm}, inset 0 0 0 1px ${vars.color.borderStrong}`,
      },
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
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
