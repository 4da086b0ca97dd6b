import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'inline-flex',
  gap: '2px',
  padding: '3px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  height: '28px',
  paddingInline: vars.space['2'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
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
});

export const label = style({
  '@media': {
    // On phones the segments show only their icons; the label stays for assistive tech.
    'screen and (max-width: 480px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
