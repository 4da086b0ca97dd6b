import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { bone, focusRing, hairline, panel as panelRecipe } from '../../components/private/recipes.css';

export const panel = style([panelRecipe, sprinkles({ padding: { mobile: '4', tablet: '5' } }), { minWidth: 0 }]);

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const total = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const totalValue = style({
  color: vars.color.text,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  marginRight: vars.space['1'],
});

export const legend = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '4' }), { listStyle: 'none', margin: 0, padding: 0 }]);

export const legendItem = style([sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2' }), { fontSize: vars.fontSize.sm }]);

export const swatch = style({ width: '10px', height: '10px', borderRadius: '3px', flexShrink: 0 });

export const legendValue = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const chartSlot = style({ height: '240px', minWidth: 0 });

export const chartBone = style([bone, sprinkles({ borderRadius: 'md' }), { height: '100%', width: '100%' }]);

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const historyLoading = style([sprinkles({ display: 'flex', alignItems: 'center', gap: '2', color: 'textMuted' }), { fontSize: vars.fontSize.sm }]);

export const tableScroll = style({
  overflowX: 'auto',
  minWidth: 0,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: focusRing } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const headCell = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: hairline,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { paddingLeft: 0 }, '&:last-child': { paddingRight: 0 } },
});

export const row = style({ selectors: { '&:not(:last-child)': { borderBottom: hairline } } });

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['3']}`,
  verticalAlign: 'top',
  selectors: { '&:first-child': { paddingLeft: 0 }, '&:last-child': { paddingRight: 0 } },
});

export const rowHeader = style({ textAlign: 'left', fontWeight: vars.fontWeight.medium });

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const gain = style({ color: vars.color.success });
