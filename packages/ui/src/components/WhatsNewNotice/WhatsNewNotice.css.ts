import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { bareButton, hairline, quietPressableStates } from '../private/recipes.css';

export const card = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '3', width: 'full', padding: '4', borderRadius: 'lg', background: 'surfaceRaised', boxShadow: 'md' }),
  {
    maxWidth: '380px',
    border: hairline,
  },
]);


export const compact = style({ padding: vars.space['3'], gap: vars.space['2'], boxShadow: 'none' });

export const icon = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'md', background: 'accentSubtle', color: 'accentInk' }),
  {
    width: '32px',
    height: '32px',
  },
]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: 1, fontSize: vars.fontSize.sm });

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
