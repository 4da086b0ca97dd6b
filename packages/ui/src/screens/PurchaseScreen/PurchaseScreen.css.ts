import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], maxWidth: '880px' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.015em' });

export const subtitle = style({ color: vars.color.textMuted });

export const balance = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const balanceText = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const balanceValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
