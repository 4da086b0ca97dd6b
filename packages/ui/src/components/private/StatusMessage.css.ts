import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });

export const well = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'lg' }),
  {
    width: '40px',
    height: '40px',
  },
]);

export const tone = styleVariants({
  pending: { background: vars.color.accentSubtle, color: vars.color.accentInk },
  mail: { background: vars.color.accentSubtle, color: vars.color.accentInk },
  success: { background: vars.color.successSubtle, color: vars.color.success },
  failure: { background: vars.color.dangerSubtle, color: vars.color.danger },
});

export const text = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: 0, color: 'textMuted' }),
  {
    paddingTop: '2px',
    fontSize: vars.fontSize.md,
    overflowWrap: 'anywhere',
  },
]);
