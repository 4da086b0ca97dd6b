import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { motion } from '../../components/private/styleRules';
import { fieldFocus, focusRingOffset } from '../../components/private/recipes.css';

export const group = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: 0 })]);

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug });


// Wide enough for "2,000,000".
export const input = style([
  sprinkles({ paddingX: '3', borderRadius: 'md', background: 'background', color: 'text', boxShadow: 'sm' }),
  motion('border-color 120ms ease, box-shadow 120ms ease'),
  {
    flex: '0 0 104px',
    width: '104px',
    height: '38px',
    border: `1px solid ${vars.color.borderStrong}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'right',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-focused]': fieldFocus,
    },
  },
]);

export const slider = style([sprinkles({ display: 'flex', flexDirection: 'column', flex: '1', minWidth: 0 })]);

export const sliderTrack = style([
  sprinkles({ position: 'relative', width: 'full' }),
  {
    height: '20px',
    cursor: 'pointer',
    selectors: {
      // The rail itself is thin; the track is tall so it is easy to hit.
      '&::before': {
        content: '""',
        position: 'absolute',
        top: '50%',
        insetInline: 0,
        height: '4px',
        transform: 'translateY(-50%)',
        borderRadius: vars.radius.full,
        background: vars.color.border,
      },
    },
  },
]);

export const sliderFill = style([
  sprinkles({ position: 'absolute', borderRadius: 'full', background: 'accent' }),
  { top: '50%', left: 0, height: '4px', transform: 'translateY(-50%)' },
]);

export const sliderThumb = style([
  sprinkles({ borderRadius: 'full', background: 'accentText', boxShadow: 'sm' }),
  {
    top: '1px',
    width: '18px',
    height: '18px',
    border: `2px solid ${vars.color.accent}`,
    outline: 'none',
    selectors: {
      '&[data-dragging]': { borderWidth: '3px' },
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
    },
  },
]);
