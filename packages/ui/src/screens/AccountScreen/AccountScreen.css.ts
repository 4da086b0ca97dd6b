import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { below } from '../../theme/breakpoints';
import { sprinkles } from '../../theme/sprinkles.css';
import { hairline, panel, pill } from '../../components/private/recipes.css';

export const section = style([
  panel,
  sprinkles({ display: 'grid', gap: { mobile: '4', tablet: '6' }, padding: { mobile: '4', tablet: '6' } }),
  {
    gridTemplateColumns: 'minmax(0, 240px) minmax(0, 1fr)',
    '@media': { [below('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const dangerSection = style({ borderColor: `color-mix(in srgb, ${vars.color.danger} 35%, ${vars.color.border})` });

export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const sectionDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const nameForm = style([sprinkles({ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: '3' })]);

export const nameField = style({ flex: '1 1 240px', minWidth: 0 });

export const nameActions = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '3' }),
  {
    // Lines the button up with the input, under the label.
    paddingTop: '24px',
    // Below the field on phones, where it wraps, so the label offset is not needed.
    '@media': { [below('tablet')]: { paddingTop: 0 } },
  },
]);

export const saved = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', color: 'success' }),
  {
    gap: '6px',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const value = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const badge = style([
  pill,
  {
    fontWeight: vars.fontWeight.semibold,
    selectors: { '&::before': { content: '""', width: '6px', height: '6px', marginRight: '6px', borderRadius: vars.radius.full, background: 'currentColor' } },
  },
]);

export const badgeSuccess = style({ background: vars.color.successSubtle, color: vars.color.text });

export const badgeWarning = style({ background: vars.color.warningSubtle, color: vars.color.text });

export const stat = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { gap: '2px' }]);

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const statValue = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const dialogText = style({ color: vars.color.textMuted });

export const loading = style([sprinkles({ display: 'flex', alignItems: 'center', gap: '2', color: 'textMuted' })]);

export const consequences = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '2', margin: '0', padding: '3', paddingLeft: '8', borderRadius: 'md', background: 'background' }),
  {
    border: hairline,
    fontSize: vars.fontSize.md,
  },
]);

export const confirmForm = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: '3' })]);

globalStyle(`${badgeSuccess}::before`, { background: vars.color.success });
globalStyle(`${badgeWarning}::before`, { background: vars.color.warning });
