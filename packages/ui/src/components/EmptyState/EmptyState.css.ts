import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  minHeight: '320px',
  padding: vars.space['8'],
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  margin: 0,
  maxWidth: '420px',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
