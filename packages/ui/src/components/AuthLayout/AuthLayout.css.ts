import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const narrow = 'screen and (max-width: 900px)';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(380px, 5fr) 7fr',
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [narrow]: { gridTemplateColumns: '1fr' } },
});

export const brandPanel = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  padding: vars.space['10'],
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [narrow]: { display: 'none' } },
});

export const brandGlow = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: [
    `radial-gradient(70% 55% at 0% 100%, ${vars.color.accentSubtle}, transparent 70%)`,
    `radial-gradient(50% 40% at 100% 0%, color-mix(in srgb, ${vars.color.accentSubtle} 70%, transparent), transparent 70%)`,
  ].join(', '),
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` } },
});

export const mobileBrand = style({
  display: 'none',
  alignSelf: 'center',
  '@media': { [narrow]: { display: 'inline-flex' } },
});

export const logo = style({ display: 'inline-flex', color: vars.color.accentInk });

export const pitch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '26em',
  marginTop: vars.space['12'],
});

export const pitchTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.025em',
  textWrap: 'balance',
});

export const highlights = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const highlight = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '1px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentInk,
});

export const cubes = style({
  position: 'relative',
  flex: 1,
  minHeight: '160px',
});

const cubeBase = style({ position: 'absolute', display: 'inline-flex', color: vars.color.accentInk });

export const cube = styleVariants({
  large: [cubeBase, { left: '12%', bottom: '18%', opacity: 0.9 }],
  medium: [cubeBase, { left: '52%', bottom: '46%', opacity: 0.55 }],
  small: [cubeBase, { left: '68%', bottom: '12%', opacity: 0.35 }],
});

export const legal = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['6'],
  padding: `${vars.space['12']} ${vars.space['6']}`,
  '@media': {
    [narrow]: { justifyContent: 'flex-start', paddingTop: vars.space['12'] },
    'screen and (max-width: 480px)': { padding: `${vars.space['10']} ${vars.space['4']}` },
  },
});

export const card = style({
  width: '100%',
  maxWidth: '400px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['8'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space['6'] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '-0.015em',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const footer = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
});
