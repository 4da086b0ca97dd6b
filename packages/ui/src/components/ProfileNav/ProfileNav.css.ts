import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { bare, focusRingInset, hairline } from '../private/recipes.css';
import { motion } from '../private/styleRules';

export const nav = style({
  maxWidth: '880px',
  borderBottom: hairline,
  // Four short tabs fit a phone; a larger text size may not, so the row scrolls rather than wraps.
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const list = style([sprinkles({ display: 'flex', gap: '1' }), { margin: 0, padding: 0, listStyle: 'none' }]);

export const tab = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingX: '3', borderRadius: 'sm', color: 'textMuted' }),
  motion('color 120ms ease, box-shadow 120ms ease'),
  {
    ...bare,
    height: '40px',
    whiteSpace: 'nowrap',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    // The underline sits on the nav's hairline.
    boxShadow: 'inset 0 -2px 0 transparent',
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[aria-current="page"]': { color: vars.color.text, boxShadow: `inset 0 -2px 0 ${vars.color.accent}` },
      '&[data-focus-visible]': { boxShadow: focusRingInset },
    },
  },
]);
