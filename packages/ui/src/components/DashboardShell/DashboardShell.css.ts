import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mobileMedia as mobile } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { bareButton, focusRing, focusRingInset, focusRingOffset, hairline, oneLine, pressableStates } from '../private/recipes.css';
import { frostedBar } from '../private/styleRules';

export const shell = style({
  minHeight: '100vh',
  gridTemplateColumns: '232px minmax(0, 1fr)',
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  borderRight: hairline,
  '@media': { [mobile]: { display: 'none' } },
});

export const brand = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start', gap: '2', paddingX: '2', color: 'text', borderRadius: 'sm' }),
  {
    height: '32px',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
    outline: 'none',
    selectors: { '&[data-focus-visible]': { boxShadow: focusRing } },
  },
]);

export const navList = style({ gap: '2px' });

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
      '&[data-focus-visible]': { boxShadow: focusRingInset },
    },
  },
]);

globalStyle(`${navLink}[aria-current="page"] svg`, { color: vars.color.accentInk });

export const topBar = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', paddingX: { mobile: '3', tablet: '6' } }),
  frostedBar('85%'),
  { height: '56px' },
]);

export const mobileBrand = style({ display: 'none', '@media': { [mobile]: { display: 'inline-flex' } } });

export const iconButton = style([
  sprinkles({ display: { mobile: 'inline-flex', tablet: 'none' }, alignItems: 'center', justifyContent: 'center', borderRadius: 'md', color: 'text' }),
  {
    ...bareButton,
    width: '36px',
    height: '36px',
    selectors: pressableStates,
  },
]);

export const creditsPill = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '3', borderRadius: 'full', background: 'surface', color: 'text' }),
  {
    gap: '6px',
    height: '30px',
    border: hairline,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: focusRing },
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
    ...bareButton,
    selectors: {
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
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
    border: hairline,
    outline: 'none',
  },
]);

export const menu = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { outline: 'none' }]);

const menuBlock = style({ borderBottom: hairline });

export const menuUser = style([menuBlock, sprinkles({ display: 'flex', alignItems: 'center', gap: '3', padding: '4' })]);

export const menuName = style([sprinkles({ margin: '0' }), { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, ...oneLine }]);

export const menuEmail = style([sprinkles({ color: 'textMuted' }), { fontSize: vars.fontSize.sm, ...oneLine }]);

export const menuSection = style([menuBlock, sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', padding: '4' })]);

export const menuLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const menuFooter = style([sprinkles({ display: 'flex', flexDirection: 'column', padding: '2' })]);

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
    borderRight: hairline,
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

export const content = style([
  sprinkles({ flex: '1', minWidth: 0, padding: '8' }),
  {
    '@media': { [mobile]: { padding: `${vars.space['6']} ${vars.space['4']}` } },
  },
]);

/** Pushed to the bottom of the sidebar or drawer. */
export const navFooter = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { marginTop: 'auto' }]);

