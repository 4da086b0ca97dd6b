import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { accentWell, bare, bone, displayType, focusRing, focusRingOffset, hairline, panel, priceBadge } from '../../components/private/recipes.css';

const mobile = below('tablet');

export const top = style([
  sprinkles({ display: 'grid', gap: '4' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    selectors: { '&[data-checklist]': { gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)' } },
    '@media': { [below('laptop')]: { selectors: { '&[data-checklist]': { gridTemplateColumns: 'minmax(0, 1fr)' } } } },
  },
]);

export const card = style([
  panel,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '4', padding: { mobile: '5', tablet: '6' }, minWidth: 0 }),
  {
    selectors: {
      '&[data-layout="row"]': { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
    },
  },
]);

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const cardLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const cardNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const checklistProgress = style([sprinkles({ display: 'flex', alignItems: 'center', gap: '3' })]);

export const track = style([
  sprinkles({ flex: '1', borderRadius: 'full', background: 'surfaceHover', overflow: 'hidden' }),
  {
    height: '6px',
  },
]);

export const fill = style([sprinkles({ display: 'block', borderRadius: 'full', background: 'accent' }), { height: '100%' }]);

export const progressText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const step = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3', paddingY: '3' }),
  {
    borderTop: hairline,
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

export const stepTitle = style({
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${step}[data-done] &`]: { color: vars.color.textMuted, textDecoration: 'line-through', textDecorationColor: vars.color.borderStrong } },
});

export const stepDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stepAction = style([
  sprinkles({ flexShrink: 0, paddingY: '1', paddingX: '3', borderRadius: 'md', color: 'text' }),
  bare,
  {
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);

export const balanceValue = style({
  fontSize: '36px',
  ...displayType,
  fontVariantNumeric: 'tabular-nums',
  marginBlock: vars.space['1'],
});

export const balanceUnit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, letterSpacing: 0 });

export const balanceLoading = style([bone, sprinkles({ borderRadius: 'md' }), { width: '140px', height: '40px' }]);

export const yardsticks = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', paddingTop: '4' }),
  {
    borderTop: hairline,
    selectors: {
      [`${card}[data-layout="row"] &`]: { paddingTop: 0, borderTop: 'none', minWidth: '220px' },
    },
  },
]);

export const yardstickList = style({ gap: '6px' });

export const yardstick = style({ fontSize: vars.fontSize.sm });

export const yardstickValue = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const creditActions = style({ marginTop: 'auto' });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const sectionNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const emptyRecent = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '3', padding: '5', borderRadius: 'lg', color: 'textMuted' }),
  {
    border: `1px dashed ${vars.color.borderStrong}`,
  },
]);

export const tools = style([
  sprinkles({ display: 'grid', gap: '3' }),
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
    '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const tool = style([
  panel,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '1', padding: '4', color: 'text' }),
  bare,
  {
    height: '100%',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'border-color 120ms ease, box-shadow 120ms ease' },
    },
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
    },
  },
]);

export const toolGlyph = style([accentWell, sprinkles({ borderRadius: 'md' }), { width: '34px', height: '34px' }]);

export const badge = style([priceBadge, { gap: '4px' }]);

export const badgeLocked = style({ borderColor: 'transparent', background: vars.color.warningSubtle, color: vars.color.text });

/** A tool that does not run yet: a plain state, no price. */
export const badgeSoon = style({ borderColor: 'transparent', background: vars.color.surfaceHover, color: vars.color.text });

export const toolName = style({ fontWeight: vars.fontWeight.semibold });

export const toolSummary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
