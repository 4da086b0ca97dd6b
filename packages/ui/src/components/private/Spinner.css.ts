import { keyframes, style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style([
  sprinkles({ display: 'block', flexShrink: 0 }),
  {
    '@media': {
      // Reduced motion gets a still arc; the visual tests rely on it for stable screenshots.
      '(prefers-reduced-motion: no-preference)': {
        animation: `${spin} 0.8s linear infinite`,
      },
    },
  },
]);

export const track = style({ opacity: 0.25 });
