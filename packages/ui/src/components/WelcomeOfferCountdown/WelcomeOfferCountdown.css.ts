import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid color-mix(in srgb, ${vars.color.accentInk} 28%, transparent)`,
  background: vars.color.accentSubtle,
  color: vars.color.text,
});

export const size = styleVariants({
  compact: { padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.sm, gap: vars.space['2'] },
  banner: { padding: `${vars.space['3']} ${vars.space['4']}`, fontSize: vars.fontSize.md },
});

export const icon = style({ display: 'inline-flex', color: vars.color.accentInk, flexShrink: 0 });

export const text = style({ flex: '1 1 12em', minWidth: 0 });

export const strong = style({ fontWeight: vars.fontWeight.semibold });

export const timer = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const timerLabel = style({});

export const time = style({
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
