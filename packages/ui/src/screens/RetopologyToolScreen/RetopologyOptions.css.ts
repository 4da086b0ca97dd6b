import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { motion } from '../../components/private/styleRules';
import { focusRingOffset, hairline, iconWell } from '../../components/private/recipes.css';
import { optionInput } from '../../components/private/ToolOptions.css';

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

export const input = style([optionInput, sprinkles({ width: 'full' })]);

export const inputBeside = style({ flex: '0 0 104px', width: '104px', textAlign: 'right' });

// Without the line height of the other tools' descriptions: the figures under the target sit tighter.
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

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
