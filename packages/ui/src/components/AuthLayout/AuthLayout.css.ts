import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { atMost, below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRing, hairline, wordmark } from '../private/recipes.css';

const narrow = atMost('split');

export const page = style({
  minHeight: '100vh',
  gridTemplateColumns: 'minmax(380px, 5fr) 7fr',
  '@media': { [narrow]: { gridTemplateColumns: '1fr' } },
});

export const brandPanel = style({
  isolation: 'isolate',
  borderRight: hairline,
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

export const brand = style([
  wordmark,
  {
    display: 'inline-flex',
    alignSelf: 'flex-start',
    selectors: { '&:focus-visible': { boxShadow: focusRing } },
  },
]);

export const mobileBrand = style({
  display: 'none',
  alignSelf: 'center',
  '@media': { [narrow]: { display: 'inline-flex' } },
});

export const pitch = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '6', marginTop: '12' }),
  {
    maxWidth: '26em',
  },
]);

export const pitchTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.025em',
  textWrap: 'balance',
});

export const highlight = style({ fontSize: vars.fontSize.md });

export const check = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'full', background: 'accentSubtle', color: 'accentInk' }),
  {
    width: '20px',
    height: '20px',
    marginTop: '1px',
  },
]);

export const cubes = style([
  sprinkles({ position: 'relative', flex: '1' }),
  {
    minHeight: '160px',
  },
]);

const cubeBase = style({ position: 'absolute', display: 'inline-flex', color: vars.color.accentInk });

export const cube = styleVariants({
  large: [cubeBase, { left: '12%', bottom: '18%', opacity: 0.9 }],
  medium: [cubeBase, { left: '52%', bottom: '46%', opacity: 0.55 }],
  small: [cubeBase, { left: '68%', bottom: '12%', opacity: 0.35 }],
});

export const legal = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const main = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '6', paddingY: '12', paddingX: '6' }),
  {
    '@media': {
      [narrow]: { justifyContent: 'flex-start', paddingTop: vars.space['12'] },
      [below('phone')]: { padding: `${vars.space['10']} ${vars.space['4']}` },
    },
  },
]);

export const card = style([
  sprinkles({ width: 'full', display: 'flex', flexDirection: 'column', gap: '6', padding: '8', borderRadius: 'xl', background: 'surface', boxShadow: 'md' }),
  {
    maxWidth: '400px',
    border: hairline,
    '@media': { [below('phone')]: { padding: vars.space['6'] } },
  },
]);

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

export const footer = style([
  sprinkles({ color: 'textMuted', textAlign: 'center' }),
  {
    fontSize: vars.fontSize.md,
  },
]);
