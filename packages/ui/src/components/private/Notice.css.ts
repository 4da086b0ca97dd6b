import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const notice = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '2', padding: '3', borderRadius: 'md', color: 'text' }),
  {
    border: '1px solid transparent',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
  },
]);

export const icon = style({ display: 'inline-flex', flexShrink: 0, marginTop: '1px' });

export const body = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const tone = styleVariants({
  danger: {
    background: vars.color.dangerSubtle,
    borderColor: `color-mix(in srgb, ${vars.color.danger} 30%, transparent)`,
  },
  success: {
    background: vars.color.successSubtle,
    borderColor: `color-mix(in srgb, ${vars.color.success} 30%, transparent)`,
  },
  info: {
    background: vars.color.accentSubtle,
    borderColor: `color-mix(in srgb, ${vars.color.accentInk} 25%, transparent)`,
  },
  warning: {
    background: vars.color.warningSubtle,
    borderColor: `color-mix(in srgb, ${vars.color.warning} 30%, transparent)`,
  },
});

globalStyle(`${tone.danger} ${icon}`, { color: vars.color.danger });
globalStyle(`${tone.success} ${icon}`, { color: vars.color.success });
globalStyle(`${tone.info} ${icon}`, { color: vars.color.accentInk });
globalStyle(`${tone.warning} ${icon}`, { color: vars.color.warning });
