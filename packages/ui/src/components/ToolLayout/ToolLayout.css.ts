import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { containerAtLeast, containerBelow } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRingInset, panel as panelSurface } from '../private/recipes.css';

const pageContainer = createContainer();

/** Wide enough for the preview beside the 360 px panel; narrower, and on phones, one column. */
export const twoColumns = containerAtLeast(pageContainer, 'toolColumns');
const oneColumn = containerBelow(pageContainer, 'toolColumns');

// What the dashboard shell and this page's header take above the columns: the top bar (56 px),
// the content padding (2 × 32 px), the title block and its gap. Two columns fill the rest of the
// window, so the run button is always in view and the options scroll inside their panel.
const chromeHeight = '200px';

export const page = style({
  // The page's own width decides the columns, so they also stack beside the sidebar on a small laptop.
  containerName: pageContainer,
  containerType: 'inline-size',
  maxWidth: '1360px',
});

export const layout = style([
  sprinkles({ display: 'grid', gap: '6' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr) 360px',
    '@container': {
      [twoColumns]: { gridTemplateRows: 'minmax(0, 1fr)', height: `calc(100dvh - ${chromeHeight})`, minHeight: '520px' },
      [oneColumn]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'] },
    },
  },
]);

export const main = style({ '@container': { [twoColumns]: { minHeight: 0, overflowY: 'auto' } } });

export const panel = style([
  panelSurface,
  sprinkles({ display: 'flex', flexDirection: 'column', minWidth: 0, boxShadow: 'sm' }),
  {
    '@container': { [twoColumns]: { minHeight: 0, overflow: 'hidden' } },
    // Without options there is only the footer: the panel keeps to its height instead of the column's.
    selectors: { '&[data-fit]': { alignSelf: 'start' } },
  },
]);

const scrollShadow = `color-mix(in srgb, ${vars.color.text} 14%, transparent)`;

export const panelBody = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    outline: 'none',
    selectors: { '&:focus-visible': { boxShadow: focusRingInset } },
    '@container': {
      [twoColumns]: {
        flex: '1 1 auto',
        minHeight: 0,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        // Shadows at an edge with more options beyond it: the covers scroll with the content and
        // hide the shadows once an end is reached (no script needed).
        background: [
          `linear-gradient(${vars.color.surface} 30%, transparent) center top`,
          `linear-gradient(transparent, ${vars.color.surface} 70%) center bottom`,
          `radial-gradient(farthest-side at 50% 0, ${scrollShadow}, transparent) center top`,
          `radial-gradient(farthest-side at 50% 100%, ${scrollShadow}, transparent) center bottom`,
        ].join(', '),
        backgroundRepeat: 'no-repeat',
        backgroundSize: '100% 40px, 100% 40px, 100% 12px, 100% 12px',
        backgroundAttachment: 'local, local, scroll, scroll',
      },
    },
  },
]);

export const options = style({ selectors: { '&[data-locked]': { opacity: 0.7 } } });
