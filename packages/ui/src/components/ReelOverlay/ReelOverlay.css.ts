import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { bareButton, focusRingOffset, hairline, oneLine, pressableStates } from '../private/recipes.css';

const mobile = below('tablet');

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: `color-mix(in srgb, ${vars.color.background} 94%, transparent)`,
  backdropFilter: 'blur(12px)',
});

export const modal = style({ position: 'absolute', inset: 0, outline: 'none' });

export const dialog = style([
  sprinkles({ display: 'flex', flexDirection: 'column', color: 'text' }),
  {
    height: '100%',
    outline: 'none',
  },
]);

export const bar = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' }),
  {
    padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['3']} ${vars.space['6']}`,
    '@media': { [mobile]: { padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']}` } },
  },
]);

export const heading = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const title = style({
  ...oneLine,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const position = style({ fontVariantNumeric: 'tabular-nums' });

export const barActions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 });

export const iconButton = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', padding: '0', borderRadius: 'md', color: 'text' }),
  {
    width: '38px',
    height: '38px',
    ...bareButton,
    selectors: pressableStates,
  },
]);

export const stage = style([
  sprinkles({ position: 'relative', flex: '1', display: 'flex', alignItems: 'center', gap: '4' }),
  {
    minHeight: 0,
    padding: `0 ${vars.space['4']} ${vars.space['6']}`,
    '@media': { [mobile]: { padding: `0 0 ${vars.space['4']}`, gap: 0 } },
  },
]);

export const media = style([
  sprinkles({ position: 'relative', flex: '1', minWidth: 0, borderRadius: 'xl', overflow: 'hidden' }),
  {
    height: '100%',
    '@media': { [mobile]: { borderRadius: 0 } },
  },
]);

export const step = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, padding: '0', borderRadius: 'full', background: 'surfaceRaised', color: 'text', boxShadow: 'md' }),
  {
    width: '48px',
    height: '48px',
    border: hairline,
    cursor: 'pointer',
    outline: 'none',
    zIndex: 1,
    '@media': {
      [mobile]: { position: 'absolute', top: '50%', transform: 'translateY(-50%)', width: '40px', height: '40px' },
    },
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: focusRingOffset },
      '&[data-disabled]': { opacity: 0.35, cursor: 'default', boxShadow: 'none' },
    },
  },
]);

export const stepPrevious = style({ '@media': { [mobile]: { left: vars.space['2'] } } });

export const stepNext = style({ '@media': { [mobile]: { right: vars.space['2'] } } });

export const note = style([
  sprinkles({ alignSelf: 'center', paddingY: '1', paddingX: '3', borderRadius: 'full', background: 'surfaceRaised', color: 'textMuted', textAlign: 'center' }),
  {
    margin: `calc(-1 * ${vars.space['3']}) 0 ${vars.space['4']}`,
    border: hairline,
    fontSize: vars.fontSize.sm,
  },
]);
