import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { bareButton, bone as boneRecipe, focusRing, hairline, panel as panelRecipe, pill, visuallyHidden } from '../../components/private/recipes.css';

export const panel = style([panelRecipe, sprinkles({ padding: { mobile: '4', tablet: '6' } })]);

export const panelTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const planName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.015em' });

export const text = style({ color: vars.color.textMuted, maxWidth: '62ch' });

export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const status = style([pill, { fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' }]);

export const statusTone = styleVariants({
  success: { background: vars.color.successSubtle, color: vars.color.text },
  warning: { background: vars.color.warningSubtle, color: vars.color.text },
  neutral: { background: vars.color.surfaceHover, color: vars.color.textMuted },
});

export const consequences = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', margin: '0', padding: '3', paddingLeft: '8', borderRadius: 'md', background: 'background' }),
  { border: hairline },
]);

export const srOnly = visuallyHidden;

export const bone = style([boneRecipe, sprinkles({ borderRadius: 'sm' })]);
export const boneTitle = style({ width: '160px', height: '28px' });
export const boneLine = style({ width: 'min(100%, 420px)', height: '16px' });
export const boneButton = style({ width: '128px', height: '36px' });
export const boneRow = style({ width: '100%', height: '36px' });

export const tableFrame = style({ containerType: 'inline-size' });

/** Below this width of the table's column, the five columns do not fit and each row is a card. */
const stacked = '(max-width: 559px)';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  '@container': { [stacked]: { display: 'block' } },
});

export const head = style({ '@container': { [stacked]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });

globalStyle(`${table} th`, {
  textAlign: 'left',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: `0 ${vars.space['3']} ${vars.space['2']}`,
  borderBottom: hairline,
});

globalStyle(`${table} td`, {
  padding: `${vars.space['3']}`,
  borderBottom: hairline,
  verticalAlign: 'middle',
});

globalStyle(`${table} tr:last-child td`, { borderBottom: 'none' });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { paddingLeft: 0 });
globalStyle(`${table} th:last-child, ${table} td:last-child`, { paddingRight: 0 });

// The card of one invoice: date and amount, the description, then the status and the receipt.
globalStyle(`${table} tbody`, { '@container': { [stacked]: { display: 'block' } } });
globalStyle(`${table} tbody tr`, {
  '@container': {
    [stacked]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"date amount" "description description" "status receipt"',
      rowGap: vars.space['1'],
      padding: `${vars.space['3']} 0`,
      borderBottom: hairline,
    },
  },
});
globalStyle(`${table} tbody tr:last-child`, { '@container': { [stacked]: { borderBottom: 'none', paddingBottom: 0 } } });
globalStyle(`${table} tbody tr:first-child`, { '@container': { [stacked]: { paddingTop: 0 } } });
globalStyle(`${table} td`, { '@container': { [stacked]: { display: 'block', padding: 0, borderBottom: 'none' } } });

export const numeric = style({});
globalStyle(`${table} ${numeric}`, { textAlign: 'right' });

export const cell = styleVariants({
  date: { whiteSpace: 'nowrap', '@container': { [stacked]: { gridArea: 'date', color: vars.color.textMuted } } },
  description: { minWidth: '140px', color: vars.color.text, '@container': { [stacked]: { gridArea: 'description', minWidth: 0 } } },
  amount: { textAlign: 'right', whiteSpace: 'nowrap', '@container': { [stacked]: { gridArea: 'amount', fontWeight: vars.fontWeight.semibold } } },
  status: { '@container': { [stacked]: { gridArea: 'status', marginTop: vars.space['1'] } } },
  receipt: { textAlign: 'right', whiteSpace: 'nowrap', '@container': { [stacked]: { gridArea: 'receipt', alignSelf: 'center' } } },
});

export const receiptLink = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'accentInk', borderRadius: 'sm' }),
  {
    ...bareButton,
    padding: 0,
    fontFamily: 'inherit',
    fontSize: 'inherit',
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    selectors: {
      '&[data-pending]': { cursor: 'progress' },
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': { boxShadow: focusRing },
    },
  },
]);
