import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notice = style({
  border: '1px solid transparent',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, marginTop: '1px' });

export const body = style({ minWidth: 0, overflowWrap: 'anywhere' });

// Each tone: its tinted background, and the colour its icon and (mixed thin) its border take.
const tones = {
  danger: { background: vars.color.dangerSubtle, ink: vars.color.danger, border: '30%' },
  success: { background: vars.color.successSubtle, ink: vars.color.success, border: '30%' },
  info: { background: vars.color.accentSubtle, ink: vars.color.accentInk, border: '25%' },
  warning: { background: vars.color.warningSubtle, ink: vars.color.warning, border: '30%' },
};

export const tone = styleVariants(tones, ({ background, ink, border }) => ({
  background,
  borderColor: `color-mix(in srgb, ${ink} ${border}, transparent)`,
}));

for (const name of Object.keys(tones) as (keyof typeof tones)[]) {
  globalStyle(`${tone[name]} ${icon}`, { color: tones[name].ink });
}
