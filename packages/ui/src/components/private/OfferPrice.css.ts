import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'baseline', gap: '0.35em', flexWrap: 'wrap' });

/** The list price, struck through beside the price charged while the offer runs. */
export const was = style({
  color: vars.color.textMuted,
  fontSize: 'max(0.7em, 12px)',
  fontWeight: vars.fontWeight.regular,
  textDecorationLine: 'line-through',
});
