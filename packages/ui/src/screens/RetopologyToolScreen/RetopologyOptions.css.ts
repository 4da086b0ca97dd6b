import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { motion } from '../../components/private/styleRules';
import { fieldFocus, focusRingOffset, hairline, iconWell, segment as segmentBase, segmentGroup } from '../../components/private/recipes.css';

export const group = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: 0 })]);

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

// The locked card is the radio above its Upgrade row; the whole card presses Upgrade (see upgrade).
export const lockedMode = style([
  sprinkles({ position: 'relative', display: 'flex', flexDirection: 'column', borderRadius: 'md', background: 'surface' }),
  {
    border: `1px dashed ${vars.color.borderStrong}`,
    selectors: {
      '&:has([data-hovered])': { background: vars.color.surfaceHover },
    },
  },
]);

export const mode = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '1', padding: '3', borderRadius: 'md', background: 'surface' }),
  motion('border-color 120ms ease, background-color 120ms ease, box-shadow 120ms ease'),
  {
    border: hairline,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover },
      '&[data-selected]': {
        borderColor: vars.color.accent,
        background: `color-mix(in srgb, ${vars.color.accentSubtle} 70%, ${vars.color.surface})`,
        boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
      },
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
      '&[data-disabled]': { cursor: 'default' },
      [`${lockedMode} &`]: { border: 'none', background: 'transparent', paddingBottom: vars.space['2'] },
    },
  },
]);

export const indicator = style([
  iconWell,
  sprinkles({ borderRadius: 'full', background: 'background', color: 'textMuted' }),
  motion('border-color 120ms ease, border-width 120ms ease'),
  {
    width: '16px',
    height: '16px',
    border: `1.5px solid ${vars.color.borderStrong}`,
    selectors: {
      [`${mode}[data-selected] &`]: { border: `5px solid ${vars.color.accent}`, background: vars.color.accentText },
      [`${mode}[data-disabled] &`]: { border: 'none', background: 'transparent' },
    },
  },
]);

export const modeName = style({ flex: 1, minWidth: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const modeCost = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${mode}[data-selected] &`]: { color: vars.color.text } },
});

export const modeDescription = style({
  paddingLeft: '24px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const upgradeRow = style({ padding: `0 ${vars.space['3']} ${vars.space['3']} calc(${vars.space['3']} + 24px)` });

export const upgrade = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '2', borderRadius: 'full', background: 'warningSubtle', color: 'text' }),
  motion('background-color 120ms ease'),
  {
    gap: '4px',
    height: '24px',
    border: 'none',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      // Stretched over the card, so pressing anywhere on a locked mode leads to the upgrade.
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
      '&[data-hovered]': { background: `color-mix(in srgb, ${vars.color.warning} 24%, ${vars.color.warningSubtle})` },
      '&[data-focus-visible]::after': { boxShadow: focusRingOffset },
    },
  },
]);

export const upgradeNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const share = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const input = style([
  sprinkles({ width: 'full', paddingX: '3', borderRadius: 'md', background: 'background', color: 'text', boxShadow: 'sm' }),
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

export const inputBeside = style({ flex: '0 0 104px', width: '104px', textAlign: 'right' });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

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
  {
    top: '50%',
    left: 0,
    height: '4px',
    transform: 'translateY(-50%)',
  },
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

export const segments = style([segmentGroup, sprinkles({ display: 'grid', gridTemplateColumns: '3', background: 'background' })]);

export const segment = style([segmentBase, { height: '30px' }]);

export const lod = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '2', borderRadius: 'full' }),
  {
    gap: '6px',
    height: '24px',
    border: hairline,
    fontSize: vars.fontSize.xs,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const lodName = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const lodValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
