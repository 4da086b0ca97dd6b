import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const balanceText = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const balanceValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
