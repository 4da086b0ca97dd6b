import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { hairline } from '../../components/private/recipes.css';

const mobile = below('tablet');

const rootBase = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', width: 'full', textAlign: 'center' }),
  {
    maxWidth: '520px',
    marginInline: 'auto',
  },
]);

export const root = styleVariants({
  // The shell already pads its content.
  shell: [rootBase, { paddingTop: vars.space['16'], '@media': { [mobile]: { paddingTop: vars.space['10'] } } }],
  public: [
    rootBase,
    {
      paddingTop: vars.space['24'],
      paddingInline: vars.space['6'],
      '@media': { [mobile]: { paddingTop: vars.space['16'], paddingInline: vars.space['4'] } },
    },
  ],
});

export const iconWell = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', marginBottom: '2', borderRadius: 'lg', background: 'accentSubtle', color: 'accentInk' }),
  {
    width: '48px',
    height: '48px',
  },
]);

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
});

export const message = style({
  maxWidth: '420px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textWrap: 'pretty',
});

export const address = style([
  sprinkles({ display: 'inline-block', marginY: '1', paddingY: '2', paddingX: '3', borderRadius: 'md', background: 'surfaceRaised', color: 'text', textAlign: 'left' }),
  {
    maxWidth: '100%',
    border: hairline,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    // Addresses can be long and have no spaces.
    overflowWrap: 'anywhere',
  },
]);

