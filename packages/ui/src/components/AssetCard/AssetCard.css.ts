import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRingOffset, hairline, iconWell, oneLine } from '../private/recipes.css';
import { square } from '../private/styleRules';

export const card = style([
  sprinkles({ position: 'relative', display: 'flex', flexDirection: 'column', width: 'full', borderRadius: 'lg', background: 'surface', color: 'text', overflow: 'hidden' }),
  {
    height: '100%',
    border: hairline,
    isolation: 'isolate',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: 'border-color 120ms ease, box-shadow 120ms ease, opacity 120ms ease, transform 120ms ease',
      },
    },
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
      '&[data-selected]': {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 1px ${vars.color.accent}`,
      },
      '&[data-focus-visible]': {
        boxShadow: focusRingOffset,
      },
      '&[data-drop-target]': {
        borderColor: vars.color.accentInk,
        boxShadow: `0 0 0 2px ${vars.color.accentInk}, ${vars.shadow.md}`,
        transform: 'translateY(-2px)',
      },
      // Dimmed by the picture and the border only: the name must stay readable.
      '&[data-dragging]': { borderStyle: 'dashed', borderColor: vars.color.borderStrong, boxShadow: 'none' },
      '&[data-disabled]': { background: vars.color.background },
    },
  },
]);

export const media = style([
  sprinkles({ position: 'relative', width: 'full', flexShrink: 0, overflow: 'hidden' }),
  {
    aspectRatio: '4 / 3',
    borderBottom: hairline,
  },
]);

globalStyle(`${card}[data-dragging] ${media}, ${card}[data-disabled] ${media}`, { opacity: 0.4, filter: 'grayscale(0.6)' });

globalStyle(`${card}[data-selected] ${media}`, {
  borderBottomColor: `color-mix(in srgb, ${vars.color.accent} 40%, ${vars.color.border})`,
});

export const footer = style([
  sprinkles({ display: 'flex', flexDirection: 'column', minWidth: 0 }),
  {
    gap: '2px',
    padding: `10px ${vars.space['3']} ${vars.space['3']}`,
  },
]);

globalStyle(`${card}[data-selected] ${footer}`, {
  background: `color-mix(in srgb, ${vars.color.accentSubtle} 70%, ${vars.color.surface})`,
});

export const name = style({
  ...oneLine,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

globalStyle(`${card}[data-disabled] ${name}`, { color: vars.color.textMuted });

export const meta = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', minWidth: 0, color: 'textMuted' }),
  {
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.snug,
  },
]);

export const metaType = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', minWidth: 0, overflow: 'hidden' }),
  {
    gap: '5px',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
]);

export const size = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums' });

export const badge = style([
  sprinkles({ position: 'absolute', display: 'inline-flex', alignItems: 'center', paddingX: '2', borderRadius: 'full', color: 'text', boxShadow: 'sm' }),
  {
    left: vars.space['2'],
    bottom: vars.space['2'],
    gap: '6px',
    height: '24px',
    border: hairline,
    background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
    backdropFilter: 'blur(6px)',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
]);

export const badgeValue = style({ fontVariantNumeric: 'tabular-nums' });

export const progressTrack = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: '3px',
  background: `color-mix(in srgb, ${vars.color.surface} 60%, transparent)`,
});

export const progressFill = style({ display: 'block', height: '100%', background: vars.color.accent });

export const corner = style([
  sprinkles({ position: 'absolute', display: 'inline-flex' }),
  {
    top: vars.space['2'],
    opacity: 0,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'opacity 120ms ease' },
      // Without hover the controls could never be found, so touch screens always show them.
      '(hover: none)': { opacity: 1 },
    },
  },
]);

export const cornerStart = style({ left: vars.space['2'] });

export const cornerEnd = style({ right: vars.space['2'] });

const cornerShown = [
  `${card}[data-hovered] ${corner}`,
  `${card}[data-focus-visible] ${corner}`,
  `${card}:focus-within ${corner}`,
  `${card}[data-selecting] ${cornerStart}`,
  // A grid that is selecting says so once, for every card in it: its cards need not be drawn again.
  `[data-selecting] ${card} ${cornerStart}`,
  `${card}[data-selected] ${cornerStart}`,
];

globalStyle(cornerShown.join(', '), { opacity: 1 });

/**
 * For a control in a corner: it blurs the picture behind it while its corner shows. A backdrop
 * blur puts an element on a compositor layer of its own even while it is transparent, and the
 * corners of most cards are: a grid scrolled past dozens of such layers spends its frames sorting
 * them. The blur stays through the corner's fade-out.
 */
export const cornerBackdrop = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'backdrop-filter 0s linear 120ms' },
    '(hover: none)': { backdropFilter: 'blur(4px)' },
  },
});

globalStyle(cornerShown.map((shown) => `${shown} ${cornerBackdrop}`).join(', '), { backdropFilter: 'blur(4px)', transitionDelay: '0s' });

globalStyle(`${card}[data-dragging] ${corner}`, { opacity: 0 });

export const staticCheck = style([iconWell, sprinkles({ borderRadius: 'full', background: 'accent', color: 'accentText', boxShadow: 'sm' }), square('22px')]);

export const dropHint = style([
  sprinkles({ position: 'absolute', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text' }),
  {
    inset: 0,
    background: `color-mix(in srgb, ${vars.color.accentSubtle} 55%, transparent)`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    backdropFilter: 'blur(1px)',
  },
]);
