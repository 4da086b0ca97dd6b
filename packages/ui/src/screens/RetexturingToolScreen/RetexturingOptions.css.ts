import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: '6px' });

export const swatch = style({
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});
