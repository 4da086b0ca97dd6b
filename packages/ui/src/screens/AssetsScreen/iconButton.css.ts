import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { bareButton, focusRing } from '../../components/private/recipes.css';

/**
 * The screen's small icon-only buttons (clear the search, clear the selection, dismiss an upload):
 * quiet until hovered or focused. Each adds its size, corner and place.
 */
export const iconButton = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', padding: '0', color: 'textMuted' }),
  {
    ...bareButton,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);
