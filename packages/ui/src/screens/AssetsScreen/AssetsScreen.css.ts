import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { bare, focusRing } from '../../components/private/recipes.css';
import { iconButton } from './iconButton.css';

const mobile = below('tablet');

// The screen fills the dashboard's content area (the viewport less the 56 px top bar and the
// content padding), so only the grid scrolls and the toolbar stays in place.
export const screen = style([
  sprinkles({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '4' }),
  {
    height: 'calc(100dvh - 56px - 2 * 32px)',
    minHeight: '460px',
    '@media': { [mobile]: { height: 'calc(100dvh - 56px - 2 * 24px)', gap: vars.space['3'] } },
  },
]);

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], flexShrink: 0 });

export const headRow = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  {
    minHeight: '38px',
  },
]);

export const crumbNav = style({ flex: 1, minWidth: 0 });

export const crumbs = style([
  sprinkles({ display: 'flex', alignItems: 'center', margin: '0', padding: '0', minWidth: 0 }),
  {
    gap: '2px',
    listStyle: 'none',
  },
]);

export const crumb = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', borderRadius: 'md' }),
  {
    flexShrink: 1,
    minWidth: '3em',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'background-color 120ms ease, box-shadow 120ms ease' },
    },
    selectors: {
      // The first crumb's text lines up with the content edge; its padding hangs out to the left.
      '&:first-child': { marginLeft: `calc(-1 * ${vars.space['2']})` },
      '&[data-drop-target]': {
        background: vars.color.accentSubtle,
        boxShadow: `inset 0 0 0 1px ${vars.color.accentInk}`,
      },
    },
  },
]);

export const crumbLink = style([
  sprinkles({ overflow: 'hidden', borderRadius: 'md', color: 'textMuted' }),
  {
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    padding: `2px ${vars.space['2']}`,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.medium,
    ...bare,
    selectors: {
      '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: focusRing },
      [`${crumb}[data-drop-target] &`]: { color: vars.color.text, background: 'transparent' },
    },
  },
]);

export const crumbSeparator = style({ color: vars.color.borderStrong, fontSize: vars.fontSize.lg, paddingInline: '2px' });

export const currentCrumb = style({ display: 'flex', minWidth: 0, flexShrink: 0, maxWidth: '100%' });

export const title = style([
  sprinkles({ overflow: 'hidden', paddingX: '2' }),
  {
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '-0.015em',
    lineHeight: vars.lineHeight.snug,
    selectors: { [`${crumbs} > li:first-child > &`]: { paddingInline: 0 } },
  },
]);

export const headActions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 });


export const search = style([
  sprinkles({ position: 'relative', display: 'flex', alignItems: 'center' }),
  {
    flex: '0 1 320px',
    minWidth: '200px',
    '@media': { [mobile]: { flexBasis: '100%' } },
  },
]);

export const searchIcon = style([
  sprinkles({ position: 'absolute', display: 'inline-flex', color: 'textMuted' }),
  {
    left: vars.space['3'],
    pointerEvents: 'none',
  },
]);

export const searchInput = style([
  sprinkles({ width: 'full', borderRadius: 'md', background: 'surface', color: 'text' }),
  {
    height: '36px',
    paddingInline: `36px 34px`,
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.md,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-focused]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 28%, transparent)`,
      },
    },
  },
]);

export const searchClear = style([
  iconButton,
  sprinkles({ position: 'absolute', borderRadius: 'sm' }),
  {
    right: vars.space['1'],
    width: '28px',
    height: '28px',
  },
]);

globalStyle(`${search}[data-empty] ${searchClear}`, { display: 'none' });

export const body = style({ position: 'relative', flex: 1, minHeight: 0 });

// Floating things at the bottom: the upload panel (right) above the selection bar (centre).
export const dock = style([
  sprinkles({ position: 'absolute', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '3' }),
  {
    left: 0,
    right: 0,
    bottom: vars.space['2'],
    zIndex: 5,
    pointerEvents: 'none',
    // On a phone the screen can reach below the fold (under a banner, at its minimum height): the
    // dock is held to the bottom of the viewport instead, clear of its edges.
    '@media': {
      [mobile]: {
        position: 'fixed',
        left: vars.space['4'],
        right: vars.space['4'],
        bottom: `calc(${vars.space['3']} + env(safe-area-inset-bottom, 0px))`,
      },
    },
  },
]);

export const selectionBar = style([
  sprinkles({ alignSelf: 'center', display: 'flex', alignItems: 'center', gap: '1', borderRadius: 'lg', background: 'surfaceRaised', boxShadow: 'lg' }),
  {
    padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['1']} ${vars.space['4']}`,
    border: `1px solid ${vars.color.borderStrong}`,
    pointerEvents: 'auto',
    maxWidth: '100%',
  },
]);

