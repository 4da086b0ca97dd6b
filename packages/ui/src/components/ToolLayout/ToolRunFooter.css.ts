import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { fineText, focusRingInset, hairline } from '../private/recipes.css';

// One period of the 45° stripes along the bar: 20 px of stripe and gap, divided by sin 45°.
const stripePeriod = '28.28px';
const crawl = keyframes({ from: { backgroundPosition: '0 0' }, to: { backgroundPosition: `${stripePeriod} 0` } });

export const footer = style([
  sprinkles({ display: 'flex', flexDirection: 'column', flexShrink: 0, gap: '3', padding: { mobile: '4', tablet: '5' } }),
  {
    borderTop: hairline,
    selectors: { '&:first-child': { borderTop: 'none', borderRadius: vars.radius.lg } },
    borderBottomLeftRadius: vars.radius.lg,
    borderBottomRightRadius: vars.radius.lg,
    background: `color-mix(in srgb, ${vars.color.surfaceRaised} 60%, ${vars.color.background})`,
    // Focus comes here from the Run button when a run starts.
    outline: 'none',
    ':focus-visible': { boxShadow: focusRingInset },
  },
]);

export const noticeTitle = style({ fontWeight: vars.fontWeight.semibold });

export const cost = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '1' })]);

export const costLine = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2', color: 'textMuted' }),
  {
    fontSize: vars.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    selectors: { [`${cost}[data-short] &`]: { color: vars.color.text } },
  },
]);

export const costAmount = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const costMuted = style({ color: vars.color.textMuted });

export const costShort = style([fineText, { paddingLeft: '22px' }]);

export const actions = style([
  sprinkles({ display: 'grid', gap: '2' }),
  {
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(0, 1fr)',
  },
]);

export const reason = style([sprinkles({ color: 'textMuted', textAlign: 'center' }), { fontSize: vars.fontSize.xs }]);

export const engine = style([
  sprinkles({ display: 'flex', alignItems: 'center', paddingTop: '3', color: 'textMuted' }),
  {
    gap: '6px',
    borderTop: hairline,
    fontSize: vars.fontSize.xs,
  },
]);

export const engineName = style({
  marginLeft: 'auto',
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'right',
  overflowWrap: 'anywhere',
});

export const progress = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '2' })]);

export const progressHead = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' }),
  { fontSize: vars.fontSize.sm },
]);

export const progressLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const progressValue = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const track = style([
  sprinkles({ position: 'relative', display: 'block', borderRadius: 'full', overflow: 'hidden' }),
  {
    height: '8px',
    background: `color-mix(in srgb, ${vars.color.accentInk} 18%, transparent)`,
  },
]);

export const fill = style([
  sprinkles({ display: 'block', borderRadius: 'full', background: 'accent' }),
  {
    height: '100%',
    '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'width 240ms ease' } },
  },
]);

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
