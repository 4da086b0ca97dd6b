import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRingOffset } from '../private/recipes.css';

export const base = style([
  sprinkles({ position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: '2', borderRadius: 'md' }),
  {
    border: '1px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: 'background-color 120ms ease, border-color 120ms ease, box-shadow 120ms ease, transform 80ms ease',
      },
    },
    selectors: {
      '&[data-focus-visible]': {
        boxShadow: focusRingOffset,
      },
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
]);

export const variant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.accentText,
    boxShadow: vars.shadow.sm,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.accentHover },
    },
  },
  secondary: {
    background: vars.color.surfaceRaised,
    borderColor: vars.color.borderStrong,
    color: vars.color.text,
    boxShadow: vars.shadow.sm,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
    },
  },
  danger: {
    background: vars.color.dangerSolid,
    color: vars.color.dangerText,
    boxShadow: vars.shadow.sm,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.dangerSolidHover },
    },
  },
});

export const size = styleVariants({
  sm: { height: '30px', paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
  md: { height: '38px', paddingInline: vars.space['4'], fontSize: vars.fontSize.md },
});

export const content = style([sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2' })]);

// Opacity, not visibility, so the label still names the button while the spinner shows.
export const contentHidden = style({ opacity: 0 });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const spinner = style([
  sprinkles({ position: 'absolute', display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  {
    inset: 0,
  },
]);

// For ButtonLink: an anchor drops its underline and keeps the button's colours when hovered.
export const link = style({ textDecoration: 'none', selectors: { '&[data-hovered]': { textDecoration: 'none' } } });