export const selectionCount = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  marginRight: vars.space['1'],
});

export const selectionDivider = style({ width: '1px', height: '20px', marginInline: vars.space['1'], background: vars.color.border });

export const selectionClear = style([iconButton, sprinkles({ borderRadius: 'md' }), { width: '30px', height: '30px' }]);

// Shown while files are dragged over the screen (its drop zone's data-drop-target). It then lies over
// everything and takes the rest of the drag, so the folder tiles and crumbs below, which accept only
// assets, cannot claim the files and refuse them.
export const dropOverlay = style([
  sprinkles({ position: 'absolute', alignItems: 'center', justifyContent: 'center', borderRadius: 'xl' }),
  {
    display: 'none',
    inset: `calc(-1 * ${vars.space['3']})`,
    zIndex: 20,
    border: `2px dashed ${vars.color.accentInk}`,
    background: `color-mix(in srgb, ${vars.color.background} 78%, transparent)`,
    backdropFilter: 'blur(3px)',
    selectors: { [`${screen}[data-drop-target] > &`]: { display: 'flex' } },
  },
]);

export const dropCard = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', paddingY: '8', paddingX: '10', borderRadius: 'xl', background: 'surfaceRaised', boxShadow: 'lg', textAlign: 'center' }),
  {
    border: `1px solid ${vars.color.border}`,
  },
]);

export const dropIcon = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', marginBottom: '2', borderRadius: 'full', background: 'accentSubtle', color: 'accentInk' }),
  {
    width: '56px',
    height: '56px',
  },
]);

export const dropTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const dropText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const statePanel = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '3', padding: '8', textAlign: 'center', borderRadius: 'xl', color: 'textMuted' }),
  {
    height: '100%',
    minHeight: '320px',
    border: `1px dashed ${vars.color.borderStrong}`,
    '@media': { [mobile]: { padding: vars.space['5'] } },
    selectors: {
      '&[data-tone="accent"]': {
        borderColor: `color-mix(in srgb, ${vars.color.accentInk} 45%, ${vars.color.border})`,
        backgroundImage: `radial-gradient(70% 60% at 50% 40%, ${vars.color.accentSubtle}, transparent 75%)`,
      },
      '&[data-tone="danger"]': { borderStyle: 'solid', borderColor: vars.color.border, background: vars.color.surface },
    },
  },
]);

export const stateIcon = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', marginBottom: '1', borderRadius: 'full', background: 'surfaceHover', color: 'textMuted' }),
  {
    width: '56px',
    height: '56px',
    selectors: {
      [`${statePanel}[data-tone="accent"] &`]: { background: vars.color.accentSubtle, color: vars.color.accentInk },
      [`${statePanel}[data-tone="danger"] &`]: { background: vars.color.dangerSubtle, color: vars.color.danger },
    },
  },
]);

export const stateTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  textWrap: 'balance',
});

export const stateText = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '1' }),
  {
    maxWidth: '460px',
    fontSize: vars.fontSize.sm,
    textWrap: 'pretty',
  },
]);

export const stateNote = style({ fontSize: vars.fontSize.xs });

