import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const viewer = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: '280px',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  // The canvas is transparent: the stage is a soft spotlight in the theme's colours.
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(120% 90% at 50% 35%, ${vars.color.surfaceHover}, ${vars.color.surface} 55%, ${vars.color.background})`,
  isolation: 'isolate',
});

export const canvas = style({
  position: 'absolute',
  inset: 0,
  touchAction: 'none',
  cursor: 'grab',
  selectors: { '&:active': { cursor: 'grabbing' } },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const overlayTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const overlayText = style({ maxWidth: '34em', fontSize: vars.fontSize.sm });

export const errorWell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  marginBottom: vars.space['1'],
  borderRadius: vars.radius.lg,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

export const toolbar = style({
  position: 'absolute',
  left: '50%',
  bottom: vars.space['3'],
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  padding: '3px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
  backdropFilter: 'blur(8px)',
  boxShadow: vars.shadow.md,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  height: '30px',
  paddingInline: vars.space['2'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-selected]': { background: vars.color.accentSubtle, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const toolLabel = style({});

export const toolDivider = style({ width: '1px', height: '18px', marginInline: '2px', background: vars.color.border });
