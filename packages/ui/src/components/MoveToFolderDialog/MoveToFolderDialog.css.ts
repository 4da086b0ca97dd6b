import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const text = style({ color: vars.color.textMuted, marginTop: `calc(-1 * ${vars.space['1']})` });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '120px',
  justifyContent: 'center',
  color: vars.color.textMuted,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  maxHeight: '300px',
  overflowY: 'auto',
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { borderColor: vars.color.focusRing },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '36px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-selected]': { background: vars.color.accentSubtle },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const optionIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${option}[data-selected] &`]: { color: vars.color.accentInk } },
});

export const optionName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${option}[data-selected] &`]: { fontWeight: vars.fontWeight.medium } },
});

export const reason = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});
