import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { atLeast, atMost } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { accentWell, bare, focusRingOffset, hairline, publicContainer } from '../../components/private/recipes.css';
import { square } from '../../components/private/styleRules';

const compact = atMost('compact');

// The home is a public page: its sections line up with the public top bar above them.
const container = publicContainer;

export const page = style({ minHeight: '100vh' });

export const main = style({ flex: 1 });

export const hero = style([
  sprinkles({ position: 'relative', overflow: 'hidden' }),
  {
    isolation: 'isolate',
    borderBottom: hairline,
  },
]);

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
      [compact]: { paddingBlock: `${vars.space['16']} ${vars.space['12']}`, gap: vars.space['4'] },
    },
  },
]);

export const eyebrow = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2', paddingY: '1', paddingX: '3', borderRadius: 'full', background: 'surface', color: 'textMuted' }),
  {
    border: hairline,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const eyebrowDot = style([
  sprinkles({ borderRadius: 'full', background: 'accent' }),
  {
    width: '6px',
    height: '6px',
  },
]);

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

export const heroNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tools = style([
  container,
  {
    paddingBlock: vars.space['16'],
    '@media': { [compact]: { paddingBlock: vars.space['10'] } },
  },
]);

export const sectionNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const grid = style({
  gridTemplateColumns: '1fr',
  '@media': {
    [atLeast('smallTablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [atLeast('laptop')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    // Ten tools fill two rows of five; four columns would leave two tiles alone.
    [atLeast('large')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

// The whole tile is the link to the tool's page.
export const tile = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', padding: '5', borderRadius: 'lg', background: 'surface', boxShadow: 'sm', color: 'text' }),
  bare,
  {
    height: '100%',
    border: hairline,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'border-color 120ms ease, box-shadow 120ms ease' },
    },
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
    },
  },
]);


export const glyph = style([accentWell, sprinkles({ borderRadius: 'md' }), square('36px')]);

/** A tool that does not run yet: a plain state, no price. */
export const badgeSoon = style({ borderColor: 'transparent', background: vars.color.surfaceHover, color: vars.color.text });

export const footer = style({ borderTop: hairline });

export const footerInner = style([
  container,
  {
    paddingBlock: vars.space['6'],
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
]);

export const footerBrand = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'text' }),
  {
    fontWeight: vars.fontWeight.medium,
  },
]);
