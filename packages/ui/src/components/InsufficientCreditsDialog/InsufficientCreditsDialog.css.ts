import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const text = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
  '@media': {
    // On phones the buttons stack, the main action on top, each full width.
    'screen and (max-width: 480px)': { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
