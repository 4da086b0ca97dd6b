import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const motion = (transition: string) => ({
  '@media': { '(prefers-reduced-motion: no-preference)': { transition } },
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const modes = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

// The locked card is the radio above its Upgrade row; the whole card presses Upgrade (see upgrade).
export const lockedMode = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    '&:has([data-hovered])': { background: vars.color.surfaceHover },
  },
});

export const mode = style([
  motion('border-color 120ms ease, background-color 120ms ease, box-shadow 120ms ease'),
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover },
      '&[data-selected]': {
        borderColor: vars.color.accent,
        background: `color-mix(in srgb, ${vars.color.accentSubtle} 70%, ${vars.color.surface})`,
        boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
      },
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.focusRing}` },
      '&[data-disabled]': { cursor: 'default' },
      [`${lockedMode} &`]: { border: 'none', background: 'transparent', paddingBottom: vars.space['2'] },
    },
  },
]);

export const modeHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const indicator = style([
  motion('border-color 120ms ease, border-width 120ms ease'),
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '16px',
    height: '16px',
    borderRadius: vars.radius.full,
    border: `1.5px solid ${vars.color.borderStrong}`,
    background: vars.color.background,
    color: vars.color.textMuted,
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

export const upgradeRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `0 ${vars.space['3']} ${vars.space['3']} calc(${vars.space['3']} + 24px)`,
});

export const upgrade = style([
  motion('background-color 120ms ease'),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    height: '24px',
    paddingInline: vars.space['2'],
    border: 'none',
    borderRadius: vars.radius.full,
    background: vars.color.warningSubtle,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      // Stretched over the card, so pressing anywhere on a locked mode leads to the upgrade.
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
      '&[data-hovered]': { background: `color-mix(in srgb, ${vars.color.warning} 24%, ${vars.color.warningSubtle})` },
      '&[data-focus-visible]::after': { boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.focusRing}` },
    },
  },
]);

export const upgradeNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const fieldHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['2'] });

export const share = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const input = style([
  motion('border-color 120ms ease, box-shadow 120ms ease'),
  {
    width: '100%',
    height: '38px',
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontVariantNumeric: 'tabular-nums',
    outline: 'none',
    boxShadow: vars.shadow.sm,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-focused]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 28%, transparent)`,
      },
    },
  },
]);

export const targetRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const inputBeside = style({ flex: '0 0 104px', width: '104px', textAlign: 'right' });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const slider = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const sliderTrack = style({
  position: 'relative',
  height: '20px',
  width: '100%',
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
});

export const sliderFill = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  height: '4px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const sliderThumb = style({
  // The track is 20 px tall; RAC sets the thumb's left and its horizontal centring.
  top: '1px',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.accentText,
  boxShadow: vars.shadow.sm,
  outline: 'none',
  selectors: {
    '&[data-dragging]': { borderWidth: '3px' },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.focusRing}` },
  },
});

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '2px',
  padding: '3px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const segment = style([
  motion('background-color 120ms ease, color 120ms ease'),
  {
    height: '30px',
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
      '&[data-selected]': {
        color: vars.color.text,
        background: vars.color.surfaceRaised,
        boxShadow: `${vars.shadow.sm}, inset 0 0 0 1px ${vars.color.borderStrong}`,
      },
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    },
  },
]);

export const lodList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const lod = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  height: '24px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const lodName = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const lodValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
