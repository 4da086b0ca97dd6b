import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});

export const initials = style({
  background: vars.color.accentSubtle,
  color: vars.color.accentInk,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  selectors: { '&::before': { content: 'attr(data-initials)' } },
});

export const size = styleVariants({
  sm: { width: '24px', height: '24px', fontSize: vars.fontSize.xs },
  md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
  lg: { width: '72px', height: '72px', fontSize: vars.fontSize.xl },
});
