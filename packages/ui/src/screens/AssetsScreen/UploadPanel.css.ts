import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  width: '360px',
  maxWidth: '100%',
  maxHeight: '320px',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  pointerEvents: 'auto',
});

export const head = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({ margin: 0, padding: `${vars.space['1']} 0`, listStyle: 'none', overflowY: 'auto' });

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']}`,
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: '1px',
  color: vars.color.textMuted,
  selectors: {
    [`${row}[data-status="done"] &`]: { color: vars.color.success },
    [`${row}[data-status="failed"] &`]: { color: vars.color.danger },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: '4px', flex: 1, minWidth: 0 });

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const track = style({
  flex: 1,
  height: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  overflow: 'hidden',
});

export const fill = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, background: vars.color.accent });

export const percent = style({
  minWidth: '3.2em',
  textAlign: 'right',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '26px',
  height: '26px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});
