import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '3', padding: '8', textAlign: 'center', borderRadius: 'xl', color: 'textMuted' }),
  {
    minHeight: '320px',
    border: `1px dashed ${vars.color.border}`,
  },
]);

export const title = style([
  sprinkles({ margin: '0', color: 'text' }),
  {
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const description = style({
  margin: 0,
  maxWidth: '420px',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
