import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { hairline } from './recipes.css';

const shimmer = keyframes({ from: { backgroundPosition: '150% 0' }, to: { backgroundPosition: '-50% 0' } });

export const frame = style([
  sprinkles({ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '2', width: 'full', overflow: 'hidden' }),
  {
    height: '100%',
    background: vars.color.surfaceRaised,
  },
]);

// A contained picture sits on whatever stage holds it (a checkerboard, the reel's backdrop).
export const frameClear = style({ background: 'transparent' });

export const skeleton = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.surfaceRaised,
  backgroundImage: `linear-gradient(100deg, transparent 30%, color-mix(in srgb, ${vars.color.surfaceHover} 85%, ${vars.color.text} 4%) 50%, transparent 70%)`,
  backgroundSize: '200% 100%',
  backgroundPosition: '50% 0',
  '@media': {
    // Reduced motion keeps a still sheen; the visual tests rely on it.
    '(prefers-reduced-motion: no-preference)': { animation: `${shimmer} 1.4s ease-in-out infinite` },
  },
});

export const image = style([
  sprinkles({ position: 'absolute', width: 'full' }),
  {
    inset: 0,
    height: '100%',
    selectors: {
      [`${frame}[data-state="loading"] &`]: { opacity: 0 },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'opacity 160ms ease' },
    },
  },
]);

export const fit = styleVariants({
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
});

export const placeholder = style({
  color: vars.color.textMuted,
  backgroundImage: `radial-gradient(circle at 50% 42%, ${vars.color.surfaceHover}, transparent 72%)`,
});

export const folderPlaceholder = style({
  color: vars.color.accentInk,
  background: `color-mix(in srgb, ${vars.color.accentSubtle} 65%, ${vars.color.surfaceRaised})`,
});

export const glyph = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', padding: '3', borderRadius: 'lg', background: 'surface', boxShadow: 'sm' }),
  {
    border: hairline,
  },
]);

export const folderGlyph = style({ display: 'inline-flex', opacity: 0.9 });

export const format = style({
  fontSize: '11px',
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});
