import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const container = style({
  width: '100%',
  maxWidth: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space['8'],
  '@media': {
    'screen and (max-width: 640px)': { paddingInline: vars.space['4'] },
  },
});

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  borderBottom: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.background} 82%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(12px)',
});

export const topBarInner = style([
  container,
  { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['4'], height: '60px' },
]);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
});

export const logo = style({ display: 'inline-flex', color: vars.color.accentInk });

export const topBarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const topLink = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: '3px',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const main = style({ flex: 1 });

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  borderBottom: `1px solid ${vars.color.border}`,
});

// A soft accent glow behind the headline; decorative only.
export const heroGlow = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: `radial-gradient(60% 90% at 50% -10%, ${vars.color.accentSubtle}, transparent 70%)`,
});

export const heroInner = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space['5'],
    paddingBlock: `${vars.space['24']} ${vars.space['16']}`,
    '@media': {
      'screen and (max-width: 640px)': { paddingBlock: `${vars.space['16']} ${vars.space['12']}`, gap: vars.space['4'] },
    },
  },
]);

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const eyebrowDot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const headline = style({
  maxWidth: '16em',
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.035em',
  textWrap: 'balance',
});

export const lede = style({
  maxWidth: '38em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  textWrap: 'pretty',
});

export const tools = style([
  container,
  {
    paddingBlock: vars.space['16'],
    '@media': { 'screen and (max-width: 640px)': { paddingBlock: vars.space['10'] } },
  },
]);

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['6'],
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.015em',
});

export const sectionNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  '@media': {
    'screen and (min-width: 540px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 960px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    // Ten tools fill two rows of five; four columns would leave two tiles alone.
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const tileHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space['2'],
});

export const glyph = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accentInk,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '22px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tileName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
});

export const tileSummary = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const empty = style({
  padding: vars.space['10'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const footer = style({ borderTop: `1px solid ${vars.color.border}` });

export const footerInner = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    paddingBlock: vars.space['6'],
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
]);

export const footerBrand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
