import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { accentWell, bareButton, hairline, quietPressableStates } from '../private/recipes.css';
import { square } from '../private/styleRules';

export const card = style({ maxWidth: '380px', border: hairline });

export const compact = style({ padding: vars.space['3'], gap: vars.space['2'], boxShadow: 'none' });

export const icon = style([accentWell, sprinkles({ borderRadius: 'md' }), square('32px')]);

export const body = style({ fontSize: vars.fontSize.sm });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const version = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const close = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'sm', color: 'textMuted' }),
  {
    width: '28px',
    height: '28px',
    marginTop: '-4px',
    marginRight: '-4px',
    ...bareButton,
    selectors: quietPressableStates,
  },
]);
