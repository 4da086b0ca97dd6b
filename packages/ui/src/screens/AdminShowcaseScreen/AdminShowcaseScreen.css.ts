import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { bareButton, focusRing, focusRingInset, hairline, pressableStates } from '../../components/private/recipes.css';

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { outline: 'none', borderRadius: vars.radius.md, selectors: { '&[data-focus-visible]': { boxShadow: focusRing } } },
]);

export const item = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3', paddingY: '2', paddingX: '2', borderRadius: 'md' }),
  {
    outline: 'none',
    selectors: {
      '&:not(:last-child)': { borderBottom: hairline },
      '&[data-focus-visible]': { boxShadow: focusRingInset },
      '&[data-dragging]': { opacity: 0.5 },
      '&[data-drop-target]': { background: vars.color.accentSubtle },
    },
  },
]);

export const dropIndicator = style({
  outline: 'none',
  selectors: { '&[data-drop-target]': { height: '2px', background: vars.color.accent, borderRadius: '1px' } },
});

export const handle = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'sm', color: 'textMuted' }),
  {
    width: '28px',
    height: '28px',
    border: hairline,
    background: vars.color.surface,
    cursor: 'grab',
    outline: 'none',
    flexShrink: 0,
    selectors: { '&[data-focus-visible]': { boxShadow: focusRing } },
  },
]);

export const position = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', width: '2ch', textAlign: 'right', flexShrink: 0 });

export const thumb = style({ width: '56px', height: '56px', borderRadius: vars.radius.sm, overflow: 'hidden', flexShrink: 0, display: 'flex' });

export const name = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' });

export const title = style({ fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const actions = style([sprinkles({ display: 'flex', gap: '1', flexShrink: 0 })]);

export const iconButton = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'md', color: 'text' }),
  {
    ...bareButton,
    width: '32px',
    height: '32px',
    selectors: { ...pressableStates, '&[data-disabled]': { opacity: 0.35, cursor: 'default' } },
  },
]);
