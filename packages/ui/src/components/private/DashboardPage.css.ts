import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const width = styleVariants({
  /** Forms and settings: one readable column. */
  narrow: { maxWidth: '880px' },
  /** Overviews with cards side by side. */
  wide: { maxWidth: '1180px' },
});

export const title = styleVariants({
  md: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.015em' },
  lg: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.025em' },
});

export const subtitle = style({ color: vars.color.textMuted });
