import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  padding: vars.space['6'],
  background: vars.color.background,
  color: vars.color.textMuted,
});

export const spinner = style({ color: vars.color.accentInk });

export const text = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.01em',
});
