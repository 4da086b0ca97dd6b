import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { optionGroup, optionLabel } from '../../components/private/ToolOptions.css';

export { optionDescription as description } from '../../components/private/ToolOptions.css';

// Groups and labels are fieldsets and legends here, without the browser's frame and padding.
export const group = style([optionGroup, { border: 'none', margin: 0, padding: 0 }]);

export const label = style([optionLabel, { padding: 0 }]);

export const fieldRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const input = style({
  width: '100%',
  minWidth: 0,
  height: '36px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.accent, boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const unit = style({ flexShrink: 0, minWidth: '28px', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'] });

export const nested = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingLeft: vars.space['3'],
  borderLeft: `2px solid ${vars.color.border}`,
});

export const section = style({
  padding: 0,
  marginBottom: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
