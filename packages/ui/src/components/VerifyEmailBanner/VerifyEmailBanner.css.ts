import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['3']}`,
  padding: `${vars.space['2']} ${vars.space['6']}`,
  minHeight: '48px',
  borderBottom: `1px solid color-mix(in srgb, ${vars.color.warning} 30%, transparent)`,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  '@media': { 'screen and (max-width: 767px)': { paddingInline: vars.space['4'] } },
});

export const icon = style({ display: 'inline-flex', color: vars.color.warning, flexShrink: 0 });

export const text = style({ flex: '1 1 16em', minWidth: 0, overflowWrap: 'anywhere' });

export const email = style({ fontWeight: vars.fontWeight.semibold });

export const action = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const sent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const failed = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
