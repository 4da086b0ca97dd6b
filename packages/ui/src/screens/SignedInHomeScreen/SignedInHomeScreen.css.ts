import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';

const mobile = below('tablet');

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'], maxWidth: '1180px' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.025em' });

export const subtitle = style({ color: vars.color.textMuted });

export const top = style([
  sprinkles({ display: 'grid', gap: '4' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    selectors: { '&[data-checklist]': { gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)' } },
    '@media': { [below('laptop')]: { selectors: { '&[data-checklist]': { gridTemplateColumns: 'minmax(0, 1fr)' } } } },
  },
]);

export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '4', padding: '6', borderRadius: 'lg', background: 'surface', minWidth: 0 }),
  {
    border: `1px solid ${vars.color.border}`,
    '@media': { [mobile]: { padding: vars.space['5'] } },
    selectors: {
      '&[data-layout="row"]': { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
    },
  },
]);

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['3'] });

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const cardLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const cardNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const checklistProgress = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const track = style([
  sprinkles({ flex: '1', borderRadius: 'full', background: 'surfaceHover', overflow: 'hidden' }),
  {
    height: '6px',
  },
]);

export const fill = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, background: vars.color.accent });

export const progressText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const steps = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const step = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3' }),
  {
    padding: `${vars.space['3']} 0`,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);

export const stepMark = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'full' }),
  {
    width: '24px',
    height: '24px',
    border: `1.5px solid ${vars.color.borderStrong}`,
    selectors: {
      [`${step}[data-done] &`]: { borderColor: vars.color.success, background: vars.color.success, color: vars.color.background },
    },
  },
]);

export const stepText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const stepTitle = style({
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${step}[data-done] &`]: { color: vars.color.textMuted, textDecoration: 'line-through', textDecorationColor: vars.color.borderStrong } },
});

export const stepDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stepAction = style([
  sprinkles({ flexShrink: 0, paddingY: '1', paddingX: '3', borderRadius: 'md', color: 'text' }),
  {
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    },
  },
]);

export const balance = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const balanceValue = style({
  fontSize: '36px',
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.03em',
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  marginBlock: vars.space['1'],
});

export const balanceUnit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, letterSpacing: 0 });

export const balanceLoading = style([
  sprinkles({ display: 'block', borderRadius: 'md', background: 'surfaceHover' }),
  {
    width: '140px',
    height: '40px',
  },
]);

export const yardsticks = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', paddingTop: '4' }),
  {
    borderTop: `1px solid ${vars.color.border}`,
    selectors: {
      [`${card}[data-layout="row"] &`]: { paddingTop: 0, borderTop: 'none', minWidth: '220px' },
    },
  },
]);

export const yardstickList = style({ display: 'flex', flexDirection: 'column', gap: '6px', margin: 0, padding: 0, listStyle: 'none' });

export const yardstick = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'], fontSize: vars.fontSize.sm });

export const yardstickValue = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const creditActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginTop: 'auto' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const sectionHead = style([sprinkles({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: '2' })]);

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const sectionNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sectionLink = style({
  color: vars.color.accentInk,
  fontSize: vars.fontSize.sm,
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

export const emptyRecent = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '3', padding: '5', borderRadius: 'lg', color: 'textMuted' }),
  {
    border: `1px dashed ${vars.color.borderStrong}`,
  },
]);

export const tools = style([
  sprinkles({ display: 'grid', gap: '3', margin: '0', padding: '0' }),
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
    listStyle: 'none',
    '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const toolCell = style({ minWidth: 0 });

export const tool = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '1', padding: '4', borderRadius: 'lg', background: 'surface', color: 'text' }),
  {
    height: '100%',
    border: `1px solid ${vars.color.border}`,
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'border-color 120ms ease, box-shadow 120ms ease' },
    },
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.focusRing}` },
    },
  },
]);

export const toolHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: vars.space['2'] });

export const toolGlyph = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'md', background: 'accentSubtle', color: 'accentInk' }),
  {
    width: '34px',
    height: '34px',
  },
]);

export const badge = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '2', borderRadius: 'full', color: 'textMuted' }),
  {
    gap: '4px',
    height: '22px',
    border: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
]);

export const badgeLocked = style({ borderColor: 'transparent', background: vars.color.warningSubtle, color: vars.color.text });

export const toolName = style({ fontWeight: vars.fontWeight.semibold });

export const toolSummary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
