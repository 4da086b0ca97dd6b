import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const field = style({ display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  height: '44px',
  paddingInline: `${vars.space['2']} ${vars.space['1']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  boxShadow: vars.shadow.sm,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'border-color 120ms ease, box-shadow 120ms ease' },
  },
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 28%, transparent)`,
    },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const leading = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  color: vars.color.textMuted,
});

export const leadingThumb = style({
  display: 'block',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textOverflow: 'ellipsis',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug });

export const popover = style({
  width: 'var(--trigger-width)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  outline: 'none',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  maxHeight: 'min(360px, var(--visual-viewport-height, 100vh))',
  padding: vars.space['1'],
  overflowY: 'auto',
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.accentSubtle },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const optionThumb = style({
  display: 'block',
  flexShrink: 0,
  width: '48px',
  height: '36px',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});

export const thumbPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: 1 });

export const optionName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionCheck = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.accentInk });

export const noMatch = style({
  padding: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  height: '44px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

const bone = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const loadingThumb = style([bone, { width: '32px', height: '32px', flexShrink: 0 }]);

export const loadingLine = style([bone, { width: '55%', height: '12px' }]);

export const failure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
