import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// SPEC.md section 9: the mobile cut-off is 768 px.
const mobile = 'screen and (max-width: 767px)';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '232px minmax(0, 1fr)',
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: `${vars.space['4']} ${vars.space['3']}`,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mobile]: { display: 'none' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space['2'],
  height: '32px',
  paddingInline: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` } },
});

export const logo = style({ display: 'inline-flex', color: vars.color.accentInk });

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  height: '34px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
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
});

globalStyle(`${navLink}[aria-current="page"] svg`, { color: vars.color.accentInk });

export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  height: '56px',
  paddingInline: vars.space['6'],
  borderBottom: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.background} 85%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(12px)',
  '@media': { [mobile]: { paddingInline: vars.space['3'] } },
});

export const topBarStart = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const topBarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const mobileBrand = style({ display: 'none', '@media': { [mobile]: { display: 'inline-flex' } } });

export const iconButton = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
  '@media': { [mobile]: { display: 'inline-flex' } },
});

export const creditsPill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  height: '30px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const creditsDot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  boxShadow: `0 0 0 3px ${vars.color.accentSubtle}`,
});

export const creditsValue = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const creditsUnit = style({ color: vars.color.textMuted });

export const avatarButton = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.focusRing}` },
  },
});

const avatarBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  selectors: { '&::before': { content: 'attr(data-initials)' } },
});

export const avatar = style([avatarBase, { width: '30px', height: '30px', fontSize: vars.fontSize.xs }]);

export const avatarLarge = style([avatarBase, { width: '36px', height: '36px', fontSize: vars.fontSize.sm }]);

export const popover = style({
  minWidth: '264px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const menu = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const menuUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const menuUserText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const menuName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const menuEmail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const menuSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const menuLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const menuFooter = style({ display: 'flex', flexDirection: 'column', padding: vars.space['2'] });

globalStyle(`${menuFooter} > button`, { justifyContent: 'flex-start' });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: 'rgba(0, 0, 0, 0.45)',
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(300px, 85vw)',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  height: '100%',
  padding: vars.space['3'],
  outline: 'none',
});

export const drawerHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space['8'],
  '@media': { [mobile]: { padding: `${vars.space['6']} ${vars.space['4']}` } },
});

/** Pushed to the bottom of the sidebar or drawer. */
export const navFooter = style({ marginTop: 'auto', display: 'flex', flexDirection: 'column' });
