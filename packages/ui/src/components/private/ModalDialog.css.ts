import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: `color-mix(in srgb, ${vars.color.background} 60%, rgba(0, 0, 0, 0.45))`,
  backdropFilter: 'blur(2px)',
});

export const modal = style({
  width: '100%',
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
});

export const iconWell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.lg,
  marginBottom: vars.space['1'],
});

export const iconTone = styleVariants({
  accent: { background: vars.color.accentSubtle, color: vars.color.accentInk },
  danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '-0.01em',
  color: vars.color.text,
});
