import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });

export const well = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.lg,
});

export const tone = styleVariants({
  pending: { background: vars.color.accentSubtle, color: vars.color.accentInk },
  mail: { background: vars.color.accentSubtle, color: vars.color.accentInk },
  success: { background: vars.color.successSubtle, color: vars.color.success },
  failure: { background: vars.color.dangerSubtle, color: vars.color.danger },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  paddingTop: '2px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});
