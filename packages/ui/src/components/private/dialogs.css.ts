import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const text = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});
