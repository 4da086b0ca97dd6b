import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { motion } from '../../components/private/styleRules';
import { focusRingOffset } from '../../components/private/recipes.css';

/** The background's colours beside its name: a small swatch of each choice. */
export const swatches = style({ display: 'flex', gap: '6px' });

export const swatch = style({
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

/** The video-to-video section: a card apart from the render's options, dashed while it cannot run. */
export const aiSection = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', padding: '3', borderRadius: 'md', background: 'surface' }),
  { border: `1px dashed ${vars.color.borderStrong}` },
]);

export const aiTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const aiState = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '2', borderRadius: 'full', background: 'background', color: 'textMuted' }),
  { gap: '4px', height: '22px', border: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' },
]);

export const upgrade = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '2', borderRadius: 'full', background: 'warningSubtle', color: 'text' }),
  motion('background-color 120ms ease'),
  {
    alignSelf: 'flex-start',
    gap: '4px',
    height: '24px',
    border: 'none',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: `color-mix(in srgb, ${vars.color.warning} 24%, ${vars.color.warningSubtle})` },
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
    },
  },
]);
