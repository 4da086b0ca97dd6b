import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRing, hairline } from './recipes.css';

export const select = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '1' })]);

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const button = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', paddingX: '3', borderRadius: 'md', background: 'background', color: 'text' }),
  {
    // The height of a text field, so it lines up beside one (the invite form).
    height: '38px',
    minWidth: '120px',
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-focus-visible]': { boxShadow: focusRing },
      '&[data-disabled]': { opacity: 0.55, cursor: 'default' },
    },
  },
]);

export const value = style({ textAlign: 'left' });

export const popover = style([
  sprinkles({ borderRadius: 'md', background: 'surface', boxShadow: 'lg' }),
  { border: hairline, minWidth: 'var(--trigger-width)' },
]);

export const list = style([sprinkles({ display: 'flex', flexDirection: 'column', padding: '1' }), { outline: 'none' }]);

export const option = style([
  sprinkles({ display: 'flex', flexDirection: 'column', paddingX: '3', paddingY: '2', borderRadius: 'sm', color: 'text' }),
  {
    gap: '2px',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': { color: vars.color.accentInk },
      '&[data-focus-visible]': { boxShadow: `inset ${focusRing}` },
    },
  },
]);

export const optionName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const optionDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
