import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const lead = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const item = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
