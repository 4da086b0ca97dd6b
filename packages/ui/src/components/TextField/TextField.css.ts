import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const field = style([
  sprinkles({ display: 'flex', flexDirection: 'column', minWidth: 0 }),
  {
    gap: '6px',
  },
]);


export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const input = style([
  sprinkles({ width: 'full', paddingX: '3', borderRadius: 'md', background: 'background', color: 'text', boxShadow: 'sm' }),
  {
    height: '38px',
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.md,
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: 'border-color 120ms ease, box-shadow 120ms ease' },
    },
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 0.75 },
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-focused]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 28%, transparent)`,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-invalid][data-focused]': {
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.danger} 24%, transparent)`,
      },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[readonly]': { background: vars.color.surfaceHover, boxShadow: 'none' },
    },
  },
]);

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

// The description gives way to the error, so the field does not grow two lines.
globalStyle(`${field}[data-invalid] ${description}`, { display: 'none' });

export const error = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});
