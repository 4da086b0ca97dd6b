/**
 * The parts every tool's options panel is made of: a field group with its label and hint, the
 * description under it, a segmented choice, a number input and a slider. A tool's own `*Options.css.ts`
 * composes these and adds only what is its own (an input's width, a locked card).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { motion } from './styleRules';
import { fieldFocus, focusRingOffset } from './recipes.css';

/** One option: its label (and hint), its control and its description, stacked. */
export const optionGroup = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: 0 })]);

export const optionLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** The short figure beside a label: the range a choice gives, a share of the source. */
export const optionHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const optionDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug });

/** A number field's input; beside a slider a tool gives it a fixed width and right-aligns it. */
export const optionInput = style([
  sprinkles({ paddingX: '3', borderRadius: 'md', background: 'background', color: 'text', boxShadow: 'sm' }),
  motion('border-color 120ms ease, box-shadow 120ms ease'),
  {
    height: '38px',
    border: `1px solid ${vars.color.borderStrong}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontVariantNumeric: 'tabular-nums',
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
    // The track is 20 px tall; RAC sets the thumb's left and its horizontal centring.
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

/** A switch: its label after a small rail with a thumb that slides across when on. */
export const optionSwitch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-disabled]': { cursor: 'default', opacity: 0.6 } },
});

export const switchTrack = style({
  position: 'relative',
  flexShrink: 0,
  width: '34px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: 'background-color 120ms ease',
  selectors: {
    [`${optionSwitch}[data-selected] &`]: { background: vars.color.accent },
    [`${optionSwitch}[data-focus-visible] &`]: { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const switchThumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: 'transform 120ms ease',
  selectors: { [`${optionSwitch}[data-selected] &`]: { transform: 'translateX(14px)' } },
});
