import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { atMost, below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { displayType, focusRing, hairline, publicContainer } from '../../components/private/recipes.css';

const mobile = below('tablet');

export const page = style({ minHeight: '100vh', background: vars.color.background, color: vars.color.text });

export const topBar = style([publicContainer, { height: '60px', maxWidth: '1200px' }]);

export const brand = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'text', borderRadius: 'sm' }),
  {
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    outline: 'none',
    selectors: { '&:focus-visible': { boxShadow: focusRing } },
  },
]);

export const main = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '12' }),
  {
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `${vars.space['12']} ${vars.space['8']} ${vars.space['16']}`,
    '@media': { [mobile]: { padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`, gap: vars.space['10'] } },
  },
]);

export const title = style({
  fontSize: 'clamp(28px, 4vw, 40px)',
  ...displayType,
});

export const lede = style({ maxWidth: '36em', color: vars.color.textMuted, fontSize: vars.fontSize.lg, textWrap: 'pretty' });

export const offer = style({ width: '100%', maxWidth: '560px', textAlign: 'left', selectors: { '&:empty': { display: 'none' } } });

export const error = style({ width: '100%', maxWidth: '560px', textAlign: 'left' });

export const note = error;

export const sectionNote = style({ color: vars.color.textMuted });

export const tierGrid = style({
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  '@media': {
    [atMost('wide')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const tierCard = style({ border: hairline });

export const featured = style({
  borderColor: vars.color.accent,
  boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.shadow.md}`,
});

export const tierName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const featuredBadge = style([
  sprinkles({ borderRadius: 'full', background: 'accentSubtle', color: 'accentInk' }),
  {
    padding: `2px ${vars.space['2']}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const priceValue = style({ fontSize: '32px', fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.02em' });

export const priceUnit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tierPitch = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, minHeight: '2.7em' });

export const tierAction = style({ minHeight: '38px' });

globalStyle(`${tierAction} > button`, { width: '100%' });

export const features = style({ borderTop: hairline });

export const feature = style({ fontSize: vars.fontSize.sm });

export const check = style({ display: 'inline-flex', marginTop: '3px', color: vars.color.accentInk, flexShrink: 0 });

/** A tool the plan will open once it runs: a muted clock instead of the check. */
export const soon = style({ display: 'inline-flex', marginTop: '3px', color: vars.color.textMuted, flexShrink: 0 });

export const soonLabel = style({
  marginLeft: vars.space['2'],
  padding: `1px ${vars.space['2']}`,
  borderRadius: '999px',
  background: vars.color.surfaceHover,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

/** `Everything in Starter, plus:` above what a plan adds. */
export const featureHeading = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
