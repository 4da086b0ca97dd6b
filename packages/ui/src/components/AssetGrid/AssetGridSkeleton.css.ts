import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { hairline } from '../private/recipes.css';

const mobile = below('tablet');
const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '4', overflow: 'hidden', paddingTop: '1' }),
  {
    height: '100%',
  },
]);

export const shimmer = style([
  sprinkles({ display: 'block', background: 'surfaceHover' }),
  {
    '@media': {
      // Still under reduced motion; the visual tests rely on it.
      '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
    },
  },
]);

export const folders = style({ display: 'flex', gap: vars.space['3'], overflow: 'hidden', flexShrink: 0 });

export const folder = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3', paddingX: '3', borderRadius: 'lg', background: 'surface' }),
  {
    flex: '0 0 auto',
    width: '216px',
    height: '60px',
    border: hairline,
    '@media': { [mobile]: { width: '176px' } },
  },
]);

export const folderGlyph = style({ width: '36px', height: '36px', flexShrink: 0, borderRadius: vars.radius.md });

export const grid = style([
  sprinkles({ display: 'grid', gap: '4' }),
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    alignContent: 'start',
    '@media': { [mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'] } },
  },
]);

export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column', borderRadius: 'lg', background: 'surface', overflow: 'hidden' }),
  {
    border: hairline,
  },
]);

export const media = style({ aspectRatio: '4 / 3', width: '100%', borderRadius: 0 });

export const lines = style([
  sprinkles({ display: 'flex', flexDirection: 'column', flex: '1', minWidth: 0 }),
  {
    gap: '8px',
    padding: `12px ${vars.space['3']} 14px`,
    selectors: { [`${folder} &`]: { padding: 0 } },
  },
]);

export const line = style({ height: '10px', borderRadius: vars.radius.full });
