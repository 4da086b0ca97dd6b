import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const mobile = 'screen and (max-width: 767px)';

export const page = style({ minHeight: '100vh', background: vars.color.background, color: vars.color.text });

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  height: '60px',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space['8'],
  '@media': { [mobile]: { paddingInline: vars.space['4'] } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` } },
});

export const logo = style({ display: 'inline-flex', color: vars.color.accentInk });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space['12']} ${vars.space['8']} ${vars.space['16']}`,
  '@media': { [mobile]: { padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`, gap: vars.space['10'] } },
});

export const hero = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.space['4'] });

export const title = style({
  fontSize: 'clamp(28px, 4vw, 40px)',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.03em',
});

export const lede = style({ maxWidth: '36em', color: vars.color.textMuted, fontSize: vars.fontSize.lg, textWrap: 'pretty' });

export const offer = style({ width: '100%', maxWidth: '560px', textAlign: 'left', selectors: { '&:empty': { display: 'none' } } });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space['2'] });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.015em' });

export const sectionNote = style({ color: vars.color.textMuted });

export const tierGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const tierCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const featured = style({
  borderColor: vars.color.accent,
  boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.shadow.md}`,
});

export const tierHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

export const tierName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const featuredBadge = style({
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentInk,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['1'] });

export const priceValue = style({ fontSize: '32px', fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.02em' });

export const priceUnit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tierPitch = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, minHeight: '2.7em' });

export const tierAction = style({ display: 'flex', flexDirection: 'column', minHeight: '38px' });

globalStyle(`${tierAction} > button`, { width: '100%' });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  marginTop: vars.space['2'],
  paddingTop: vars.space['4'],
  paddingLeft: 0,
  borderTop: `1px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], fontSize: vars.fontSize.sm });

export const check = style({ display: 'inline-flex', marginTop: '3px', color: vars.color.accentInk, flexShrink: 0 });
