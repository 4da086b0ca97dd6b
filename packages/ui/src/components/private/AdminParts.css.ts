import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRing, hairline, panel as panelRecipe } from './recipes.css';

export const panel = style([panelRecipe, sprinkles({ padding: { mobile: '4', tablet: '5' } }), { minWidth: 0 }]);

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const loading = style([sprinkles({ display: 'flex', alignItems: 'center', gap: '2', color: 'textMuted' }), { fontSize: vars.fontSize.sm }]);

export const tableScroll = style({
  overflowX: 'auto',
  minWidth: 0,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: focusRing } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

const edges = { '&:first-child': { paddingLeft: 0 }, '&:last-child': { paddingRight: 0 } } as const;

export const headCell = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: hairline,
  whiteSpace: 'nowrap',
  selectors: edges,
});

export const row = style({ selectors: { '&:not(:last-child)': { borderBottom: hairline } } });

export const selectedRow = style({ background: vars.color.surfaceHover });

export const cell = style({ padding: `${vars.space['2']} ${vars.space['3']}`, verticalAlign: 'middle', textAlign: 'left', fontWeight: 'inherit', selectors: edges });

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const stats = style([sprinkles({ display: 'grid', gap: '3' }), { gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', margin: 0 }]);

export const stat = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '1', padding: '3', borderRadius: 'md' }), { border: hairline, minWidth: 0 }]);

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const badge = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', borderRadius: 'full', paddingX: '2' }),
  { fontSize: vars.fontSize.xs, lineHeight: '20px', border: hairline, whiteSpace: 'nowrap' },
]);

export const badgeDanger = style({ color: vars.color.danger, borderColor: vars.color.danger });

/** A field that takes the row's room. */
export const grow = style({ flex: '1 1 18em', minWidth: 0 });
