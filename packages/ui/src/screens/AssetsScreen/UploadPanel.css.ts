import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { iconButton } from './iconButton.css';
import { oneLine } from '../../components/private/recipes.css';

export const panel = style({
  width: '360px',
  maxWidth: '100%',
  // At most half a phone's height, so the list scrolls inside it and the page stays in view.
  maxHeight: 'min(320px, 50dvh)',
  border: `1px solid ${vars.color.border}`,
  pointerEvents: 'auto',
});

export const head = style([
  sprinkles({ paddingY: '3', paddingX: '4' }),
  {
    borderBottom: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
  },
]);

// Shrinks to what the panel leaves it (min-height 0 in the panel's column) and scrolls.
export const list = style({ margin: 0, padding: `${vars.space['1']} 0`, listStyle: 'none', overflowY: 'auto', minHeight: 0 });

export const row = style({ padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']}` });

export const icon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0, color: 'textMuted' }),
  {
    marginTop: '1px',
    selectors: {
      [`${row}[data-status="done"] &`]: { color: vars.color.success },
      [`${row}[data-status="failed"] &`]: { color: vars.color.danger },
    },
  },
]);

export const name = style({
  ...oneLine,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const track = style([
  sprinkles({ flex: '1', borderRadius: 'full', background: 'surfaceHover', overflow: 'hidden' }),
  {
    height: '4px',
  },
]);

export const fill = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, background: vars.color.accent });

export const percent = style([
  sprinkles({ textAlign: 'right', color: 'textMuted' }),
  {
    minWidth: '3.2em',
    fontSize: vars.fontSize.xs,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });

export const dismiss = style([iconButton, sprinkles({ flexShrink: 0, borderRadius: 'sm' }), { width: '26px', height: '26px' }]);
