import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRingInset, hairline } from '../private/recipes.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const text = style({ color: vars.color.textMuted, marginTop: `calc(-1 * ${vars.space['1']})` });

export const loading = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'center', color: 'textMuted', borderRadius: 'md', background: 'background' }),
  {
    minHeight: '120px',
    border: hairline,
  },
]);

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', padding: '1', borderRadius: 'md', background: 'background' }),
  {
    gap: '2px',
    maxHeight: '300px',
    overflowY: 'auto',
    border: hairline,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { borderColor: vars.color.focusRing },
    },
  },
]);

export const option = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '2', paddingX: '3', borderRadius: 'sm', color: 'text' }),
  {
    minHeight: '36px',
    fontSize: vars.fontSize.md,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { boxShadow: focusRingInset },
      '&[data-selected]': { background: vars.color.accentSubtle },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
  },
]);

export const optionIcon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0, color: 'textMuted' }),
  {
    selectors: { [`${option}[data-selected] &`]: { color: vars.color.accentInk } },
  },
]);

export const optionName = style([
  sprinkles({ flex: '1', minWidth: 0, overflow: 'hidden' }),
  {
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: { [`${option}[data-selected] &`]: { fontWeight: vars.fontWeight.medium } },
  },
]);

export const reason = style([
  sprinkles({ flexShrink: 0, color: 'textMuted' }),
  {
    fontSize: vars.fontSize.xs,
  },
]);

