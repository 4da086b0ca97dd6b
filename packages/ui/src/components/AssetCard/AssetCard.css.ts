import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
  isolation: 'isolate',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: 'border-color 120ms ease, box-shadow 120ms ease, opacity 120ms ease, transform 120ms ease',
    },
  },
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&[data-selected]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 1px ${vars.color.accent}`,
    },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    '&[data-drop-target]': {
      borderColor: vars.color.accentInk,
      boxShadow: `0 0 0 2px ${vars.color.accentInk}, ${vars.shadow.md}`,
      transform: 'translateY(-2px)',
    },
    // Dimmed by the picture and the border only: the name must stay readable.
    '&[data-dragging]': { borderStyle: 'dashed', borderColor: vars.color.borderStrong, boxShadow: 'none' },
    '&[data-disabled]': { background: vars.color.background },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  width: '100%',
  flexShrink: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

globalStyle(`${card}[data-dragging] ${media}, ${card}[data-disabled] ${media}`, { opacity: 0.4, filter: 'grayscale(0.6)' });

globalStyle(`${card}[data-selected] ${media}`, {
  borderBottomColor: `color-mix(in srgb, ${vars.color.accent} 40%, ${vars.color.border})`,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  padding: `10px ${vars.space['3']} ${vars.space['3']}`,
});

globalStyle(`${card}[data-selected] ${footer}`, {
  background: `color-mix(in srgb, ${vars.color.accentSubtle} 70%, ${vars.color.surface})`,
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

globalStyle(`${card}[data-disabled] ${name}`, { color: vars.color.textMuted });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const metaType = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '5px',
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const size = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums' });

export const badge = style({
  position: 'absolute',
  left: vars.space['2'],
  bottom: vars.space['2'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  height: '24px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
  backdropFilter: 'blur(6px)',
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.sm,
  whiteSpace: 'nowrap',
});

export const badgeValue = style({ fontVariantNumeric: 'tabular-nums' });

export const progressTrack = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: '3px',
  background: `color-mix(in srgb, ${vars.color.surface} 60%, transparent)`,
});

export const progressFill = style({ display: 'block', height: '100%', background: vars.color.accent });

export const corner = style({
  position: 'absolute',
  top: vars.space['2'],
  display: 'inline-flex',
  opacity: 0,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'opacity 120ms ease' },
    // Without hover the controls could never be found, so touch screens always show them.
    '(hover: none)': { opacity: 1 },
  },
});

export const cornerStart = style({ left: vars.space['2'] });

export const cornerEnd = style({ right: vars.space['2'] });

globalStyle(
  [
    `${card}[data-hovered] ${corner}`,
    `${card}[data-focus-visible] ${corner}`,
    `${card}:focus-within ${corner}`,
    `${card}[data-selecting] ${cornerStart}`,
    `${card}[data-selected] ${cornerStart}`,
  ].join(', '),
  { opacity: 1 },
);

globalStyle(`${card}[data-dragging] ${corner}`, { opacity: 0 });

export const staticCheck = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  boxShadow: vars.shadow.sm,
});

export const dropHint = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `color-mix(in srgb, ${vars.color.accentSubtle} 55%, transparent)`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  backdropFilter: 'blur(1px)',
});
