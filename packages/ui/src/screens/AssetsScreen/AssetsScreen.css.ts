import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// SPEC.md section 9: the mobile cut-off is 768 px.
const mobile = 'screen and (max-width: 767px)';

// The screen fills the dashboard's content area (the viewport less the 56 px top bar and the
// content padding), so only the grid scrolls and the toolbar stays in place.
export const screen = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  height: 'calc(100dvh - 56px - 2 * 32px)',
  minHeight: '460px',
  '@media': { [mobile]: { height: 'calc(100dvh - 56px - 2 * 24px)', gap: vars.space['3'] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], flexShrink: 0 });

export const headRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: '38px',
});

export const crumbNav = style({ flex: 1, minWidth: 0 });

export const crumbs = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 1,
  minWidth: '3em',
  borderRadius: vars.radius.md,
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
});

export const crumbLink = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    [`${crumb}[data-drop-target] &`]: { color: vars.color.text, background: 'transparent' },
  },
});

export const crumbSeparator = style({ color: vars.color.borderStrong, fontSize: vars.fontSize.lg, paddingInline: '2px' });

export const currentCrumb = style({ display: 'flex', minWidth: 0, flexShrink: 0, maxWidth: '100%' });

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.015em',
  lineHeight: vars.lineHeight.snug,
  selectors: { [`${crumbs} > li:first-child > &`]: { paddingInline: 0 } },
});

export const headActions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 });

export const filterRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '0 1 320px',
  minWidth: '200px',
  '@media': { [mobile]: { flexBasis: '100%' } },
});

export const searchIcon = style({
  position: 'absolute',
  left: vars.space['3'],
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  height: '36px',
  paddingInline: `36px 34px`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
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
});

export const searchClear = style({
  position: 'absolute',
  right: vars.space['1'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

globalStyle(`${search}[data-empty] ${searchClear}`, { display: 'none' });

export const typeFilter = style({
  display: 'inline-flex',
  gap: '2px',
  padding: '3px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: '100%',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const typeOption = style({
  height: '28px',
  paddingInline: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  '@media': { [mobile]: { paddingInline: '10px' } },
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.text, background: vars.color.surfaceHover, boxShadow: vars.shadow.sm },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const body = style({ position: 'relative', flex: 1, minHeight: 0 });

// Floating things at the bottom: the upload panel (right) above the selection bar (centre).
export const dock = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: vars.space['2'],
  zIndex: 5,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  pointerEvents: 'none',
});

export const selectionBar = style({
  alignSelf: 'center',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['1']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  maxWidth: '100%',
});

export const selectionCount = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  marginRight: vars.space['1'],
});

export const selectionDivider = style({ width: '1px', height: '20px', marginInline: vars.space['1'], background: vars.color.border });

export const selectionClear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '30px',
  height: '30px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const dropOverlay = style({
  position: 'absolute',
  inset: `calc(-1 * ${vars.space['3']})`,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.xl,
  border: `2px dashed ${vars.color.accentInk}`,
  background: `color-mix(in srgb, ${vars.color.background} 78%, transparent)`,
  backdropFilter: 'blur(3px)',
  pointerEvents: 'none',
});

export const dropCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['8']} ${vars.space['10']}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  textAlign: 'center',
});

export const dropIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  marginBottom: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentInk,
});

export const dropTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const dropText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const statePanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  height: '100%',
  minHeight: '320px',
  padding: vars.space['8'],
  textAlign: 'center',
  borderRadius: vars.radius.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  '@media': { [mobile]: { padding: vars.space['5'] } },
  selectors: {
    '&[data-tone="accent"]': {
      borderColor: `color-mix(in srgb, ${vars.color.accentInk} 45%, ${vars.color.border})`,
      backgroundImage: `radial-gradient(70% 60% at 50% 40%, ${vars.color.accentSubtle}, transparent 75%)`,
    },
    '&[data-tone="danger"]': { borderStyle: 'solid', borderColor: vars.color.border, background: vars.color.surface },
  },
});

export const stateIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  marginBottom: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
  selectors: {
    [`${statePanel}[data-tone="accent"] &`]: { background: vars.color.accentSubtle, color: vars.color.accentInk },
    [`${statePanel}[data-tone="danger"] &`]: { background: vars.color.dangerSubtle, color: vars.color.danger },
  },
});

export const stateTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  textWrap: 'balance',
});

export const stateText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  maxWidth: '460px',
  fontSize: vars.fontSize.sm,
  textWrap: 'pretty',
});

export const stateNote = style({ fontSize: vars.fontSize.xs });

export const stateActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});
