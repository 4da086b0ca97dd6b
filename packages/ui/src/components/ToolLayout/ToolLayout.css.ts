import { createContainer, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// SPEC.md section 9: the mobile cut-off is 768 px.
const mobile = 'screen and (max-width: 767px)';
const pageContainer = createContainer();

/** Wide enough for the preview beside the 360 px panel; narrower, and on phones, one column. */
export const twoColumns = `${pageContainer} (min-width: 821px)`;
const oneColumn = `${pageContainer} (max-width: 820px)`;

// What the dashboard shell and this page's header take above the columns: the top bar (56 px),
// the content padding (2 × 32 px), the title block and its gap. Two columns fill the rest of the
// window, so the run button is always in view and the options scroll inside their panel.
const chromeHeight = '200px';
// One period of the 45° stripes along the bar: 20 px of stripe and gap, divided by sin 45°.
const stripePeriod = '28.28px';
const crawl = keyframes({ from: { backgroundPosition: '0 0' }, to: { backgroundPosition: `${stripePeriod} 0` } });

export const page = style({
  // The page's own width decides the columns, so they also stack beside the sidebar on a small laptop.
  containerName: pageContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '1360px',
  minWidth: 0,
  '@media': { [mobile]: { gap: vars.space['5'] } },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['4'], minWidth: 0 });

export const glyph = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.lg,
  background: vars.color.accentSubtle,
  color: vars.color.accentInk,
  boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.accentInk} 22%, transparent)`,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const titleRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['3'] });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
  '@media': { [mobile]: { fontSize: vars.fontSize.xl } },
});

export const soonBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '22px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 360px',
  gap: vars.space['6'],
  '@container': {
    [twoColumns]: { gridTemplateRows: 'minmax(0, 1fr)', height: `calc(100dvh - ${chromeHeight})`, minHeight: '520px' },
    [oneColumn]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'] },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  '@container': { [twoColumns]: { minHeight: 0, overflowY: 'auto' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@container': { [twoColumns]: { minHeight: 0, overflow: 'hidden' } },
  // Without options there is only the footer: the panel keeps to its height instead of the column's.
  selectors: { '&[data-fit]': { alignSelf: 'start' } },
});

const scrollShadow = `color-mix(in srgb, ${vars.color.text} 14%, transparent)`;

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` } },
  '@container': {
    [twoColumns]: {
      flex: '1 1 auto',
      minHeight: 0,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      // Shadows at an edge with more options beyond it: the covers scroll with the content and
      // hide the shadows once an end is reached (no script needed).
      background: [
        `linear-gradient(${vars.color.surface} 30%, transparent) center top`,
        `linear-gradient(transparent, ${vars.color.surface} 70%) center bottom`,
        `radial-gradient(farthest-side at 50% 0, ${scrollShadow}, transparent) center top`,
        `radial-gradient(farthest-side at 50% 100%, ${scrollShadow}, transparent) center bottom`,
      ].join(', '),
      backgroundRepeat: 'no-repeat',
      backgroundSize: '100% 40px, 100% 40px, 100% 12px, 100% 12px',
      backgroundAttachment: 'local, local, scroll, scroll',
    },
  },
});

export const sectionTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const options = style({
  minWidth: 0,
  padding: vars.space['5'],
  '@media': { [mobile]: { padding: vars.space['4'] } },
  selectors: { '&[data-locked]': { opacity: 0.7 } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', borderRadius: vars.radius.lg } },
  borderBottomLeftRadius: vars.radius.lg,
  borderBottomRightRadius: vars.radius.lg,
  background: `color-mix(in srgb, ${vars.color.surfaceRaised} 60%, ${vars.color.background})`,
  '@media': { [mobile]: { padding: vars.space['4'] } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.semibold });

export const cost = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const costLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${cost}[data-short] &`]: { color: vars.color.text } },
});

export const costIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.warning });

export const costAmount = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const costMuted = style({ color: vars.color.textMuted });

export const costShort = style({
  paddingLeft: '22px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const actions = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space['2'],
});

export const reason = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center' });

export const engine = style({
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const engineIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const engineName = style({
  marginLeft: 'auto',
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'right',
  overflowWrap: 'anywhere',
});

export const progressBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const progressHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const progressLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const progressValue = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  display: 'block',
  height: '8px',
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.accentInk} 18%, transparent)`,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'width 240ms ease' } },
});

// Stripes over the whole track say "busy" without claiming an amount, even when still.
export const fillIndeterminate = style({
  width: '100%',
  backgroundImage: `repeating-linear-gradient(-45deg, transparent 0 10px, color-mix(in srgb, ${vars.color.accentText} 22%, transparent) 10px 20px)`,
  backgroundSize: `${stripePeriod} ${stripePeriod}`,
  '@media': {
    // Reduced motion keeps the stripes still; the visual tests rely on it.
    '(prefers-reduced-motion: no-preference)': { animation: `${crawl} 0.8s linear infinite` },
  },
});

export const fine = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug });

export const resultCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const resultSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const report = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(112px, 1fr))',
  margin: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});

// Hairlines between the figures that also work when the row wraps: each figure draws its own
// left and top line, and the list hides the outer ones under its border.
export const reportItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  marginTop: '-1px',
  marginLeft: '-1px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
});

export const reportTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const reportValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const outputs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const output = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `6px ${vars.space['3']} 6px ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const outputIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.sm,
  background: vars.color.accentSubtle,
  color: vars.color.accentInk,
});

// Wrapped, never cut: the end of an output's name (`LOD2`) is often what tells it apart.
export const outputName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const outputArrow = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });
