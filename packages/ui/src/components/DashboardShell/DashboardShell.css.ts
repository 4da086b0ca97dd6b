import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';

const mobile = below('tablet');

export const shell = style([
  sprinkles({ display: 'grid', background: 'background', color: 'text' }),
  {
    minHeight: '100vh',
    gridTemplateColumns: '232px minmax(0, 1fr)',
    '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const sidebar = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '6', paddingY: '4', paddingX: '3', background: 'surface' }),
  {
    position: 'sticky',
    top: 0,
    height: '100vh',
    borderRight: `1px solid ${vars.color.border}`,
    '@media': { [mobile]: { display: 'none' } },
  },
]);

export const brand = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start', gap: '2', paddingX: '2', color: 'text', borderRadius: 'sm' }),
  {
    height: '32px',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
    outline: 'none',
    selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` } },
  },
]);

export const logo = style({ display: 'inline-flex', color: vars.color.accentInk });

export const navList = style([
  sprinkles({ display: 'flex', flexDirection: 'column', margin: '0', padding: '0' }),
  {
    gap: '2px',
    listStyle: 'none',
  },
]);

export const navLink = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3', paddingX: '2', borderRadius: 'md', color: 'textMuted' }),
  {
    height: '34px',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[aria-current="page"]': {
        background: vars.color.accentSubtle,
        color: vars.color.text,
      },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    },
  },
]);

globalStyle(`${navLink}[aria-current="page"] svg`, { color: vars.color.accentInk });

export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const topBar = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', paddingX: '6' }),
  {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    height: '56px',
    borderBottom: `1px solid ${vars.color.border}`,
    background: `color-mix(in srgb, ${vars.color.background} 85%, transparent)`,
    backdropFilter: 'saturate(1.4) blur(12px)',
    '@media': { [mobile]: { paddingInline: vars.space['3'] } },
  },
]);

export const topBarStart = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const topBarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const mobileBrand = style({ display: 'none', '@media': { [mobile]: { display: 'inline-flex' } } });

export const iconButton = style([
  sprinkles({ display: 'none', alignItems: 'center', justifyContent: 'center', borderRadius: 'md', color: 'text' }),
  {
    width: '36px',
    height: '36px',
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    },
    '@media': { [mobile]: { display: 'inline-flex' } },
  },
]);

export const creditsPill = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '3', borderRadius: 'full', background: 'surface', color: 'text' }),
  {
    gap: '6px',
    height: '30px',
    border: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    },
  },
]);

export const creditsDot = style([
  sprinkles({ borderRadius: 'full', background: 'accent' }),
  {
    width: '8px',
    height: '8px',
    boxShadow: `0 0 0 3px ${vars.color.accentSubtle}`,
  },
]);

export const creditsValue = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const creditsUnit = style({ color: vars.color.textMuted });

export const avatarButton = style([
  sprinkles({ display: 'inline-flex', padding: '0', borderRadius: 'full' }),
  {
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.focusRing}` },
    },
  },
]);

const avatarBase = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'full', background: 'accent', color: 'accentText' }),
  {
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.02em',
    selectors: { '&::before': { content: 'attr(data-initials)' } },
  },
]);

export const avatar = style([avatarBase, { width: '30px', height: '30px', fontSize: vars.fontSize.xs }]);

export const avatarLarge = style([avatarBase, { width: '36px', height: '36px', fontSize: vars.fontSize.sm }]);

export const popover = style([
  sprinkles({ borderRadius: 'lg', background: 'surfaceRaised', boxShadow: 'lg' }),
  {
    minWidth: '264px',
    border: `1px solid ${vars.color.border}`,
    outline: 'none',
  },
]);

export const menu = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const menuUser = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3', padding: '4' }),
  {
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const menuUserText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const menuName = style([
  sprinkles({ margin: '0', overflow: 'hidden' }),
  {
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

export const menuEmail = style([
  sprinkles({ color: 'textMuted', overflow: 'hidden' }),
  {
    fontSize: vars.fontSize.sm,
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

export const menuSection = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', padding: '4' }),
  {
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const menuLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const menuFooter = style({ display: 'flex', flexDirection: 'column', padding: vars.space['2'] });

globalStyle(`${menuFooter} > button`, { justifyContent: 'flex-start' });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: 'rgba(0, 0, 0, 0.45)',
});

export const drawer = style([
  sprinkles({ background: 'surface', boxShadow: 'lg' }),
  {
    position: 'fixed',
    top: 0,
    bottom: 0,
    left: 0,
    width: 'min(300px, 85vw)',
    borderRight: `1px solid ${vars.color.border}`,
    outline: 'none',
  },
]);

export const drawerDialog = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '4', padding: '3' }),
  {
    height: '100%',
    outline: 'none',
  },
]);

export const drawerHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const content = style([
  sprinkles({ flex: '1', minWidth: 0, padding: '8' }),
  {
    '@media': { [mobile]: { padding: `${vars.space['6']} ${vars.space['4']}` } },
  },
]);

/** Pushed to the bottom of the sidebar or drawer. */
export const navFooter = style({ marginTop: 'auto', display: 'flex', flexDirection: 'column' });
