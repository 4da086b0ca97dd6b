import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: '100%',
  maxWidth: '380px',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});


export const compact = style({ padding: vars.space['3'], gap: vars.space['2'], boxShadow: 'none' });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accentInk,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: 1, fontSize: vars.fontSize.sm });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const version = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  marginTop: '-4px',
  marginRight: '-4px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});
