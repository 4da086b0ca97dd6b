import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from './recipes.css';

export const link = style({
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: '3px',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&[data-focus-visible]': { boxShadow: focusRing },
  },
});

export const small = style({ fontSize: vars.fontSize.sm });

export const tone = styleVariants({
  accent: { color: vars.color.accentInk },
  plain: { color: vars.color.text },
  muted: { color: vars.color.textMuted, fontSize: vars.fontSize.sm, selectors: { '&[data-hovered]': { color: vars.color.text } } },
});
