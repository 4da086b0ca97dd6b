import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { motion } from './styleRules';

/**
 * Style pieces more than one component draws the same way: focus rings, the hairline border,
 * panels, icon wells, loading bones. A component's `.css.ts` composes them instead of writing the
 * declarations again, so a change to how focus or a panel looks is made once.
 */

/** The hairline every card, panel and divider draws. */
export const hairline = `1px solid ${vars.color.border}`;

/** Keyboard focus on a control: a 2 px ring in the focus colour (a `box-shadow` value). */
export const focusRing = `0 0 0 2px ${vars.color.focusRing}`;

/** Keyboard focus inside a list or a clipped box, where an outer ring would be cut off. */
export const focusRingInset = `inset 0 0 0 2px ${vars.color.focusRing}`;

/** Keyboard focus on a card: the ring stands 2 px off it, over the page's background. */
export const focusRingOffset = `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.focusRing}`;

/** A text field that has focus: its border in the focus colour and a soft halo around it. */
export const fieldFocus = {
  borderColor: vars.color.focusRing,
  boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 28%, transparent)`,
};

/** A checkerboard behind a picture shows where it is transparent. */
export const checkerboard = {
  backgroundColor: vars.color.surface,
  backgroundImage: `conic-gradient(${vars.color.surfaceHover} 25%, transparent 0 50%, ${vars.color.surfaceHover} 0 75%, transparent 0)`,
  backgroundSize: '24px 24px',
};

/** Text kept to one line, cut with an ellipsis where it does not fit (a name in a card or a row). */
export const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Hidden from sight, still read by assistive tech (a live region, a label). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The surface every card and side panel is drawn on: rounded, hairline-bordered. */
export const panel = style([sprinkles({ borderRadius: 'lg', background: 'surface' }), { border: hairline }]);

/** A square that centres one icon (its size and colours are the user's). */
export const iconWell = style([sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 })]);

/** The tinted square behind a tool's or an asset type's glyph. */
export const accentWell = style([iconWell, sprinkles({ background: 'accentSubtle', color: 'accentInk' })]);

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/** A grey placeholder shape while something loads; it pulses unless motion is reduced. */
export const bone = style([
  sprinkles({ display: 'block', background: 'surfaceHover' }),
  {
    '@media': {
      // Still under reduced motion; the visual tests rely on it.
      '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
    },
  },
]);

/** A small rounded label: a price, a state, "Coming soon". */
export const pill = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '2', borderRadius: 'full' }),
  { height: '22px', fontSize: vars.fontSize.xs },
]);

/** A tool's price beside its name: a muted pill with a hairline. */
export const priceBadge = style([
  pill,
  sprinkles({ color: 'textMuted' }),
  {
    border: hairline,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
]);

/** Muted body text: a card's summary, a dialog's explanation. */
export const mutedText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

/** The name on a card, or the title of a message in a panel. */
export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.01em' });

/** The heading of a section of a page (Tools, Plans, Credit packs). */
export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.015em' });

/** What a list shows when it has nothing in it: muted, centred, in a dashed box. */
export const emptyNote = style([
  sprinkles({ padding: '10', borderRadius: 'lg', color: 'textMuted', textAlign: 'center' }),
  { border: `1px dashed ${vars.color.borderStrong}` },
]);

/** Muted small print under a control or in a panel's foot. */
export const fineText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug });

/** A link or button drawn without the browser's own look: the component draws hover and focus. */
export const bare = {
  outline: 'none',
  cursor: 'pointer',
  textDecoration: 'none',
} as const;

/** A button drawn without the browser's look (no border, no fill): the component draws its states. */
export const bareButton = { ...bare, border: 'none', background: 'transparent' } as const;

/** Hover and press tint an icon button or a menu row; keyboard focus rings it. */
export const pressableStates = {
  '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
  '&[data-focus-visible]': { boxShadow: focusRing },
} as const;

/** One option of a segmented control (the theme switch, the LOD count): muted until picked, then raised. */
export const segment = style([
  sprinkles({ borderRadius: 'sm', color: 'textMuted' }),
  motion('background-color 120ms ease, color 120ms ease'),
  {
    ...bareButton,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
      '&[data-selected]': {
        color: vars.color.text,
        background: vars.color.surfaceRaised,
        boxShadow: `${vars.shadow.sm}, inset 0 0 0 1px ${vars.color.borderStrong}`,
      },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);

/** The well a segmented control's options sit in. */
export const segmentGroup = style([sprinkles({ borderRadius: 'md' }), { gap: '2px', padding: '3px', border: hairline }]);

/** A muted icon button (close, open the list) that darkens under the pointer; keyboard focus rings it. */
export const quietPressableStates = {
  '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover, color: vars.color.text },
  '&[data-focus-visible]': { boxShadow: focusRing },
} as const;

/** The centred column of the public pages: at most 1280 px, with side padding that shrinks on phones. */
export const publicContainer = style([
  sprinkles({ width: 'full', paddingX: { mobile: '4', tablet: '8' } }),
  { maxWidth: '1280px', marginInline: 'auto' },
]);

/** The Facet logo and name as a link home, in a page's corner (its display and focus are the page's). */
export const wordmark = style([
  sprinkles({ alignItems: 'center', gap: '2', color: 'text', borderRadius: 'sm' }),
  {
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
    outline: 'none',
  },
]);

/** Large display type: a page's headline or a big number (the size is the caller's). */
export const displayType = {
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.03em',
} as const;

/** The small capitals over a page's headline. */
export const eyebrow = style({
  color: vars.color.accentInk,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
